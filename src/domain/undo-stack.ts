/**
 * Undo and redo by snapshots, for editors whose whole state is a small value (the parallax admin
 * panel's scene settings). The Scene Builder keeps invertible patches instead (its scenes are large);
 * both follow the same rules: at most HISTORY_LIMIT steps, a burst of edits of one thing (a number
 * stepped by its arrows, a sticker nudged) within MERGE_WINDOW_MS is one step, a new edit clears redo.
 */

/** Undo steps kept; the oldest is forgotten beyond. */
export const HISTORY_LIMIT = 100;
/** Edits with the same merge key this close together (ms) are one step. */
export const MERGE_WINDOW_MS = 1000;

export interface UndoStack<T> {
  /** The values before each step, oldest first. */
  past: readonly T[];
  present: T;
  /** The values undone, the next to redo last. */
  future: readonly T[];
  /** The last edit's merge key and time, while a burst can still continue. */
  burst: { key: string; at: number } | null;
}

/** A history with nothing to undo or redo. */
export const undoStack = <T>(present: T): UndoStack<T> => ({ past: [], present, future: [], burst: null });

/**
 * The stack after an edit to `next`. With a merge key, an edit that continues the last one's burst
 * (same key, within the window, nothing undone since) joins its step.
 * @example stack = edited(stack, { ...stack.present, height: '60vh' }, Date.now(), 'height')
 */
export function edited<T>(stack: UndoStack<T>, next: T, now: number = Number.NaN, mergeKey: string | null = null): UndoStack<T> {
  if (Object.is(next, stack.present)) return stack;
  const burst = mergeKey === null ? null : { key: mergeKey, at: now };
  const continues = mergeKey !== null && stack.burst?.key === mergeKey && now - stack.burst.at >= 0 && now - stack.burst.at <= MERGE_WINDOW_MS;
  if (continues && stack.past.length > 0) return { past: stack.past, present: next, future: [], burst };
  const past = [...stack.past, stack.present];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, present: next, future: [], burst };
}

export const canUndo = (stack: UndoStack<unknown>): boolean => stack.past.length > 0;
export const canRedo = (stack: UndoStack<unknown>): boolean => stack.future.length > 0;

/** The stack one step back; unchanged when there is nothing to undo. */
export function undone<T>(stack: UndoStack<T>): UndoStack<T> {
  const previous = stack.past.at(-1);
  if (stack.past.length === 0) return stack;
  return { past: stack.past.slice(0, -1), present: previous as T, future: [...stack.future, stack.present], burst: null };
}

/** The stack one undone step forward again; unchanged when there is none. */
export function redone<T>(stack: UndoStack<T>): UndoStack<T> {
  if (stack.future.length === 0) return stack;
  return { past: [...stack.past, stack.present], present: stack.future.at(-1) as T, future: stack.future.slice(0, -1), burst: null };
}
