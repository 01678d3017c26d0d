import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPixels } from '../../../src/domain/raster-size.ts';

describe('the pixel size of an artwork bitmap', () => {
  it('is never smaller than shown (up to 2048), and at most √2 times its side', () => {
    fc.assert(
      fc.property(fc.double({ min: 64, max: 2048, noNaN: true }), (shown) => {
        const made = maskPixels(shown);
        expect(made).toBeGreaterThanOrEqual(shown);
        expect(made).toBeLessThanOrEqual(Math.ceil(shown * Math.SQRT2));
      }),
    );
  });

  it('takes a handful of sizes, so zooming rarely makes a new bitmap', () => {
    const sizes = new Set(Array.from({ length: 2000 }, (_, k) => maskPixels(64 + k)));
    expect([...sizes]).toEqual([64, 91, 128, 181, 256, 362, 512, 724, 1024, 1448, 2048]);
  });

  it('keeps to 64..2048 whatever it is asked', () => {
    expect(maskPixels(0)).toBe(64);
    expect(maskPixels(Number.NaN)).toBe(64);
    expect(maskPixels(10_000)).toBe(2048);
  });
});
