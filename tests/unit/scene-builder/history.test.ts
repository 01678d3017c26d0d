import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commands, type CommandResult } from '~/features/scene-builder/commands.ts';
import {
  EMPTY_HISTORY,
  HISTORY_LIMIT,
  beginGesture,
  canRedo,
  canUndo,
  cancelGesture,
  commitGesture,
  record,
  redo,
  undo,
  type History,
} from '~/features/scene-builder/history.ts';
import { EMPTY_SCENE, type Scene } from '~/domain/scene.ts';
import { LISTINGS } from '../../fixtures/scene-listings.ts';
import { editArb, runEdit, sceneArb, type Edit } from './arbitraries.ts';

/** A scene and its history, edited the way the store does. */
class Editor {
  constructor(
    public scene: Scene = EMPTY_SCENE,
    public history: History = EMPTY_HISTORY,
  ) {}

  run(result: CommandResult | false, now?: number): this {
    if (result) {
      this.scene = result.next;
      this.history = record(this.history, result, now);
    }
    return this;
  }

  undo(): boolean {
    const step = undo(this.history, this.scene);
    if (step) ({ scene: this.scene, history: this.history } = step);
    return step !== null;
  }

  redo(): boolean {
    const step = redo(this.history, this.scene);
    if (step) ({ scene: this.scene, history: this.history } = step);
    return step !== null;
  }
}

const withTwo = () => {
  const editor = new Editor();
  editor.run(commands.addListing(editor.scene, { listing: LISTINGS.single }));
  return editor.run(commands.addListing(editor.scene, { listing: LISTINGS.pack }));
};

describe('record, undo and redo', () => {
  it('makes each edit captured at once one step, undone and redone in turn', () => {
    const editor = withTwo();
    const one = commands.addListing(EMPTY_SCENE, { listing: LISTINGS.single }) as CommandResult;
    const two = editor.scene;
    expect(editor.history.past).toHaveLength(2);
    expect(editor.undo()).toBe(true);
    expect(editor.scene).toEqual(one.next);
    expect(editor.undo()).toBe(true);
    expect(editor.scene).toEqual(EMPTY_SCENE);
    expect(editor.undo()).toBe(false);
    expect(editor.redo() && editor.redo()).toBe(true);
    expect(editor.scene).toEqual(two);
    expect(editor.redo()).toBe(false);
  });

  it('clears the redo stack with a new edit', () => {
    const editor = withTwo();
    editor.undo();
    expect(canRedo(editor.history)).toBe(true);
    editor.run(commands.flip(editor.scene, { id: 's1' }));
    expect(canRedo(editor.history)).toBe(false);
  });

  it('ignores a command that changed nothing', () => {
    expect(record(EMPTY_HISTORY, false)).toBe(EMPTY_HISTORY);
  });

  it('keeps at most 100 steps, forgetting the oldest', () => {
    const editor = withTwo();
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) editor.run(commands.rotate(editor.scene, { id: 's1', degrees: 1 }));
    expect(editor.history.past).toHaveLength(HISTORY_LIMIT);
    while (editor.undo());
    expect(editor.scene.stickers.find((s) => s.id === 's1')!.rotation).toBe(20);
  });

  it('starts a new history when the scene is replaced', () => {
    const editor = withTwo();
    editor.run(commands.restore(editor.scene, { scene: EMPTY_SCENE }));
    expect(editor.history).toEqual(EMPTY_HISTORY);
    expect(editor.scene).toEqual(EMPTY_SCENE);
  });
});

describe('nudges', () => {
  it('merges a burst of nudges of the same stickers into one step', () => {
    const editor = withTwo();
    const before = editor.scene;
    for (let t = 0; t < 5; t++) editor.run(commands.nudge(editor.scene, { ids: ['s1'], dx: 6, dy: 0 }), 1000 + t * 300);
    expect(editor.history.past).toHaveLength(3);
    editor.undo();
    expect(editor.scene).toEqual(before);
  });

  it('keeps nudges apart after a pause of more than a second, or of other stickers', () => {
    const editor = withTwo();
    editor.run(commands.nudge(editor.scene, { ids: ['s1'], dx: 6, dy: 0 }), 1000);
    editor.run(commands.nudge(editor.scene, { ids: ['s1'], dx: 6, dy: 0 }), 2001);
    editor.run(commands.nudge(editor.scene, { ids: ['s2'], dx: 6, dy: 0 }), 2100);
    expect(editor.history.past).toHaveLength(5);
  });

  it('does not merge without a time', () => {
    const editor = withTwo();
    editor.run(commands.nudge(editor.scene, { ids: ['s1'], dx: 6, dy: 0 }));
    editor.run(commands.nudge(editor.scene, { ids: ['s1'], dx: 6, dy: 0 }));
    expect(editor.history.past).toHaveLength(4);
  });

  it('drops a burst that came back to where it started', () => {
    const editor = withTwo();
    editor.run(commands.nudge(editor.scene, { ids: ['s1'], dx: 6, dy: 0 }), 1000);
    editor.run(commands.nudge(editor.scene, { ids: ['s1'], dx: -6, dy: 0 }), 1100);
    expect(editor.history.past).toHaveLength(2);
  });
});

describe('gestures', () => {
  it('makes a drag one step when the pointer goes up: the raise and every move', () => {
    const editor = withTwo();
    const before = editor.scene;
    editor.history = beginGesture(editor.history);
    editor.run(commands.bringToFront(editor.scene, { id: 's1' }));
    for (let x = 0; x < 50; x += 10) editor.run(commands.move(editor.scene, { id: 's1', x, y: x, inProgress: true }));
    expect(editor.history.past).toHaveLength(2);
    editor.history = commitGesture(editor.history);
    expect(editor.history.past).toHaveLength(3);
    editor.undo();
    expect(editor.scene).toEqual(before);
  });

  it('ends a drag of moves in progress with the final move', () => {
    const editor = withTwo();
    for (let x = 0; x < 50; x += 10) editor.run(commands.move(editor.scene, { id: 's1', x, y: 0, inProgress: true }));
    expect(editor.history.past).toHaveLength(2);
    expect(canUndo(editor.history)).toBe(true);
    editor.run(commands.move(editor.scene, { id: 's1', x: 77, y: 7 }));
    expect(editor.history.past).toHaveLength(3);
    expect(editor.history.gesture).toBeNull();
  });

  it('undoes a drag still in progress as one step', () => {
    const editor = withTwo();
    const before = editor.scene;
    editor.run(commands.move(editor.scene, { id: 's1', x: 5, y: 5, inProgress: true }));
    editor.run(commands.move(editor.scene, { id: 's1', x: 9, y: 9, inProgress: true }));
    editor.undo();
    expect(editor.scene).toEqual(before);
    expect(editor.history.gesture).toBeNull();
  });

  it('records nothing for a drag that ends where it began', () => {
    const editor = withTwo();
    editor.history = beginGesture(editor.history);
    editor.run(commands.move(editor.scene, { id: 's1', x: 5, y: 5, inProgress: true }));
    editor.run(commands.move(editor.scene, { id: 's1', x: 100, y: 200, inProgress: true }));
    editor.history = commitGesture(editor.history);
    expect(editor.history.past).toHaveLength(2);
  });

  it('cancels a drag, answering the scene as it was', () => {
    const editor = withTwo();
    const before = editor.scene;
    editor.history = beginGesture(editor.history);
    editor.run(commands.move(editor.scene, { id: 's2', x: 5, y: 5, inProgress: true }));
    const cancelled = cancelGesture(editor.history, editor.scene);
    expect(cancelled.scene).toEqual(before);
    expect(cancelled.history.past).toHaveLength(2);
  });
});

type Step = { edit: Edit } | { gesture: 'begin' | 'commit' };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: editArb.map((edit) => ({ edit })), weight: 8 },
  fc.constantFrom({ gesture: 'begin' as const }, { gesture: 'commit' as const }),
);

describe('history properties', () => {
  it('any sequence of commands followed by as many undos gives back the starting scene, and as many redos the end', () => {
    fc.assert(
      fc.property(
        sceneArb,
        fc.array(stepArb, { maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 40, maxLength: 40 }),
        (start, steps, gaps) => {
          const editor = new Editor(start);
          let now = 0;
          steps.forEach((step, i) => {
            now += gaps[i]!;
            if ('gesture' in step) editor.history = step.gesture === 'begin' ? beginGesture(editor.history, now) : commitGesture(editor.history, now);
            else editor.run(runEdit(editor.scene, step.edit), now);
          });
          const end = editor.scene;
          for (let i = 0; i < steps.length; i++) editor.undo();
          expect(editor.scene).toEqual(start);
          for (let i = 0; i < steps.length; i++) editor.redo();
          expect(editor.scene).toEqual(end);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('undo then redo changes nothing', () => {
    fc.assert(
      fc.property(sceneArb, fc.array(editArb, { minLength: 1, maxLength: 10 }), (start, edits) => {
        const editor = new Editor(start);
        for (const edit of edits) editor.run(runEdit(editor.scene, edit));
        const end = editor.scene;
        if (editor.undo()) editor.redo();
        expect(editor.scene).toEqual(end);
      }),
      { numRuns: 200 },
    );
  });
});
