/**
 * @module scene
 * The Scene Builder's model: a scene is stickers placed on a canvas at true size, each a listing in
 * a size and a colour, some grouped as packs (copies of one design) or sets (several designs).
 * Positions are scene pixels: 96 to the inch at zoom 100 on an uncalibrated screen.
 */
import type { Dimension, Dimensions, ListingSummary, SizeEntry, Variation } from '../contracts/listing.ts';
import type { BuilderListing } from '../contracts/listing-fields.ts';
import { DEFAULT_COLOR, FALLBACK_COLOR_NAMES } from './colors.ts';
import { designKey, isUsable } from './dimensions.ts';
import { buyUrl } from './inventory.ts';
import { clampPackCount, inferPackCount } from './packs.ts';
import { formatMoney, priceFrom, priceText, type PriceResult } from './price.ts';
import { PX_PER_INCH } from './scene-scale.ts';
import { compareSizes, DEFAULT_SIZE, SIZE_ORDER, toSizeName, type SizeName } from './sizes.ts';

export { BUILDER_BACKGROUNDS, type BuilderBackground } from '../contracts/saved-scene.ts';

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
  /** Set on the basic fall-back listing a sticker without valid dimensions is added as. */
  isFallback?: boolean;
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

/** The spec's refusal of a listing the builder cannot draw at true size. */
export const FALLBACK_STICKER_MESSAGE = 'Sticker has no valid dimensions - cannot be added to scene builder';

/** The basic fall-back sticker's size: MICRO, 2 x 2 inches. */
export const FALLBACK_DIMENSION: Dimension = { width: 2, height: 2, unit: 'inches', source: 'manual' };

/** A set's extra design: '{SIZE}_design{n}'. */
const DESIGN_KEY = /^([A-Za-z]+)_design(\d{1,3})$/;

/**
 * A size key a TRUEscale listing's data should never hold: an underscore (other than a set design's
 * key), a line break or '---' are what a pasted description leaves behind.
 */
function isCorruptSizeKey(key: string): boolean {
  return /[\r\n]/.test(key) || key.includes('---') || (key.includes('_') && !DESIGN_KEY.test(key.trim()));
}

/** Keys of a listing's size data the builder reads: all of them, or for TRUEscale the clean ones. */
const readableKey = (summary: Pick<ListingSummary, 'isTrueScale'>, key: string) => !summary.isTrueScale || !isCorruptSizeKey(key);

/**
 * A listing's usable dimensions keyed by size name (and '{SIZE}_design{n}'): the dimensions map,
 * with the size entries' width and height where the map has nothing for a size.
 */
function sceneDimensions(summary: Pick<ListingSummary, 'dimensions' | 'sizes' | 'isTrueScale'>): Dimensions {
  const fromMap: Dimensions = {};
  const aliased: Dimensions = {};
  for (const [key, dimension] of Object.entries(summary.dimensions)) {
    if (!isUsable(dimension) || !readableKey(summary, key)) continue;
    const design = DESIGN_KEY.exec(key.trim());
    if (design) {
      const size = toSizeName(design[1]);
      if (size) fromMap[designKey(size, Number(design[2]))] = dimension;
      continue;
    }
    if (key.includes('_')) continue;
    const exact = key.trim().toUpperCase();
    // An exact size name wins over an alias or a longer key that starts with one ('MED', 'MICRO 2x2').
    if ((SIZE_ORDER as readonly string[]).includes(exact)) fromMap[exact] = dimension;
    else {
      const size = toSizeName(key);
      if (size && !aliased[size]) aliased[size] = dimension;
    }
  }
  const fromEntries: Dimensions = {};
  for (const entry of summary.sizes) {
    if (entry.width !== null && entry.height !== null && entry.width > 0 && entry.height > 0 && !fromEntries[entry.name]) {
      fromEntries[entry.name] = { width: entry.width, height: entry.height, unit: 'inches', source: 'manual' };
    }
  }
  return { ...fromEntries, ...aliased, ...fromMap };
}

/**
 * A size's pack count: its size entry's when above 1, else what the variation text says ('MICRO -
 * pack of 4'). A stored entry without a count reads as 1, so 1 there does not outvote the text.
 */
function packCountOf(entry: SizeEntry | undefined, value: string): number {
  return clampPackCount(entry && entry.packCount > 1 ? entry.packCount : inferPackCount(value));
}

/**
 * The sizes a listing offers the builder: its size variations (or, when none names a size, the
 * sizes it has dimensions for), only those with a usable dimension, smallest first.
 */
function sceneSizeOptions(summary: BuilderListing, dimensions: Dimensions): SceneSizeOption[] {
  const entries = new Map(summary.sizes.map((entry) => [entry.name, entry]));
  const options = new Map<SizeName, SceneSizeOption>();
  for (const variation of summary.sizeVariations) {
    if (!readableKey(summary, variation.value)) continue;
    const name = toSizeName(variation.value);
    if (!name || options.has(name) || !isUsable(dimensions[name])) continue;
    options.set(name, { name, value: variation.value, id: variation.id, packCount: packCountOf(entries.get(name), variation.value) });
  }
  if (!summary.sizeVariations.some((v) => readableKey(summary, v.value) && toSizeName(v.value))) {
    for (const name of SIZE_ORDER) {
      if (isUsable(dimensions[name])) options.set(name, { name, value: name, id: null, packCount: packCountOf(entries.get(name), name) });
    }
  }
  return [...options.values()].sort((a, b) => compareSizes(a.name, b.name));
}

/** A listing's colours, or the spec's fall-back colours (Black, White, Red) when it has none. */
function sceneColorOptions(summary: Pick<ListingSummary, 'colorVariations'>): Variation[] {
  return summary.colorVariations.length > 0 ? summary.colorVariations.map((v) => ({ ...v })) : FALLBACK_COLOR_NAMES.map((value) => ({ id: null, value }));
}

function baseListing(summary: BuilderListing): Omit<SceneListing, 'dimensions' | 'sizeOptions'> {
  return {
    id: summary.etsyListingId,
    title: summary.title,
    slug: summary.slug,
    category: summary.category,
    etsyUrl: summary.etsyUrl,
    svgPath: summary.svgPath || null,
    svgPaths: [...summary.svgPaths],
    svgTitles: [...summary.svgTitles],
    isSet: summary.isSet,
    setQuantity: summary.isSet ? Math.max(1, summary.setQuantity) : 1,
    isTrueScale: summary.isTrueScale,
    colorOptions: sceneColorOptions(summary),
  };
}

/**
 * What the builder keeps of a listing, or null when it has no size the builder can draw at true
 * size (no usable dimension for any size it offers): the caller then shows FALLBACK_STICKER_MESSAGE.
 * @example toSceneListing(summary)?.sizeOptions.map((o) => o.name) // ['NANO', 'MICRO', 'SMALL']
 */
export function toSceneListing(summary: BuilderListing): SceneListing | null {
  const dimensions = sceneDimensions(summary);
  const sizeOptions = sceneSizeOptions(summary, dimensions);
  if (sizeOptions.length === 0) return null;
  return { ...baseListing(summary), dimensions, sizeOptions };
}

/**
 * The spec's basic fall-back sticker for a listing without valid dimensions: one MICRO size drawn
 * 2 x 2 inches, carrying the listing's MICRO variation when it has one (so it can still be priced
 * and bought), its colours, and a single design.
 * @example fallbackSceneListing(summary).dimensions // { MICRO: { width: 2, height: 2, unit: 'inches', source: 'manual' } }
 */
export function fallbackSceneListing(summary: BuilderListing): SceneListing {
  const micro = summary.sizeVariations.find((v) => toSizeName(v.value) === DEFAULT_SIZE);
  const option: SceneSizeOption = { name: DEFAULT_SIZE, value: micro?.value ?? DEFAULT_SIZE, id: micro?.id ?? null, packCount: 1 };
  return {
    ...baseListing(summary),
    svgPaths: [],
    svgTitles: [],
    isSet: false,
    setQuantity: 1,
    dimensions: { [DEFAULT_SIZE]: { ...FALLBACK_DIMENSION } },
    sizeOptions: [option],
    isFallback: true,
  };
}

/**
 * The sizes a listing says it sells: its enabled size entries, else its available sizes, else its
 * size variations' names. TRUEscale listings' corrupted keys are left out.
 */
function enabledSizes(summary: BuilderListing): SizeName[] {
  const names = (texts: readonly string[]) =>
    texts
      .filter((t) => readableKey(summary, t))
      .map(toSizeName)
      .filter((s): s is SizeName => s !== null);
  const enabled = summary.sizes.filter((s) => s.enabled).map((s) => s.name);
  const found =
    enabled.length > 0
      ? enabled
      : names(summary.available_sizes).length > 0
        ? names(summary.available_sizes)
        : names(summary.sizeVariations.map((v) => v.value));
  return [...new Set(found)];
}

/**
 * The spec's sidebar filter: a listing the builder can draw has artwork, sizes whose every one has a
 * numeric width and height (or, when its sizes cannot be told, at least one valid dimension), and,
 * for a set, dimensions for each extra design and at least setQuantity - 1 design paths.
 * @example isBuilderEligible({ ...summary, svgPath: null }) // false
 */
export function isBuilderEligible(summary: BuilderListing): boolean {
  if (!summary.svgPath?.trim()) return false;
  const listing = toSceneListing(summary);
  if (!listing) return false;
  const sizes = enabledSizes(summary);
  if (sizes.length > 0 && !sizes.every((size) => isUsable(listing.dimensions[size]))) return false;
  if (summary.isSet && summary.setQuantity > 1) {
    if (summary.svgPaths.filter((path) => path.trim() !== '').length < summary.setQuantity - 1) return false;
    for (let design = 2; design <= summary.setQuantity; design++) {
      if (!SIZE_ORDER.some((size) => isUsable(listing.dimensions[designKey(size, design)]))) return false;
    }
  }
  return true;
}

/** Where new stickers go: (100, 200), then 20 px further down and right per sticker, every 5 back. */
export const PLACEMENT = { x: 100, y: 200, step: 20, cycle: 5 } as const;
/** The spec's distance between the members of a pack or a set (1.2 x 120): the least they are apart. */
export const MEMBER_SPACING = 144;
/** Clear space between members wider than the spec's spacing allows for: a quarter inch. */
export const MEMBER_GAP = PX_PER_INCH / 4;
/** The area a set is laid out in. */
export const SCENE_AREA = { width: 800, height: 600 } as const;
/** A pack's members per row before the next row starts. */
export const PACK_ROW = 5;
/** Two stickers whose positions are this close (or closer) overlap. */
export const OVERLAP_PX = 80;

/** A position in scene pixels. */
export interface Point {
  x: number;
  y: number;
}

/** A size in scene pixels. */
export interface Size {
  width: number;
  height: number;
}

/**
 * Where the next sticker goes when the scene already holds `count`.
 * @example placementFor(6) // { x: 120, y: 220 }
 */
export function placementFor(count: number): Point {
  const step = (((Math.trunc(count) % PLACEMENT.cycle) + PLACEMENT.cycle) % PLACEMENT.cycle) * PLACEMENT.step;
  return { x: PLACEMENT.x + step, y: PLACEMENT.y + step };
}

/**
 * How far apart members of this size sit: the spec's 144 px, or their own width (height, between
 * rows) and a quarter inch when they are larger, so a pack of big decals never previews as one shape.
 * @example memberSpacing({ width: 605, height: 400 }) // { x: 629, y: 424 }
 */
export function memberSpacing(member: Size = DEFAULT_STICKER_PX): Point {
  return { x: Math.max(MEMBER_SPACING, member.width + MEMBER_GAP), y: Math.max(MEMBER_SPACING, member.height + MEMBER_GAP) };
}

/** A set's grid: 2 x 1 for two designs, 2 x 2 for four, otherwise about the square root columns. */
export function setGrid(n: number): { columns: number; rows: number } {
  if (n <= 0) return { columns: 0, rows: 0 };
  const columns = n === 2 || n === 4 ? 2 : Math.ceil(Math.sqrt(n));
  return { columns, rows: Math.ceil(n / columns) };
}

/**
 * Positions of a set's n designs from an origin, spaced by its largest design (`cell`), with no
 * moving: for an origin already chosen to fit.
 */
export function setGridLayout(n: number, origin: Point, cell?: Size): Point[] {
  const { columns } = setGrid(n);
  const spacing = memberSpacing(cell);
  return Array.from({ length: Math.max(0, n) }, (_, i) => ({ x: origin.x + (i % columns) * spacing.x, y: origin.y + Math.floor(i / columns) * spacing.y }));
}

/**
 * Positions of a set's n designs from an origin, spaced by its largest design (`cell`; 144 px
 * apart for small ones), moved so the grid stays inside the 800 x 600 area where it fits.
 * @example setLayout(2, { x: 100, y: 200 }) // [{ x: 100, y: 200 }, { x: 244, y: 200 }]
 */
export function setLayout(n: number, origin: Point, cell?: Size): Point[] {
  const { columns, rows } = setGrid(n);
  const spacing = memberSpacing(cell);
  const x = clamp(origin.x, 0, Math.max(0, SCENE_AREA.width - columns * spacing.x));
  const y = clamp(origin.y, 0, Math.max(0, SCENE_AREA.height - rows * spacing.y));
  return setGridLayout(n, { x, y }, cell);
}

/**
 * Positions of a pack's n members from its first: spaced by their size (144 px apart for small
 * ones) in rows of 5.
 * @example packLayout(3, { x: 0, y: 0 }) // [{ x: 0, y: 0 }, { x: 144, y: 0 }, { x: 288, y: 0 }]
 */
export function packLayout(n: number, origin: Point, member?: Size): Point[] {
  const spacing = memberSpacing(member);
  return Array.from({ length: Math.max(0, n) }, (_, i) => ({
    x: origin.x + (i % PACK_ROW) * spacing.x,
    y: origin.y + Math.floor(i / PACK_ROW) * spacing.y,
  }));
}

/**
 * Whether a pack's member is drawn flipped: of 2 the second, of 4 the second and third, otherwise
 * every other one.
 * @example [0, 1, 2, 3].map((i) => flipPattern(4, i)) // [false, true, true, false]
 */
export function flipPattern(n: number, index: number): boolean {
  if (n === 2) return index === 1;
  if (n === 4) return index === 1 || index === 2;
  return index % 2 === 1;
}

/**
 * Whether two stickers overlap: their positions at most 80 px apart.
 * @example overlaps({ x: 0, y: 0 }, { x: 60, y: 50 }) // true
 */
export function overlaps(a: Point, b: Point): boolean {
  return Math.hypot(a.x - b.x, a.y - b.y) <= OVERLAP_PX;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The size option a sticker is in, if its listing still offers it. */
export function sizeOptionOf(listing: SceneListing | undefined, size: SizeName): SceneSizeOption | undefined {
  return listing?.sizeOptions.find((option) => option.name === size);
}

/** The colour variation a sticker is in, if its listing offers it. */
export function colorOptionOf(listing: SceneListing | undefined, color: string): Variation | undefined {
  return listing?.colorOptions.find((option) => option.value === color);
}

/** A listing's price for a size and a colour, when the caller knows it (it holds the inventories). */
export type PriceLookup = (listingId: number, sizeValue: string, colorValue: string) => PriceResult | null;

/** One line of the shopping list: a listing in one size and one colour. */
export interface ShoppingLine {
  /** `${listingId}|${size}|${color}`: stable while the scene holds the line. */
  key: string;
  listingId: number;
  title: string;
  size: SizeName;
  /** The size variation's text, as priced and bought. */
  sizeValue: string;
  color: string;
  /** How many to buy: a single counts once, a whole pack once, a whole set once. */
  quantity: number;
  /** The price of one, or the 'See Etsy' fall-back. */
  price: PriceResult;
  /** '$4.99' or 'See Etsy'. */
  priceText: string;
  /** price x quantity, or null without a price. */
  lineTotal: number | null;
  /** The marketplace listing with variation0 (size) and variation1 (colour), or null without a URL. */
  buyUrl: string | null;
}

/** The unit a sticker is bought as: its pack or set, or itself. */
const unitOf = (sticker: SceneSticker) => (sticker.pack ? `pack:${sticker.pack.id}` : `sticker:${sticker.id}`);

function marketplaceLink(listing: SceneListing | undefined, size: Variation | null, color: Variation | null): string | null {
  if (!listing?.etsyUrl) return null;
  try {
    return buyUrl(listing.etsyUrl, size, color);
  } catch {
    // A stored URL the browser cannot parse: no link rather than a broken one.
    return null;
  }
}

/**
 * The shopping list: one line per listing, size and colour, in the order they first appear, with a
 * quantity where a pack or a set counts once, its price from `prices` (or 'See Etsy') and its link.
 * @example shoppingList(scene, () => null)[0]?.priceText // 'See Etsy'
 */
export function shoppingList(scene: Scene, prices: PriceLookup): ShoppingLine[] {
  const lines = new Map<string, { line: Omit<ShoppingLine, 'quantity' | 'lineTotal'>; units: Set<string> }>();
  for (const sticker of scene.stickers) {
    const key = `${sticker.listingId}|${sticker.size}|${sticker.color}`;
    const existing = lines.get(key);
    if (existing) {
      existing.units.add(unitOf(sticker));
      continue;
    }
    const listing = scene.listings[sticker.listingId];
    const sizeOption = sizeOptionOf(listing, sticker.size);
    const sizeValue = sizeOption?.value ?? sticker.size;
    const colorOption = colorOptionOf(listing, sticker.color);
    const price = prices(sticker.listingId, sizeValue, sticker.color) ?? priceFrom(null);
    lines.set(key, {
      units: new Set([unitOf(sticker)]),
      line: {
        key,
        listingId: sticker.listingId,
        title: listing?.title ?? `Listing ${sticker.listingId}`,
        size: sticker.size,
        sizeValue,
        color: sticker.color,
        price,
        priceText: priceText(price),
        buyUrl: marketplaceLink(listing, sizeOption ? { id: sizeOption.id, value: sizeOption.value } : null, colorOption ?? null),
      },
    });
  }
  return [...lines.values()].map(({ line, units }) => ({
    ...line,
    quantity: units.size,
    lineTotal: line.price.hasPriceFallback ? null : round2(line.price.price.value * units.size),
  }));
}

/** The scene's estimated total. */
export interface SceneTotal {
  /** Sum of the priced lines' price x quantity. */
  amount: number;
  currency: string;
  /** '$12.97' */
  formatted: string;
  /** Lines left out of the amount because they have no price ('See Etsy'). */
  unpricedLines: number;
  /** Stickers on those lines (a line's quantity each). */
  unpricedItems: number;
}

/**
 * The estimated total: priced lines' price x quantity; lines without a price are not counted, and
 * `unpricedLines` says how many were left out.
 * @example sceneTotal(lines) // { amount: 12.97, currency: 'USD', formatted: '$12.97', unpricedLines: 1 }
 */
export function sceneTotal(lines: readonly ShoppingLine[]): SceneTotal {
  let cents = 0;
  let currency: string | null = null;
  let unpricedLines = 0;
  let unpricedItems = 0;
  for (const line of lines) {
    if (line.price.hasPriceFallback) {
      unpricedLines++;
      unpricedItems += line.quantity;
      continue;
    }
    currency ??= line.price.price.currency;
    // Whole cents, so 0.1 + 0.2 never shows as 0.30000000000000004.
    cents += Math.round(line.price.price.value * 100) * line.quantity;
  }
  const code = currency ?? 'USD';
  return { amount: cents / 100, currency: code, formatted: formatMoney(cents, 100, code), unpricedLines, unpricedItems };
}

/**
 * What the total leaves out, said beside it, or null when it leaves nothing out.
 * @example unpricedNote({ unpricedItems: 2 }) // '+ 2 items priced on Etsy'
 */
export function unpricedNote(total: Pick<SceneTotal, 'unpricedItems'>): string | null {
  if (total.unpricedItems === 0) return null;
  return `+ ${total.unpricedItems} ${total.unpricedItems === 1 ? 'item' : 'items'} priced on Etsy`;
}

/**
 * A shopping line's figures: its quantity, its unit price and what the line costs.
 * @example lineFigures(line) // '2 × $4.49 = $8.98', or '2 × See Etsy' without a price
 */
export function lineFigures(line: Pick<ShoppingLine, 'quantity' | 'priceText' | 'lineTotal' | 'price'>): string {
  const each = `${line.quantity} × ${line.priceText}`;
  if (line.price.hasPriceFallback || line.lineTotal === null) return each;
  return `${each} = ${formatMoney(Math.round(line.lineTotal * 100), 100, line.price.price.currency)}`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The colour a new sticker takes among a listing's: 'Black (Matte)' by the spec's matching rules. */
export const DEFAULT_STICKER_COLOR = DEFAULT_COLOR.name;
