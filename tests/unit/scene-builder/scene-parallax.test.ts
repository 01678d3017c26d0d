import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parallaxSceneCreateSchema } from '~/contracts/parallax-scene-input.ts';
import { parallaxSceneStickerSchema } from '~/contracts/parallax-scenes.ts';
import { SCENE_BUILDER_CATEGORY } from '~/domain/parallax.ts';
import { builderSceneFromParallax, parallaxSceneFromBuilder } from '~/domain/scene-parallax.ts';
import { EMPTY_SCENE } from '~/domain/scene.ts';
import { commands } from '~/features/scene-builder/commands.ts';
import { SET, SINGLE, sceneListing } from '../../fixtures/scene-listings.ts';
import { sceneArb } from './arbitraries.ts';

const add = (scene = EMPTY_SCENE, summary = SINGLE, at = { x: 120, y: 80 }) => {
  const result = commands.addListing(scene, { listing: sceneListing(summary), at });
  if (!result) throw new Error('not added');
  return result.next;
};

describe('the canvas saved as a parallax scene', () => {
  it('takes the builder’s category, 50vh, a cover background, and its stickers back to front, spread left to right', () => {
    const scene = add(add(), SINGLE, { x: 300.123, y: 40 });
    const saved = parallaxSceneFromBuilder('  garage door ', scene);
    expect(saved).toMatchObject({
      name: 'garage door',
      category: SCENE_BUILDER_CATEGORY,
      component_height: '50vh',
      background_path: null,
      background_style: { size: 'cover', position: 'center', repeat: 'no-repeat', attachment: 'scroll' },
    });
    expect(saved.scene_stickers!).toHaveLength(2);
    // Percent of the scene's width, left to right across 10-90 %, each on its layer's line.
    expect(saved.scene_stickers!.map((s) => [s.xOffset, s.yOffset])).toEqual([
      [10, 0],
      [90, 0],
    ]);
    expect(saved.scene_stickers![1]).toMatchObject({ listingId: SINGLE.etsyListingId, title: SINGLE.title, svgPath: SINGLE.svgPath });
  });

  it('a set’s members keep their own designs', () => {
    const saved = parallaxSceneFromBuilder('set', add(EMPTY_SCENE, SET));
    const paths = saved.scene_stickers!.map((s) => s.svgPath);
    expect(paths[0]).toBe(SET.svgPath);
    expect(paths.slice(1)).toEqual(SET.svgPaths.slice(0, paths.length - 1));
  });

  it('any canvas saves as a body the API accepts, and opens again with its stickers in their left-to-right order', () => {
    fc.assert(
      fc.property(sceneArb, (scene) => {
        const saved = parallaxSceneFromBuilder('any', scene);
        expect(parallaxSceneCreateSchema.safeParse(saved).success).toBe(true);
        const stored = { scene_stickers: saved.scene_stickers!.map((s) => parallaxSceneStickerSchema.parse(s)) };
        const opened = builderSceneFromParallax(stored, scene.listings);
        const back = [...scene.stickers].sort((a, b) => a.zIndex - b.zIndex);
        expect(opened.stickers.map((s) => s.listingId)).toEqual(back.map((s) => s.listingId));
        for (let i = 0; i < back.length; i++)
          for (let j = 0; j < back.length; j++) if (back[i]!.x < back[j]!.x) expect(opened.stickers[i]!.x).toBeLessThanOrEqual(opened.stickers[j]!.x);
        for (const s of opened.stickers) expect(s.x).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('opens without the stickers whose listings did not come', () => {
    const saved = parallaxSceneFromBuilder('x', add(add(EMPTY_SCENE, SINGLE), SET));
    const stored = { scene_stickers: saved.scene_stickers!.map((s) => parallaxSceneStickerSchema.parse(s)) };
    const opened = builderSceneFromParallax(stored, { [SINGLE.etsyListingId]: sceneListing(SINGLE) });
    expect(opened.stickers.every((s) => s.listingId === SINGLE.etsyListingId)).toBe(true);
    expect(opened.stickers).toHaveLength(1);
  });
});
