/**
 * @module parallax
 * Parallax scene defaults: one layer per size, far layers high and fast.
 */
import type { SceneSize } from './sizes.ts';

/** Layer vertical positions in percent of the scene's height. */
export const DEFAULT_LAYER_Y: Readonly<Record<Exclude<SceneSize, 'JUMBO'>, number>> = {
  LARGE: 5, MEDIUM: 20, SMALL: 35, MICRO: 50, NANO: 65, PIXEL: 80, ATOM: 95,
};

/** Layer speeds from far (LARGE) to near (ATOM). */
export const DEFAULT_LAYER_SPEEDS: readonly number[] = [21, 7.8, 3, 2, 1.5, 1, 0.5];

/** Layer order from far to near, matching DEFAULT_LAYER_SPEEDS. */
export const LAYER_ORDER = ['LARGE', 'MEDIUM', 'SMALL', 'MICRO', 'NANO', 'PIXEL', 'ATOM'] as const;

export const DEFAULT_SCENE_HEIGHT = '50vh';
export const CATEGORY_SCENE_HEIGHT = '60vh';
/** Scenes shown when nothing is assigned and no scene is found. */
export const FALLBACK_SCENES = ['home-dino1', 'scooby2'] as const;
export const SCENE_BUILDER_CATEGORY = 'Scene Builder Created';

export interface BackgroundStyle {
  size: 'cover' | 'contain' | 'fill' | 'tile';
  position: string;
  repeat: string;
  attachment: string;
}

export const DEFAULT_BACKGROUND_STYLE: BackgroundStyle = { size: 'cover', position: 'center', repeat: 'no-repeat', attachment: 'scroll' };

/** How far a layer moves for a scroll: delta x speed x 0.1. */
export function layerShift(scrollDelta: number, speed: number): number {
  return scrollDelta * speed * 0.1;
}

export interface SceneSticker {
  listingId: number;
  title: string;
  size: SceneSize;
  color: string;
  category: string | null;
  svgPath: string | null;
  xOffset: number;
  yOffset: number;
}

/** A parallax scene as the API returns it. */
export interface ParallaxScene {
  id: number;
  name: string;
  category: string | null;
  component_height: string;
  mode: 'normal' | 'static';
  layer_y_positions: Record<string, number>;
  layer_visibility: Record<string, boolean>;
  layer_speeds: Record<string, number>;
  scene_stickers: SceneSticker[];
  sticker_positions: Record<string, { x: number; y: number }>;
  background_path: string | null;
  background_style: BackgroundStyle;
  description: string | null;
  created_at: string;
  updated_at: string;
}
