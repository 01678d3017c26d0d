/**
 * @module inventory
 * Reads marketplace inventory (products, property values, offerings): the size and colour
 * variations a listing offers, the price of a combination, and the size entries the editor shows.
 */
import { COLORS, findColor, matchColor } from './colors.ts';
import { inferPackCount } from './packs.ts';
import type { InventoryProduct, Offering, PropertyValue, RawMoney, SizeEntry, Variation } from '../contracts/listing.ts';
import { priceFrom, type PriceResult } from './price.ts';
import { compareSizes, initialSize, toSizeName, type SizeName } from './sizes.ts';

const SIZE_PROPERTY = /^(size|style|variation)$/i;
const COLOR_PROPERTY = /colou?r/i;

const isSizeProperty = (p: PropertyValue) => SIZE_PROPERTY.test(p.property_name.trim());
const isColorProperty = (p: PropertyValue) => COLOR_PROPERTY.test(p.property_name);

function collect(products: readonly InventoryProduct[], pick: (p: PropertyValue) => boolean): Variation[] {
  const seen = new Map<string, Variation>();
  for (const product of products) {
    for (const property of product.property_values.filter(pick)) {
      property.values.forEach((value, i) => {
        if (!seen.has(value)) seen.set(value, { id: property.value_ids?.[i] ?? null, value });
      });
    }
  }
  return [...seen.values()];
}

/** Size variations in size order (unknown names last, in their marketplace order). */
export function sizeVariations(products: readonly InventoryProduct[]): Variation[] {
  return collect(products, isSizeProperty).sort((a, b) => compareSizes(toSizeName(a.value) ?? '', toSizeName(b.value) ?? ''));
}

/** Colour variations ('Primary color' and the like), in marketplace order. */
export function colorVariations(products: readonly InventoryProduct[]): Variation[] {
  return collect(products, isColorProperty);
}

/** The stored marketplace record's `extracted_variations`: the size and colour values the inventory offers. */
export function extractedVariations(products: readonly InventoryProduct[]): { sizes: string[]; colors: string[] } {
  return { sizes: sizeVariations(products).map((v) => v.value), colors: colorVariations(products).map((v) => v.value) };
}

/** Size names a listing offers, smallest first. */
export function availableSizes(products: readonly InventoryProduct[]): SizeName[] {
  return [
    ...new Set(
      sizeVariations(products)
        .map((v) => toSizeName(v.value))
        .filter((s): s is SizeName => s !== null),
    ),
  ].sort(compareSizes);
}

/** Official colour names a listing offers, in the shop's colour order. */
export function availableColors(products: readonly InventoryProduct[]): string[] {
  const names = new Set(colorVariations(products).map((v) => findColor(v.value)?.name ?? v.value));
  const official = COLORS.map((c) => c.name).filter((n) => names.has(n));
  return [...official, ...[...names].filter((n) => !official.includes(n))];
}

const enabled = (o: Offering) => o.is_enabled !== false && o.is_available !== false;

/** The first enabled offering of a product, if any. */
function offeringOf(product: InventoryProduct): Offering | null {
  return product.offerings.find(enabled) ?? null;
}

function productMatches(product: InventoryProduct, pick: (p: PropertyValue) => boolean, value: string | null): boolean {
  if (value === null) return true;
  const property = product.property_values.find(pick);
  return !property || property.values.includes(value);
}

/**
 * The price of a size and colour: the offering of the product that has both values (a product
 * without a colour property prices every colour). Falls back to 'See Etsy' when none can be trusted.
 */
export function priceForChoice(products: readonly InventoryProduct[], size: string | null, color: string | null): PriceResult {
  const product = products.find((p) => productMatches(p, isSizeProperty, size) && productMatches(p, isColorProperty, color) && offeringOf(p));
  return priceFrom(product ? offeringOf(product)?.price : null);
}

/** The lowest trustworthy price among a listing's offerings: the 'from' price of a card. */
export function lowestPrice(products: readonly InventoryProduct[]): PriceResult {
  let best: PriceResult = priceFrom(null);
  for (const product of products) {
    const result = priceFrom(offeringOf(product)?.price);
    if (!result.hasPriceFallback && (best.hasPriceFallback || result.price.value < best.price.value)) best = result;
  }
  return best;
}

/** The variations a listing opens with: MICRO (or the smallest size) and the matched default colour. */
export function initialChoice(
  products: readonly InventoryProduct[],
  wantedColor: string = COLORS[0]!.name,
): { size: Variation | null; color: Variation | null } {
  return initialChoiceFrom(sizeVariations(products), colorVariations(products), wantedColor);
}

/** initialChoice from a listing's variation lists (a summary carries them without the inventory). */
export function initialChoiceFrom(
  sizes: readonly Variation[],
  colors: readonly Variation[],
  wantedColor: string = COLORS[0]!.name,
): { size: Variation | null; color: Variation | null } {
  const names = sizes.map((v) => toSizeName(v.value)).filter((s): s is SizeName => s !== null);
  const start = initialSize(names);
  return {
    size: sizes.find((v) => toSizeName(v.value) === start) ?? sizes[0] ?? null,
    color: matchColor(wantedColor, colors),
  };
}

/**
 * The marketplace URL for a choice: variation0 carries the size's value id, variation1 the colour's.
 * @example buyUrl('https://www.etsy.com/listing/1', { id: 11, value: 'MICRO' }, { id: 22, value: 'Red' }) // '...?variation0=11&variation1=22'
 */
export function buyUrl(listingUrl: string, size: Variation | null, color: Variation | null): string {
  const url = new URL(listingUrl);
  if (size?.id != null) url.searchParams.set('variation0', String(size.id));
  if (color?.id != null) url.searchParams.set('variation1', String(color.id));
  return url.toString();
}

/**
 * The size entries of a listing as the editor shows them: one per size found in the first word of
 * the Size, Style or Variation property, priced amount / divisor, with its SKU and the pack count
 * inferred from the size value ('MICRO - pack of 4'). Without any size, a MICRO entry carries the base price.
 */
export function sizeEntriesFromInventory(products: readonly InventoryProduct[], basePrice: RawMoney | null = null): SizeEntry[] {
  const entries = new Map<SizeName, SizeEntry>();
  for (const product of products) {
    const property = product.property_values.find(isSizeProperty);
    for (const value of property?.values ?? []) {
      const name = toSizeName(value);
      if (!name || entries.has(name)) continue;
      const price = priceFrom(offeringOf(product)?.price);
      entries.set(name, {
        name,
        width: null,
        height: null,
        price: price.hasPriceFallback ? null : price.price.value,
        sku: product.sku ?? '',
        packCount: inferPackCount(value),
        enabled: true,
      });
    }
  }
  if (entries.size === 0) {
    const base = priceFrom(basePrice);
    return [{ name: 'MICRO', width: null, height: null, price: base.hasPriceFallback ? null : base.price.value, sku: '', packCount: 1, enabled: true }];
  }
  return [...entries.values()].sort((a, b) => compareSizes(a.name, b.name));
}
