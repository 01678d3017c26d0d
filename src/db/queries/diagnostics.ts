/**
 * @module queries/diagnostics
 * What the admin's debug screen reads: a timed read of the catalogue, the stored marketplace data,
 * how complete the listings are, and which listings' stored JSON is corrupt.
 */
import { asc, count, desc, gt, sql } from 'drizzle-orm';
import type { StoredDataReport } from '../../contracts/debug.ts';
import type { Database } from '../client.ts';
import { columnProblemsOf, leftOutFor, LISTING_JSON_COLUMN_KEYS, type ListingJsonColumn } from '../listing-columns.ts';
import { marketplaceListings, stickers } from '../schema.ts';

/** Reads up to `limit` listing ids: the database answers. */
export async function readListingIds(db: Database, limit: number): Promise<number[]> {
  return (await db.select({ id: stickers.etsyListingId }).from(stickers).limit(limit)).map((r) => r.id);
}

/** How many listings have stored marketplace data, and the latest few (id, when, raw listing JSON). */
export async function storedMarketplaceData(db: Database, latest: number) {
  const total = (await db.select({ n: count() }).from(marketplaceListings).get())?.n ?? 0;
  const rows = await db
    .select({ id: marketplaceListings.etsyListingId, at: marketplaceListings.updatedAt, listing: marketplaceListings.listingData })
    .from(marketplaceListings)
    .orderBy(desc(marketplaceListings.updatedAt))
    .limit(latest);
  return { total, latest: rows };
}

/** How many listings there are, and how many have images, sizes, dimensions and artwork. */
export async function listingCompleteness(db: Database) {
  const row = await db
    .select({
      total: count(),
      withImages: sql<number>`coalesce(sum(case when ${stickers.firstImageUrl} is not null then 1 else 0 end), 0)`,
      withSizes: sql<number>`coalesce(sum(case when ${stickers.availableSizes} <> '[]' then 1 else 0 end), 0)`,
      withDimensions: sql<number>`coalesce(sum(case when ${stickers.dimensions} <> '{}' then 1 else 0 end), 0)`,
      withArtwork: sql<number>`coalesce(sum(case when ${stickers.svgPath} is not null then 1 else 0 end), 0)`,
    })
    .from(stickers)
    .get();
  return {
    total: row?.total ?? 0,
    withImages: row?.withImages ?? 0,
    withSizes: row?.withSizes ?? 0,
    withDimensions: row?.withDimensions ?? 0,
    withArtwork: row?.withArtwork ?? 0,
  };
}

/** Listings per read of the stored data report: their marketplace JSON runs to tens of KB each. */
const STORED_DATA_PAGE = 50;

const jsonColumns = Object.fromEntries(LISTING_JSON_COLUMN_KEYS.map((key) => [key, stickers[key]])) as { [K in ListingJsonColumn]: (typeof stickers)[K] };

/**
 * Every listing, hidden ones too, with a JSON column that is not JSON or not of its shape, checked
 * as the public reads check it (src/db/listing-columns.ts). Read a page at a time in id order, each
 * page after the last id seen: one bound parameter a statement, whatever the catalogue's size.
 */
export async function findStoredDataProblems(db: Database, pageSize = STORED_DATA_PAGE): Promise<StoredDataReport> {
  const report: StoredDataReport = { scanned: 0, listings: [] };
  let after: number | null = null;
  for (;;) {
    const rows = await db
      .select({ etsyListingId: stickers.etsyListingId, title: stickers.title, publicVisible: stickers.publicVisible, ...jsonColumns })
      .from(stickers)
      .where(after === null ? undefined : gt(stickers.etsyListingId, after))
      .orderBy(asc(stickers.etsyListingId))
      .limit(pageSize);
    for (const row of rows) {
      const problems = columnProblemsOf(row);
      if (problems.length === 0) continue;
      report.listings.push({
        listingId: row.etsyListingId,
        title: row.title,
        shop: !row.publicVisible ? 'hidden' : leftOutFor(problems) ? 'left out' : 'shown',
        problems: problems.map(({ column, problem }) => ({ column, problem })),
      });
    }
    report.scanned += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return report;
    after = last.etsyListingId;
  }
}
