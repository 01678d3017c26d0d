/**
 * @module queries/listings
 * Listing reads shared by the Worker and the build. Only public (visible) listings leave here
 * unless a function says otherwise.
 */
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { CatalogueItem } from '../../domain/catalogue.ts';
import type { Database } from '../client.ts';
import { columnSchemas, parseColumn } from '../json.ts';
import { catalogueRevision, stickers } from '../schema.ts';
import { HEAVY_COLUMNS, toListingSummary, toUnifiedSticker, type ListingSummary, type UnifiedSticker } from '../unified.ts';

const allColumns = getTableColumns(stickers);
type HeavyColumn = (typeof HEAVY_COLUMNS)[number];
/** Every column but the stored marketplace JSON: what a list needs. */
const summaryColumns = Object.fromEntries(
  Object.entries(allColumns).filter(([key]) => !(HEAVY_COLUMNS as readonly string[]).includes(key)),
) as Omit<typeof allColumns, HeavyColumn>;

/** What the list rules need of a public listing, plus the fields its filters read. */
export interface CatalogueEntry extends CatalogueItem {
  slug: string;
  svgPath: string | null;
  hasSvgPath: boolean;
  sizes: readonly string[];
}

/** D1 binds at most 100 parameters per statement: ids per statement, leaving room for the other values. */
const IDS_PER_STATEMENT = 90;

/** The revision counter bumped by every change to stickers. */
export async function readCatalogueRevision(db: Database): Promise<number> {
  const row = await db.select({ revision: catalogueRevision.revision }).from(catalogueRevision).where(eq(catalogueRevision.id, 1)).get();
  return row?.revision ?? 0;
}

/** Every public listing as a catalogue entry (light columns only), best sellers first. */
export async function loadCatalogueEntries(db: Database): Promise<CatalogueEntry[]> {
  const rows = await db
    .select({
      id: stickers.etsyListingId,
      slug: stickers.slug,
      title: stickers.title,
      category: stickers.category,
      tags: stickers.tags,
      skus: sql<string | null>`json_extract(${stickers.listingData}, '$.skus')`,
      sales: stickers.totalSalesVolume,
      views: stickers.views,
      isTrueScale: stickers.isTrueScale,
      createdAt: stickers.createdAt,
      updatedAt: stickers.updatedAt,
      svgPath: stickers.svgPath,
      sizes: stickers.availableSizes,
    })
    .from(stickers)
    .where(eq(stickers.publicVisible, true))
    .orderBy(sql`${stickers.totalSalesVolume} desc`, asc(stickers.etsyListingId));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    category: r.category?.trim() || null,
    tags: parseColumn(columnSchemas.stringList, r.tags, []),
    skus: parseColumn(columnSchemas.stringList, r.skus, []),
    sales: r.sales,
    views: r.views,
    isTrueScale: r.isTrueScale,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    svgPath: r.svgPath || null,
    hasSvgPath: !!r.svgPath,
    sizes: parseColumn(columnSchemas.stringList, r.sizes, []),
  }));
}

/** Summaries of the public listings with the given ids, in the order of the ids. */
export async function getPublicSummaries(db: Database, ids: readonly number[]): Promise<ListingSummary[]> {
  const byId = new Map<number, ListingSummary>();
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
    const chunk = ids.slice(i, i + IDS_PER_STATEMENT);
    const rows = await db.select(summaryColumns).from(stickers).where(and(inArray(stickers.etsyListingId, chunk), eq(stickers.publicVisible, true)));
    for (const row of rows) byId.set(row.etsyListingId, toListingSummary(row));
  }
  return ids.map((id) => byId.get(id)).filter((s): s is ListingSummary => !!s);
}

/** One public listing, or null when it does not exist or is hidden. */
export async function getPublicSticker(db: Database, id: number): Promise<UnifiedSticker | null> {
  const row = await db.select().from(stickers).where(and(eq(stickers.etsyListingId, id), eq(stickers.publicVisible, true))).get();
  return row ? toUnifiedSticker(row) : null;
}

/** Every public listing in full, best sellers first: the build's snapshot. */
export async function loadPublicStickers(db: Database): Promise<UnifiedSticker[]> {
  const rows = await db.select().from(stickers).where(eq(stickers.publicVisible, true)).orderBy(sql`${stickers.totalSalesVolume} desc`, asc(stickers.etsyListingId));
  return rows.map(toUnifiedSticker);
}
