/**
 * @module hero-frame-machine
 * The hero frame machine and its test page (`/hero-frame-machine-test`): the recycle timing, the
 * frame's selectable pieces, the iris, which listings were shown lately, how a sticker fits the round
 * window, the colour a sticker is tinted with, and which listings the test page lists. The sticker
 * rules it shares with the home machine (excluded ids, colour chances, pixel size) are in
 * ./hero-stickers.ts. No I/O; chance comes in as a `random` argument.
 */
import type { Dimension, ListingSummary } from '../contracts/listing.ts';
import { COLORS, DEFAULT_COLOR, findColor } from './colors.ts';
import type { SizeName } from './sizes.ts';
import { HERO_ACCENT_COLOR_INDEXES, HERO_DEFAULT_COLOR_CHANCE, HERO_EXCLUDED_IDS, heroStickerPx, pickColorIndex, type RandomSource } from './hero-stickers.ts';

/**
 * The recycle button's timing: the iris closes, the new sticker is fetched 800 ms later, and the
 * iris reopens 500 ms after that.
 * @example HERO_FRAME_RECYCLE_MS.fetchAfter + HERO_FRAME_RECYCLE_MS.reopenAfter // 1300
 */
export const HERO_FRAME_RECYCLE_MS = { fetchAfter: 800, reopenAfter: 500 } as const;

/**
 * The listings the frame machine's test page leaves out (the spec names the same pair as the hero's).
 * @example HERO_FRAME_TEST_EXCLUDED_IDS.includes(1327319473) // true
 */
export const HERO_FRAME_TEST_EXCLUDED_IDS: readonly number[] = HERO_EXCLUDED_IDS;

/** The frame machine's test page loads up to this many stickers, all MICRO with artwork. */
export const HERO_FRAME_TEST_LIMIT = 100;
export const HERO_FRAME_TEST_SIZE: SizeName = 'MICRO';

/**
 * The pieces of the frame a visitor can select, clockwise from the top. The two upper corners are
 * not among them: they carry the 'view details' and recycle buttons.
 * @example FRAME_PIECES[0] // 'top'
 */
export const FRAME_PIECES = ['top', 'right', 'bottom-right', 'bottom', 'bottom-left', 'left'] as const;
export type FramePiece = (typeof FRAME_PIECES)[number];

/** Each piece's name, as its button reads to assistive technology. */
export const FRAME_PIECE_LABELS: Readonly<Record<FramePiece, string>> = {
  top: 'Top rail',
  right: 'Right rail',
  'bottom-right': 'Bottom right corner',
  bottom: 'Bottom rail',
  'bottom-left': 'Bottom left corner',
  left: 'Left rail',
};

/**
 * The selected piece after a click: the clicked one, or none when it was already selected.
 * @example selectPiece('top', 'top') // null
 */
export function selectPiece(selected: FramePiece | null, clicked: FramePiece): FramePiece | null {
  return selected === clicked ? null : clicked;
}

/** The iris: at rest open or closed, or moving towards one of them. */
export const IRIS_STATES = ['closed', 'opening', 'open', 'closing'] as const;
export type IrisState = (typeof IRIS_STATES)[number];

/**
 * How long the iris takes to close and to open, in ms. Closing ends well before the recycle's
 * fetch (HERO_FRAME_RECYCLE_MS.fetchAfter), so a new sticker is never swapped in view.
 * @example HERO_FRAME_IRIS_MS.close // 450
 */
export const HERO_FRAME_IRIS_MS = { close: 450, open: 550 } as const;

/**
 * The state the iris rests in once a move is over.
 * @example irisTarget('closing') // 'closed'
 */
export function irisTarget(state: IrisState): 'open' | 'closed' {
  return state === 'open' || state === 'opening' ? 'open' : 'closed';
}

/** How many of the last shown listings a recycle asks the API to leave out. */
export const HERO_FRAME_RECENT_LIMIT = 20;

/**
 * The listings shown lately, oldest first, after showing `id`: it moves to the end and the oldest
 * drop off past `limit`. A recycle sends them as `exclude`, so it never answers the sticker on
 * screen and goes round many designs before repeating one.
 * @example rememberShown([1, 2, 3], 2, 3) // [1, 3, 2]
 */
export function rememberShown(recent: readonly number[], id: number, limit: number = HERO_FRAME_RECENT_LIMIT): number[] {
  const next = [...recent.filter((r) => r !== id), id];
  return limit > 0 ? next.slice(-limit) : [];
}

/** How much of the round window's diameter a sticker's diagonal may take. */
export const HERO_FRAME_FIT = 0.86;

/**
 * A sticker's box inside the round window, in percent of the window's side: its shape is the hero
 * sticker's (heroStickerPx: the size's dimension, else 200 x 120), as large as fits the circle with
 * a margin (its diagonal is HERO_FRAME_FIT of the diameter). Rounded to 0.1.
 * @example frameStickerBox({ width: 2, height: 2 }) // { width: 60.8, height: 60.8 }
 */
export function frameStickerBox(
  dimension: Pick<Dimension, 'width' | 'height'> | null | undefined,
  fit: number = HERO_FRAME_FIT,
): { width: number; height: number } {
  const px = heroStickerPx(dimension);
  const diagonal = Math.hypot(px.width, px.height);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { width: round((px.width / diagonal) * fit * 100), height: round((px.height / diagonal) * fit * 100) };
}

/** The colour a sticker is shown in: the listing's own text for it (what the modal matches) and its swatch. */
export interface StickerTint {
  /** The colour as the listing names it ('Orange', 'Black (Matte)'); an official name when it names none. */
  readonly name: string;
  readonly hex: string;
}

/**
 * The colour a frame or test-page sticker is tinted with. The hero's pick (pickColorIndex: Black
 * (Matte) 35 % of the time, else one of its accents) when the listing offers it or names no colours;
 * an accent it does not offer gives way to one of the hero's accents it does, then to the first
 * official colour it offers, so 'view details' opens on a colour the shopper can buy. Uses one draw.
 * @example pickStickerTint({ colorVariations: [{ id: 1, value: 'Black' }] }, () => 0) // { name: 'Black', hex: '#1b1b1b' }
 */
export function pickStickerTint(listing: Pick<ListingSummary, 'colorVariations'>, random: RandomSource): StickerTint {
  const r = random();
  const wanted = COLORS[pickColorIndex(() => r)] ?? DEFAULT_COLOR;
  if (listing.colorVariations.length === 0) return { name: wanted.name, hex: wanted.hex };
  const offered = listing.colorVariations.flatMap((v) => {
    const color = findColor(v.value);
    return color ? [{ name: v.value, hex: color.hex, index: COLORS.indexOf(color) }] : [];
  });
  const exact = offered.find((o) => o.index === COLORS.indexOf(wanted));
  if (exact) return { name: exact.name, hex: exact.hex };
  const accents = offered.filter((o) => (HERO_ACCENT_COLOR_INDEXES as readonly number[]).includes(o.index));
  const isAccentDraw = r >= HERO_DEFAULT_COLOR_CHANCE;
  // The same draw, rescaled as pickColorIndex does, chooses among the accents the listing has.
  const rest = (r - HERO_DEFAULT_COLOR_CHANCE) / (1 - HERO_DEFAULT_COLOR_CHANCE);
  const fallback = (isAccentDraw ? accents[Math.min(accents.length - 1, Math.floor(rest * accents.length))] : undefined) ?? offered[0];
  if (fallback) return { name: fallback.name, hex: fallback.hex };
  // Only unofficial colour names: the first one, drawn in the default colour.
  return { name: listing.colorVariations[0]!.value, hex: DEFAULT_COLOR.hex };
}

/** Listings per request when the test page loads without smart loading. */
export const HERO_FRAME_TEST_PAGE_SIZE = 25;

/**
 * The page size of the smart load's single request: enough that the excluded listings, if the API
 * answers them, do not leave the page short of HERO_FRAME_TEST_LIMIT.
 */
export const HERO_FRAME_TEST_SMART_LIMIT = HERO_FRAME_TEST_LIMIT + HERO_FRAME_TEST_EXCLUDED_IDS.length;

const testExcluded: ReadonlySet<number> = new Set(HERO_FRAME_TEST_EXCLUDED_IDS);

/**
 * The listings the test page shows, in the order given: those with an artwork path, never the two
 * excluded ids, each once, at most `limit`.
 * @example testPageStickers([excluded, withArt, withoutArt]).length // 1
 */
export function testPageStickers<T extends Pick<ListingSummary, 'etsyListingId' | 'svgPath'>>(
  listings: readonly T[],
  limit: number = HERO_FRAME_TEST_LIMIT,
): T[] {
  const seen = new Set<number>();
  const kept: T[] = [];
  for (const listing of listings) {
    if (kept.length >= limit) break;
    const id = listing.etsyListingId;
    if (!listing.svgPath?.trim() || testExcluded.has(id) || seen.has(id)) continue;
    seen.add(id);
    kept.push(listing);
  }
  return kept;
}
