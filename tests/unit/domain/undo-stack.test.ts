import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, edited, HISTORY_LIMIT, MERGE_WINDOW_MS, redone, undone, undoStack } from '../../../src/domain/undo-stack.ts';

describe('undo stack', () => {
  it('undoes and redoes each edit', () => {
    let stack = undoStack({ height: '50vh' });
    stack = edited(stack, { height: '60vh' });
    stack = edited(stack, { height: '70vh' });
    expect(canUndo(stack)).toBe(true);
    stack = undone(stack);
    expect(stack.present).toEqual({ height: '60vh' });
    stack = undone(stack);
    expect(stack.present).toEqual({ height: '50vh' });
    expect(canUndo(stack)).toBe(false);
    expect(undone(stack)).toBe(stack);
    stack = redone(redone(stack));
    expect(stack.present).toEqual({ height: '70vh' });
    expect(canRedo(stack)).toBe(false);
  });

  it('makes a burst of edits with one merge key one step', () => {
    let stack = undoStack(0);
    for (let i = 1; i <= 5; i++) stack = edited(stack, i, 1000 + i * 100, 'MICRO speed');
    expect(stack.present).toBe(5);
    expect(undone(stack).present).toBe(0);
  });

  it('starts a new step after the merge window, or for another key', () => {
    let stack = undoStack(0);
    stack = edited(stack, 1, 1000, 'a');
    stack = edited(stack, 2, 1000 + MERGE_WINDOW_MS + 1, 'a');
    stack = edited(stack, 3, 1000 + MERGE_WINDOW_MS + 2, 'b');
    expect([undone(stack).present, undone(undone(stack)).present, undone(undone(undone(stack))).present]).toEqual([2, 1, 0]);
  });

  it('clears redo with a new edit, and does not merge into a step that was undone', () => {
    let stack = undoStack(0);
    stack = edited(stack, 1, 1000, 'a');
    stack = undone(stack);
    stack = edited(stack, 2, 1100, 'a');
    expect(canRedo(stack)).toBe(false);
    expect(undone(stack).present).toBe(0);
  });

  it('ignores an edit that changes nothing', () => {
    const value = { x: 1 };
    const stack = undoStack(value);
    expect(edited(stack, value)).toBe(stack);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let stack = undoStack(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) stack = edited(stack, i);
    expect(stack.past).toHaveLength(HISTORY_LIMIT);
    expect(stack.past[0]).toBe(20);
  });
});
