/**
 * @module fake-etsy/writes
 * The two writes the product makes, checked the way Etsy checks them and applied to a copy of the
 * listing: updateListing (form fields) and updateListingInventory (the whole product list). Pure:
 * the routes decide whether the result is stored (a fault can answer 200 and keep the old one).
 */
import type { EtsyInventoryProduct, EtsyListing, EtsyOffering, EtsyPropertyValue } from '../../worker/marketplace/etsy-types.ts';
import { decides, offeringPrice, offeringQuantity, productSku, type FakeInventory, type ListingRecord } from './records.ts';

/** A write Etsy would refuse: the message goes back as `{ error }` with status 400. */
export class WriteError extends Error {}

const fail = (message: string): never => {
  throw new WriteError(message);
};

// Etsy's own rules, quoted in the OpenAPI description of ShopListing.title and .tags.
const TITLE_FORBIDDEN = /[^\p{L}\p{Nd}\p{P}\p{Sm}\p{Zs}™©®]/u;
const TAG_FORBIDDEN = /[^\p{L}\p{Nd}\p{Zs}\-'™©®]/u;
const MATERIAL_FORBIDDEN = /[^\p{L}\p{Nd}\p{Zs}]/u;
const WHO_MADE = ['i_did', 'someone_else', 'collective'] as const;
const WHEN_MADE = [
  'made_to_order',
  '2020_2025',
  '2010_2019',
  '2006_2009',
  'before_2006',
  '2000_2005',
  '1990s',
  '1980s',
  '1970s',
  '1960s',
  '1950s',
  '1940s',
  '1930s',
  '1920s',
  '1910s',
  '1900s',
  '1800s',
  '1700s',
  'before_1700',
] as const;

type FormValue = string | File | (string | File)[];

function text(name: string, value: FormValue): string {
  if (typeof value !== 'string') return fail(`${name} must be a single text value`);
  return value;
}

/** Form arrays arrive as `tags=a,b`, or repeated as `tags` / `tags[]`. */
function list(name: string, value: FormValue): string[] {
  const parts = (Array.isArray(value) ? value : [value]).map((v) => text(name, v));
  return parts
    .flatMap((p) => p.split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function integer(name: string, value: FormValue, min: number): number {
  const n = Number(text(name, value));
  if (!Number.isInteger(n) || n < min) fail(`${name} must be an integer of at least ${min}`);
  return n;
}

function boolean(name: string, value: FormValue): boolean {
  const v = text(name, value).toLowerCase();
  if (['true', '1'].includes(v)) return true;
  if (['false', '0'].includes(v)) return false;
  return fail(`${name} must be true or false`);
}

function oneOf<T extends string>(name: string, value: FormValue, allowed: readonly T[]): T {
  const v = text(name, value);
  return (allowed as readonly string[]).includes(v) ? (v as T) : fail(`${name} must be one of ${allowed.join(', ')}`);
}

function title(value: FormValue): string {
  const t = text('title', value).trim();
  if (t === '') fail('title cannot be empty');
  if (t.length > 140) fail('title must be at most 140 characters');
  if (TITLE_FORBIDDEN.test(t)) fail('title contains characters Etsy does not allow');
  for (const ch of ['%', ':', '&', '+']) if (t.split(ch).length > 2) fail(`title may use ${ch} only once`);
  return t;
}

function tags(name: 'tags' | 'materials', value: FormValue): string[] {
  const items = list(name, value);
  if (items.length > 13) fail(`${name} takes at most 13 values`);
  for (const item of items) {
    if (item.length > 20) fail(`${name}: "${item}" is longer than 20 characters`);
    if ((name === 'tags' ? TAG_FORBIDDEN : MATERIAL_FORBIDDEN).test(item)) fail(`${name}: "${item}" contains characters Etsy does not allow`);
  }
  return items;
}

/** updateListing fields the fake applies; any other field is refused rather than silently dropped. */
const LISTING_FIELDS: Record<string, (value: FormValue) => Partial<EtsyListing>> = {
  title: (v) => ({ title: title(v) }),
  description: (v) => ({ description: text('description', v) }),
  tags: (v) => ({ tags: tags('tags', v) }),
  materials: (v) => ({ materials: tags('materials', v) }),
  state: (v) => ({ state: oneOf('state', v, ['active', 'inactive'] as const) }),
  shop_section_id: (v) => ({ shop_section_id: integer('shop_section_id', v, 1) }),
  featured_rank: (v) => ({ featured_rank: integer('featured_rank', v, -1) }),
  taxonomy_id: (v) => ({ taxonomy_id: integer('taxonomy_id', v, 1) }),
  should_auto_renew: (v) => ({ should_auto_renew: boolean('should_auto_renew', v) }),
  is_taxable: (v) => ({ is_taxable: boolean('is_taxable', v), non_taxable: !boolean('is_taxable', v) }),
  is_supply: (v) => ({ is_supply: boolean('is_supply', v) }),
  who_made: (v) => ({ who_made: oneOf('who_made', v, WHO_MADE) }),
  when_made: (v) => ({ when_made: oneOf('when_made', v, WHEN_MADE) }),
};

/** The listing changes a PATCH form asks for (Etsy's field names; `tags[]` counts as `tags`). */
export function listingChanges(form: Record<string, FormValue>): Partial<EtsyListing> {
  const changes: Partial<EtsyListing> = {};
  for (const [rawName, value] of Object.entries(form)) {
    const name = rawName.replace(/\[\]$/, '');
    const apply = LISTING_FIELDS[name];
    if (!apply) fail(`${name}: the fake marketplace does not update this field`);
    Object.assign(changes, apply!(value));
  }
  if (Object.keys(changes).length === 0) fail('Nothing to update: send at least one listing field');
  return changes;
}

// Fields of the GET answer that Etsy refuses in a PUT (etsy/README.md: drop them before sending).
const READ_ONLY_PRODUCT = ['product_id', 'is_deleted'];
const READ_ONLY_OFFERING = ['offering_id', 'is_deleted'];
const READ_ONLY_VALUE = ['scale_name'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIntList = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => Number.isInteger(n) && n >= 1);

function propertyValue(at: string, input: unknown): EtsyPropertyValue {
  if (!isRecord(input)) return fail(`${at} must be an object`);
  for (const key of READ_ONLY_VALUE) if (key in input) fail(`${at}.${key} is not accepted in an update`);
  const { property_id, value_ids, values, property_name, scale_id } = input;
  if (!Number.isInteger(property_id) || (property_id as number) < 1) fail(`${at}.property_id is required`);
  if (!isIntList(value_ids)) fail(`${at}.value_ids must be a list of ids`);
  if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) fail(`${at}.values must be a list of strings`);
  if (property_name !== undefined && typeof property_name !== 'string') fail(`${at}.property_name must be a string`);
  if (scale_id !== undefined && scale_id !== null && !Number.isInteger(scale_id)) fail(`${at}.scale_id must be an id or null`);
  return {
    property_id: property_id as number,
    property_name: (property_name as string | undefined) ?? null,
    scale_id: (scale_id as number | null | undefined) ?? null,
    scale_name: null,
    value_ids: [...(value_ids as number[])],
    values: [...(values as string[])],
  };
}

function offering(at: string, input: unknown, ids: () => number): EtsyOffering {
  if (!isRecord(input)) return fail(`${at} must be an object`);
  for (const key of READ_ONLY_OFFERING) if (key in input) fail(`${at}.${key} is not accepted in an update`);
  const { price, quantity, is_enabled, readiness_state_id } = input;
  if (typeof price !== 'number' || !Number.isFinite(price)) fail(`${at}.price must be a decimal number (not a Money object)`);
  if ((price as number) < 0.2 || (price as number) > 50_000) fail(`${at}.price must be between 0.20 and 50000`);
  if (!Number.isInteger(quantity) || (quantity as number) < 0 || (quantity as number) > 999) fail(`${at}.quantity must be an integer from 0 to 999`);
  if (typeof is_enabled !== 'boolean') fail(`${at}.is_enabled must be true or false`);
  // Required since processing profiles (2026): a PUT that drops it loses the offering's profile.
  if (!('readiness_state_id' in input)) fail(`${at}.readiness_state_id is required (null or a processing profile id)`);
  if (readiness_state_id !== null && (!Number.isInteger(readiness_state_id) || (readiness_state_id as number) < 1))
    fail(`${at}.readiness_state_id must be an id or null`);
  return {
    offering_id: ids(),
    quantity: quantity as number,
    is_enabled: is_enabled as boolean,
    is_deleted: false,
    price: { amount: Math.round((price as number) * 100), divisor: 100, currency_code: 'USD' },
    readiness_state_id: readiness_state_id as number | null,
  };
}

function product(at: string, input: unknown, ids: () => number): EtsyInventoryProduct {
  if (!isRecord(input)) return fail(`${at} must be an object`);
  for (const key of READ_ONLY_PRODUCT) if (key in input) fail(`${at}.${key} is not accepted in an update`);
  const { sku, property_values = [], offerings } = input;
  if (sku !== undefined && sku !== null && typeof sku !== 'string') fail(`${at}.sku must be a string`);
  if (typeof sku === 'string' && sku.length > 32) fail(`${at}.sku must be at most 32 characters`);
  if (!Array.isArray(property_values)) fail(`${at}.property_values must be a list`);
  if (!Array.isArray(offerings) || offerings.length !== 1) fail(`${at}.offerings must hold exactly one offering`);
  const values = (property_values as unknown[]).map((v, k) => propertyValue(`${at}.property_values[${k}]`, v));
  return {
    product_id: ids(),
    sku: (sku as string | null | undefined) ?? '',
    is_deleted: false,
    offerings: (offerings as unknown[]).map((o, k) => offering(`${at}.offerings[${k}]`, o, ids)),
    property_values: values,
  };
}

/**
 * The inventory a PUT body asks for, checked like Etsy: products required and complete, prices as
 * decimal numbers, no read-only fields, one product per combination of values, and
 * `price_on_property` / `quantity_on_property` / `sku_on_property` consistent with the products.
 */
export function inventoryFromBody(body: unknown, ids: () => number): FakeInventory {
  if (!isRecord(body)) return fail('The body must be a JSON object');
  if (!Array.isArray(body.products) || body.products.length === 0) fail('products is required: send every product of the listing');
  const products = (body.products as unknown[]).map((p, k) => product(`products[${k}]`, p, ids));
  const propertyIds = [...new Set(products.flatMap((p) => p.property_values!.map((v) => v.property_id!)))];
  if (propertyIds.length > 2) fail('A listing varies on at most two properties');
  const combinations = new Set<string>();
  for (const p of products) {
    if (p.property_values!.length !== propertyIds.length) fail('Every product must give a value for each variation property');
    const key = JSON.stringify([...p.property_values!].sort((a, b) => a.property_id! - b.property_id!).map((v) => [v.property_id, v.values]));
    if (combinations.has(key)) fail(`Two products share the values ${key}`);
    combinations.add(key);
  }
  const lists = {} as Record<'price_on_property' | 'quantity_on_property' | 'sku_on_property' | 'readiness_state_on_property', number[]>;
  for (const name of ['price_on_property', 'quantity_on_property', 'sku_on_property', 'readiness_state_on_property'] as const) {
    const value = body[name] ?? [];
    if (!Array.isArray(value) || !value.every((n) => Number.isInteger(n))) fail(`${name} must be a list of property ids`);
    const unknown = (value as number[]).filter((id) => !propertyIds.includes(id));
    if (unknown.length > 0) fail(`${name} names properties no product has: ${unknown.join(', ')}`);
    lists[name] = [...(value as number[])];
  }
  const checks = [
    ['price_on_property', 'price', offeringPrice],
    ['quantity_on_property', 'quantity', offeringQuantity],
    ['sku_on_property', 'sku', productSku],
  ] as const;
  for (const [name, field, read] of checks) {
    if (!decides(products, lists[name], read)) fail(`Products differ in ${field} on properties missing from ${name}`);
  }
  return { products, ...lists };
}

/** The listing after an inventory update: its SKUs, variations flag and lowest price follow the products. */
export function withInventory(record: ListingRecord, inventory: FakeInventory): ListingRecord {
  const prices = inventory.products
    .map((p) => p.offerings?.[0])
    .filter((o) => o?.is_enabled && o.price)
    .map((o) => o!.price!);
  const lowest = prices.reduce<(typeof prices)[number] | undefined>((min, p) => (!min || p.amount! < min.amount! ? p : min), undefined);
  return {
    ...record,
    inventory,
    listing: { ...record.listing, has_variations: inventory.products.length > 1, ...(lowest ? { price: { ...lowest } } : {}) },
  };
}
