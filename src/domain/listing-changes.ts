/**
 * @module listing-changes
 * What writing a listing row would change, in the owner's words: the fields (LISTING_FIELDS) whose
 * stored value differs from the one about to be written. A sync counts a listing with none as
 * unchanged and writes nothing for it; the deprecated processing's preview tallies them before
 * anything is written. Pure: the callers read and write.
 */
import { LISTING_FIELDS, type FieldTally, type ListingField } from '../contracts/marketplace.ts';
import type { NewStickerRow, StickerRow } from '../db/schema.ts';

type Column = keyof StickerRow;

/**
 * The field each column belongs to; null for the row's identity and timestamps, which a write moves
 * without changing the listing. Every column is named, so a new one must be given its field here.
 */
const COLUMN_FIELDS: Record<Column, ListingField | null> = {
  etsyListingId: null,
  slug: null,
  createdAt: null,
  updatedAt: null,
  title: 'title',
  description: 'description',
  etsyUrl: 'links',
  etsyShareUrl: 'links',
  state: 'status',
  quantity: 'stock',
  views: 'views',
  numFavorers: 'favourites',
  featuredRank: 'featured rank',
  tags: 'tags',
  totalSalesVolume: 'sales',
  category: 'category',
  minPrice: 'price',
  inventoryMatrix: 'price',
  availableSizes: 'sizes',
  sizes: 'sizes',
  availableColors: 'colours',
  firstImageUrl: 'images',
  largestSizeImageUrl: 'images',
  allImageUrls: 'images',
  dimensions: 'dimensions',
  isPack: 'pack type',
  packType: 'pack type',
  sizeVariations: 'variations',
  colorVariations: 'variations',
  // Etsy's record as it sent it: what the fields above are read from, and more the catalogue does not show.
  listingData: 'other Etsy data',
  inventoryData: 'other Etsy data',
  lastEtsyUpdate: 'other Etsy data',
  variationImagesData: 'other Etsy data',
  // The owner's own columns: no merge writes them, but one that did would not go unseen.
  svgPath: 'local data',
  svgPaths: 'local data',
  svgTitles: 'local data',
  publicVisible: 'local data',
  isSet: 'local data',
  setQuantity: 'local data',
  isTrueScale: 'local data',
  displayOrder: 'local data',
  enabledColors: 'local data',
  uniqueDescription: 'local data',
  boilerPlateText: 'local data',
  variationScrapingStatus: 'local data',
  variationScrapingError: 'local data',
  variationScrapingLastAttempt: 'local data',
};

/** Columns holding JSON text: the same value written with its keys in another order is no change. */
const JSON_COLUMNS: ReadonlySet<Column> = new Set<Column>([
  'listingData',
  'inventoryData',
  'inventoryMatrix',
  'variationImagesData',
  'tags',
  'minPrice',
  'availableSizes',
  'availableColors',
  'allImageUrls',
  'dimensions',
  'sizes',
  'sizeVariations',
  'colorVariations',
  'svgPaths',
  'svgTitles',
  'enabledColors',
]);

const UNREADABLE = Symbol('unreadable');

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return UNREADABLE;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as text with every object's keys sorted: equal values give equal text. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (isRecord(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v)) ??
  'undefined';

function sameJson(was: unknown, is: unknown): boolean {
  if (was === is) return true;
  const a = parsed(was);
  const b = parsed(is);
  // Text that is not JSON is compared as it is.
  return a !== UNREADABLE && b !== UNREADABLE && canonical(a) === canonical(b);
}

/** Each offering's price of an inventory matrix, in order: what the shopper pays for each choice. */
function offeringPrices(matrix: unknown): string {
  const value = parsed(matrix);
  const products = isRecord(value) && Array.isArray(value.products) ? (value.products as unknown[]) : [];
  return canonical(products.map((p) => (isRecord(p) && Array.isArray(p.offerings) ? p.offerings.map((o) => (isRecord(o) ? o.price : null)) : [])));
}

/**
 * A dimensions map's changes: 'dimensions' when a size's measures (or the sizes measured) differ,
 * 'dimension sources' when a size measured on both sides says another source (manual, description...).
 */
function dimensionChanges(was: unknown, is: unknown): ListingField[] {
  const before = parsed(was);
  const after = parsed(is);
  if (!isRecord(before) || !isRecord(after)) return sameJson(was, is) ? [] : ['dimensions'];
  const measures = (map: Record<string, unknown>) =>
    canonical(Object.fromEntries(Object.entries(map).map(([size, entry]) => [size, isRecord(entry) ? { ...entry, source: undefined } : entry])));
  const sourceOf = (entry: unknown) => (isRecord(entry) ? (entry.source ?? null) : null);
  const fields: ListingField[] = [];
  if (measures(before) !== measures(after)) fields.push('dimensions');
  if (Object.keys(before).some((size) => size in after && sourceOf(before[size]) !== sourceOf(after[size]))) fields.push('dimension sources');
  return fields;
}

/**
 * The fields a write of `next` over the stored row would change, in LISTING_FIELDS order; empty
 * when it would change nothing. Columns `next` leaves out are not written, so not compared. Etsy's
 * raw record ('other Etsy data') is named only when nothing else changed: it moves with every field
 * read from it.
 * @example listingChanges(row, { ...row, title: 'New' }) // ['title']
 */
export function listingChanges(stored: Partial<StickerRow>, next: Partial<NewStickerRow>): ListingField[] {
  const found = new Set<ListingField>();
  for (const [column, is] of Object.entries(next) as [Column, unknown][]) {
    const field = COLUMN_FIELDS[column];
    if (!field || is === undefined) continue;
    const was = stored[column];
    if (column === 'dimensions') for (const change of dimensionChanges(was, is)) found.add(change);
    else if (column === 'inventoryMatrix') {
      // The matrix holds the prices and each product's choices: a price is a price change, the rest is Etsy's record.
      if (offeringPrices(was) !== offeringPrices(is)) found.add('price');
      else if (!sameJson(was, is)) found.add('other Etsy data');
    } else if (JSON_COLUMNS.has(column) ? !sameJson(was, is) : (was ?? null) !== (is ?? null)) found.add(field);
  }
  const fields = LISTING_FIELDS.filter((f) => found.has(f));
  return fields.length > 1 ? fields.filter((f) => f !== 'other Etsy data') : fields;
}

/**
 * How many listings changed each field, from each changed listing's fields.
 * @example tallyFields([['title'], ['title', 'price']]) // [{ field: 'title', listings: 2 }, { field: 'price', listings: 1 }]
 */
export function tallyFields(changes: readonly (readonly ListingField[])[]): FieldTally {
  const counts = new Map<ListingField, number>();
  for (const fields of changes) for (const field of new Set(fields)) counts.set(field, (counts.get(field) ?? 0) + 1);
  return LISTING_FIELDS.filter((f) => counts.has(f)).map((field) => ({ field, listings: counts.get(field)! }));
}
