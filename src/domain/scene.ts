/**
 * @module scene
 * The Scene Builder's model: a scene is stickers placed on a canvas at true size, each a listing in
 * a size and a colour, some grouped as packs (copies of one design) or sets (several designs).
 * Positions are scene pixels: 96 to the inch at zoom 100 on an uncalibrated screen.
 */
import type { Dimensions, Variation } from '../contracts/listing.ts';
import type { SizeName } from './sizes.ts';

/** Scene pixels per inch. */
export const PX_PER_INCH = 96;

/** The canvas backgrounds, each drawn at a known real-world scale. */
export const BUILDER_BACKGROUNDS = ['plain', 'car', 'laptop', 'desk'] as const;
export type BuilderBackground = (typeof BUILDER_BACKGROUNDS)[number];

/** A size a listing offers, as the builder needs it. */
export interface SceneSizeOption {
  name: SizeName;
  /** The marketplace variation's text ('MICRO - 2.25" x 2.25"') and id, for prices and buy links. */
  value: string;
  id: number | null;
  /** Copies sold together at this size (1 for a single decal). */
  packCount: number;
}

/** What the builder keeps of a listing: enough to draw, resize, recolour, price and buy it. */
export interface SceneListing {
  id: number;
  title: string;
  slug: string;
  category: string;
  etsyUrl: string | null;
  /** The artwork; a set's first design. */
  svgPath: string | null;
  /** A set's other designs (design 2, 3, ...), in order, and their titles. */
  svgPaths: string[];
  svgTitles: string[];
  isSet: boolean;
  setQuantity: number;
  isTrueScale: boolean;
  dimensions: Dimensions;
  sizeOptions: SceneSizeOption[];
  colorOptions: Variation[];
}

/** Membership of a pack (copies of one design) or a set (the designs of one listing). */
export interface PackRef {
  id: string;
  type: 'pack' | 'set';
  /** How many members the pack or set has. */
  quantity: number;
  /** This member's place in it, from 0; for a set, the design it shows. */
  index: number;
}

/** A sticker on the canvas. */
export interface SceneSticker {
  /** Unique within the scene. */
  id: string;
  listingId: number;
  size: SizeName;
  /** The colour variation's value, e.g. 'Black (Matte)'. */
  color: string;
  x: number;
  y: number;
  /** Degrees, clockwise. */
  rotation: number;
  isFlipped: boolean;
  /** Drawing order: higher is in front. */
  zIndex: number;
  pack: PackRef | null;
}

/** Everything an edit can change, and nothing else: what undo and redo move between. */
export interface Scene {
  stickers: SceneSticker[];
  listings: Readonly<Record<number, SceneListing>>;
}

export const EMPTY_SCENE: Scene = { stickers: [], listings: {} };

/** A sticker's drawn size when its listing has no usable dimensions for its size. */
export const DEFAULT_STICKER_PX = { width: 100, height: 100 } as const;

/**
 * The dimension a sticker is drawn from: its size's, or for a set's later design its own entry,
 * '{SIZE}_design{n}' where the listing's own design is design 1 (so the set member at index k is
 * design k + 1), else the size's.
 */
export function stickerDimension(listing: SceneListing | undefined, sticker: Pick<SceneSticker, 'size' | 'pack'>) {
  if (!listing) return undefined;
  const design = sticker.pack?.type === 'set' ? sticker.pack.index : 0;
  return (design > 0 ? listing.dimensions[`${sticker.size}_design${design + 1}`] : undefined) ?? listing.dimensions[sticker.size];
}

/**
 * A sticker's size in scene pixels: its physical size at 96 px to the inch, or 100 x 100 when its
 * listing has no usable dimension for it.
 * @example stickerSizePx(listing, { size: 'MICRO', pack: null }) // { width: 216, height: 216 } for 2.25" x 2.25"
 */
export function stickerSizePx(listing: SceneListing | undefined, sticker: Pick<SceneSticker, 'size' | 'pack'>): { width: number; height: number } {
  const dimension = stickerDimension(listing, sticker);
  if (!dimension || !(dimension.width > 0) || !(dimension.height > 0)) return { ...DEFAULT_STICKER_PX };
  return { width: dimension.width * PX_PER_INCH, height: dimension.height * PX_PER_INCH };
}

/** The artwork a sticker shows: a set member its own design, everything else the listing's artwork. */
export function stickerArtwork(listing: SceneListing | undefined, sticker: Pick<SceneSticker, 'pack'>): string | null {
  if (!listing) return null;
  const design = sticker.pack?.type === 'set' ? sticker.pack.index : 0;
  return design > 0 ? (listing.svgPaths[design - 1] ?? listing.svgPath) : listing.svgPath;
}
