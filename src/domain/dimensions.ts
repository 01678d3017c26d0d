/**
 * @module dimensions
 * Physical sizes of a decal per size name, read from description text and from variation values.
 */
import type { Dimension, DimensionSource, Dimensions } from '../contracts/listing.ts';
import { compareSizes, PROSE_SIZE_WORDS, toSizeName, type SizeName } from './sizes.ts';

const NUMBER = String.raw`(\d{1,3}(?:\.\d+)?|\.\d+)`;
const UNIT = String.raw`(?:"|”|''|in(?:ch(?:es)?)?\.?|cm|mm)?`;
// Not followed by another letter (except the 'x' of '4"Wx3"H'): otherwise the trailing marker eats the
// 'L' of a following 'LAR' or 'Large' and that size is lost.
const SIDE_WORD = String.raw`(?:(?:w(?:ide|idth)?|h(?:igh|eight)?|tall|l(?:ong)?)(?![a-wyz]))?`;
const BY = String.raw`(?:x|×|\*|by)`;
/** 'W x H' in its common spellings: 4.5" x 2", 4.5in by 2in, 4.5 W x 2 H, 4.5" wide x 2" tall, 10 x 5 cm. */
const PAIR = String.raw`${NUMBER}\s*${UNIT}\s*${SIDE_WORD}\s*${BY}\s*${NUMBER}\s*(${UNIT})\s*${SIDE_WORD}`;
const SIZE_WORDS = PROSE_SIZE_WORDS.join('|');
const DESCRIPTION_LINE = new RegExp(String.raw`\b(${SIZE_WORDS})\b[^0-9\n]{0,20}?${PAIR}`, 'gi');
const VARIATION_PAIR = new RegExp(PAIR, 'i');

const round2 = (n: number) => Math.round(n * 100) / 100;

function toInches(value: string, unitText: string | undefined): number | null {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return null;
  const unit = (unitText ?? '').toLowerCase();
  if (unit === 'cm') return round2(n / 2.54);
  if (unit === 'mm') return round2(n / 25.4);
  return round2(n);
}

function entry(width: string, height: string, unit: string | undefined, source: DimensionSource): Dimension | null {
  const w = toInches(width, unit);
  const h = toInches(height, unit);
  return w && h ? { width: w, height: h, unit: 'inches', source } : null;
}

/**
 * Reads 'SIZE ... W x H' lines from description text. The first mention of a size wins.
 * @example parseDescriptionDimensions('MICRO: 2.1" x 1.3"').MICRO // { width: 2.1, height: 1.3, unit: 'inches', source: 'description' }
 */
export function parseDescriptionDimensions(text: string | null | undefined): Dimensions {
  const result: Dimensions = {};
  if (!text) return result;
  for (const match of text.matchAll(DESCRIPTION_LINE)) {
    const size = toSizeName(match[1]);
    if (!size || result[size]) continue;
    const dim = entry(match[2]!, match[3]!, match[4], 'description');
    if (dim) result[size] = dim;
  }
  return result;
}

/**
 * Reads dimensions from variation values such as 'MED - 4.5" x 3"': the size is the first word
 * (aliases expanded), the measurement anywhere after it.
 */
export function parseVariationDimensions(values: readonly (string | null | undefined)[]): Dimensions {
  const result: Dimensions = {};
  for (const value of values) {
    if (!value) continue;
    const size = toSizeName(value);
    const match = VARIATION_PAIR.exec(value);
    if (!size || !match) continue;
    const dim = entry(match[1]!, match[2]!, match[3], 'variation');
    if (dim) result[size] = dim;
  }
  return result;
}

/** Combines dimension sources; later sources override earlier ones per size. */
export function mergeDimensions(...sources: readonly Dimensions[]): Dimensions {
  const merged: Dimensions = {};
  for (const source of sources) Object.assign(merged, source);
  return merged;
}

/** Variation data overrides description data. */
export function extractDimensions(description: string | null | undefined, variationValues: readonly (string | null | undefined)[]): Dimensions {
  return mergeDimensions(parseDescriptionDimensions(description), parseVariationDimensions(variationValues));
}

/** Size names that have a usable dimension (set-design keys excluded), smallest first. */
export function dimensionSizes(dimensions: Readonly<Record<string, Pick<Dimension, 'width' | 'height'>>>): SizeName[] {
  return Object.keys(dimensions)
    .filter((key) => !key.includes('_') && isUsable(dimensions[key]))
    .map((key) => toSizeName(key))
    .filter((s): s is SizeName => s !== null)
    .sort(compareSizes);
}

/** True when a dimension has a positive numeric width and height. */
export function isUsable(dim: Partial<Dimension> | null | undefined): dim is Dimension {
  return !!dim && typeof dim.width === 'number' && typeof dim.height === 'number' && dim.width > 0 && dim.height > 0;
}

/** The dimension key of a set's extra design: '{SIZE}_design{n}'. */
export function designKey(size: SizeName, design: number): string {
  return `${size}_design${design}`;
}
