import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, priceFrom } from '~/domain/price.ts';
import {
  FALLBACK_STICKER_MESSAGE,
  fallbackSceneListing,
  flipPattern,
  isBuilderEligible,
  overlaps,
  packLayout,
  placementFor,
  sceneTotal,
  unpricedNote,
  lineFigures,
  setLayout,
  shoppingList,
  stickerSizePx,
  toSceneListing,
  type PriceLookup,
  type Scene,
  type SceneSticker,
} from '~/domain/scene.ts';
import { LISTINGS, NO_DIMENSIONS, PACK, SET, SINGLE, listingSummary, sizesOf } from '../../fixtures/scene-listings.ts';

describe('toSceneListing', () => {
  it('offers the sizes that have a dimension, smallest first, with their variation text and id', () => {
    expect(LISTINGS.single.sizeOptions).toEqual([
      { name: 'NANO', value: 'NANO 1" x 0.5"', id: 902, packCount: 1 },
      { name: 'MICRO', value: 'MICRO 2" x 1"', id: 903, packCount: 1 },
      { name: 'SMALL', value: 'SMALL 4" x 2"', id: 904, packCount: 1 },
    ]);
  });

  it("takes a size's pack count from its size entry", () => {
    expect(LISTINGS.pack.sizeOptions.map((o) => [o.name, o.packCount])).toEqual([
      ['MICRO', 4],
      ['SMALL', 2],
      ['MEDIUM', 1],
    ]);
  });

  it('reads the pack count from the variation text when the size entry is missing or says 1', () => {
    expect(toSceneListing({ ...PACK, sizes: [] })?.sizeOptions.map((o) => o.packCount)).toEqual([4, 2, 1]);
    const countless = PACK.sizes.map((entry) => ({ ...entry, packCount: 1 }));
    expect(toSceneListing({ ...PACK, sizes: countless })?.sizeOptions.map((o) => o.packCount)).toEqual([4, 2, 1]);
  });

  it('believes a size entry’s count over the variation text', () => {
    const sizes = PACK.sizes.map((entry) => (entry.name === 'MEDIUM' ? { ...entry, packCount: 3 } : entry));
    expect(toSceneListing({ ...PACK, sizes })?.sizeOptions.map((o) => o.packCount)).toEqual([4, 2, 3]);
  });

  it('leaves out a size without a usable dimension', () => {
    const summary = listingSummary({
      etsyListingId: 1,
      ...sizesOf([{ name: 'MICRO', width: 2, height: 1 }]),
      sizeVariations: [
        { id: 1, value: 'MICRO' },
        { id: 2, value: 'LARGE' },
      ],
    });
    expect(toSceneListing(summary)?.sizeOptions.map((o) => o.name)).toEqual(['MICRO']);
  });

  it('measures a size from its size entry when the dimensions map has nothing for it', () => {
    const summary = listingSummary({
      etsyListingId: 2,
      dimensions: {},
      sizes: [{ name: 'MICRO', width: 2.5, height: 1.5, price: null, sku: '', packCount: 1, enabled: true }],
      sizeVariations: [{ id: 5, value: 'MICRO' }],
    });
    expect(toSceneListing(summary)?.dimensions.MICRO).toMatchObject({ width: 2.5, height: 1.5 });
  });

  it('answers null for a listing without valid dimensions, and the spec names the refusal', () => {
    expect(toSceneListing(NO_DIMENSIONS)).toBeNull();
    expect(FALLBACK_STICKER_MESSAGE).toBe('Sticker has no valid dimensions - cannot be added to scene builder');
  });

  it('offers Black, White and Red when the listing has no colours', () => {
    expect(LISTINGS.noColors.colorOptions).toEqual([
      { id: null, value: 'Black' },
      { id: null, value: 'White' },
      { id: null, value: 'Red' },
    ]);
  });

  it("keeps a set's design dimensions and paths", () => {
    expect(LISTINGS.set).toMatchObject({ isSet: true, setQuantity: 3, svgPaths: ['/artwork/cryptids/b.svg', '/artwork/cryptids/c.svg'] });
    expect(LISTINGS.set.dimensions.SMALL_design3).toMatchObject({ width: 4, height: 4 });
  });

  it('drops corrupted size keys of a TRUEscale listing', () => {
    const base = sizesOf([{ name: 'MICRO', width: 2, height: 1 }]);
    const dimensions = {
      ...base.dimensions,
      SMALL_extra: { width: 9, height: 9, unit: 'inches' as const, source: 'manual' as const },
      'MEDIUM\n---': { width: 9, height: 9, unit: 'inches' as const, source: 'manual' as const },
      'LARGE ---': { width: 9, height: 9, unit: 'inches' as const, source: 'manual' as const },
      MICRO_design2: { width: 1, height: 1, unit: 'inches' as const, source: 'manual' as const },
    };
    const sizeVariations = [...base.sizeVariations, { id: 1, value: 'SMALL' }, { id: 2, value: 'MEDIUM' }, { id: 3, value: 'LARGE' }];
    const trueScale = toSceneListing(listingSummary({ etsyListingId: 3, ...base, dimensions, sizeVariations, isTrueScale: true }));
    expect(Object.keys(trueScale!.dimensions).sort()).toEqual(['MICRO', 'MICRO_design2']);
    expect(trueScale!.sizeOptions.map((o) => o.name)).toEqual(['MICRO']);
    // Other listings read what they can from such keys.
    const plain = toSceneListing(listingSummary({ etsyListingId: 4, ...base, dimensions, sizeVariations }));
    expect(plain!.sizeOptions.map((o) => o.name)).toEqual(['MICRO', 'MEDIUM', 'LARGE']);
  });

  it('prefers an exact size key to an alias of the same size', () => {
    const dimensions = {
      MED: { width: 9, height: 9, unit: 'inches' as const, source: 'manual' as const },
      MEDIUM: { width: 5, height: 4, unit: 'inches' as const, source: 'manual' as const },
    };
    const listing = toSceneListing(listingSummary({ etsyListingId: 5, dimensions, sizes: [], sizeVariations: [{ id: 1, value: 'MEDIUM' }] }));
    expect(listing?.dimensions.MEDIUM).toMatchObject({ width: 5, height: 4 });
  });

  it.each([[[]], [[{ id: 1, value: 'One size' }]]])(
    'offers the measured sizes, without variation ids, when no size variation names a size (%j)',
    (sizeVariations) => {
      const listing = toSceneListing({ ...SINGLE, sizeVariations });
      expect(listing?.sizeOptions).toEqual([
        { name: 'NANO', value: 'NANO', id: null, packCount: 1 },
        { name: 'MICRO', value: 'MICRO', id: null, packCount: 1 },
        { name: 'SMALL', value: 'SMALL', id: null, packCount: 1 },
      ]);
    },
  );
});

describe('fallbackSceneListing', () => {
  it('is one MICRO size of 2 x 2 inches carrying the listing’s MICRO variation', () => {
    const listing = fallbackSceneListing(NO_DIMENSIONS);
    expect(listing).toMatchObject({ id: 1004, isFallback: true, isSet: false, setQuantity: 1 });
    expect(listing.sizeOptions).toEqual([{ name: 'MICRO', value: 'MICRO', id: 903, packCount: 1 }]);
    expect(stickerSizePx(listing, { size: 'MICRO', pack: null })).toEqual({ width: 192, height: 192 });
  });

  it.each([[[]], [[{ id: 904, value: 'SMALL' }]]])('has a MICRO size without an id when the listing sells no MICRO (%j)', (sizeVariations) => {
    expect(fallbackSceneListing({ ...NO_DIMENSIONS, sizeVariations }).sizeOptions).toEqual([{ name: 'MICRO', value: 'MICRO', id: null, packCount: 1 }]);
  });
});

describe('isBuilderEligible', () => {
  it('keeps listings with artwork whose every size is measured', () => {
    expect(isBuilderEligible(SINGLE)).toBe(true);
    expect(isBuilderEligible(PACK)).toBe(true);
    expect(isBuilderEligible(SET)).toBe(true);
  });

  it.each([null, '', '  '])('drops a listing without an artwork path (%j)', (svgPath) => {
    expect(isBuilderEligible({ ...SINGLE, svgPath })).toBe(false);
  });

  it('drops a listing without valid dimensions', () => {
    expect(isBuilderEligible(NO_DIMENSIONS)).toBe(false);
  });

  it('drops a listing with an enabled size that has no width and height', () => {
    const sizes = [...SINGLE.sizes, { name: 'LARGE' as const, width: null, height: null, price: null, sku: '', packCount: 1, enabled: true }];
    expect(isBuilderEligible({ ...SINGLE, sizes })).toBe(false);
    expect(isBuilderEligible({ ...SINGLE, sizes: sizes.map((s) => (s.name === 'LARGE' ? { ...s, enabled: false } : s)) })).toBe(true);
  });

  it('falls back to the available sizes, then the size variations, when no size entry is enabled', () => {
    const noEntries = { ...SINGLE, sizes: [] };
    expect(isBuilderEligible({ ...noEntries, available_sizes: ['MICRO', 'LARGE'] })).toBe(false);
    expect(isBuilderEligible({ ...noEntries, available_sizes: [] })).toBe(true);
    expect(isBuilderEligible({ ...noEntries, available_sizes: [], sizeVariations: [...SINGLE.sizeVariations, { id: 1, value: 'LARGE' }] })).toBe(false);
  });

  it('keeps a listing whose sizes cannot be told when it has at least one valid dimension', () => {
    expect(isBuilderEligible({ ...SINGLE, sizes: [], available_sizes: [], sizeVariations: [] })).toBe(true);
  });

  it('drops a set missing a design path or a design’s dimensions', () => {
    expect(isBuilderEligible({ ...SET, svgPaths: ['/artwork/cryptids/b.svg'] })).toBe(false);
    const { MICRO_design3: _m, SMALL_design3: _s, ...dimensions } = SET.dimensions;
    expect(isBuilderEligible({ ...SET, dimensions })).toBe(false);
  });
});

describe('placement', () => {
  it('places stickers from (100, 200), 20 px further per sticker, in a cycle of 5', () => {
    expect([0, 1, 4, 5, 6].map(placementFor)).toEqual([
      { x: 100, y: 200 },
      { x: 120, y: 220 },
      { x: 180, y: 280 },
      { x: 100, y: 200 },
      { x: 120, y: 220 },
    ]);
  });

  it('lays a set of 2 out as 2 x 1 and a set of 4 as 2 x 2, 144 px apart', () => {
    expect(setLayout(2, { x: 100, y: 200 })).toEqual([
      { x: 100, y: 200 },
      { x: 244, y: 200 },
    ]);
    expect(setLayout(4, { x: 100, y: 200 })).toEqual([
      { x: 100, y: 200 },
      { x: 244, y: 200 },
      { x: 100, y: 344 },
      { x: 244, y: 344 },
    ]);
  });

  it('lays other sets out in about the square root of columns', () => {
    const columns = (n: number) => new Set(setLayout(n, { x: 0, y: 0 }).map((p) => p.x)).size;
    expect([3, 5, 9, 10].map(columns)).toEqual([2, 3, 3, 4]);
  });

  it('keeps a set of up to 12 designs inside the 800 x 600 area, wherever it is dropped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), (n, x, y) => {
        const positions = setLayout(n, { x, y });
        expect(positions).toHaveLength(n);
        for (const p of positions) {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.x + 144).toBeLessThanOrEqual(800);
          expect(p.y + 144).toBeLessThanOrEqual(600);
        }
      }),
    );
  });

  it('lays a pack out 144 px apart in rows of 5 from its first member', () => {
    expect(packLayout(3, { x: 10, y: 20 })).toEqual([
      { x: 10, y: 20 },
      { x: 154, y: 20 },
      { x: 298, y: 20 },
    ]);
    expect(packLayout(6, { x: 0, y: 0 })[5]).toEqual({ x: 0, y: 144 });
  });

  it('flips the second of 2, the second and third of 4, otherwise every other one', () => {
    const pattern = (n: number) => Array.from({ length: n }, (_, i) => flipPattern(n, i));
    expect(pattern(2)).toEqual([false, true]);
    expect(pattern(4)).toEqual([false, true, true, false]);
    expect(pattern(3)).toEqual([false, true, false]);
    expect(pattern(5)).toEqual([false, true, false, true, false]);
  });

  it('counts stickers within 80 px as overlapping', () => {
    expect(overlaps({ x: 0, y: 0 }, { x: 80, y: 0 })).toBe(true);
    expect(overlaps({ x: 0, y: 0 }, { x: 60, y: 60 })).toBe(false);
    expect(overlaps({ x: 0, y: 0 }, { x: 81, y: 0 })).toBe(false);
  });
});

const sticker = (id: string, listingId: number, overrides: Partial<SceneSticker> = {}): SceneSticker => ({
  id,
  listingId,
  size: 'MICRO',
  color: 'Black',
  x: 0,
  y: 0,
  rotation: 0,
  isFlipped: false,
  zIndex: 1,
  pack: null,
  ...overrides,
});

const listings = { 1001: LISTINGS.single, 1002: LISTINGS.pack, 1003: LISTINGS.set };
const packOf4 = (packId: string, color = 'Black') =>
  [0, 1, 2, 3].map((index) => sticker(`${packId}-${index}`, 1002, { color, pack: { id: packId, type: 'pack', quantity: 4, index } }));
const setOf3 = [0, 1, 2].map((index) => sticker(`set-${index}`, 1003, { pack: { id: 'q1', type: 'set', quantity: 3, index } }));

/** Prices: $3.99 for the single, $9.99 for the pack; the set has none. */
const prices: PriceLookup = (listingId) =>
  listingId === 1001
    ? priceFrom({ amount: 399, divisor: 100, currency_code: 'USD' })
    : listingId === 1002
      ? priceFrom({ amount: 999, divisor: 100, currency_code: 'USD' })
      : null;

describe('shoppingList', () => {
  it('has one line per listing, size and colour, with how many of each', () => {
    const scene: Scene = {
      stickers: [sticker('a', 1001), sticker('b', 1001), sticker('c', 1001, { color: 'Red' }), sticker('d', 1001, { size: 'SMALL' })],
      listings,
    };
    expect(shoppingList(scene, prices).map((l) => [l.size, l.color, l.quantity])).toEqual([
      ['MICRO', 'Black', 2],
      ['MICRO', 'Red', 1],
      ['SMALL', 'Black', 1],
    ]);
  });

  it('counts a pack once, and two packs twice', () => {
    const [line] = shoppingList({ stickers: packOf4('p1'), listings }, prices);
    expect(line).toMatchObject({ quantity: 1, priceText: '$9.99', lineTotal: 9.99 });
    expect(shoppingList({ stickers: [...packOf4('p1'), ...packOf4('p2')], listings }, prices)[0]).toMatchObject({ quantity: 2, lineTotal: 19.98 });
  });

  it('counts a set once', () => {
    expect(shoppingList({ stickers: setOf3, listings }, prices)).toEqual([expect.objectContaining({ listingId: 1003, quantity: 1 })]);
  });

  it("shows 'See Etsy' for a line without a price", () => {
    const [line] = shoppingList({ stickers: setOf3, listings }, prices);
    expect(line).toMatchObject({ priceText: 'See Etsy', lineTotal: null });
    expect(line!.price.hasPriceFallback).toBe(true);
  });

  it('asks the price of the size variation text and the colour', () => {
    const asked: unknown[] = [];
    shoppingList({ stickers: [sticker('a', 1001, { color: 'Red' })], listings }, (...args) => (asked.push(args), null));
    expect(asked).toEqual([[1001, 'MICRO 2" x 1"', 'Red']]);
  });

  it('links to the marketplace with the size and colour variation ids', () => {
    const [line] = shoppingList({ stickers: [sticker('a', 1001, { size: 'SMALL', color: 'Red' })], listings }, prices);
    expect(line!.buyUrl).toBe('https://www.etsy.com/listing/1001?variation0=904&variation1=702');
  });

  it('has no link for a listing without a marketplace URL, or with one that cannot be read', () => {
    const scene = (etsyUrl: string | null): Scene => ({ stickers: [sticker('a', 1001)], listings: { 1001: { ...LISTINGS.single, etsyUrl } } });
    expect(shoppingList(scene(null), prices)[0]!.buyUrl).toBeNull();
    expect(shoppingList(scene('not a url'), prices)[0]!.buyUrl).toBeNull();
  });

  it('leaves variation1 out for a colour the listing does not list', () => {
    const [line] = shoppingList({ stickers: [sticker('a', 1001, { color: 'Teal' })], listings }, prices);
    expect(line!.buyUrl).toBe('https://www.etsy.com/listing/1001?variation0=903');
  });
});

describe('sceneTotal', () => {
  it('sums price x quantity of the priced lines and says how many lines had no price', () => {
    const scene: Scene = { stickers: [sticker('a', 1001), sticker('b', 1001), ...packOf4('p1'), ...setOf3], listings };
    expect(sceneTotal(shoppingList(scene, prices))).toEqual({ amount: 17.97, currency: 'USD', formatted: '$17.97', unpricedLines: 1, unpricedItems: 1 });
  });

  it('is zero for an empty scene', () => {
    expect(sceneTotal([])).toEqual({ amount: 0, currency: 'USD', formatted: '$0.00', unpricedLines: 0, unpricedItems: 0 });
  });

  it('adds whole cents, without floating-point noise', () => {
    const scene: Scene = { stickers: Array.from({ length: 3 }, (_, i) => sticker(`s${i}`, 1001, { color: ['Black', 'White', 'Red'][i]! })), listings };
    const tenCents: PriceLookup = () => priceFrom({ amount: 10, divisor: 100, currency_code: 'USD' });
    expect(sceneTotal(shoppingList(scene, tenCents)).amount).toBe(0.3);
  });
});

describe('what the total and each line say', () => {
  it('says how many stickers the total leaves out, and nothing when it leaves none', () => {
    // A set of three is one item, as it is bought.
    const scene: Scene = { stickers: [sticker('a', 1001), ...setOf3], listings };
    expect(unpricedNote(sceneTotal(shoppingList(scene, prices)))).toBe('+ 1 item priced on Etsy');
    expect(unpricedNote({ unpricedItems: 3 })).toBe('+ 3 items priced on Etsy');
    expect(unpricedNote(sceneTotal([]))).toBeNull();
  });

  it('shows quantity, unit price and line total; without a price, the quantity and See Etsy', () => {
    const [priced] = shoppingList({ stickers: [sticker('a', 1001), sticker('b', 1001)], listings }, prices);
    expect(lineFigures(priced!)).toBe(`2 × ${priced!.priceText} = ${formatMoney(Math.round(priced!.lineTotal! * 100), 100, 'USD')}`);
    const [unpriced] = shoppingList({ stickers: setOf3, listings }, prices);
    expect(lineFigures(unpriced!)).toBe('1 × See Etsy');
  });
});
