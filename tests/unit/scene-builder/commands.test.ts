import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPatch, commands, composePatches, diffScenes, isEmptyPatch, occupiedBoxes, type CommandResult } from '~/features/scene-builder/commands.ts';
import { EMPTY_SCENE, fallbackSceneListing, type Scene, type SceneListing, type SceneSticker } from '~/domain/scene.ts';
import { LISTINGS, NO_DIMENSIONS, listingSummary, sceneListing, sizesOf } from '../../fixtures/scene-listings.ts';
import { applyEdit, editArb, runEdit, sceneArb } from './arbitraries.ts';

/** The result of a command that must change the scene. */
function done(result: CommandResult | false): CommandResult {
  if (!result) throw new Error('the command changed nothing');
  return result;
}

/** Adds a listing and answers the scene. */
const withListing = (listing: SceneListing, scene: Scene = EMPTY_SCENE, at?: { x: number; y: number }) =>
  done(commands.addListing(scene, { listing, ...(at ? { at } : {}) })).next;

const byId = (scene: Scene, id: string) => scene.stickers.find((s) => s.id === id)!;
const shape = (stickers: readonly SceneSticker[]) => stickers.map((s) => ({ id: s.id, x: s.x, y: s.y, isFlipped: s.isFlipped, pack: s.pack, size: s.size }));

/** Checks a command's patch both ways. */
function expectInvertible(scene: Scene, result: CommandResult | false) {
  const { next, patch } = done(result);
  expect(applyPatch(next, patch, 'backward')).toEqual(scene);
  expect(applyPatch(scene, patch, 'forward')).toEqual(next);
}

describe('addListing', () => {
  it('adds a single sticker at (100, 200) in MICRO and the listing’s Black', () => {
    const { next, capture } = done(commands.addListing(EMPTY_SCENE, { listing: LISTINGS.single }));
    expect(capture).toBe('immediately');
    expect(next.stickers).toEqual([
      { id: 's1', listingId: 1001, size: 'MICRO', color: 'Black', x: 100, y: 200, rotation: 0, isFlipped: false, zIndex: 1, pack: null },
    ]);
    expect(next.listings[1001]).toBe(LISTINGS.single);
  });

  it('places each next sticker 20 px further, cycling every 5', () => {
    let scene = EMPTY_SCENE;
    for (let i = 0; i < 6; i++) scene = withListing(LISTINGS.single, scene);
    expect(scene.stickers.map((s) => [s.id, s.x, s.y, s.zIndex])).toEqual([
      ['s1', 100, 200, 1],
      ['s2', 120, 220, 2],
      ['s3', 140, 240, 3],
      ['s4', 160, 260, 4],
      ['s5', 180, 280, 5],
      ['s6', 100, 200, 6],
    ]);
  });

  it('puts each new sticker in free space in view, so five adds never pile up', () => {
    const view = { x: 0, y: 0, width: 1000, height: 700 };
    let scene = EMPTY_SCENE;
    for (let i = 0; i < 5; i++) scene = done(commands.addListing(scene, { listing: LISTINGS.single, view })).next;
    const boxes = occupiedBoxes(scene);
    boxes.forEach((a, i) => {
      expect(a.x).toBeGreaterThanOrEqual(view.x);
      expect(a.x + a.width).toBeLessThanOrEqual(view.x + view.width);
      expect(a.y + a.height).toBeLessThanOrEqual(view.y + view.height);
      for (const b of boxes.slice(i + 1)) expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
    });
  });

  it('puts a whole pack in free space in a phone’s view, on the part scrolled to', () => {
    const view = { x: 400, y: 300, width: 700, height: 500 };
    const scene = done(commands.addListing(withListing(LISTINGS.single), { listing: LISTINGS.pack, view })).next;
    const pack = occupiedBoxes(scene).slice(1);
    expect(pack).toHaveLength(4);
    for (const box of pack) {
      expect(box.x).toBeGreaterThanOrEqual(view.x);
      expect(box.y).toBeGreaterThanOrEqual(view.y);
      expect(box.y + box.height).toBeLessThanOrEqual(view.y + view.height);
    }
  });

  it('puts the sticker where it was dropped', () => {
    expect(withListing(LISTINGS.single, EMPTY_SCENE, { x: 333, y: 44 }).stickers[0]).toMatchObject({ x: 333, y: 44 });
  });

  it('starts at the smallest size when MICRO is not offered', () => {
    const listing = sceneListing(
      listingSummary({
        etsyListingId: 7,
        ...sizesOf([
          { name: 'LARGE', width: 9, height: 9 },
          { name: 'SMALL', width: 4, height: 4 },
        ]),
      }),
    );
    expect(withListing(listing).stickers[0]!.size).toBe('SMALL');
  });

  it('matches the colour by exact value, then first word, then Black, then the first entry', () => {
    const colored = (values: string[]) => ({ ...LISTINGS.single, colorOptions: values.map((value, i) => ({ id: i, value })) });
    expect(withListing(colored(['Red', 'Black (Matte)'])).stickers[0]!.color).toBe('Black (Matte)');
    expect(withListing(colored(['Red', 'Black - Matte'])).stickers[0]!.color).toBe('Black - Matte');
    expect(withListing(colored(['Blue', 'Red'])).stickers[0]!.color).toBe('Blue');
    expect(withListing(LISTINGS.noColors).stickers[0]!.color).toBe('Black');
  });

  it('adds a pack as its copies spaced by their width and a quarter inch (2 in: 216 px), flipped by the pattern, sharing one pack id', () => {
    const scene = withListing(LISTINGS.pack);
    expect(shape(scene.stickers)).toEqual(
      [0, 1, 2, 3].map((index) => ({
        id: `s${index + 1}`,
        x: 100 + 216 * index,
        y: 200,
        isFlipped: index === 1 || index === 2,
        size: 'MICRO',
        pack: { id: 'p1', type: 'pack', quantity: 4, index },
      })),
    );
  });

  it('adds a set as all its designs, laid out by the set grid', () => {
    const scene = withListing(LISTINGS.set);
    expect(scene.stickers.map((s) => [s.x, s.y, s.pack?.type, s.pack?.index])).toEqual([
      // Spaced by the largest design (2 x 2 in: 216 px), moved up to keep the grid in the 800 x 600 area.
      [100, 168, 'set', 0],
      [316, 168, 'set', 1],
      [100, 384, 'set', 2],
    ]);
    expect(scene.stickers.every((s) => !s.isFlipped)).toBe(true);
  });

  it('adds the basic fall-back sticker', () => {
    const scene = withListing(fallbackSceneListing(NO_DIMENSIONS));
    expect(scene.stickers[0]).toMatchObject({ size: 'MICRO', pack: null });
  });

  it('refuses a listing without sizes', () => {
    expect(commands.addListing(EMPTY_SCENE, { listing: { ...LISTINGS.single, sizeOptions: [] } })).toBe(false);
  });

  it('gives new stickers and packs the next free ids', () => {
    const scene: Scene = { stickers: [{ ...withListing(LISTINGS.single).stickers[0]!, id: 's41' }], listings: { 1001: LISTINGS.single } };
    const next = withListing(LISTINGS.pack, scene);
    expect(next.stickers.slice(1).map((s) => [s.id, s.pack?.id])).toEqual([
      ['s42', 'p1'],
      ['s43', 'p1'],
      ['s44', 'p1'],
      ['s45', 'p1'],
    ]);
  });

  it('keeps the listing the scene has when the same one is read again, and takes a changed one', () => {
    const one = withListing(LISTINGS.single);
    expect(withListing({ ...LISTINGS.single, dimensions: { ...LISTINGS.single.dimensions } }, one).listings[1001]).toBe(LISTINGS.single);
    const renamed = { ...LISTINGS.single, title: 'Renamed' };
    expect(withListing(renamed, one).listings[1001]).toBe(renamed);
  });

  it('is invertible, also when the listing was already in the scene', () => {
    const one = withListing(LISTINGS.single);
    expectInvertible(EMPTY_SCENE, commands.addListing(EMPTY_SCENE, { listing: LISTINGS.set }));
    expectInvertible(one, commands.addListing(one, { listing: LISTINGS.single }));
  });
});

describe('move and nudge', () => {
  const scene = withListing(LISTINGS.pack);

  it('moves a pack member alone', () => {
    const next = done(commands.move(scene, { id: 's2', x: 10, y: 20 })).next;
    expect(byId(next, 's2')).toMatchObject({ x: 10, y: 20 });
    expect(byId(next, 's1')).toEqual(byId(scene, 's1'));
  });

  it('is captured at once, or eventually while a drag is in progress', () => {
    expect(done(commands.move(scene, { id: 's1', x: 1, y: 1 })).capture).toBe('immediately');
    expect(done(commands.move(scene, { id: 's1', x: 1, y: 1, inProgress: true })).capture).toBe('eventually');
  });

  it('changes nothing for an unknown sticker, the same position or a position that is not a number', () => {
    expect(commands.move(scene, { id: 'nope', x: 1, y: 1 })).toBe(false);
    expect(commands.move(scene, { id: 's1', x: 100, y: 200 })).toBe(false);
    expect(commands.move(scene, { id: 's1', x: Number.NaN, y: 1 })).toBe(false);
  });

  it('nudges several stickers by the same distance, with a key naming them in any order', () => {
    const a = done(commands.nudge(scene, { ids: ['s3', 's1'], dx: 6, dy: -6 }));
    expect([byId(a.next, 's1'), byId(a.next, 's3')].map((s) => [s.x, s.y])).toEqual([
      [106, 194],
      [538, 194],
    ]);
    expect(a.mergeKey).toBe(done(commands.nudge(scene, { ids: ['s1', 's3'], dx: 1, dy: 0 })).mergeKey);
    expect(commands.nudge(scene, { ids: ['s1'], dx: 0, dy: 0 })).toBe(false);
    expectInvertible(scene, a);
  });
});

describe('remove', () => {
  it('removes the whole pack with any of its members', () => {
    const scene = withListing(LISTINGS.single, withListing(LISTINGS.pack));
    const next = done(commands.remove(scene, { id: 's3' })).next;
    expect(next.stickers.map((s) => s.id)).toEqual(['s5']);
    expect(Object.keys(next.listings)).toEqual(['1001']);
  });

  it('removes only the set member itself', () => {
    const scene = withListing(LISTINGS.set);
    const next = done(commands.remove(scene, { id: 's2' })).next;
    expect(next.stickers.map((s) => s.id)).toEqual(['s1', 's3']);
    expect(next.listings[1003]).toBe(LISTINGS.set);
  });

  it('forgets the listing with its last sticker, and undo brings both back in their place', () => {
    const scene = withListing(LISTINGS.single, withListing(LISTINGS.single, withListing(LISTINGS.set)));
    const first = done(commands.remove(scene, { id: 's4' }));
    expect(first.next.listings[1001]).toBe(LISTINGS.single);
    const second = done(commands.remove(first.next, { id: 's5' }));
    expect(second.next.listings[1001]).toBeUndefined();
    expectInvertible(first.next, second);
    const middle = done(commands.remove(scene, { id: 's2' }));
    expectInvertible(scene, middle);
  });

  it('changes nothing for an unknown sticker', () => {
    expect(commands.remove(EMPTY_SCENE, { id: 's1' })).toBe(false);
  });
});

describe('changeSize', () => {
  it('gives every member of a set the new size, spaced again for it while they sit as laid out', () => {
    const scene = withListing(LISTINGS.set);
    const next = done(commands.changeSize(scene, { id: 's3', size: 'SMALL' })).next;
    // SMALL's largest design is 4 x 4 in: 408 px apart.
    expect(next.stickers.map((s) => [s.size, s.x, s.y])).toEqual([
      ['SMALL', 100, 168],
      ['SMALL', 508, 168],
      ['SMALL', 100, 576],
    ]);
  });

  it('gives every member of a set the new size where the shopper put them', () => {
    const scene = done(commands.move(withListing(LISTINGS.set), { id: 's2', x: 700, y: 20 })).next;
    const next = done(commands.changeSize(scene, { id: 's3', size: 'SMALL' })).next;
    expect(next.stickers.map((s) => [s.size, s.x, s.y])).toEqual(scene.stickers.map((s) => ['SMALL', s.x, s.y]));
  });

  it('spaces a pack of big decals by their width, so they never preview as one shape', () => {
    const listing: SceneListing = { ...LISTINGS.pack, sizeOptions: LISTINGS.pack.sizeOptions.map((o) => ({ ...o, packCount: 3 })) };
    const micro = withListing(listing);
    const medium = done(commands.changeSize(micro, { id: 's2', size: 'MEDIUM' })).next;
    const xs = medium.stickers.map((s) => s.x);
    // MEDIUM is 5 in (480 px): each member a quarter inch clear of the next.
    expect(xs).toEqual([100, 604, 1108]);
  });

  it('rebuilds a pack for a smaller count from its first member: spaced by its width, flip pattern of 2', () => {
    const scene = done(commands.move(withListing(LISTINGS.pack), { id: 's1', x: 50, y: 60 })).next;
    const next = done(commands.changeSize(scene, { id: 's4', size: 'SMALL' })).next;
    expect(shape(next.stickers)).toEqual([
      { id: 's1', x: 50, y: 60, isFlipped: false, size: 'SMALL', pack: { id: 'p1', type: 'pack', quantity: 2, index: 0 } },
      { id: 's2', x: 362, y: 60, isFlipped: true, size: 'SMALL', pack: { id: 'p1', type: 'pack', quantity: 2, index: 1 } },
    ]);
  });

  it('rebuilds a pack for a larger count with new members after the others', () => {
    const two = done(commands.changeSize(withListing(LISTINGS.pack), { id: 's1', size: 'SMALL' })).next;
    const four = done(commands.changeSize(two, { id: 's2', size: 'MICRO' })).next;
    expect(shape(four.stickers).map((s) => [s.id, s.x, s.isFlipped, s.pack?.index, s.pack?.quantity])).toEqual([
      ['s1', 100, false, 0, 4],
      ['s2', 316, true, 1, 4],
      ['s3', 532, true, 2, 4],
      ['s4', 748, false, 3, 4],
    ]);
    expect(four.stickers.map((s) => s.zIndex)).toEqual([1, 2, 3, 4]);
  });

  it('makes a pack member single at a size sold one by one, removing the others', () => {
    const scene = withListing(LISTINGS.pack);
    const next = done(commands.changeSize(scene, { id: 's2', size: 'MEDIUM' })).next;
    expect(next.stickers).toEqual([{ ...byId(scene, 's2'), size: 'MEDIUM', pack: null }]);
  });

  it('makes a single sticker a pack at a size sold as a pack', () => {
    const single = done(commands.changeSize(withListing(LISTINGS.pack), { id: 's1', size: 'MEDIUM' })).next;
    const pack = done(commands.changeSize(single, { id: 's1', size: 'SMALL' })).next;
    expect(shape(pack.stickers)).toEqual([
      { id: 's1', x: 100, y: 200, isFlipped: false, size: 'SMALL', pack: { id: 'p1', type: 'pack', quantity: 2, index: 0 } },
      { id: 's2', x: 412, y: 200, isFlipped: true, size: 'SMALL', pack: { id: 'p1', type: 'pack', quantity: 2, index: 1 } },
    ]);
  });

  it('keeps a pack’s members where they are when the count does not change', () => {
    const listing: SceneListing = { ...LISTINGS.pack, sizeOptions: LISTINGS.pack.sizeOptions.map((o) => ({ ...o, packCount: 4 })) };
    const scene = done(commands.move(withListing(listing), { id: 's3', x: 5, y: 5 })).next;
    const next = done(commands.changeSize(scene, { id: 's1', size: 'MEDIUM' })).next;
    expect(next.stickers.map((s) => [s.x, s.y, s.size])).toEqual(scene.stickers.map((s) => [s.x, s.y, 'MEDIUM']));
  });

  it('refuses a size the listing does not offer, and changes nothing for the same size', () => {
    const scene = withListing(LISTINGS.single);
    expect(commands.changeSize(scene, { id: 's1', size: 'JUMBO' })).toBe(false);
    expect(commands.changeSize(scene, { id: 's1', size: 'MICRO' })).toBe(false);
  });

  it('is invertible for every rebuild', () => {
    const pack = withListing(LISTINGS.pack);
    for (const size of ['SMALL', 'MEDIUM'] as const) expectInvertible(pack, commands.changeSize(pack, { id: 's2', size }));
    const single = done(commands.changeSize(pack, { id: 's1', size: 'MEDIUM' })).next;
    expectInvertible(single, commands.changeSize(single, { id: 's1', size: 'MICRO' }));
  });
});

describe('changeColor', () => {
  it('recolours the whole pack from any member', () => {
    const next = done(commands.changeColor(withListing(LISTINGS.pack), { id: 's3', color: 'Red' })).next;
    expect(next.stickers.map((s) => s.color)).toEqual(['Red', 'Red', 'Red', 'Red']);
  });

  it('recolours the whole set from any member', () => {
    const next = done(commands.changeColor(withListing(LISTINGS.set), { id: 's1', color: 'White' })).next;
    expect(next.stickers.map((s) => s.color)).toEqual(['White', 'White', 'White']);
  });

  it('recolours a single sticker alone', () => {
    const scene = withListing(LISTINGS.single, withListing(LISTINGS.single));
    const next = done(commands.changeColor(scene, { id: 's2', color: 'Red' })).next;
    expect(next.stickers.map((s) => s.color)).toEqual(['Black', 'Red']);
  });

  it('refuses a colour the listing does not offer', () => {
    expect(commands.changeColor(withListing(LISTINGS.single), { id: 's1', color: 'Teal' })).toBe(false);
  });
});

describe('rotate, flip and bringToFront', () => {
  const scene = withListing(LISTINGS.single, withListing(LISTINGS.single));

  it('turns a sticker by some degrees, kept within 0 to 360', () => {
    const left = done(commands.rotate(scene, { id: 's1', degrees: -15 })).next;
    expect(byId(left, 's1').rotation).toBe(345);
    expect(byId(done(commands.rotate(left, { id: 's1', degrees: 30 })).next, 's1').rotation).toBe(15);
    expect(commands.rotate(scene, { id: 's1', degrees: 360 })).toBe(false);
  });

  it('flips one sticker', () => {
    const next = done(commands.flip(scene, { id: 's2' })).next;
    expect(next.stickers.map((s) => s.isFlipped)).toEqual([false, true]);
  });

  it('raises a sticker above all the others, and changes nothing when it already is', () => {
    const next = done(commands.bringToFront(scene, { id: 's1' })).next;
    expect(byId(next, 's1').zIndex).toBe(3);
    expect(next.stickers.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(commands.bringToFront(next, { id: 's1' })).toBe(false);
  });
});

describe('clear and restore', () => {
  it('clears the scene, undoably', () => {
    const scene = withListing(LISTINGS.pack, withListing(LISTINGS.set));
    const result = done(commands.clear(scene, {}));
    expect(result.next).toEqual(EMPTY_SCENE);
    expectInvertible(scene, result);
    expect(commands.clear(EMPTY_SCENE, {})).toBe(false);
  });

  it('replaces the scene, never captured', () => {
    const other = withListing(LISTINGS.pack);
    const result = done(commands.restore(withListing(LISTINGS.single), { scene: other }));
    expect(result.next).toBe(other);
    expect(result.capture).toBe('never');
  });
});

describe('patches', () => {
  it('undo every command: applying its patch backward gives the scene it started from', () => {
    fc.assert(
      fc.property(sceneArb, editArb, (scene, edit) => {
        const result = runEdit(scene, edit);
        if (!result) return;
        expect(isEmptyPatch(result.patch)).toBe(false);
        expect(applyPatch(result.next, result.patch, 'backward')).toEqual(scene);
        expect(applyPatch(scene, result.patch, 'forward')).toEqual(result.next);
      }),
      { numRuns: 400 },
    );
  });

  it('compose: one patch for two edits undoes both', () => {
    fc.assert(
      fc.property(sceneArb, editArb, editArb, (scene, a, b) => {
        const first = runEdit(scene, a);
        const middle = first ? first.next : scene;
        const second = runEdit(middle, b);
        const end = second ? second.next : middle;
        const patch = composePatches(first ? first.patch : diffScenes(scene, scene), second ? second.patch : diffScenes(middle, middle));
        expect(applyPatch(end, patch, 'backward')).toEqual(scene);
        expect(applyPatch(scene, patch, 'forward')).toEqual(end);
      }),
      { numRuns: 300 },
    );
  });

  it('drops changes that cancel out', () => {
    const scene = withListing(LISTINGS.single);
    const away = done(commands.move(scene, { id: 's1', x: 0, y: 0 }));
    const back = done(commands.move(away.next, { id: 's1', x: 100, y: 200 }));
    expect(isEmptyPatch(composePatches(away.patch, back.patch))).toBe(true);
  });

  it('commands are deterministic: the same edits give the same scene', () => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 10 }), (edits) => {
        const run = () => edits.reduce((scene, edit) => applyEdit(scene, edit), EMPTY_SCENE);
        expect(run()).toEqual(run());
      }),
      { numRuns: 100 },
    );
  });

  it('sticker ids stay unique', () => {
    fc.assert(
      fc.property(sceneArb, (scene) => {
        expect(new Set(scene.stickers.map((s) => s.id)).size).toBe(scene.stickers.length);
      }),
      { numRuns: 200 },
    );
  });
});
