/**
 * @module raster-size
 * The pixel size a bitmap of an artwork is made at, for the size it is shown at.
 */

/** 64 to 2048 pixels in steps of √2: a zoom makes a new bitmap only now and then, never over twice the pixels needed. */
const SIZES = Array.from({ length: 11 }, (_, k) => Math.round(64 * Math.SQRT2 ** k));

/** The smallest size at least as long as shown in device pixels (never blurred), up to 2048. */
export function maskPixels(devicePixels: number): number {
  if (!(devicePixels > 0)) return SIZES[0]!;
  return SIZES.find((size) => size >= devicePixels) ?? SIZES[SIZES.length - 1]!;
}
