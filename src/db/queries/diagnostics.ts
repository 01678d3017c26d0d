/**
 * @module queries/diagnostics
 * What the admin's debug screen reads: a timed read of the catalogue, the stored marketplace data,
 * and how complete the listings are.
 */
import { count, desc, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
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
