/**
 * @module scene-parallax
 * The Scene Builder's canvas saved as a parallax scene (admin), and a parallax scene opened on the
 * canvas again: a builder scene is saved with the category 'Scene Builder Created', a 50vh height
 * and a cover, centred, unrepeated background (scene-builder-and-parallax.md 3), each sticker at
 * its place across the canvas; opened, it is drawn like a shared scene, from the listings it shows.
 */
import type { ParallaxSceneCreate } from '../contracts/parallax-scene-input.ts';
import type { ParallaxScene } from '../contracts/parallax-scenes.ts';
import { DEFAULT_BACKGROUND_STYLE, SCENE_BUILDER_CATEGORY, SCENE_DESIGN_WIDTH } from './parallax.ts';
import { DEFAULT_PARALLAX_SCENE_HEIGHT } from './parallax-placement.ts';
import type { Scene, SceneListing } from './scene.ts';
import { sceneFromShare, type SharedScene } from './scene-share.ts';
import { toSceneSize } from './sizes.ts';

/**
 * The canvas is in pixels; a parallax scene's offsets are percent of the scene: x across its width,
 * y added to the sticker's layer line (its size decides its layer). A saved canvas keeps its
 * stickers' left-to-right order, spread across SPREAD of the scene's width, each on its layer's
 * line; opened again, percent becomes a place on FRAME, a canvas of this size.
 */
const SPREAD = { from: 10, to: 90 } as const;
export const FRAME = { width: SCENE_DESIGN_WIDTH, height: 600 } as const;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The design a set's member shows: the listing's own for the first, then its other designs in order. */
const designPath = (listing: SceneListing | undefined, index: number | null) =>
  (index !== null && index > 0 ? listing?.svgPaths[index - 1] : null) || (listing?.svgPath ?? null);

/**
 * The canvas as a parallax scene named `name`, stickers from back to front.
 * @example parallaxSceneFromBuilder('garage-door', scene).scene_stickers[0] // { listingId, size, xOffset, yOffset, ... }
 */
export function parallaxSceneFromBuilder(name: string, scene: Scene): ParallaxSceneCreate {
  const stickers = [...scene.stickers].sort((a, b) => a.zIndex - b.zIndex);
  const xs = stickers.map((s) => s.x);
  const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  const percentX = (x: number) => (maxX > minX ? round2(SPREAD.from + ((SPREAD.to - SPREAD.from) * (x - minX)) / (maxX - minX)) : 50);
  return {
    name: name.trim(),
    category: SCENE_BUILDER_CATEGORY,
    component_height: DEFAULT_PARALLAX_SCENE_HEIGHT,
    background_path: null,
    background_style: { ...DEFAULT_BACKGROUND_STYLE },
    scene_stickers: stickers.map((s) => {
      const listing = scene.listings[s.listingId];
      return {
        listingId: s.listingId,
        title: (listing?.title ?? '').slice(0, 200),
        size: toSceneSize(s.size),
        color: s.color.slice(0, 60),
        category: listing?.category ?? null,
        svgPath: designPath(listing, s.pack?.type === 'set' ? s.pack.index : null),
        xOffset: percentX(s.x),
        yOffset: 0,
      };
    }),
  };
}

/** A parallax scene's stickers as a shared scene: the listings to fetch and each sticker's place. */
export function sharedSceneOfParallax(scene: Pick<ParallaxScene, 'scene_stickers'>): SharedScene {
  const stickers = scene.scene_stickers.map((s) => ({
    listingId: s.listingId,
    size: s.size,
    color: s.color,
    x: round2((s.xOffset / 100) * FRAME.width),
    y: round2(FRAME.height / 2 + (s.yOffset / 100) * FRAME.height),
    rotation: 0,
    isFlipped: false,
    pack: null,
  }));
  return { listingIds: [...new Set(stickers.map((s) => s.listingId))], stickers };
}

/** The canvas a parallax scene opens as, from the listings that came (a sticker whose listing did not is left out). */
export function builderSceneFromParallax(scene: Pick<ParallaxScene, 'scene_stickers'>, listings: Readonly<Record<number, SceneListing>>): Scene {
  return sceneFromShare(sharedSceneOfParallax(scene), listings);
}
