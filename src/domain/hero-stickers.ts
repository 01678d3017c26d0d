/**
 * @module hero-stickers
 * The stickers the hero machines show (the home machine and the frame machine): the ports they sit
 * in, the logo, which listings may appear, the size, colour and pixel size of a sticker, the
 * show-every-design-once cycle, a sticker's phases and their timings, and the card a sticker is
 * drawn from. The home machine's states are in ./hero-machine.ts, the frame machine's in
 * ./hero-frame-machine.ts. Chance always comes in as a `random` argument (a source of numbers in
 * [0, 1)), so a seeded source replays the same machine; nothing here reads the clock, the DOM or
 * Math.random.
 */
import type { Dimension, Variation } from '../contracts/listing.ts';
import type { ArtworkListing } from '../contracts/smart-loading.ts';
import { dimensionSizes, isUsable } from './dimensions.ts';
import { compareSizes, DEFAULT_SIZE, toSizeName, type SizeName } from './sizes.ts';

/** A source of numbers in [0, 1), as Math.random; tests pass a seeded one. */
export type RandomSource = () => number;

/** The machine's three ports, left to right. */
export const HERO_PORTS = ['left', 'center', 'right'] as const;
export type HeroPort = (typeof HERO_PORTS)[number];

/**
 * Where each port sits, in percent of the machine's width (x) and height (y).
 * @example HERO_PORT_POSITIONS.center // { x: 46, y: 60 }
 */
export const HERO_PORT_POSITIONS: Readonly<Record<HeroPort, { readonly x: number; readonly y: number }>> = {
  left: { x: 27, y: 75 },
  center: { x: 46, y: 60 },
  right: { x: 64, y: 75 },
};

/**
 * The logo sticker: shown first in the center port in each session, at MEDIUM, in the default colour.
 * @example HERO_LOGO.port // 'center'
 */
export const HERO_LOGO = {
  id: 'logo',
  title: 'Micro Decals',
  svgPath: '/logo.svg',
  port: 'center',
  size: 'MEDIUM',
  colorIndex: 0,
} as const satisfies { id: string; title: string; svgPath: string; port: HeroPort; size: SizeName; colorIndex: number };

/**
 * The two listings the hero never picks (the spec's hard-excluded ids).
 * @example HERO_EXCLUDED_IDS.includes(855766109) // true
 */
export const HERO_EXCLUDED_IDS = [1327319473, 855766109] as const;

/** The hero needs at least this many listings with artwork. */
export const HERO_MIN_CANDIDATES = 2;

/** Shown when fewer than HERO_MIN_CANDIDATES listings have artwork. */
export const HERO_NOT_ENOUGH_MESSAGE = 'Not enough stickers with SVG paths found';

const EXCLUDED: ReadonlySet<number> = new Set(HERO_EXCLUDED_IDS);

/**
 * The listings the hero may pick: those with an artwork path, without the two excluded ids.
 * @example heroCandidates([withArtwork, withoutArtwork]) // [withArtwork]
 */
export function heroCandidates<T extends { etsyListingId: number; svgPath: string | null }>(listings: readonly T[]): T[] {
  return listings.filter((l) => !!l.svgPath?.trim() && !EXCLUDED.has(l.etsyListingId));
}

/**
 * True when there are enough candidates to run the machine (else show HERO_NOT_ENOUGH_MESSAGE).
 * @example hasEnoughCandidates([a]) // false
 */
export function hasEnoughCandidates(candidates: readonly unknown[]): boolean {
  return candidates.length >= HERO_MIN_CANDIDATES;
}

/** The sizes the hero prefers, MICRO first. */
export const HERO_PREFERRED_SIZES = ['MICRO', 'NANO', 'PIXEL', 'ATOM'] as const satisfies readonly SizeName[];

/** MICRO's share of the picks when offered; the other preferred sizes offered share the rest equally. */
export const HERO_MICRO_WEIGHT = 0.7;

/** What the size rules read of a listing (a summary or an artwork listing). */
export interface OfferedSizesSource {
  available_sizes: readonly string[];
  sizeVariations?: readonly Variation[];
  dimensions: Readonly<Record<string, Pick<Dimension, 'width' | 'height'>>>;
}

/**
 * The size names a listing offers, smallest first: its available sizes, else its size variations,
 * else the sizes it has dimensions for.
 * @example offeredSizes({ available_sizes: ['SMALL', 'NANO'], sizeVariations: [], dimensions: {} }) // ['NANO', 'SMALL']
 */
export function offeredSizes(listing: OfferedSizesSource): SizeName[] {
  const names = (texts: readonly string[]) => [...new Set(texts.map(toSizeName).filter((s): s is SizeName => s !== null))].sort(compareSizes);
  const available = names(listing.available_sizes);
  if (available.length > 0) return available;
  const fromVariations = names((listing.sizeVariations ?? []).map((v) => v.value));
  if (fromVariations.length > 0) return fromVariations;
  return dimensionSizes(listing.dimensions);
}

/**
 * The size a hero sticker is shown at: one of MICRO, NANO, PIXEL, ATOM the listing offers (MICRO
 * with weight 0.7, the others sharing the remainder equally); with none of them, its smallest
 * offered size; with no sizes at all, MICRO. Uses at most one draw.
 * @example pickHeroSize({ available_sizes: ['MICRO', 'NANO'], sizeVariations: [], dimensions: {} }, () => 0.5) // 'MICRO'
 */
export function pickHeroSize(listing: OfferedSizesSource, random: RandomSource): SizeName {
  const choices = heroSizeChoices(listing);
  const first = choices[0]!;
  // No preferred size offered: the one choice is the smallest offered, taken without a draw.
  if (!HERO_PREFERRED_SIZES.some((s) => s === first)) return first;
  const others = choices.filter((s) => s !== 'MICRO');
  const hasMicro = choices.length > others.length;
  if (others.length === 0) return 'MICRO';
  const r = random();
  if (hasMicro && r < HERO_MICRO_WEIGHT) return 'MICRO';
  // Rescale the rest of the draw onto the other sizes, so one draw decides the whole pick.
  const rest = hasMicro ? (r - HERO_MICRO_WEIGHT) / (1 - HERO_MICRO_WEIGHT) : r;
  return others[Math.min(others.length - 1, Math.floor(rest * others.length))]!;
}

/**
 * The sizes `pickHeroSize` can choose for a listing: the preferred sizes it offers, else its smallest
 * offered size (MICRO when it offers none).
 * @example heroSizeChoices({ available_sizes: ['SMALL', 'NANO', 'LARGE'], dimensions: {} }) // ['NANO']
 */
export function heroSizeChoices(listing: OfferedSizesSource): SizeName[] {
  const offered = offeredSizes(listing);
  const preferred = HERO_PREFERRED_SIZES.filter((s) => offered.includes(s));
  return preferred.length > 0 ? preferred : [offered[0] ?? DEFAULT_SIZE];
}

/**
 * A hero candidate as the hero draws it: the dimensions of the sizes it can be shown at, no others.
 * Most listings come in seven sizes: the dimensions were a third of the 200 candidates' answer, all
 * parsed on the phone while the page settles.
 */
export function heroArtwork(listing: ArtworkListing): ArtworkListing {
  const dimensions: ArtworkListing['dimensions'] = {};
  for (const size of heroSizeChoices(listing)) {
    const dimension = listing.dimensions[size];
    if (dimension) dimensions[size] = dimension;
  }
  return { ...listing, dimensions };
}

/** How often the hero picks colour index 0 (Black (Matte)). */
export const HERO_DEFAULT_COLOR_CHANCE = 0.35;

/** The colour indexes (in COLORS) the hero picks from otherwise, each equally likely. */
export const HERO_ACCENT_COLOR_INDEXES = [3, 4, 7, 8, 10, 11, 12, 13] as const;

/**
 * The colour index of a hero sticker: 0 with chance 0.35, else one of HERO_ACCENT_COLOR_INDEXES.
 * Uses one draw.
 * @example pickColorIndex(() => 0.1) // 0
 */
export function pickColorIndex(random: RandomSource): number {
  const r = random();
  if (r < HERO_DEFAULT_COLOR_CHANCE) return 0;
  const rest = (r - HERO_DEFAULT_COLOR_CHANCE) / (1 - HERO_DEFAULT_COLOR_CHANCE);
  const list = HERO_ACCENT_COLOR_INDEXES;
  return list[Math.min(list.length - 1, Math.floor(rest * list.length))]!;
}

/** Pixels per inch for dimensions read as inches. */
export const HERO_PX_PER_INCH = 96;
/** Dimensions up to this many (both sides) are inches; larger ones are already pixels. */
export const HERO_INCH_LIMIT = 20;
/** Padding added to a size measured in inches. */
export const HERO_INCH_PADDING_PX = 48;
/** Padding added to a size already in pixels. */
export const HERO_PX_PADDING_PX = 24;
/** A sticker's size when its dimension is missing or unusable. */
export const HERO_DEFAULT_STICKER_PX = { width: 200, height: 120 } as const;

/**
 * A hero sticker's size in pixels: when both sides are 20 or less they are inches (96 px per inch
 * plus 48), else they are pixels (plus 24); without a usable dimension, 200 x 120. Rounded.
 * @example heroStickerPx({ width: 2, height: 1, unit: 'inches', source: 'description' }) // { width: 240, height: 144 }
 */
export function heroStickerPx(dimension: Pick<Dimension, 'width' | 'height'> | null | undefined): { width: number; height: number } {
  if (!isUsable(dimension) || !Number.isFinite(dimension.width) || !Number.isFinite(dimension.height)) return { ...HERO_DEFAULT_STICKER_PX };
  const inches = Math.max(dimension.width, dimension.height) <= HERO_INCH_LIMIT;
  const px = (side: number) => Math.round(inches ? side * HERO_PX_PER_INCH + HERO_INCH_PADDING_PX : side + HERO_PX_PADDING_PX);
  return { width: px(dimension.width), height: px(dimension.height) };
}

/** The designs shown in the current cycle, by listing id; a value, never mutated. */
export interface HeroCycle {
  readonly shown: readonly number[];
}

/** A cycle in which nothing has been shown yet. */
export const EMPTY_HERO_CYCLE: HeroCycle = { shown: [] };

/**
 * Picks the next random listing: one not yet shown in this cycle and not on screen (`exclude`).
 * When every candidate has been shown (or the rest are on screen) the cycle resets. When every
 * candidate is on screen, a repeat is allowed. Null only without candidates. Uses one draw.
 * @example nextHeroPick(EMPTY_HERO_CYCLE, [a, b], () => 0).cycle.shown // [a.etsyListingId]
 */
export function nextHeroPick<T extends { etsyListingId: number }>(
  cycle: HeroCycle,
  candidates: readonly T[],
  random: RandomSource,
  exclude: readonly number[] = [],
): { listing: T | null; cycle: HeroCycle } {
  if (candidates.length === 0) return { listing: null, cycle };
  const onScreen = new Set(exclude);
  const shown = new Set(cycle.shown);
  const unseen = candidates.filter((l) => !shown.has(l.etsyListingId) && !onScreen.has(l.etsyListingId));
  const fresh = unseen.length === 0;
  const offScreen = candidates.filter((l) => !onScreen.has(l.etsyListingId));
  const pool = !fresh ? unseen : offScreen.length > 0 ? offScreen : candidates;
  const listing = pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!;
  const kept = fresh ? [] : cycle.shown;
  return { listing, cycle: { shown: [...kept, listing.etsyListingId] } };
}

/** A hero sticker's phases, in the order it goes through them. */
export const HERO_PHASES = ['hidden', 'growing', 'wiggling', 'attached', 'falling'] as const;
export type HeroPhase = (typeof HERO_PHASES)[number];

/** Durations of the phases the spec leaves open, and the re-wiggle it names, in ms. */
export const HERO_PHASE_MS = {
  growing: 600,
  /** One wiggle of the wiggling phase (2 to 5 of them). */
  wiggle: 200,
  /** The short wiggle an attached sticker repeats every 2 to 3 s. */
  rewiggle: 200,
  falling: 800,
} as const;

/** How many wiggles a sticker makes after growing. */
export const HERO_WIGGLE_COUNT = { min: 2, max: 5 } as const;

/** Delay between an attached sticker's re-wiggles, in ms. */
export const HERO_REWIGGLE_DELAY_MS = { min: 2000, max: 3000 } as const;

/**
 * How many wiggles a newly grown sticker makes: a whole number from 2 to 5. Uses one draw.
 * @example wiggleCount(() => 0.99) // 5
 */
export function wiggleCount(random: RandomSource): number {
  return randomInt(HERO_WIGGLE_COUNT.min, HERO_WIGGLE_COUNT.max, random);
}

/**
 * How long an attached sticker waits before its next re-wiggle: whole ms from 2000 to 3000. Uses one draw.
 * @example rewiggleDelayMs(() => 0) // 2000
 */
export function rewiggleDelayMs(random: RandomSource): number {
  return randomInt(HERO_REWIGGLE_DELAY_MS.min, HERO_REWIGGLE_DELAY_MS.max, random);
}

/** The spec's hero sticker card; `stickerData` is the listing, null for the logo. */
export interface HeroStickerCard {
  id: string;
  title: string;
  svgPath: string;
  size: SizeName;
  colorIndex: number;
  width: number;
  height: number;
  portId: HeroPort;
  phase: HeroPhase;
  stickerData: ArtworkListing | null;
}

/**
 * A hidden sticker card for a listing in a port: its hero size, colour and pixel size. Uses two draws
 * (size, then colour). The listing must have an artwork path (a hero candidate).
 * @example heroStickerCard(listing, 'left', () => 0).colorIndex // 0
 */
export function heroStickerCard(listing: ArtworkListing, port: HeroPort, random: RandomSource): HeroStickerCard {
  const size = pickHeroSize(listing, random);
  const colorIndex = pickColorIndex(random);
  return {
    id: String(listing.etsyListingId),
    title: listing.title,
    svgPath: listing.svgPath,
    size,
    colorIndex,
    ...heroStickerPx(listing.dimensions[size]),
    portId: port,
    phase: 'hidden',
    stickerData: listing,
  };
}

/**
 * The logo's hidden card for the center port (its pixel size is the default 200 x 120, the logo's 5:3 shape).
 * @example heroLogoCard().size // 'MEDIUM'
 */
export function heroLogoCard(): HeroStickerCard {
  return {
    id: HERO_LOGO.id,
    title: HERO_LOGO.title,
    svgPath: HERO_LOGO.svgPath,
    size: HERO_LOGO.size,
    colorIndex: HERO_LOGO.colorIndex,
    ...HERO_DEFAULT_STICKER_PX,
    portId: HERO_LOGO.port,
    phase: 'hidden',
    stickerData: null,
  };
}

/**
 * A whole number from `min` to `max` (both included) from one draw.
 * @example randomInt(2, 5, () => 0.99) // 5
 */
export function randomInt(min: number, max: number, random: RandomSource): number {
  return Math.min(max, min + Math.floor(random() * (max - min + 1)));
}

/**
 * Up to `count` distinct items of `pool` in random order (a partial Fisher-Yates shuffle): the hero's
 * random candidates. Uses one draw per item taken.
 * @example sampleOf([1, 2, 3], 2, () => 0) // [1, 2]
 */
export function sampleOf<T>(pool: readonly T[], count: number, random: RandomSource): T[] {
  const items = [...pool];
  const n = Math.min(Math.max(0, Math.floor(count)), items.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.min(items.length - i - 1, Math.floor(random() * (items.length - i)));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, n);
}
