/**
 * @module parallax
 * Parallax scenes: one layer per size, far layers high and fast; the defaults, a stored scene's
 * overrides, which scene a placement shows, and where each sticker sits and how big it is drawn.
 */
import { DEFAULT_BACKGROUND_STYLE } from '../contracts/background-style.ts';
import { DEFAULT_COLOR, findColor } from './colors.ts';
import { SOLD_SIZES, type SceneSize } from './sizes.ts';
import type { PlacementKind } from './parallax-placement.ts';

/** Layer vertical positions in percent of the scene's height. */
export const DEFAULT_LAYER_Y: Readonly<Record<Exclude<SceneSize, 'JUMBO'>, number>> = {
  LARGE: 5,
  MEDIUM: 20,
  SMALL: 35,
  MICRO: 50,
  NANO: 65,
  PIXEL: 80,
  ATOM: 95,
};

/** Layer speeds from far (LARGE) to near (ATOM). */
export const DEFAULT_LAYER_SPEEDS: readonly number[] = [21, 7.8, 3, 2, 1.5, 1, 0.5];

/** Layer order from far to near, matching DEFAULT_LAYER_SPEEDS. */
export const LAYER_ORDER = [...SOLD_SIZES].reverse();

export { CATEGORY_PARALLAX_SCENE_HEIGHT, DEFAULT_PARALLAX_SCENE_HEIGHT, parallaxSceneHeight, type PlacementKind } from './parallax-placement.ts';
/** Scenes shown when nothing is assigned and no scene is found. */
export const FALLBACK_PARALLAX_SCENES = ['home-dino1', 'scooby2'] as const;
export const SCENE_BUILDER_CATEGORY = 'Scene Builder Created';

export { DEFAULT_BACKGROUND_STYLE };

/** How far a layer moves for a scroll: delta x speed x 0.1. */
export function layerShift(scrollDelta: number, speed: number): number {
  return scrollDelta * speed * 0.1;
}

/** The sizes that have a layer of their own, far (LARGE) to near (ATOM). */
export type LayerSize = (typeof LAYER_ORDER)[number];

/** Pixels per inch: a sticker's drawn size is its real size on a 96 dpi screen (CSS inches). */
export const PX_PER_INCH = 96;
/** A sticker whose listing gives no dimensions for its size is drawn this many inches wide, and square. */
export const DEFAULT_STICKER_INCHES = 1;
/**
 * The scene width at which stickers are drawn at their real size (a desktop grid's). A narrower
 * scene, a phone's, draws every sticker smaller in the same proportion, so the layers keep the
 * arrangement the admin composed instead of piling full-size stickers into a third of the width.
 */
export const SCENE_DESIGN_WIDTH = 1200;

/**
 * A sticker's width as a percentage of a scene SCENE_DESIGN_WIDTH wide: its width in any narrower scene.
 * @example stickerWidthShare(216) // 18
 */
export const stickerWidthShare = (widthPx: number): number => Math.round((widthPx / SCENE_DESIGN_WIDTH) * 10000) / 100;

/** Category scenes show the sizes ATOM to MEDIUM only (their layers, near to far). */
export const CATEGORY_PARALLAX_SIZES: readonly LayerSize[] = ['ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL', 'MEDIUM'];

/**
 * The sizes a placement shows: a category scene ATOM to MEDIUM, a listing's scene every layer.
 * @example placementSizes('category').includes('LARGE') // false
 */
export function placementSizes(kind: PlacementKind): readonly LayerSize[] {
  return kind === 'category' ? CATEGORY_PARALLAX_SIZES : LAYER_ORDER;
}

/** A scene's layer: its size, its resting height in percent of the scene, its speed, and whether it shows. */
export interface ParallaxLayer {
  size: LayerSize;
  y: number;
  speed: number;
  visible: boolean;
}

/** The layer settings a stored scene may carry, keyed by size name or by 'layer-1'.. (far to near). */
export interface LayerSettings {
  layer_y_positions?: Readonly<Record<string, number>> | null;
  layer_speeds?: Readonly<Record<string, number>> | null;
  layer_visibility?: Readonly<Record<string, boolean>> | null;
}

/** A layer's own setting: by its size name first, then by its 'layer-N' position; a non-number is ignored. */
function settingOf<T>(
  map: Readonly<Record<string, T>> | null | undefined,
  size: LayerSize,
  order: number,
  valid: (value: unknown) => value is T,
): T | undefined {
  if (!map) return undefined;
  for (const key of [size, `layer-${order + 1}`]) {
    const value = map[key];
    if (valid(value)) return value;
  }
  return undefined;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** The admin panel's Y input accepts -100 to 100 percent; a stored value outside is brought back in. */
const clampY = (y: number) => Math.min(100, Math.max(-100, y));

/**
 * A scene's layers, far to near, limited to the sizes given: the defaults (Y 5..95 %, speeds
 * 21..0.5) with the scene's own settings over them. Size names win over 'layer-N' keys.
 * @example parallaxLayers({ layer_speeds: { 'layer-1': 10 } })[0] // { size: 'LARGE', y: 5, speed: 10, visible: true }
 */
export function parallaxLayers(settings: LayerSettings, sizes: readonly LayerSize[] = LAYER_ORDER): ParallaxLayer[] {
  return LAYER_ORDER.flatMap((size, order) => {
    if (!sizes.includes(size)) return [];
    const y = settingOf(settings.layer_y_positions, size, order, isFiniteNumber) ?? DEFAULT_LAYER_Y[size];
    const speed = settingOf(settings.layer_speeds, size, order, isFiniteNumber) ?? DEFAULT_LAYER_SPEEDS[order]!;
    const visible = settingOf(settings.layer_visibility, size, order, isBoolean) ?? true;
    return [{ size, y: clampY(y), speed, visible }];
  });
}

/**
 * The layer a sticker of a size rides on: its own, and JUMBO (no layer of its own) with LARGE, the farthest.
 * @example layerOf('JUMBO') // 'LARGE'
 */
export function layerOf(size: SceneSize): LayerSize {
  return size === 'JUMBO' ? 'LARGE' : size;
}

/**
 * The scene a placement shows: its assigned scene when that scene exists, else the first scene,
 * else none.
 * @example chooseParallaxScene('gone', { 'home-dino1': scene }, 'home-dino1') // 'home-dino1'
 */
export function chooseParallaxScene(
  assigned: string | null | undefined,
  available: Readonly<Record<string, unknown>>,
  firstScene: string | null,
): string | null {
  if (assigned && Object.hasOwn(available, assigned)) return assigned;
  if (firstScene && Object.hasOwn(available, firstScene)) return firstScene;
  return null;
}

/** The key of a sticker's saved position: `${listingId}-${size}-${index}`, index in the scene's sticker list. */
export const stickerPositionKey = (listingId: number, size: string, index: number): string => `${listingId}-${size}-${index}`;

/**
 * Where a scene's sticker sits, in percent: x of the scene's width, y added to its layer's Y.
 * A saved position (`sticker_positions`, written by the admin's edit-position mode) overrides the
 * sticker's own xOffset/yOffset: it is the later, deliberate placement of the two.
 * @example stickerPosition({ listingId: 7, size: 'MICRO', xOffset: 10, yOffset: 0 }, 0, { '7-MICRO-0': { x: 40, y: 5 } }) // { x: 40, y: 5 }
 */
export function stickerPosition(
  sticker: { listingId: number; size: string; xOffset: number; yOffset: number },
  index: number,
  positions: Readonly<Record<string, { x: number; y: number }>> | null | undefined,
): { x: number; y: number } {
  const saved = positions?.[stickerPositionKey(sticker.listingId, sticker.size, index)];
  if (saved && isFiniteNumber(saved.x) && isFiniteNumber(saved.y)) return { x: saved.x, y: saved.y };
  return { x: sticker.xOffset, y: sticker.yOffset };
}

/**
 * Where a sticker placed by hand (edit-position mode) is saved: its position moved by `delta`
 * (percent of the scene), kept inside the scene (x 0-100, its layer's Y plus y 0-100), rounded to
 * hundredths. `y` is from the sticker's layer line, as sticker_positions keeps it.
 * @example movedStickerPosition({ x: 50, y: 0 }, 20, { dx: 5, dy: -30 }) // { x: 55, y: -20 }
 */
export function movedStickerPosition(position: { x: number; y: number }, layerY: number, delta: { dx: number; dy: number }): { x: number; y: number } {
  const within = (n: number, min: number, max: number) => Math.round(Math.min(max, Math.max(min, n)) * 100) / 100;
  return { x: within(position.x + delta.dx, 0, 100), y: within(position.y + delta.dy, -layerY, 100 - layerY) };
}

/**
 * A sticker's drawn size in CSS pixels: its real size at 96 px per inch, from the listing's
 * dimensions for that size; without them, 1 inch square.
 * @example stickerPixelSize({ MICRO: { width: 2.25, height: 1.125 } }, 'MICRO') // { width: 216, height: 108 }
 */
export function stickerPixelSize(
  dimensions: Readonly<Record<string, { width: number; height: number }>> | null | undefined,
  size: string,
): { width: number; height: number } {
  const d = dimensions?.[size];
  if (d && isFiniteNumber(d.width) && isFiniteNumber(d.height) && d.width > 0 && d.height > 0) {
    return { width: Math.round(d.width * PX_PER_INCH), height: Math.round(d.height * PX_PER_INCH) };
  }
  const side = DEFAULT_STICKER_INCHES * PX_PER_INCH;
  return { width: side, height: side };
}

/**
 * A small, stable number for a text (FNV-1a), to pick something deterministically from a list.
 * @example stableIndex('home-dino1', 16) === stableIndex('home-dino1', 16) // true
 */
export function stableIndex(text: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return count > 0 ? (hash >>> 0) % count : 0;
}

/** A scene's sticker as stored (sizes already read: outside ATOM..JUMBO it is MICRO). */
export interface StoredParallaxSceneSticker {
  listingId: number;
  title: string;
  size: SceneSize;
  color: string;
  svgPath: string | null;
  xOffset: number;
  yOffset: number;
}

/** What a scene needs to be laid out: its layer settings, stickers and saved positions. */
export interface ParallaxSceneLayout extends LayerSettings {
  scene_stickers: readonly StoredParallaxSceneSticker[];
  sticker_positions?: Readonly<Record<string, { x: number; y: number }>> | null;
}

/** A public listing's artwork, as the smart-loading answer gives it. */
export interface StickerArtwork {
  title: string;
  svgPath: string;
  dimensions: Readonly<Record<string, { width: number; height: number }>>;
}

/** A sticker ready to draw: its centre in percent of the scene (y includes its layer's Y), its size in px, its tint. */
export interface PlacedSticker {
  key: string;
  listingId: number;
  title: string;
  size: SceneSize;
  color: string;
  hex: string;
  artwork: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayerModel extends ParallaxLayer {
  stickers: PlacedSticker[];
}

/**
 * A scene's visible layers (far to near) with their stickers placed. A sticker whose listing is not
 * in `artwork` (hidden, gone, or without artwork) is left out: it could open no listing.
 * @example layoutParallaxScene(scene, answer.parallax, placementSizes('category')).map((l) => l.size) // ['MEDIUM', ..., 'ATOM']
 */
export function layoutParallaxScene(
  scene: ParallaxSceneLayout,
  artwork: Readonly<Record<string, StickerArtwork>>,
  sizes: readonly LayerSize[] = LAYER_ORDER,
): LayerModel[] {
  const layers = parallaxLayers(scene, sizes)
    .filter((layer) => layer.visible)
    .map((layer): LayerModel => ({ ...layer, stickers: [] }));
  const bySize = new Map(layers.map((layer) => [layer.size, layer]));
  scene.scene_stickers.forEach((sticker, index) => {
    const layer = bySize.get(layerOf(sticker.size));
    const listing = artwork[String(sticker.listingId)];
    if (!layer || !listing) return;
    const { x, y } = stickerPosition(sticker, index, scene.sticker_positions);
    const color = findColor(sticker.color) ?? DEFAULT_COLOR;
    layer.stickers.push({
      key: stickerPositionKey(sticker.listingId, sticker.size, index),
      listingId: sticker.listingId,
      title: listing.title || sticker.title,
      size: sticker.size,
      color: color.name,
      hex: color.hex,
      artwork: sticker.svgPath || listing.svgPath,
      x,
      y: layer.y + y,
      ...stickerPixelSize(listing.dimensions, sticker.size),
    });
  });
  return layers;
}

/** A scene's stored background style (the admin panel's sizes are cover, contain, fill and tile). */
export interface BackgroundSettings {
  size: string;
  position: string;
  repeat: string;
  attachment: string;
}

/**
 * The CSS values of a scene's background: 'fill' stretches the image, 'tile' repeats it at its own
 * size; anything missing takes the default (cover, center, no-repeat, scroll).
 * @example backgroundCss({ size: 'tile', position: 'center', repeat: 'no-repeat', attachment: 'scroll' }) // { size: 'auto', repeat: 'repeat', ... }
 */
export function backgroundCss(style: Partial<BackgroundSettings> | null | undefined): BackgroundSettings {
  const size = style?.size || DEFAULT_BACKGROUND_STYLE.size;
  return {
    size: size === 'fill' ? '100% 100%' : size === 'tile' ? 'auto' : size,
    position: style?.position || DEFAULT_BACKGROUND_STYLE.position,
    repeat: size === 'tile' ? 'repeat' : style?.repeat || DEFAULT_BACKGROUND_STYLE.repeat,
    attachment: style?.attachment || DEFAULT_BACKGROUND_STYLE.attachment,
  };
}

/**
 * A layer's shift for where its scene is on screen: zero when the scene's centre is at the
 * viewport's centre, and (scrollY - scrollY at that moment) x speed x 0.1 otherwise, positive
 * (down, relative to the scene) as the page scrolls down. `sceneTop` is the scene's top relative to
 * the viewport (getBoundingClientRect().top).
 * @example centredLayerShift(400, 200, 800, 2) // -20: the scene is 100 px below the centre
 */
export function centredLayerShift(sceneTop: number, sceneHeight: number, viewportHeight: number, speed: number): number {
  return layerShift(viewportHeight / 2 - (sceneTop + sceneHeight / 2), speed);
}

/**
 * A scene without some of its listings' stickers (hidden listings, on public answers), its saved
 * positions re-keyed to the stickers' new indexes so every kept sticker keeps its place.
 * @example withoutStickers(scene, (id) => id !== 7).scene_stickers.every((s) => s.listingId !== 7) // true
 */
export function withoutStickers<
  S extends { listingId: number; size: string },
  T extends { scene_stickers: S[]; sticker_positions: Record<string, { x: number; y: number }> },
>(scene: T, keep: (listingId: number) => boolean): T {
  const stickers: S[] = [];
  const positions: Record<string, { x: number; y: number }> = {};
  scene.scene_stickers.forEach((sticker, index) => {
    if (!keep(sticker.listingId)) return;
    const saved = scene.sticker_positions[stickerPositionKey(sticker.listingId, sticker.size, index)];
    if (saved) positions[stickerPositionKey(sticker.listingId, sticker.size, stickers.length)] = saved;
    stickers.push(sticker);
  });
  return { ...scene, scene_stickers: stickers, sticker_positions: positions };
}
