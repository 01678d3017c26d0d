import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MIN_INFERRED_PACK, MAX_INFERRED_PACK, PACK_COUNT_RANGE, inferPackCount, clampPackCount, resizeSetDesigns } from '../../../src/domain/packs.ts';

describe('inferPackCount', () => {
  it('believes counts from 2 to 10 only', () => {
    expect(MIN_INFERRED_PACK).toBe(2);
    expect(MAX_INFERRED_PACK).toBe(10);
  });

  it.each([
    ['N stickers', (n: number) => `MICRO - ${n} stickers`],
    ['pack of N', (n: number) => `Set - pack of ${n}`],
    ['N pack', (n: number) => `SMALL ${n} pack`],
    ['N-pack', (n: number) => `SMALL ${n}-pack`],
    ['qty N', (n: number) => `Bundle qty ${n}`],
  ])('reads "%s" at the boundaries 1, 2, 10 and 11', (_pattern, text) => {
    expect(inferPackCount(text(1))).toBe(1);
    expect(inferPackCount(text(2))).toBe(2);
    expect(inferPackCount(text(10))).toBe(10);
    expect(inferPackCount(text(11))).toBe(1);
  });

  it('reads the patterns case-insensitively and in their common spellings', () => {
    expect(inferPackCount('5 STICKERS')).toBe(5);
    expect(inferPackCount('3x stickers')).toBe(3);
    expect(inferPackCount('1 sticker')).toBe(1);
    expect(inferPackCount('PACK OF 4')).toBe(4);
    expect(inferPackCount('6pack')).toBe(6);
    expect(inferPackCount('Qty: 7')).toBe(7);
    expect(inferPackCount('qty.8')).toBe(8);
  });

  it('reads the JSDoc example', () => {
    expect(inferPackCount('Set - pack of 4')).toBe(4);
  });

  it('treats zero, large numbers and text without a pattern as a single decal', () => {
    expect(inferPackCount('0 stickers')).toBe(1);
    expect(inferPackCount('pack of 12')).toBe(1);
    expect(inferPackCount('100 stickers')).toBe(1);
    expect(inferPackCount('MICRO 2.1" x 1.3"')).toBe(1);
    expect(inferPackCount('Stickers for 4 trucks')).toBe(1);
    expect(inferPackCount('')).toBe(1);
    expect(inferPackCount(null)).toBe(1);
    expect(inferPackCount(undefined)).toBe(1);
  });

  it('does not read a number that is part of a larger number', () => {
    expect(inferPackCount('1005 stickers')).toBe(1);
  });

  it('never reads a number of a dimension as a count', () => {
    expect(inferPackCount('SMALL 4 x 3 Sticker')).toBe(1);
    expect(inferPackCount('MICRO 2.1" x 1.3" Sticker')).toBe(1);
    expect(inferPackCount('4 W x 3 H Sticker')).toBe(1);
    expect(inferPackCount('LARGE 6x4 stickers')).toBe(1);
    expect(inferPackCount('10 by 5 cm stickers')).toBe(1);
    expect(inferPackCount('4 x 3 x 2 stickers')).toBe(1);
    expect(inferPackCount('3" stickers')).toBe(1);
  });

  it('never reads a decimal as a count', () => {
    expect(inferPackCount('3.5 stickers')).toBe(1);
    expect(inferPackCount('.5 stickers')).toBe(1);
    expect(inferPackCount('pack of 2.5')).toBe(1);
    expect(inferPackCount('1,5 stickers')).toBe(1);
  });

  it('still reads a count written beside a dimension or a decimal', () => {
    expect(inferPackCount('SMALL 4" x 3" - 2 stickers')).toBe(2);
    expect(inferPackCount('LARGE 6x4 3pack')).toBe(3);
    expect(inferPackCount('pack of 3, 2.5 inches wide')).toBe(3);
    expect(inferPackCount('10 by 5 cm - 3 stickers')).toBe(3);
  });

  it('reads no count from any "SIZE W x H Sticker" or decimal, and the count after one', () => {
    const decimal = fc.tuple(fc.nat(99), fc.integer({ min: 1, max: 99 })).map(([a, b]) => `${a}.${b}`);
    const side = fc.oneof(fc.integer({ min: 1, max: 99 }).map(String), decimal);
    fc.assert(
      fc.property(
        fc.constantFrom('SMALL', 'MICRO', 'LARGE', ''),
        side,
        side,
        fc.constantFrom('', '"', ' in', 'cm'),
        fc.constantFrom(' x ', 'x', ' X ', ' × ', ' by '),
        fc.integer({ min: 2, max: 10 }),
        decimal,
        (size, w, h, unit, by, n, d) => {
          expect(inferPackCount(`${size} ${w}${unit}${by}${h}${unit} Sticker`)).toBe(1);
          expect(inferPackCount(`${size} ${w}${unit}${by}${h}${unit} Stickers`)).toBe(1);
          expect(inferPackCount(`${size} ${w}${unit}${by}${h}${unit} - ${n} stickers`)).toBe(n);
          expect(inferPackCount(`${d} stickers`)).toBe(1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('falls through to a later pattern when an earlier one gives an unbelievable count', () => {
    expect(inferPackCount('20 stickers, pack of 4')).toBe(4);
  });

  it('always returns 1 or a count between 2 and 10, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: 'grapheme' }),
          fc.nat(50).map((n) => `pack of ${n}`),
        ),
        (text) => {
          const n = inferPackCount(text);
          expect(n === 1 || (Number.isInteger(n) && n >= 2 && n <= 10)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('returns exactly the count of "N stickers" when N is between 2 and 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (n) => {
        expect(inferPackCount(`${n} stickers`)).toBe(n >= 2 && n <= 10 ? n : 1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('clampPackCount', () => {
  it('keeps an edited pack count between 1 and 20', () => {
    expect(PACK_COUNT_RANGE).toEqual({ min: 1, max: 20 });
    expect(clampPackCount(1)).toBe(1);
    expect(clampPackCount(20)).toBe(20);
    expect(clampPackCount(21)).toBe(20);
    expect(clampPackCount(0)).toBe(1);
    expect(clampPackCount(-3)).toBe(1);
  });

  it('truncates fractions and reads numeric text', () => {
    expect(clampPackCount(4.9)).toBe(4);
    expect(clampPackCount('6')).toBe(6);
  });

  it('turns anything that is not a number into 1', () => {
    expect(clampPackCount('abc')).toBe(1);
    expect(clampPackCount(Number.NaN)).toBe(1);
    expect(clampPackCount(undefined)).toBe(1);
    expect(clampPackCount(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('resizeSetDesigns', () => {
  it('pads the extra designs to quantity - 1 entries with blanks', () => {
    expect(resizeSetDesigns(['a.svg'], 4)).toEqual(['a.svg', '', '']);
  });

  it('truncates the extra designs to quantity - 1 entries', () => {
    expect(resizeSetDesigns(['a.svg', 'b.svg', 'c.svg'], 2)).toEqual(['a.svg']);
  });

  it('leaves no extra designs for a quantity of 1 or less, or not a number', () => {
    expect(resizeSetDesigns(['a.svg'], 1)).toEqual([]);
    expect(resizeSetDesigns(['a.svg'], 0)).toEqual([]);
    expect(resizeSetDesigns(['a.svg'], Number.NaN)).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const values = ['a.svg', 'b.svg'];
    resizeSetDesigns(values, 1);
    expect(values).toEqual(['a.svg', 'b.svg']);
  });
});
