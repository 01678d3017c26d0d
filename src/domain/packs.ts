/**
 * @module packs
 * Packs (several copies of one design sold together) and sets (several designs in one listing).
 */
import { PACK_COUNT_RANGE } from '../contracts/decal-options.ts';

export { PACK_COUNT_RANGE };

export const MIN_INFERRED_PACK = 2;
export const MAX_INFERRED_PACK = 10;

const PACK_PATTERNS: readonly RegExp[] = [
  /\b(\d{1,3})\s*(?:x\s*)?stickers?\b/i,
  /\bpack\s+of\s+(\d{1,3})\b/i,
  /\b(\d{1,3})\s*-?\s*pack\b/i,
  /\bqty\.?\s*:?\s*(\d{1,3})\b/i,
];

const NUMBER = String.raw`(?:\d+(?:[.,]\d+)*|\.\d+)`;
const UNIT = String.raw`(?:\s*(?:"|”|″|''|in(?:ch(?:es)?)?\b\.?|cm\b|mm\b))?`;
const SIDE = String.raw`(?:\s*(?:w(?:ide|idth)?|h(?:igh|eight)?|tall|l(?:ong)?)\b)?`;
/**
 * Numbers that are never a count: a dimension ('4 x 3', '2.1" x 1.3"', '4 W x 3 H', '10 by 5 cm'),
 * a decimal ('3.5', '.5') or a number with a unit ('3"', '4 inches').
 */
const NOT_A_COUNT: readonly RegExp[] = [
  new RegExp(String.raw`${NUMBER}${UNIT}${SIDE}(?:\s*(?:x|×|\*|by)\s*${NUMBER}${UNIT}${SIDE})+`, 'gi'),
  /\d+(?:[.,]\d+)+|(?<!\w)\.\d+/g,
  new RegExp(String.raw`${NUMBER}\s*(?:"|”|″|''|inch(?:es)?\b|cm\b|mm\b)`, 'gi'),
];

/**
 * Infers how many copies an inventory name or description sells: 'N stickers', 'pack of N',
 * 'N pack', 'qty N'. Only counts from 2 to 10 are believed; anything else means a single decal.
 * A number that belongs to a dimension or a decimal is never a count ('SMALL 4 x 3 Sticker' is one).
 * @example inferPackCount('Set - pack of 4') // 4
 */
export function inferPackCount(text: string | null | undefined): number {
  if (!text) return 1;
  const counts = NOT_A_COUNT.reduce((rest, measure) => rest.replace(measure, ' # '), text);
  for (const pattern of PACK_PATTERNS) {
    const n = Number(pattern.exec(counts)?.[1]);
    if (n >= MIN_INFERRED_PACK && n <= MAX_INFERRED_PACK) return n;
  }
  return 1;
}

/** Clamps an edited pack count to 1..20; anything not a number becomes 1. */
export function clampPackCount(value: unknown): number {
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n) || n < PACK_COUNT_RANGE.min) return PACK_COUNT_RANGE.min;
  return Math.min(n, PACK_COUNT_RANGE.max);
}

/**
 * Resizes a set's extra design lists to quantity - 1 entries, padding with blanks or truncating.
 * @example resizeSetDesigns(['a.svg'], 4) // ['a.svg', '', '']
 */
export function resizeSetDesigns(values: readonly string[], quantity: number): string[] {
  const length = Math.max(0, Math.trunc(Number.isFinite(quantity) ? quantity : 1) - 1);
  return Array.from({ length }, (_, i) => values[i] ?? '');
}
