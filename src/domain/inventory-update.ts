/**
 * @module inventory-update
 * A listing's colours pushed to Etsy: the inventory Etsy answered, turned into the whole product
 * list its PUT takes, with the colour values the owner enabled. Products of a colour turned off go;
 * a colour turned on gets a product for each of the other values (each size), priced, stocked and
 * SKU'd like that size's first product. What Etsy refuses in a PUT is left out (product_id,
 * offering_id, is_deleted, scale_name), prices become decimals, and the order of each product's
 * property values, the offerings' readiness_state_id and the `*_on_property` lists are kept
 * (etsy/README.md).
 */
import type { CoreColorKey } from '../contracts/admin-listings.ts';
import type { InventoryProduct, RawMoney } from '../contracts/listing.ts';
import { COLORS, findColor } from './colors.ts';

/** Etsy's 'Primary color' property: the one the audit and the editor push (admin.md 7). */
export const COLOR_PROPERTY_ID = 200;

/** The inventory as Etsy answers it, read through the contract's loose schemas. */
export interface InventoryAnswer {
  products: readonly InventoryProduct[];
  price_on_property?: readonly number[];
  quantity_on_property?: readonly number[];
  sku_on_property?: readonly number[];
}

export interface PropertyValueUpdate {
  property_id: number;
  property_name?: string;
  value_ids: number[];
  values: string[];
  scale_id?: number | null;
}

/** The body of PUT /v3/application/listings/{listing_id}/inventory. */
export interface InventoryUpdateBody {
  products: {
    sku: string;
    property_values: PropertyValueUpdate[];
    offerings: { price: number; quantity: number; is_enabled: boolean; readiness_state_id: number | null }[];
  }[];
  price_on_property: number[];
  quantity_on_property: number[];
  sku_on_property: number[];
}

/** Why a colour push cannot be built; the editor shows the message. */
export class InventoryUpdateError extends Error {
  constructor(
    readonly reason: 'no_color_property' | 'no_price' | 'no_products',
    message: string,
  ) {
    super(message);
    this.name = 'InventoryUpdateError';
  }
}

const isColor = (p: { property_id?: number; property_name: string }) => p.property_id === COLOR_PROPERTY_ID || /colou?r/i.test(p.property_name);

/** The colour property's id on this listing, or null when its products vary on no colour. */
export function colorPropertyOf(products: readonly InventoryProduct[]): number | null {
  for (const product of products) {
    const property = product.property_values.find(isColor);
    if (property?.property_id !== undefined) return property.property_id;
  }
  return null;
}

/** The core colours a listing's inventory offers, in the shop's colour order. */
export function inventoryColors(products: readonly InventoryProduct[]): CoreColorKey[] {
  const keys = new Set<CoreColorKey>();
  for (const product of products) {
    for (const value of product.property_values.find(isColor)?.values ?? []) {
      const color = findColor(value);
      if (color) keys.add(color.key);
    }
  }
  return COLORS.map((c) => c.key).filter((k) => keys.has(k));
}

/** Money as the decimal Etsy's PUT takes, or null when it cannot be read (no amount or divisor). */
function decimalPrice(price: RawMoney | null | undefined): number | null {
  const amount = Number(price?.amount);
  const divisor = Number(price?.divisor);
  if (!price || !Number.isFinite(amount) || !Number.isFinite(divisor) || divisor <= 0) return null;
  return Math.round((amount / divisor) * 100) / 100;
}

function toUpdateProduct(product: InventoryProduct): InventoryUpdateBody['products'][number] {
  return {
    sku: product.sku ?? '',
    property_values: product.property_values.map((v) => ({
      property_id: v.property_id ?? 0,
      ...(v.property_name ? { property_name: v.property_name } : {}),
      value_ids: [...(v.value_ids ?? [])],
      values: [...v.values],
      ...('scale_id' in v ? { scale_id: (v.scale_id as number | null | undefined) ?? null } : {}),
    })),
    offerings: product.offerings.map((o) => {
      const price = decimalPrice(o.price);
      if (price === null)
        throw new InventoryUpdateError(
          'no_price',
          'A product of this listing has no price Etsy can take: fetch the listing from Etsy again, then push its colours.',
        );
      const readiness = (o as { readiness_state_id?: unknown }).readiness_state_id;
      return {
        price,
        quantity: o.quantity ?? 0,
        is_enabled: o.is_enabled !== false,
        readiness_state_id: typeof readiness === 'number' ? readiness : null,
      };
    }),
  };
}

/** A product's values other than its colour, as a key: the products a new colour copies. */
const otherValues = (product: InventoryProduct) =>
  JSON.stringify(product.property_values.filter((v) => !isColor(v)).map((v) => [v.property_id ?? null, v.values]));

/**
 * The inventory PUT that leaves the listing offering exactly `colors`. Throws InventoryUpdateError
 * when the listing has no colour property, no products, or a price Etsy cannot take.
 */
export function colorInventoryUpdate(inventory: InventoryAnswer, colors: readonly CoreColorKey[]): InventoryUpdateBody {
  const { products } = inventory;
  if (products.length === 0) throw new InventoryUpdateError('no_products', 'Etsy sent no products for this listing: fetch it from Etsy again.');
  const propertyId = colorPropertyOf(products);
  if (propertyId === null)
    throw new InventoryUpdateError('no_color_property', '❌ No color property found for this listing. This listing may not have color variations configured.');
  const wanted = new Set(colors);
  const colorOf = (product: InventoryProduct) => {
    const value = product.property_values.find(isColor)?.values[0];
    return value === undefined ? null : (findColor(value)?.key ?? null);
  };
  // Products of a kept colour stay as they are; an unknown colour value (not one of the 21) goes too: the owner enabled the core colours only.
  const kept = products.filter((p) => {
    const key = colorOf(p);
    return key !== null && wanted.has(key);
  });
  const present = new Set(kept.map(colorOf));
  // One template per combination of the other values (each size), in the order Etsy listed them.
  const templates = new Map<string, InventoryProduct>();
  for (const product of products) if (!templates.has(otherValues(product))) templates.set(otherValues(product), product);
  const added: InventoryProduct[] = [];
  for (const color of COLORS.filter((c) => wanted.has(c.key) && !present.has(c.key))) {
    for (const template of templates.values()) {
      added.push({
        ...template,
        property_values: template.property_values.map((v) =>
          isColor(v) ? { property_id: v.property_id, property_name: v.property_name, value_ids: [], values: [color.name] } : v,
        ),
      });
    }
  }
  const all = [...kept, ...added];
  if (all.length === 0) throw new InventoryUpdateError('no_products', 'Enable at least one colour.');
  return {
    products: all.map(toUpdateProduct),
    price_on_property: [...(inventory.price_on_property ?? [])],
    quantity_on_property: [...(inventory.quantity_on_property ?? [])],
    sku_on_property: [...(inventory.sku_on_property ?? [])],
  };
}
