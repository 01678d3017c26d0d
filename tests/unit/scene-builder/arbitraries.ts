/**
 * fast-check arbitraries for the Scene Builder: edits chosen by position (so any sequence applies
 * to whatever scene it meets), and scenes built by running such edits from the empty scene.
 */
import fc from 'fast-check';
import { commands, type CommandResult } from '~/features/scene-builder/commands.ts';
import { EMPTY_SCENE, fallbackSceneListing, type Scene, type SceneListing } from '~/domain/scene.ts';
import { SIZE_ORDER } from '~/domain/sizes.ts';
import { LISTINGS, NO_DIMENSIONS } from '../../fixtures/scene-listings.ts';

/** Every kind of listing the builder meets: single, pack, set, fall-back colours, fall-back sticker. */
export const LISTING_POOL: readonly SceneListing[] = [LISTINGS.single, LISTINGS.pack, LISTINGS.set, LISTINGS.noColors, fallbackSceneListing(NO_DIMENSIONS)];

/** An edit, with the sticker it acts on given by position (modulo the scene's count). */
export type Edit =
  | { kind: 'addListing'; listing: number; at: { x: number; y: number } | null }
  | { kind: 'move'; pick: number; x: number; y: number; inProgress: boolean }
  | { kind: 'nudge'; picks: number[]; dx: number; dy: number }
  | { kind: 'remove' | 'flip' | 'bringToFront'; pick: number }
  | { kind: 'changeSize'; pick: number; size: number; offered: boolean }
  | { kind: 'changeColor'; pick: number; color: number; offered: boolean }
  | { kind: 'rotate'; pick: number; degrees: number }
  | { kind: 'clear' }
  | { kind: 'unknownSticker' };

const coordinate = fc.oneof(fc.integer({ min: -500, max: 3000 }), fc.double({ min: -500, max: 3000, noNaN: true }));
const pick = fc.nat({ max: 1000 });

/** Any edit; additions are likelier, so scenes grow. */
export const editArb: fc.Arbitrary<Edit> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('addListing' as const),
      listing: fc.nat({ max: LISTING_POOL.length - 1 }),
      at: fc.option(fc.record({ x: coordinate, y: coordinate }), { nil: null }),
    }),
    weight: 4,
  },
  fc.record({ kind: fc.constant('move' as const), pick, x: coordinate, y: coordinate, inProgress: fc.boolean() }),
  fc.record({
    kind: fc.constant('nudge' as const),
    picks: fc.array(pick, { minLength: 1, maxLength: 3 }),
    dx: fc.integer({ min: -24, max: 24 }),
    dy: fc.integer({ min: -24, max: 24 }),
  }),
  fc.record({ kind: fc.constantFrom('remove' as const, 'flip' as const, 'bringToFront' as const), pick }),
  { arbitrary: fc.record({ kind: fc.constant('changeSize' as const), pick, size: fc.nat(), offered: fc.boolean() }), weight: 2 },
  fc.record({ kind: fc.constant('changeColor' as const), pick, color: fc.nat(), offered: fc.boolean() }),
  fc.record({
    kind: fc.constant('rotate' as const),
    pick,
    degrees: fc.oneof(fc.integer({ min: -720, max: 720 }), fc.double({ min: -360, max: 360, noNaN: true })),
  }),
  { arbitrary: fc.constant({ kind: 'clear' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'unknownSticker' as const }), weight: 1 },
);

/** Runs an edit on a scene through the named commands. */
export function runEdit(scene: Scene, edit: Edit): CommandResult | false {
  const at = (n: number) => scene.stickers[n % Math.max(1, scene.stickers.length)];
  if (edit.kind === 'addListing') return commands.addListing(scene, { listing: LISTING_POOL[edit.listing]!, ...(edit.at ? { at: edit.at } : {}) });
  if (edit.kind === 'clear') return commands.clear(scene, {});
  if (edit.kind === 'unknownSticker') return commands.remove(scene, { id: 'no-such-sticker' });
  if (edit.kind === 'nudge') return commands.nudge(scene, { ids: edit.picks.map((n) => at(n)?.id ?? 'none'), dx: edit.dx, dy: edit.dy });
  const sticker = at(edit.pick);
  if (!sticker) return false;
  const listing = scene.listings[sticker.listingId]!;
  switch (edit.kind) {
    case 'move':
      return commands.move(scene, { id: sticker.id, x: edit.x, y: edit.y, inProgress: edit.inProgress });
    case 'remove':
    case 'flip':
    case 'bringToFront':
      return commands[edit.kind](scene, { id: sticker.id });
    case 'changeSize': {
      const sizes = edit.offered ? listing.sizeOptions.map((o) => o.name) : SIZE_ORDER;
      return commands.changeSize(scene, { id: sticker.id, size: sizes[edit.size % sizes.length]! });
    }
    case 'changeColor': {
      const colors = edit.offered ? listing.colorOptions.map((o) => o.value) : ['Teal', 'Black (Matte)', 'Red'];
      return commands.changeColor(scene, { id: sticker.id, color: colors[edit.color % colors.length]! });
    }
    case 'rotate':
      return commands.rotate(scene, { id: sticker.id, degrees: edit.degrees });
  }
}

/** A scene's next state after an edit (the same scene when the edit changed nothing). */
export function applyEdit(scene: Scene, edit: Edit): Scene {
  const result = runEdit(scene, edit);
  return result ? result.next : scene;
}

/** Scenes of up to a few dozen stickers, made by edits from the empty scene. */
export const sceneArb: fc.Arbitrary<Scene> = fc
  .array(editArb, { maxLength: 12 })
  .map((edits) => edits.reduce((scene, edit) => applyEdit(scene, edit), EMPTY_SCENE));
