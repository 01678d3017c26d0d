import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLORS, DEFAULT_COLOR } from '~/domain/colors.ts';
import { HERO_ACCENT_COLOR_INDEXES, heroStickerPx } from '~/domain/hero-stickers.ts';
import {
  HERO_FRAME_RECYCLE_MS,
  HERO_FRAME_TEST_EXCLUDED_IDS,
  HERO_FRAME_TEST_LIMIT,
  HERO_FRAME_TEST_SIZE,
  FRAME_PIECE_LABELS,
  FRAME_PIECES,
  HERO_FRAME_IRIS_MS,
  HERO_FRAME_RECENT_LIMIT,
  HERO_FRAME_TEST_SMART_LIMIT,
  IRIS_STATES,
  frameStickerBox,
  irisTarget,
  pickStickerTint,
  rememberShown,
  selectPiece,
  testPageStickers,
} from '~/domain/hero-frame-machine.ts';
import { colorsOf } from '../../fixtures/scene-listings.ts';

const constant = (value: number) => () => value;
const draw = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('frame pieces', () => {
  it('offers six selectable pieces, each with its own name, leaving the upper corners to the buttons', () => {
    expect(FRAME_PIECES).toHaveLength(6);
    expect(FRAME_PIECES).not.toContain('top-left');
    expect(FRAME_PIECES).not.toContain('top-right');
    expect(new Set(FRAME_PIECES.map((p) => FRAME_PIECE_LABELS[p])).size).toBe(FRAME_PIECES.length);
  });

  it('selects the clicked piece, moves the selection to another and clears it on a second click', () => {
    expect(selectPiece(null, 'top')).toBe('top');
    expect(selectPiece('top', 'left')).toBe('left');
    expect(selectPiece('left', 'left')).toBeNull();
  });
});

describe('the iris', () => {
  it('rests open after opening and closed after closing', () => {
    expect(IRIS_STATES.map(irisTarget)).toEqual(['closed', 'open', 'open', 'closed']);
  });

  it('is closed before the recycle fetches, so a new sticker is never swapped in view', () => {
    expect(HERO_FRAME_IRIS_MS.close).toBeLessThan(HERO_FRAME_RECYCLE_MS.fetchAfter);
    expect(HERO_FRAME_RECYCLE_MS).toEqual({ fetchAfter: 800, reopenAfter: 500 });
  });
});

describe('rememberShown', () => {
  it('puts the shown listing last and keeps each id once', () => {
    expect(rememberShown([], 5)).toEqual([5]);
    expect(rememberShown([1, 2, 3], 2)).toEqual([1, 3, 2]);
  });

  it('forgets the oldest past the limit', () => {
    expect(rememberShown([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
    expect(rememberShown([1], 2, 0)).toEqual([]);
  });

  it('always ends with the listing on screen and never holds more than the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 40 })), fc.integer({ min: 1, max: 40 }), (ids, id) => {
        const recent = ids.reduce<number[]>((acc, i) => rememberShown(acc, i), []);
        const next = rememberShown(recent, id);
        expect(next.at(-1)).toBe(id);
        expect(next.length).toBeLessThanOrEqual(HERO_FRAME_RECENT_LIMIT);
        expect(new Set(next).size).toBe(next.length);
      }),
    );
  });
});

describe('frameStickerBox', () => {
  it('fits a square sticker in the round window with its diagonal at 86 % of the diameter', () => {
    expect(frameStickerBox({ width: 2, height: 2 })).toEqual({ width: 60.8, height: 60.8 });
  });

  it('keeps the hero sticker shape, and the default 200 x 120 without a dimension', () => {
    const box = frameStickerBox(undefined);
    expect(box.width / box.height).toBeCloseTo(200 / 120, 2);
    expect(box.width).toBeGreaterThan(box.height);
  });

  it('never lets any shape out of the circle', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 400, noNaN: true }), fc.double({ min: 0.1, max: 400, noNaN: true }), (width, height) => {
        const box = frameStickerBox({ width, height });
        const px = heroStickerPx({ width, height });
        expect(Math.hypot(box.width, box.height)).toBeLessThanOrEqual(86.2);
        // The shape's proportions, up to the box's rounding to tenths (each side off by 0.05 at most).
        expect(Math.abs(box.width * px.height - box.height * px.width)).toBeLessThanOrEqual(0.05 * (px.width + px.height) + 1e-9);
      }),
    );
  });
});

describe('pickStickerTint', () => {
  const offering = (values: string[]) => ({ colorVariations: colorsOf(values) });

  it("keeps the hero's pick when the listing offers it, named as the listing names it", () => {
    expect(pickStickerTint(offering(['Black', 'Red']), constant(0))).toEqual({ name: 'Black', hex: DEFAULT_COLOR.hex });
    // 0.5 is past the default's 35 %: an accent colour (Orange, the second of eight).
    const wanted = COLORS[HERO_ACCENT_COLOR_INDEXES[Math.floor(((0.5 - 0.35) / 0.65) * 8)]!]!;
    expect(pickStickerTint(offering(['Black (Matte)', wanted.name]), constant(0.5))).toEqual({ name: wanted.name, hex: wanted.hex });
  });

  it('gives an accent the listing lacks up for one of the hero accents it offers', () => {
    // 0.5 wants Orange; of the hero's accents the listing offers Red and Blue, and the same draw picks Red.
    expect(pickStickerTint(offering(['Black (Matte)', 'White (Matte)', 'Red', 'Blue']), constant(0.5))).toEqual({ name: 'Red', hex: COLORS[3]!.hex });
    expect(pickStickerTint(offering(['Black (Matte)', 'White (Matte)', 'Red', 'Blue']), constant(0.99))).toEqual({ name: 'Blue', hex: COLORS[11]!.hex });
  });

  it('falls back to the first official colour the listing offers', () => {
    expect(pickStickerTint(offering(['Sparkle', 'Sky Blue', 'Red']), constant(0))).toEqual({ name: 'Sky Blue', hex: '#4aa8e0' });
    expect(pickStickerTint(offering(['White (Matte)', 'Gold Metallic']), constant(0.6))).toEqual({ name: 'White (Matte)', hex: COLORS[1]!.hex });
  });

  it('draws with one number from the random source', () => {
    let draws = 0;
    pickStickerTint(offering(['Red', 'Blue']), () => (draws++, 0.7));
    expect(draws).toBe(1);
  });

  it("uses the hero's pick as it is when the listing names no colours", () => {
    expect(pickStickerTint(offering([]), constant(0.99))).toEqual({ name: COLORS[13]!.name, hex: COLORS[13]!.hex });
  });

  it('names an offered colour whenever the listing offers any', () => {
    fc.assert(
      fc.property(
        fc.subarray(
          COLORS.map((c) => c.name),
          { minLength: 1 },
        ),
        draw,
        (names, r) => {
          expect(names).toContain(pickStickerTint(offering(names), constant(r)).name);
        },
      ),
    );
  });
});

describe('testPageStickers', () => {
  const withId = (id: number, svgPath: string | null = `/artwork/x/${id}.svg`) => ({ etsyListingId: id, svgPath });

  it('leaves out listings 1327319473 and 855766109, those without artwork and repeats', () => {
    const listings = [withId(1327319473), withId(1), withId(2, null), withId(855766109), withId(3, '  '), withId(1), withId(4)];
    expect(testPageStickers(listings).map((l) => l.etsyListingId)).toEqual([1, 4]);
    expect([...HERO_FRAME_TEST_EXCLUDED_IDS]).toEqual([1327319473, 855766109]);
  });

  it('keeps at most 100, in the order given', () => {
    const listings = Array.from({ length: 130 }, (_, i) => withId(i + 1));
    const kept = testPageStickers(listings);
    expect(kept).toHaveLength(HERO_FRAME_TEST_LIMIT);
    expect(kept[0]!.etsyListingId).toBe(1);
    expect(kept.at(-1)!.etsyListingId).toBe(100);
  });

  it('asks the smart load for enough listings that the excluded pair cannot leave it short', () => {
    expect(HERO_FRAME_TEST_SMART_LIMIT).toBe(HERO_FRAME_TEST_LIMIT + 2);
  });
});

describe('hero frame machine', () => {
  it('closes the iris, fetches 800 ms later and reopens 500 ms after that', () => {
    expect(HERO_FRAME_RECYCLE_MS).toEqual({ fetchAfter: 800, reopenAfter: 500 });
  });

  it('leaves listings 1327319473 and 855766109 out of its test page of up to 100 MICRO stickers', () => {
    expect([...HERO_FRAME_TEST_EXCLUDED_IDS]).toEqual([1327319473, 855766109]);
    expect(HERO_FRAME_TEST_LIMIT).toBe(100);
    expect(HERO_FRAME_TEST_SIZE).toBe('MICRO');
  });
});
