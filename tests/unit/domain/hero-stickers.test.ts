import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_HERO_CYCLE,
  HERO_ACCENT_COLOR_INDEXES,
  HERO_DEFAULT_STICKER_PX,
  HERO_EXCLUDED_IDS,
  HERO_LOGO,
  HERO_MIN_CANDIDATES,
  HERO_NOT_ENOUGH_MESSAGE,
  HERO_PHASE_MS,
  HERO_PHASES,
  HERO_PORT_POSITIONS,
  HERO_PORTS,
  HERO_PREFERRED_SIZES,
  hasEnoughCandidates,
  heroCandidates,
  heroLogoCard,
  heroStickerCard,
  heroStickerPx,
  nextHeroPick,
  offeredSizes,
  pickColorIndex,
  pickHeroSize,
  heroSizeChoices,
  heroArtwork,
  rewiggleDelayMs,
  wiggleCount,
  type HeroCycle,
  type RandomSource,
} from '../../../src/domain/hero-stickers.ts';
import { SIZE_ORDER, compareSizes, type SizeName } from '../../../src/domain/sizes.ts';
import type { ListingSummary } from '../../../src/contracts/listing.ts';
import { HERO_FALLBACK_FETCH_LIMITS } from '../../../src/contracts/smart-loading.ts';
import { toArtworkListing } from '../../../src/db/projections.ts';
import { listingSummary, sizesOf } from '../../fixtures/scene-listings.ts';
import { createRandom } from '../../../scripts/seed/random.ts';

/** A seeded source (the demo shop's mulberry32), so every run draws the same numbers. */
const mulberry32 = (seed: number): RandomSource => createRandom(seed).next;

/** A source that replays the given draws in a loop. */
const draws = (...values: number[]): RandomSource => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

/** A source that fails the test when it is drawn from. */
const noDraw: RandomSource = () => {
  throw new Error('drew a random number');
};

/** A source that counts its draws. */
function counting(value = 0.5) {
  const source = Object.assign(
    () => {
      source.calls += 1;
      return value;
    },
    { calls: 0 },
  );
  return source;
}

const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

/** A listing offering exactly these sizes (in available_sizes, variations and dimensions). */
const offering = (sizes: readonly SizeName[], id = 1): ListingSummary =>
  listingSummary({ etsyListingId: id, ...sizesOf(sizes.map((name, i) => ({ name, width: i + 1, height: (i + 1) / 2 }))) });

const share = (picks: readonly unknown[], value: unknown) => picks.filter((p) => p === value).length / picks.length;

describe('ports and the logo', () => {
  it('has the left, center and right ports at the spec positions', () => {
    expect([...HERO_PORTS]).toEqual(['left', 'center', 'right']);
    expect(HERO_PORT_POSITIONS).toEqual({ left: { x: 27, y: 75 }, center: { x: 46, y: 60 }, right: { x: 64, y: 75 } });
  });

  it('shows the logo in the center at MEDIUM in the default colour', () => {
    expect(HERO_LOGO).toMatchObject({ port: 'center', size: 'MEDIUM', colorIndex: 0, svgPath: '/logo.svg' });
    expect(heroLogoCard()).toEqual({
      id: 'logo',
      title: HERO_LOGO.title,
      svgPath: '/logo.svg',
      size: 'MEDIUM',
      colorIndex: 0,
      width: 200,
      height: 120,
      portId: 'center',
      phase: 'hidden',
      stickerData: null,
    });
  });
});

describe('heroCandidates', () => {
  it('excludes the two hard-excluded listing ids', () => {
    expect([...HERO_EXCLUDED_IDS]).toEqual([1327319473, 855766109]);
    const listings = [1327319473, 42, 855766109].map((id) => listingSummary({ etsyListingId: id }));
    expect(heroCandidates(listings).map((l) => l.etsyListingId)).toEqual([42]);
  });

  it('drops listings without an artwork path, blank ones included', () => {
    const listings = [
      listingSummary({ etsyListingId: 1 }),
      listingSummary({ etsyListingId: 2, svgPath: null }),
      listingSummary({ etsyListingId: 3, svgPath: '' }),
      listingSummary({ etsyListingId: 4, svgPath: '   ' }),
      listingSummary({ etsyListingId: 5 }),
    ];
    expect(heroCandidates(listings).map((l) => l.etsyListingId)).toEqual([1, 5]);
  });

  it('keeps exactly the listings with artwork and an allowed id, in order', () => {
    const id = fc.oneof(fc.constantFrom(...HERO_EXCLUDED_IDS), fc.integer({ min: 1, max: 1000 }));
    const path = fc.constantFrom(null, '', ' ', '/artwork/a.svg');
    fc.assert(
      fc.property(fc.array(fc.tuple(id, path), { maxLength: 20 }), (specs) => {
        const listings = specs.map(([etsyListingId, svgPath]) => listingSummary({ etsyListingId, svgPath }));
        const kept = heroCandidates(listings);
        const expected = listings.filter((l) => l.svgPath === '/artwork/a.svg' && !(HERO_EXCLUDED_IDS as readonly number[]).includes(l.etsyListingId));
        expect(kept).toEqual(expected);
      }),
    );
  });

  it('needs at least two candidates, with the spec message otherwise', () => {
    expect(HERO_MIN_CANDIDATES).toBe(2);
    expect(HERO_NOT_ENOUGH_MESSAGE).toBe('Not enough stickers with SVG paths found');
    expect(hasEnoughCandidates([])).toBe(false);
    expect(hasEnoughCandidates([listingSummary({ etsyListingId: 1 })])).toBe(false);
    expect(hasEnoughCandidates([listingSummary({ etsyListingId: 1 }), listingSummary({ etsyListingId: 2 })])).toBe(true);
  });

  it('falls back to fetches of 200 and then 100 listings', () => {
    expect([...HERO_FALLBACK_FETCH_LIMITS]).toEqual([200, 100]);
  });
});

describe('what the hero is sent of a candidate', () => {
  const anySizes = fc.subarray([...SIZE_ORDER], { minLength: 0 });

  it('is every size pickHeroSize can choose, and nothing it never draws', () => {
    fc.assert(
      fc.property(anySizes, unit, (sizes, r) => {
        const listing = offering(sizes);
        expect(heroSizeChoices(listing)).toContain(pickHeroSize(listing, () => r));
      }),
    );
    expect(heroSizeChoices(offering(['ATOM', 'MICRO', 'SMALL', 'LARGE']))).toEqual(['MICRO', 'ATOM']);
    expect(heroSizeChoices(offering(['MEDIUM', 'SMALL']))).toEqual(['SMALL']);
  });

  it('keeps the dimensions of those sizes only, so the hero draws each candidate as it did with all seven', () => {
    fc.assert(
      fc.property(anySizes, unit, (sizes, r) => {
        const full = toArtworkListing(offering(sizes));
        if (!full) return;
        const sent = heroArtwork(full);
        expect(Object.keys(sent.dimensions).sort()).toEqual(
          heroSizeChoices(full)
            .filter((s) => full.dimensions[s])
            .sort(),
        );
        const size = pickHeroSize(full, () => r);
        expect(pickHeroSize(sent, () => r)).toBe(size);
        expect(sent.dimensions[size]).toEqual(full.dimensions[size]);
      }),
    );
  });
});

describe('pickHeroSize', () => {
  it('prefers MICRO, NANO, PIXEL and ATOM', () => {
    expect([...HERO_PREFERRED_SIZES]).toEqual(['MICRO', 'NANO', 'PIXEL', 'ATOM']);
  });

  it('picks MICRO below 0.7 and the other preferred size from 0.7 on', () => {
    const listing = offering(['MICRO', 'NANO', 'SMALL']);
    expect(pickHeroSize(listing, () => 0)).toBe('MICRO');
    expect(pickHeroSize(listing, () => 0.6999)).toBe('MICRO');
    expect(pickHeroSize(listing, () => 0.7)).toBe('NANO');
    expect(pickHeroSize(listing, () => 0.9999)).toBe('NANO');
  });

  it('splits the remaining 0.3 equally between the other preferred sizes offered, in preference order', () => {
    const listing = offering(['ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL']);
    expect(pickHeroSize(listing, () => 0.75)).toBe('NANO');
    expect(pickHeroSize(listing, () => 0.85)).toBe('PIXEL');
    expect(pickHeroSize(listing, () => 0.95)).toBe('ATOM');
  });

  it('always picks MICRO when it is the only preferred size, without drawing', () => {
    expect(pickHeroSize(offering(['MICRO', 'SMALL', 'LARGE']), noDraw)).toBe('MICRO');
  });

  it('shares the picks equally between the preferred sizes when MICRO is not offered', () => {
    const listing = offering(['ATOM', 'NANO', 'MEDIUM']);
    expect(pickHeroSize(listing, () => 0.49)).toBe('NANO');
    expect(pickHeroSize(listing, () => 0.5)).toBe('ATOM');
  });

  it('falls back to the smallest size offered when none is preferred, and MICRO when none is offered', () => {
    expect(pickHeroSize(offering(['MEDIUM', 'SMALL', 'LARGE']), noDraw)).toBe('SMALL');
    expect(pickHeroSize(listingSummary({ etsyListingId: 1, available_sizes: [], sizeVariations: [], dimensions: {} }), noDraw)).toBe('MICRO');
  });

  it('reads the offered sizes from available sizes, then variations, then dimensions', () => {
    const base = { etsyListingId: 1, available_sizes: [], sizeVariations: [], dimensions: {} };
    expect(offeredSizes(listingSummary({ ...base, available_sizes: ['SMALL', 'med', 'NANO'] }))).toEqual(['NANO', 'SMALL', 'MEDIUM']);
    expect(
      offeredSizes(
        listingSummary({
          ...base,
          sizeVariations: [
            { id: 1, value: 'LAR 9" x 4"' },
            { id: 2, value: 'Pixel 1" x 0.5"' },
          ],
        }),
      ),
    ).toEqual(['PIXEL', 'LARGE']);
    expect(offeredSizes(listingSummary({ ...base, dimensions: { SMALL: { width: 3, height: 2, unit: 'inches', source: 'manual' } } }))).toEqual(['SMALL']);
  });

  describe('always picks an offered size', () => {
    const isPreferred = (s: SizeName) => (HERO_PREFERRED_SIZES as readonly string[]).includes(s);
    // 'MAX' is left out: marketplace text reads it as JUMBO, so a listing never lists it as its own size.
    const listable = SIZE_ORDER.filter((s) => s !== 'MAX');

    it('a preferred one when any is offered', () => {
      const sizes = fc.uniqueArray(fc.constantFrom(...listable), { minLength: 1 }).filter((offered) => offered.some(isPreferred));
      fc.assert(
        fc.property(sizes, unit, (offered, r) => {
          expect(offered.filter(isPreferred)).toContain(pickHeroSize(offering(offered), () => r));
        }),
      );
    });

    it('else the smallest', () => {
      const sizes = fc.uniqueArray(fc.constantFrom(...listable.filter((s) => !isPreferred(s))), { minLength: 1 });
      fc.assert(
        fc.property(sizes, unit, (offered, r) => {
          expect(pickHeroSize(offering(offered), () => r)).toBe([...offered].sort(compareSizes)[0]);
        }),
      );
    });
  });

  it('uses at most one draw', () => {
    const random = counting(0.9);
    pickHeroSize(offering(['ATOM', 'MICRO']), random);
    expect(random.calls).toBe(1);
  });

  it('gives MICRO about 70% of many seeded picks and each other size an equal share of the rest', () => {
    const listing = offering(['ATOM', 'PIXEL', 'NANO', 'MICRO']);
    const random = mulberry32(20240601);
    const picks = Array.from({ length: 20_000 }, () => pickHeroSize(listing, random));
    expect(Math.abs(share(picks, 'MICRO') - 0.7)).toBeLessThan(0.015);
    for (const size of ['NANO', 'PIXEL', 'ATOM']) expect(Math.abs(share(picks, size) - 0.1)).toBeLessThan(0.01);
  });
});

describe('pickColorIndex', () => {
  it('picks colour 0 below 0.35 and the accents from 0.35 on', () => {
    expect(pickColorIndex(() => 0)).toBe(0);
    expect(pickColorIndex(() => 0.3499)).toBe(0);
    expect(pickColorIndex(() => 0.35)).toBe(3);
    expect(pickColorIndex(() => 0.9999)).toBe(13);
  });

  it('picks from {3, 4, 7, 8, 10, 11, 12, 13} otherwise', () => {
    expect([...HERO_ACCENT_COLOR_INDEXES]).toEqual([3, 4, 7, 8, 10, 11, 12, 13]);
  });

  it('always answers 0 or one of the eight accent indexes', () => {
    fc.assert(
      fc.property(unit, (r) => {
        const index = pickColorIndex(() => r);
        expect(index === 0 || (HERO_ACCENT_COLOR_INDEXES as readonly number[]).includes(index)).toBe(true);
      }),
    );
  });

  it('chooses colour 0 about 35% of the time and every accent about equally often', () => {
    const random = mulberry32(7);
    const picks = Array.from({ length: 20_000 }, () => pickColorIndex(random));
    expect(Math.abs(share(picks, 0) - 0.35)).toBeLessThan(0.015);
    for (const index of HERO_ACCENT_COLOR_INDEXES) expect(Math.abs(share(picks, index) - 0.65 / 8)).toBeLessThan(0.01);
  });
});

describe('heroStickerPx', () => {
  it('reads dimensions of 20 inches or less as inches: 96 px per inch plus 48', () => {
    expect(heroStickerPx({ width: 2, height: 1 })).toEqual({ width: 240, height: 144 });
    expect(heroStickerPx({ width: 20, height: 20 })).toEqual({ width: 1968, height: 1968 });
  });

  it('reads larger values as pixels plus 24, both sides together', () => {
    expect(heroStickerPx({ width: 20.5, height: 10 })).toEqual({ width: 45, height: 34 });
    expect(heroStickerPx({ width: 300, height: 200 })).toEqual({ width: 324, height: 224 });
  });

  it('is 200 x 120 without a usable dimension', () => {
    expect(HERO_DEFAULT_STICKER_PX).toEqual({ width: 200, height: 120 });
    expect(heroStickerPx(undefined)).toEqual({ width: 200, height: 120 });
    expect(heroStickerPx(null)).toEqual({ width: 200, height: 120 });
    expect(heroStickerPx({ width: 0, height: 2 })).toEqual({ width: 200, height: 120 });
    expect(heroStickerPx({ width: Number.POSITIVE_INFINITY, height: 2 })).toEqual({ width: 200, height: 120 });
  });

  it('rounds to whole pixels', () => {
    expect(heroStickerPx({ width: 1.3, height: 0.55 })).toEqual({ width: 173, height: 101 });
  });

  it('switches from inches to pixels exactly above 20 on the larger side', () => {
    const side = fc.double({ min: 0.01, max: 500, noNaN: true });
    fc.assert(
      fc.property(side, side, (width, height) => {
        const px = heroStickerPx({ width, height });
        const inches = Math.max(width, height) <= 20;
        expect(px.width).toBe(Math.round(inches ? width * 96 + 48 : width + 24));
        expect(px.height).toBe(Math.round(inches ? height * 96 + 48 : height + 24));
      }),
    );
  });
});

describe('nextHeroPick', () => {
  const candidates = (n: number) => Array.from({ length: n }, (_, i) => listingSummary({ etsyListingId: 100 + i }));

  it('shows every candidate once before any repeats, then resets', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(unit, { minLength: 1, maxLength: 30 }), (n, values) => {
        const list = candidates(n);
        const random = draws(...values);
        let cycle: HeroCycle = EMPTY_HERO_CYCLE;
        const ids: number[] = [];
        for (let i = 0; i < n; i++) {
          const next = nextHeroPick(cycle, list, random);
          ids.push(next.listing!.etsyListingId);
          cycle = next.cycle;
        }
        expect([...ids].sort()).toEqual(list.map((l) => l.etsyListingId));
        const after = nextHeroPick(cycle, list, random);
        expect(after.cycle.shown).toEqual([after.listing!.etsyListingId]);
      }),
    );
  });

  it('never picks a listing on screen while another is available, and never repeats within a cycle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 10 }), fc.array(unit, { minLength: 1, maxLength: 40 }), (n, values) => {
        const list = candidates(n);
        const random = draws(...values);
        let cycle: HeroCycle = EMPTY_HERO_CYCLE;
        const ports: [number, number] = [0, 0];
        for (let step = 0; step < 3 * n; step++) {
          const port = step % 2;
          const next = nextHeroPick(cycle, list, random, ports);
          expect(ports).not.toContain(next.listing!.etsyListingId);
          expect(new Set(next.cycle.shown).size).toBe(next.cycle.shown.length);
          ports[port] = next.listing!.etsyListingId;
          cycle = next.cycle;
        }
      }),
    );
  });

  it('starts a new cycle when the only unseen candidates are on screen', () => {
    const [a, b, c] = candidates(3);
    const next = nextHeroPick({ shown: [a!.etsyListingId, b!.etsyListingId] }, [a!, b!, c!], () => 0, [c!.etsyListingId]);
    expect(next.listing).toBe(a);
    expect(next.cycle).toEqual({ shown: [a!.etsyListingId] });
  });

  it('repeats a listing on screen when every candidate is on screen', () => {
    const [a, b] = candidates(2);
    const next = nextHeroPick(EMPTY_HERO_CYCLE, [a!, b!], () => 0.99, [a!.etsyListingId, b!.etsyListingId]);
    expect(next.listing).toBe(b);
  });

  it('answers null and keeps the cycle without candidates', () => {
    const cycle = { shown: [1] };
    expect(nextHeroPick(cycle, [], noDraw)).toEqual({ listing: null, cycle });
  });

  it('leaves the given cycle unchanged', () => {
    const cycle = Object.freeze({ shown: Object.freeze([100]) });
    const next = nextHeroPick(cycle, candidates(3), () => 0);
    expect(cycle.shown).toEqual([100]);
    expect(next.cycle.shown).toEqual([100, 101]);
  });

  it('ignores ids in the cycle that are no longer candidates', () => {
    const list = candidates(2);
    const next = nextHeroPick({ shown: [999, 100] }, list, () => 0);
    expect(next.listing).toBe(list[1]);
  });

  it('uses one draw per pick', () => {
    const random = counting();
    nextHeroPick(EMPTY_HERO_CYCLE, candidates(4), random);
    expect(random.calls).toBe(1);
  });
});

describe('heroStickerCard', () => {
  it('makes a hidden card with the hero size, colour and pixel size of the listing', () => {
    const listing = toArtworkListing(
      listingSummary({
        etsyListingId: 77,
        title: 'T-Rex',
        ...sizesOf([
          { name: 'MICRO', width: 2, height: 1 },
          { name: 'SMALL', width: 4, height: 2 },
        ]),
      }),
    )!;
    expect(heroStickerCard(listing, 'left', () => 0)).toEqual({
      id: '77',
      title: 'T-Rex',
      svgPath: listing.svgPath,
      size: 'MICRO',
      colorIndex: 0,
      width: 240,
      height: 144,
      portId: 'left',
      phase: 'hidden',
      stickerData: listing,
    });
  });

  it('draws the size first and the colour second', () => {
    const listing = toArtworkListing(offering(['NANO', 'MICRO']))!;
    const card = heroStickerCard(listing, 'right', draws(0.9, 0.5));
    expect(card.size).toBe('NANO');
    expect(card.colorIndex).toBe(pickColorIndex(() => 0.5));
  });
});

describe('sticker phases', () => {
  it('goes hidden, growing, wiggling, attached, falling', () => {
    expect([...HERO_PHASES]).toEqual(['hidden', 'growing', 'wiggling', 'attached', 'falling']);
    expect(HERO_PHASE_MS.rewiggle).toBe(200);
  });

  it('wiggles a whole number of times from 2 to 5, each reachable', () => {
    expect(wiggleCount(() => 0)).toBe(2);
    expect(wiggleCount(() => 0.9999)).toBe(5);
    fc.assert(
      fc.property(unit, (r) => {
        expect([2, 3, 4, 5]).toContain(wiggleCount(() => r));
      }),
    );
    const random = mulberry32(3);
    expect(new Set(Array.from({ length: 200 }, () => wiggleCount(random)))).toEqual(new Set([2, 3, 4, 5]));
  });

  it('re-wiggles after a whole number of ms from 2000 to 3000', () => {
    expect(rewiggleDelayMs(() => 0)).toBe(2000);
    expect(rewiggleDelayMs(() => 0.9999999)).toBe(3000);
    fc.assert(
      fc.property(unit, (r) => {
        const ms = rewiggleDelayMs(() => r);
        expect(Number.isInteger(ms) && ms >= 2000 && ms <= 3000).toBe(true);
      }),
    );
  });
});

describe('toArtworkListing', () => {
  it('keeps artwork, offered sizes smallest first and their dimensions only', () => {
    const summary = listingSummary({
      etsyListingId: 9,
      ...sizesOf([
        { name: 'SMALL', width: 4, height: 2 },
        { name: 'MICRO', width: 2, height: 1 },
      ]),
    });
    const artwork = toArtworkListing(summary)!;
    expect(artwork.available_sizes).toEqual(['MICRO', 'SMALL']);
    expect(artwork.dimensions).toEqual({ MICRO: { width: 2, height: 1 }, SMALL: { width: 4, height: 2 } });
    expect(Object.keys(artwork).sort()).toEqual(['available_sizes', 'category', 'dimensions', 'etsyListingId', 'slug', 'svgPath', 'title']);
  });

  it('is null without artwork', () => {
    expect(toArtworkListing(listingSummary({ etsyListingId: 1, svgPath: null }))).toBeNull();
    expect(toArtworkListing(listingSummary({ etsyListingId: 2, svgPath: '  ' }))).toBeNull();
  });
});
