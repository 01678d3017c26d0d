/**
 * @module marketplace-merge
 * How marketplace data becomes a listing row, by the field classes of admin.md 3.1: marketplace-only
 * columns come from Etsy; local-only columns (artwork, dimensions, visibility, sets and packs, the
 * owner's size and colour variations, scraping status) are never touched by a sync; the category is
 * taken from Etsy's shop section only while the local one is empty. Pure: the sync reads and writes.
 */
import type { InventoryProduct } from '../contracts/listing.ts';
import type { ListingField } from '../contracts/marketplace.ts';
import { categoryForSection } from './categories.ts';
import { extractDimensions } from './dimensions.ts';
import { colorVariations, extractedVariations, sizeEntriesFromInventory, sizeVariations } from './inventory.ts';
import { inferPackCount } from './packs.ts';
import { computedInventoryColumns } from './inventory-columns.ts';
import { listingChanges } from './listing-changes.ts';
import type { NewStickerRow, StickerRow } from '../db/schema.ts';

/**
 * Whether a stored column holds something: not null, empty text, or an empty JSON list or object.
 * A local field that had a value and has none after an update was lost.
 * @example hasValue('[]') // false
 */
export const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '' && value !== '[]' && value !== '{}';

/** What a listing row reads of an Etsy listing (the client's parsed answer satisfies it). */
export interface MarketplaceListing {
  listing_id?: number;
  title?: string;
  description?: string | null;
  state?: string | null;
  url?: string | null;
  quantity?: number | null;
  views?: number | null;
  num_favorers?: number | null;
  featured_rank?: number | null;
  tags?: string[] | null;
  skus?: string[] | null;
  shop_section_id?: number | null;
  last_modified_timestamp?: number | null;
  updated_timestamp?: number | null;
  price?: unknown;
}

export interface MarketplaceImage {
  url_570xN?: string | null;
  url_fullxfull?: string | null;
  rank?: number | null;
}

/** One listing as the marketplace has it: the listing, its images and its inventory. */
export interface MarketplaceRecord {
  listing: MarketplaceListing;
  images: readonly MarketplaceImage[];
  inventory: { products: InventoryProduct[] } | null;
}

/** Columns only the owner writes: a sync never changes them. */
export const LOCAL_ONLY_COLUMNS = [
  'svgPath',
  'svgPaths',
  'svgTitles',
  'dimensions',
  'sizes',
  'publicVisible',
  'isSet',
  'isPack',
  'packType',
  'setQuantity',
  'isTrueScale',
  'displayOrder',
  'sizeVariations',
  'colorVariations',
  'enabledColors',
  'uniqueDescription',
  'boilerPlateText',
  'variationScrapingStatus',
  'variationScrapingError',
  'variationScrapingLastAttempt',
  'slug',
] as const satisfies readonly (keyof StickerRow)[];
export type LocalOnlyColumn = (typeof LOCAL_ONLY_COLUMNS)[number];

export const INCOMPLETE_SOURCE = 'Incomplete Etsy source data - missing listing or inventory information';
export const INTEGRITY_FAILED = 'Local data integrity validation failed';

/** The time Etsy last changed a listing, as ISO text (the sync compares it with what it stored). */
export function marketplaceModifiedAt(listing: MarketplaceListing): string | null {
  const seconds = listing.last_modified_timestamp ?? listing.updated_timestamp;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : null;
}

const imageUrls = (images: readonly MarketplaceImage[]) =>
  [...images]
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((i) => i.url_fullxfull ?? i.url_570xN)
    .filter((u): u is string => typeof u === 'string' && u.length > 0);

/**
 * The marketplace-only columns of a record, and the columns computed from its inventory (prices,
 * available sizes and colours). Throws INCOMPLETE_SOURCE without a listing id, a title or an inventory.
 */
export function marketplaceColumns(record: MarketplaceRecord): Omit<NewStickerRow, 'slug' | LocalOnlyColumn> & { etsyListingId: number } {
  const { listing, inventory } = record;
  if (!listing || typeof listing.listing_id !== 'number' || typeof listing.title !== 'string' || !inventory || !Array.isArray(inventory.products))
    throw new Error(INCOMPLETE_SOURCE);
  const urls = imageUrls(record.images);
  const { sizeVariations: _sizes, colorVariations: _colors, ...computed } = computedInventoryColumns(inventory.products);
  return {
    etsyListingId: listing.listing_id,
    title: listing.title,
    description: listing.description ?? '',
    etsyUrl: listing.url ?? `https://www.etsy.com/listing/${listing.listing_id}`,
    etsyShareUrl: listing.url ? `${listing.url.split('?')[0]}?utm_source=share` : null,
    state: listing.state ?? 'active',
    quantity: listing.quantity ?? 0,
    views: listing.views ?? 0,
    numFavorers: listing.num_favorers ?? 0,
    featuredRank: typeof listing.featured_rank === 'number' && listing.featured_rank >= 0 ? listing.featured_rank : null,
    listingData: JSON.stringify(listing),
    inventoryData: JSON.stringify(inventory),
    tags: JSON.stringify(listing.tags ?? []),
    lastEtsyUpdate: marketplaceModifiedAt(listing),
    ...computed,
    firstImageUrl: urls[0] ?? null,
    largestSizeImageUrl: urls[0] ?? null,
    allImageUrls: JSON.stringify(urls),
  };
}

/**
 * Etsy's record as a sync stores it beside the row (marketplace_listings), for the deprecated
 * processing to read again; the demo seed stores its listings' records the same way.
 */
export function storedMarketplaceRecord(record: MarketplaceRecord) {
  return {
    listingData: JSON.stringify(record.listing),
    imagesData: JSON.stringify({ count: record.images.length, results: record.images }),
    inventoryData: record.inventory ? JSON.stringify(record.inventory) : null,
    extractedVariations: record.inventory ? JSON.stringify(extractedVariations(record.inventory.products)) : null,
  };
}

/**
 * A row for a listing the catalogue does not have yet: the marketplace columns, and the local ones
 * precomputed from Etsy's data as the owner would start them (dimensions from the description and
 * the size variations, pack count from the title, size and colour variations, category from the
 * shop section). Public, like the listing on Etsy.
 */
export function newListingRow(record: MarketplaceRecord, slug: string): NewStickerRow {
  const columns = marketplaceColumns(record);
  const products = record.inventory!.products;
  const sizes = sizeVariations(products);
  const packCount = inferPackCount(record.listing.title);
  const dimensions = extractDimensions(
    record.listing.description,
    sizes.map((v) => v.value),
  );
  const entries = sizeEntriesFromInventory(products).map((entry) => ({
    ...entry,
    width: dimensions[entry.name]?.width ?? null,
    height: dimensions[entry.name]?.height ?? null,
    packCount,
  }));
  return {
    ...columns,
    slug,
    category: categoryForSection(record.listing.shop_section_id ?? null),
    dimensions: JSON.stringify(dimensions),
    sizes: JSON.stringify(entries),
    sizeVariations: JSON.stringify(sizes),
    colorVariations: JSON.stringify(colorVariations(products)),
    isPack: packCount > 1,
    packType: packCount > 1 ? 'pack' : null,
  };
}

/**
 * The update a safe update writes to an existing row: every marketplace column; the category only
 * while the local one is empty; nothing local-only.
 */
export function safeUpdateColumns(local: Pick<StickerRow, 'category'>, record: MarketplaceRecord): Partial<NewStickerRow> {
  const { etsyListingId: _id, ...columns } = marketplaceColumns(record);
  const category = local.category?.trim() ? {} : { category: categoryForSection(record.listing.shop_section_id ?? null) };
  return { ...columns, ...category };
}

/** A write worked out before it is made: the columns it would write and what that would change (none: nothing to write). */
export interface PlannedWrite {
  columns: Partial<NewStickerRow>;
  fields: ListingField[];
}

/** A safe update of a listing the catalogue has, and what it would change. */
export function planSafeUpdate(stored: StickerRow, record: MarketplaceRecord): PlannedWrite {
  const columns = safeUpdateColumns(stored, record);
  return { columns, fields: listingChanges(stored, columns) };
}

/**
 * The deprecated processing of a listing: its row rebuilt from the stored Etsy record as if new
 * (newListingRow: dimensions and their sources, sizes, variations, pack type and category read
 * again from Etsy's text; the slug kept), and what that would change. The preview and the run both
 * use it, so what the confirmation says is what the run does.
 */
export function planReprocess(stored: StickerRow, record: MarketplaceRecord): PlannedWrite {
  const { slug: _slug, ...columns } = newListingRow(record, stored.slug);
  return { columns, fields: listingChanges(stored, columns) };
}

export interface IntegrityReport {
  ok: boolean;
  /** A local field that had a value before and has none after: the update must not stand. */
  errors: string[];
  /** A local field whose value changed: reported, not fatal. */
  warnings: string[];
}

/** Compares a row's local-only fields before and after an update. */
export function validateIntegrity(before: Partial<StickerRow>, after: Partial<StickerRow>): IntegrityReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const column of LOCAL_ONLY_COLUMNS) {
    const was = before[column];
    const is = after[column];
    if (hasValue(was) && !hasValue(is)) errors.push(`${column} was lost`);
    else if (JSON.stringify(was ?? null) !== JSON.stringify(is ?? null)) warnings.push(`${column} changed`);
  }
  return { ok: errors.length === 0, errors, warnings };
}
