/**
 * @module parallax
 * Parallax scene defaults: one layer per size, far layers high and fast.
 */
import { SOLD_SIZES, type SceneSize } from './sizes.ts';

/** Layer vertical positions in percent of the scene's height. */
export const DEFAULT_LAYER_Y: Readonly<Record<Exclude<SceneSize, 'JUMBO'>, number>> = {
  LARGE: 5, MEDIUM: 20, SMALL: 35, MICRO: 50, NANO: 65, PIXEL: 80, ATOM: 95,
};

/** Layer speeds from far (LARGE) to near (ATOM). */
export const DEFAULT_LAYER_SPEEDS: readonly number[] = [21, 7.8, 3, 2, 1.5, 1, 0.5];

/** Layer order from far to near, matching DEFAULT_LAYER_SPEEDS. */
export const LAYER_ORDER = [...SOLD_SIZES].reverse();

export const DEFAULT_SCENE_HEIGHT = '50vh';
export const CATEGORY_SCENE_HEIGHT = '60vh';
/** Scenes shown when nothing is assigned and no scene is found. */
export const FALLBACK_SCENES = ['home-dino1', 'scooby2'] as const;
export const SCENE_BUILDER_CATEGORY = 'Scene Builder Created';

/** How a scene's background is drawn unless the scene says otherwise. */
export const DEFAULT_BACKGROUND_STYLE = { size: 'cover', position: 'center', repeat: 'no-repeat', attachment: 'scroll' } as const;

/** How far a layer moves for a scroll: delta x speed x 0.1. */
export function layerShift(scrollDelta: number, speed: number): number {
  return scrollDelta * speed * 0.1;
}
