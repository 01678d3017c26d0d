/**
 * @module queries/listings
 * Listing reads shared by the Worker and the build. Only public listings leave here unless a
 * function says otherwise: visible, and with every JSON column a public listing needs readable
 * (src/db/listing-columns.ts); each answers one contract shape, made in src/db/projections.ts.
 */
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { CatalogueCard, FullListing, ListingSummary } from '../../contracts/listing.ts';
import { chunk } from '../batch.ts';
import type { Database } from '../client.ts';
import { isJsonOrMissing, jsonAt } from '../json-sql.ts';
import { columnProblemsOf, keepPublicRows, leftOutFor, type OnLeftOut, type PublicCheckRow } from '../listing-columns.ts';
import { HEAVY_COLUMNS, toCatalogueCards, toFullListing, toListingSummary } from '../projections.ts';
import { catalogueRevision, stickers } from '../schema.ts';

const allColumns = getTableColumns(stickers);
type HeavyColumn = (typeof HEAVY_COLUMNS)[number];
/** Every column but the stored marketplace JSON: what a summary needs. */
const summaryColumns = Object.fromEntries(Object.entries(allColumns).filter(([key]) => !(HEAVY_COLUMNS as readonly string[]).includes(key))) as Omit<
  typeof allColumns,
  HeavyColumn
>;

/** What a catalogue card needs: a few light columns and the SKUs out of listing_data. */
const catalogueColumns = {
  etsyListingId: stickers.etsyListingId,
  slug: stickers.slug,
  title: stickers.title,
  category: stickers.category,
  tags: stickers.tags,
  skus: jsonAt(stickers.listingData, '$.skus'),
  totalSalesVolume: stickers.totalSalesVolume,
  views: stickers.views,
  isTrueScale: stickers.isTrueScale,
  createdAt: stickers.createdAt,
  updatedAt: stickers.updatedAt,
  svgPath: stickers.svgPath,
  firstImageUrl: stickers.firstImageUrl,
  availableSizes: stickers.availableSizes,
  minPrice: stickers.minPrice,
};

/**
 * What every public read selects to check a listing (PublicCheckRow): the light required columns,
 * and of the marketplace JSON only the SKUs and whether it is JSON, which SQLite answers without
 * sending it.
 */
const publicCheckColumns = {
  sizes: stickers.sizes,
  dimensions: stickers.dimensions,
  sizeVariations: stickers.sizeVariations,
  colorVariations: stickers.colorVariations,
  availableSizes: stickers.availableSizes,
  availableColors: stickers.availableColors,
  minPrice: stickers.minPrice,
  skus: catalogueColumns.skus,
  listingDataIsJson: isJsonOrMissing(stickers.listingData),
  inventoryMatrixIsJson: isJsonOrMissing(stickers.inventoryMatrix),
  inventoryDataIsJson: sql<boolean>`(${stickers.inventoryMatrix} IS NOT NULL OR ${isJsonOrMissing(stickers.inventoryData)})`.mapWith(Boolean),
} satisfies Record<keyof PublicCheckRow, unknown>;

const isPublic = eq(stickers.publicVisible, true);
/** The catalogue's own order: best sellers first, then by id, so every reader agrees. */
const catalogueOrder = [desc(stickers.totalSalesVolume), asc(stickers.etsyListingId)] as const;

/** D1 binds at most 100 parameters per statement: ids per statement, leaving room for the other values. */
const IDS_PER_STATEMENT = 90;

/** The revision counter bumped by every change to stickers. */
export async function readCatalogueRevision(db: Database): Promise<number> {
  const row = await db.select({ revision: catalogueRevision.revision }).from(catalogueRevision).where(eq(catalogueRevision.id, 1)).get();
  return row?.revision ?? 0;
}

/** Every public listing as a catalogue card, best sellers first; each listing left out for a corrupt column is told to onLeftOut. */
export async function loadCatalogueCards(db: Database, onLeftOut?: OnLeftOut): Promise<CatalogueCard[]> {
  const rows = await db
    .select({ ...catalogueColumns, ...publicCheckColumns })
    .from(stickers)
    .where(isPublic)
    .orderBy(...catalogueOrder);
  return toCatalogueCards(keepPublicRows(rows, onLeftOut));
}

/** Every public listing as a summary, best sellers first: the build's listing pages. Left out as by loadCatalogueCards. */
export async function loadPublicSummaries(db: Database, onLeftOut?: OnLeftOut): Promise<ListingSummary[]> {
  const rows = await db
    .select({ ...summaryColumns, ...publicCheckColumns })
    .from(stickers)
    .where(isPublic)
    .orderBy(...catalogueOrder);
  return keepPublicRows(rows, onLeftOut).map(toListingSummary);
}

/** Summaries of the public listings with the given ids, in the order of the ids. */
export async function getPublicSummaries(db: Database, ids: readonly number[]): Promise<ListingSummary[]> {
  const byId = new Map<number, ListingSummary>();
  for (const part of chunk(ids, IDS_PER_STATEMENT)) {
    const rows = await db
      .select({ ...summaryColumns, ...publicCheckColumns })
      .from(stickers)
      .where(and(inArray(stickers.etsyListingId, part), isPublic));
    for (const row of keepPublicRows(rows)) byId.set(row.etsyListingId, toListingSummary(row));
  }
  return ids.map((id) => byId.get(id)).filter((s): s is ListingSummary => !!s);
}

/**
 * One public listing in full, or null when it does not exist, is hidden, or a column it needs is
 * corrupt: checked here in full, the marketplace JSON's shape included.
 */
export async function getPublicListing(db: Database, id: number): Promise<FullListing | null> {
  const row = await db
    .select()
    .from(stickers)
    .where(and(eq(stickers.etsyListingId, id), isPublic))
    .get();
  return row && !leftOutFor(columnProblemsOf(row)) ? toFullListing(row) : null;
}

/** Those of the given ids that are public listings. */
export async function publicIdsAmong(db: Database, ids: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += IDS_PER_STATEMENT) {
    const rows = await db
      .select({ etsyListingId: stickers.etsyListingId, ...publicCheckColumns })
      .from(stickers)
      .where(and(inArray(stickers.etsyListingId, unique.slice(i, i + IDS_PER_STATEMENT)), isPublic));
    for (const row of keepPublicRows(rows)) found.add(row.etsyListingId);
  }
  return found;
}
