/**
 * @module scene-builder/history
 * Undo and redo: two stacks of invertible patches. An edit captured 'immediately' is one entry and
 * clears the redo stack; edits during a gesture (a drag) wait and become one entry when it ends; a
 * burst of nudges of the same stickers is one entry; a scene replaced ('never') starts a new history.
 */
import { applyPatch, composePatches, EMPTY_PATCH, isEmptyPatch, type CommandResult, type Patch } from './commands.ts';
import type { Scene } from '~/domain/scene.ts';

// The same limits as every editor's undo (the parallax panel's snapshots too).
import { HISTORY_LIMIT, MERGE_WINDOW_MS } from '~/domain/undo-stack.ts';
export { HISTORY_LIMIT, MERGE_WINDOW_MS };

/** One undo step. */
export interface Entry {
  patch: Patch;
  /** When it was last extended (ms, from the caller's clock); NaN when unknown. */
  at: number;
  mergeKey: string | null;
}

/**
 * A gesture in progress: the patch of its edits so far. An explicit one (beginGesture) takes every
 * edit until commitGesture; an implicit one (an 'eventually' edit with no gesture begun) ends with
 * the next edit captured 'immediately', which joins it.
 */
export interface Gesture {
  patch: Patch;
  explicit: boolean;
}

/** Entries to undo (last is newest) and to redo (last is next), and a gesture in progress. */
export interface History {
  past: Entry[];
  future: Entry[];
  gesture?: Gesture | null;
}

/** A history with nothing to undo or redo. */
export const EMPTY_HISTORY: History = { past: [], future: [], gesture: null };

/** The history with one more undo step: merged into the last when it continues its burst. */
function push(history: History, patch: Patch, now: number, mergeKey: string | null): History {
  if (isEmptyPatch(patch)) return { ...history, gesture: null };
  const last = history.past.at(-1);
  if (mergeKey !== null && history.future.length === 0 && last?.mergeKey === mergeKey && now - last.at >= 0 && now - last.at <= MERGE_WINDOW_MS) {
    const merged = composePatches(last.patch, patch);
    const past = history.past.slice(0, -1);
    return { past: isEmptyPatch(merged) ? past : [...past, { patch: merged, at: now, mergeKey }], future: [], gesture: null };
  }
  const past = [...history.past, { patch, at: now, mergeKey }];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, future: [], gesture: null };
}

/**
 * Records a command's result. `now` (ms) lets a burst of nudges merge; without it nothing merges.
 * @example history = record(history, commands.flip(scene, { id: 's1' }), Date.now())
 */
export function record(history: History, result: CommandResult | false, now: number = Number.NaN): History {
  if (!result) return history;
  // The scene was replaced: the steps recorded so far describe a scene that is gone.
  if (result.capture === 'never') return EMPTY_HISTORY;
  const gesture = history.gesture ?? null;
  if (gesture?.explicit) return { ...history, gesture: { patch: composePatches(gesture.patch, result.patch), explicit: true } };
  if (result.capture === 'eventually') {
    return { ...history, gesture: { patch: composePatches(gesture?.patch ?? EMPTY_PATCH, result.patch), explicit: false } };
  }
  // An edit made at once ends an implicit gesture: the drag and the drop are one step.
  if (gesture) return push(history, composePatches(gesture.patch, result.patch), now, null);
  return push(history, result.patch, now, result.mergeKey ?? null);
}

/**
 * Starts a gesture (pointer down): every edit recorded until commitGesture is one undo step.
 * @example history = beginGesture(history); history = record(history, commands.bringToFront(scene, { id }))
 */
export function beginGesture(history: History, now: number = Number.NaN): History {
  const ended = history.gesture ? commitGesture(history, now) : history;
  return { ...ended, gesture: { patch: EMPTY_PATCH, explicit: true } };
}

/** Ends a gesture (pointer up): its edits become one undo step, none when they cancelled out. */
export function commitGesture(history: History, now: number = Number.NaN): History {
  if (!history.gesture) return history;
  return push(history, history.gesture.patch, now, null);
}

/**
 * Abandons a gesture (Escape during a drag): answers the scene as it was before the gesture and
 * the history without it.
 */
export function cancelGesture(history: History, scene: Scene): { scene: Scene; history: History } {
  if (!history.gesture) return { scene, history };
  return { scene: applyPatch(scene, history.gesture.patch, 'backward'), history: { ...history, gesture: null } };
}

/** True while there is a step to undo (a gesture in progress counts). */
export function canUndo(history: History): boolean {
  return history.past.length > 0 || (!!history.gesture && !isEmptyPatch(history.gesture.patch));
}

/** True while there is a step to redo. */
export function canRedo(history: History): boolean {
  return history.future.length > 0;
}

/**
 * Undoes the last step (a gesture in progress ends first and is that step): the scene before it
 * and the history after, or null when there is nothing to undo.
 * @example const step = undo(history, scene); if (step) ({ scene, history } = step)
 */
export function undo(history: History, scene: Scene): { scene: Scene; history: History } | null {
  const settled = history.gesture ? commitGesture(history) : history;
  const entry = settled.past.at(-1);
  if (!entry) return null;
  return {
    scene: applyPatch(scene, entry.patch, 'backward'),
    history: { past: settled.past.slice(0, -1), future: [...settled.future, entry], gesture: null },
  };
}

/** Redoes the last undone step, or null when there is none. */
export function redo(history: History, scene: Scene): { scene: Scene; history: History } | null {
  if (history.gesture && !isEmptyPatch(history.gesture.patch)) return null;
  const entry = history.future.at(-1);
  if (!entry) return null;
  return {
    scene: applyPatch(scene, entry.patch, 'forward'),
    history: { past: [...history.past, entry], future: history.future.slice(0, -1), gesture: null },
  };
}
