/**
 * @module scene-builder/view
 * How the canvas is shown, apart from what is on it: zoom, the inch grid and its ruler, and the
 * screen's real pixels per inch. Pure.
 */
import { SAVED_PREFS_LIMITS } from '~/contracts/saved-scene.ts';
import { PX_PER_INCH } from '~/domain/scene-scale.ts';

/** The zoom levels offered, in percent. */
export const ZOOM_LEVELS = [21, 40, 60, 80, 100, 120, 140, 160, 180, 200] as const;
export const MIN_ZOOM = SAVED_PREFS_LIMITS.zoom.min;
export const MAX_ZOOM = SAVED_PREFS_LIMITS.zoom.max;
export const DEFAULT_ZOOM = SAVED_PREFS_LIMITS.zoom.default;
export const ZOOM_STEP = 20;

/** A zoom kept inside 21..200 (a pinch may ask for anything). */
export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)));

/**
 * The next level up or down from any zoom.
 * @example stepZoom(100, 1) // 120
 * @example stepZoom(21, 1) // 40
 */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_LEVELS.find((level) => level > zoom) ?? MAX_ZOOM;
  return [...ZOOM_LEVELS].reverse().find((level) => level < zoom) ?? MIN_ZOOM;
}

/** The grid covers at most 31 inches (2,976 scene pixels); a wider canvas gets the spec's notice. */
export const GRID_MAX_INCHES = 31;
export const GRID_MAX_PX = GRID_MAX_INCHES * PX_PER_INCH;
export const HUGE_MONITOR_TEXT = 'Wow, your monitor is huge!';

/** A credit card: ISO/IEC 7810 ID-1, the thing everyone can hold to a screen. */
export const CARD_INCHES = { width: 3.37, height: 2.125 } as const;
/** Screens pixels per inch are accepted between these (phones are dense, old monitors are not). */
export const PPI_RANGE = SAVED_PREFS_LIMITS.screenPpi;

/**
 * Screen (CSS) pixels per scene pixel: the zoom, times the screen's measured pixels per inch over
 * the 96 a browser assumes. At 100% on a calibrated screen a 2-inch decal is 2 inches on the glass.
 */
export function screenScale(zoom: number, screenPxPerInch: number = PX_PER_INCH): number {
  return (clampZoom(zoom) / 100) * (screenPxPerInch / PX_PER_INCH);
}

/** The card's width (its long side) in CSS pixels the slider offers, at the accepted pixels per inch. */
export const CARD_WIDTH_RANGE = {
  min: Math.round(CARD_INCHES.width * PPI_RANGE.min),
  max: Math.round(CARD_INCHES.width * PPI_RANGE.max),
} as const;

/** The card as drawn to be matched: its size in CSS pixels, and whether it stands upright. */
export interface CalibrationCard {
  width: number;
  height: number;
  upright: boolean;
}

/**
 * How the card is drawn for a card width (its long side, in CSS pixels) in a room so wide: across
 * while it fits, else upright, always in the card's proportions. A phone is narrower than a card is
 * long but never than it is short, so upright always fits one.
 * @example calibrationCard(526, 350) // { width: 331.7, height: 526, upright: true }
 */
export function calibrationCard(cardWidthPx: number, roomPx: number): CalibrationCard {
  const short = (cardWidthPx * CARD_INCHES.height) / CARD_INCHES.width;
  return cardWidthPx <= roomPx ? { width: cardWidthPx, height: short, upright: false } : { width: short, height: cardWidthPx, upright: true };
}

/**
 * The widest card the slider offers in a room (width and height the dialog has for it): across as
 * wide as the room, or upright as tall as the room and no wider than it, within the accepted
 * pixels per inch.
 * @example maxCardWidth({ width: 342, height: 560 }) // 542
 */
export function maxCardWidth(room: { width: number; height: number }): number {
  const upright = Math.min(Math.floor(room.height), Math.floor((room.width * CARD_INCHES.width) / CARD_INCHES.height));
  return Math.min(CARD_WIDTH_RANGE.max, Math.max(CARD_WIDTH_RANGE.min, Math.floor(room.width), upright));
}

/** The screen's pixels per inch from a card matched on screen (its width in CSS pixels). */
export function ppiFromCard(cardWidthPx: number): number {
  const ppi = cardWidthPx / CARD_INCHES.width;
  return Math.min(PPI_RANGE.max, Math.max(PPI_RANGE.min, Math.round(ppi * 10) / 10));
}

export interface GridLine {
  /** Offset in scene pixels from the canvas origin. */
  at: number;
  /** Whole inches get a line of their own weight and a ruler label. */
  inch: number | null;
}

/**
 * The grid's lines along one side: every half inch up to the side's length (at most 31 inches),
 * whole inches labelled.
 * @example gridLines(200).map((l) => l.inch) // [0, null, 1, null, 2]
 */
export function gridLines(lengthPx: number): GridLine[] {
  const halves = Math.floor(Math.min(lengthPx, GRID_MAX_PX) / (PX_PER_INCH / 2));
  return Array.from({ length: halves + 1 }, (_, i) => ({ at: (i * PX_PER_INCH) / 2, inch: i % 2 === 0 ? i / 2 : null }));
}

/** Scene pixels as inches for the measurement overlay: two decimals, no trailing zeros. */
export const inchesText = (px: number) => `${Number((px / PX_PER_INCH).toFixed(2))}"`;

/** Below 900 px the sidebar is a drawer and the details sit under the canvas (scene-builder.css). */
export const DRAWER_QUERY = '(max-width: 899px)';
