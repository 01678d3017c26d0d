import { describe, it, expect } from 'vitest';
import {
  sizeVariations,
  colorVariations,
  availableSizes,
  availableColors,
  priceForChoice,
  lowestPrice,
  initialChoice,
  buyUrl,
  sizeEntriesFromInventory,
} from '../../../src/domain/inventory.ts';
import type { InventoryProduct, RawMoney } from '../../../src/contracts/listing.ts';
import { priceText } from '../../../src/domain/price.ts';

let nextId = 1;
const valueIds = new Map<string, number>();
/** A stable marketplace value id per value text, as the marketplace hands out. */
const valueId = (value: string) => valueIds.get(value) ?? (valueIds.set(value, 1000 + valueIds.size), valueIds.get(value)!);
/** One marketplace product for a size and colour value (either may be left out). */
function product(
  size: string | null,
  color: string | null,
  price: RawMoney | null = { amount: 399, divisor: 100, currency_code: 'USD' },
  extra: Partial<InventoryProduct> = {},
): InventoryProduct {
  const property_values = [];
  if (size !== null) property_values.push({ property_id: 513, property_name: 'Size', value_ids: [valueId(size)], values: [size] });
  if (color !== null) property_values.push({ property_id: 200, property_name: 'Primary color', value_ids: [valueId(color)], values: [color] });
  return {
    product_id: nextId++,
    sku: `SKU-${size}-${color}`,
    property_values,
    offerings: [{ offering_id: nextId++, quantity: 5, is_enabled: true, price }],
    ...extra,
  };
}
const usd = (amount: number) => ({ amount, divisor: 100, currency_code: 'USD' });

describe('sizeVariations', () => {
  it('lists each size value once, smallest first, with its value id', () => {
    const products = [product('LARGE', 'Black'), product('MICRO', 'Black'), product('MICRO', 'Red'), product('NANO', 'Black')];
    expect(sizeVariations(products)).toEqual([
      { id: valueId('NANO'), value: 'NANO' },
      { id: valueId('MICRO'), value: 'MICRO' },
      { id: valueId('LARGE'), value: 'LARGE' },
    ]);
  });

  it('reads the Size, Style and Variation properties and expands aliases for ordering', () => {
    const products: InventoryProduct[] = [
      { property_values: [{ property_name: 'Style', values: ['LAR 8" x 5"'] }], offerings: [] },
      { property_values: [{ property_name: 'variation', values: ['MED 4.5" x 3"'] }], offerings: [] },
      { property_values: [{ property_name: ' Size ', values: ['Micro 2" x 1"'] }], offerings: [] },
      { property_values: [{ property_name: 'Material', values: ['ATOM'] }], offerings: [] },
    ];
    expect(sizeVariations(products).map((v) => v.value)).toEqual(['Micro 2" x 1"', 'MED 4.5" x 3"', 'LAR 8" x 5"']);
  });

  it('puts values that are not sizes last, in their marketplace order', () => {
    const products = [product('Custom B', null), product('SMALL', null), product('Custom A', null), product('ATOM', null)];
    expect(sizeVariations(products).map((v) => v.value)).toEqual(['ATOM', 'SMALL', 'Custom B', 'Custom A']);
  });

  it('gives a value without a value id a null id', () => {
    expect(sizeVariations([{ property_values: [{ property_name: 'Size', values: ['MICRO'] }], offerings: [] }])).toEqual([{ id: null, value: 'MICRO' }]);
  });
});

describe('colorVariations and availableColors', () => {
  const products = [
    product('MICRO', 'Red'),
    product('MICRO', 'Black'),
    product('SMALL', 'Red'),
    product('MICRO', 'Glitter Unicorn'),
    product('MICRO', 'Silver'),
  ];

  it('lists each colour value once in marketplace order', () => {
    expect(colorVariations(products).map((v) => v.value)).toEqual(['Red', 'Black', 'Glitter Unicorn', 'Silver']);
  });

  it('names the official colours by their storefront names in the shop order, unofficial ones after', () => {
    expect(availableColors(products)).toEqual(['Black (Matte)', 'Red', 'Silver Metallic', 'Glitter Unicorn']);
  });
});

describe('availableSizes', () => {
  it('lists the size names offered, smallest first, without duplicates or unknown values', () => {
    const products = [product('LAR 8x5', 'Red'), product('Micro', 'Red'), product('MICRO', 'Black'), product('Custom', 'Red'), product('S', 'Red')];
    expect(availableSizes(products)).toEqual(['MICRO', 'SMALL', 'LARGE']);
  });

  it('is empty without inventory', () => {
    expect(availableSizes([])).toEqual([]);
  });
});

describe('priceForChoice', () => {
  const products = [product('MICRO', 'Black', usd(399)), product('MICRO', 'Red', usd(449)), product('SMALL', 'Black', usd(599))];

  it('prices the product that has both the size and the colour', () => {
    expect(priceText(priceForChoice(products, 'MICRO', 'Red'))).toBe('$4.49');
    expect(priceText(priceForChoice(products, 'SMALL', 'Black'))).toBe('$5.99');
  });

  it('prices every colour from a product without a colour property', () => {
    expect(priceText(priceForChoice([product('MEDIUM', null, usd(799))], 'MEDIUM', 'Gold Metallic'))).toBe('$7.99');
  });

  it('matches on size alone when no colour is chosen', () => {
    expect(priceText(priceForChoice(products, 'SMALL', null))).toBe('$5.99');
  });

  it('falls back to See Etsy when no product has the combination', () => {
    const result = priceForChoice(products, 'SMALL', 'Red');
    expect(result.hasPriceFallback).toBe(true);
    expect(priceText(result)).toBe('See Etsy');
  });

  it('falls back to See Etsy when the offering price has no divisor or no numeric amount', () => {
    expect(priceText(priceForChoice([product('MICRO', 'Black', { amount: 399 })], 'MICRO', 'Black'))).toBe('See Etsy');
    expect(priceText(priceForChoice([product('MICRO', 'Black', { amount: 'n/a', divisor: 100 })], 'MICRO', 'Black'))).toBe('See Etsy');
    expect(priceText(priceForChoice([product('MICRO', 'Black', null)], 'MICRO', 'Black'))).toBe('See Etsy');
  });

  it('skips a product whose only offering is disabled', () => {
    const disabled = product('MICRO', 'Black', usd(100), { offerings: [{ is_enabled: false, price: usd(100) }] });
    expect(priceText(priceForChoice([disabled, product('MICRO', 'Black', usd(399))], 'MICRO', 'Black'))).toBe('$3.99');
    expect(priceForChoice([disabled], 'MICRO', 'Black').hasPriceFallback).toBe(true);
  });

  it('prices a pack once, not per sticker in it', () => {
    const pack = [product('MICRO 5 Pack', 'Black', usd(1000))];
    expect(priceText(priceForChoice(pack, 'MICRO 5 Pack', 'Black'))).toBe('$10.00');
  });
});

describe('lowestPrice', () => {
  it('takes the lowest trustworthy offering price', () => {
    const products = [product('SMALL', 'Black', usd(599)), product('MICRO', 'Black', { amount: 'x', divisor: 100 }), product('NANO', 'Black', usd(299))];
    expect(priceText(lowestPrice(products))).toBe('$2.99');
  });

  it('falls back to See Etsy when no price can be trusted', () => {
    expect(priceText(lowestPrice([product('MICRO', 'Black', { amount: 299 })]))).toBe('See Etsy');
    expect(priceText(lowestPrice([]))).toBe('See Etsy');
  });
});

describe('initialChoice', () => {
  it('opens at MICRO and the Black variation for the default colour Black (Matte)', () => {
    const products = [product('NANO', 'Red'), product('MICRO', 'White'), product('MICRO', 'Black'), product('SMALL', 'Black')];
    const choice = initialChoice(products);
    expect(choice.size?.value).toBe('MICRO');
    expect(choice.color?.value).toBe('Black');
  });

  it('opens at the smallest size when MICRO is not offered', () => {
    const products = [product('LARGE', 'Red'), product('SMALL', 'Red'), product('PIXEL', 'Red')];
    expect(initialChoice(products).size?.value).toBe('PIXEL');
  });

  it('matches a wanted colour by exact value, then first word, then Black, then the first entry', () => {
    const products = [product('MICRO', 'White'), product('MICRO', 'Red Gloss'), product('MICRO', 'Black'), product('MICRO', 'Red')];
    expect(initialChoice(products, 'Red').color?.value).toBe('Red');
    expect(initialChoice(products, 'Red Matte').color?.value).toBe('Red Gloss');
    expect(initialChoice(products, 'Purple').color?.value).toBe('Black');
    expect(initialChoice([product('MICRO', 'White'), product('MICRO', 'Red')], 'Purple').color?.value).toBe('White');
  });

  it('keeps the marketplace size value when it carries a measurement', () => {
    const products = [product('SMALL 3" x 2"', 'Red'), product('Micro 2" x 1"', 'Red')];
    expect(initialChoice(products).size?.value).toBe('Micro 2" x 1"');
  });

  it('opens with nothing chosen for a listing without variations', () => {
    expect(initialChoice([])).toEqual({ size: null, color: null });
  });
});

describe('buyUrl', () => {
  it('puts the size value id in variation0 and the colour value id in variation1', () => {
    const url = new URL(buyUrl('https://www.etsy.com/listing/123/trex', { id: 11, value: 'MICRO' }, { id: 22, value: 'Red' }));
    expect(url.origin + url.pathname).toBe('https://www.etsy.com/listing/123/trex');
    expect(url.searchParams.get('variation0')).toBe('11');
    expect(url.searchParams.get('variation1')).toBe('22');
  });

  it('leaves out a variation without an id', () => {
    const url = new URL(buyUrl('https://www.etsy.com/listing/123', { id: null, value: 'MICRO' }, null));
    expect(url.searchParams.has('variation0')).toBe(false);
    expect(url.searchParams.has('variation1')).toBe(false);
  });

  it('keeps existing query parameters', () => {
    const url = new URL(buyUrl('https://www.etsy.com/listing/123?ref=shop', { id: 1, value: 'NANO' }, { id: 2, value: 'Red' }));
    expect(url.searchParams.get('ref')).toBe('shop');
  });
});

describe('sizeEntriesFromInventory', () => {
  it('makes one entry per size, smallest first, priced amount / divisor with its SKU', () => {
    const products = [
      product('MED 4.5" x 3"', 'Black', usd(799), { sku: 'TREX-MED' }),
      product('MICRO', 'Black', usd(399), { sku: 'TREX-MIC' }),
      product('MICRO', 'Red', usd(499), { sku: 'TREX-MIC-RED' }),
    ];
    expect(sizeEntriesFromInventory(products)).toEqual([
      { name: 'MICRO', width: null, height: null, price: 3.99, sku: 'TREX-MIC', packCount: 1, enabled: true },
      { name: 'MEDIUM', width: null, height: null, price: 7.99, sku: 'TREX-MED', packCount: 1, enabled: true },
    ]);
  });

  it('infers the pack count from the size value and prices the pack once', () => {
    const [entry] = sizeEntriesFromInventory([product('SMALL - pack of 5', null, usd(1250))]);
    expect(entry).toMatchObject({ name: 'SMALL', packCount: 5, price: 12.5 });
  });

  it('leaves the price empty when the offering price cannot be trusted', () => {
    const [entry] = sizeEntriesFromInventory([product('NANO', null, { amount: 299 })]);
    expect(entry).toMatchObject({ name: 'NANO', price: null });
  });

  it('gives a listing without sizes one MICRO entry carrying the base price', () => {
    expect(sizeEntriesFromInventory([product(null, 'Black')], usd(350))).toEqual([
      { name: 'MICRO', width: null, height: null, price: 3.5, sku: '', packCount: 1, enabled: true },
    ]);
    expect(sizeEntriesFromInventory([], null)[0]).toMatchObject({ name: 'MICRO', price: null });
  });
});
