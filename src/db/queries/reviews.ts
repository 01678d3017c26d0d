/**
 * @module queries/reviews
 * The shop's reviews mirrored from Etsy (listing_reviews), and what a listing's page reads of them:
 * its rating, latest reviews and, on the live detail when the owner shows it, its sales count.
 */
import { and, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { ListingReviews } from '../../contracts/listing.ts';
import { listingReviews as summarise, type ReviewRow, type StoredReview } from '../../domain/reviews.ts';
import { chunk, runBatch } from '../batch.ts';
import type { Database } from '../client.ts';
import { listingReviews, stickers } from '../schema.ts';
import { getShopSettings } from './shop-settings.ts';

/** The value the upsert was asked to write (SQLite's `excluded` row). */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/** Eight bound parameters a row: 12 rows a statement stay inside D1's 100. */
const ROWS_PER_STATEMENT = 12;

/**
 * Stores one page of reviews in one transaction (all of it or none), marked as seen by this run.
 * A review stored before is overwritten; the revision moves only when what a shopper sees changed.
 * Answers the rows D1 wrote.
 */
export async function storeReviews(db: Database, rows: readonly ReviewRow[], runId: number): Promise<number> {
  const statements = chunk(rows, ROWS_PER_STATEMENT).map((part) =>
    db
      .insert(listingReviews)
      .values(part.map((r) => ({ ...r, syncedRun: runId })))
      .onConflictDoUpdate({
        target: listingReviews.transactionId,
        set: {
          listingId: sqlExcluded('listing_id'),
          rating: sqlExcluded('rating'),
          review: sqlExcluded('review'),
          language: sqlExcluded('language'),
          createdAt: sqlExcluded('created_at'),
          updatedAt: sqlExcluded('updated_at'),
          syncedRun: runId,
        },
      }),
  );
  return runBatch(db, statements);
}

/** After a run that read every review: those it did not see are gone from Etsy, and go here too. */
export async function removeUnseenReviews(db: Database, runId: number): Promise<number> {
  const removed = await db.delete(listingReviews).where(ne(listingReviews.syncedRun, runId)).returning({ id: listingReviews.transactionId });
  return removed.length;
}

/** When the newest stored review was written, in Etsy's epoch seconds; null with none stored. */
export async function newestReviewSeconds(db: Database): Promise<number | null> {
  const row = await db
    .select({ at: max(listingReviews.createdAt) })
    .from(listingReviews)
    .get();
  return row?.at ? Math.floor(Date.parse(row.at) / 1000) : null;
}

const reviewColumns = { listingId: listingReviews.listingId, rating: listingReviews.rating, text: listingReviews.review, createdAt: listingReviews.createdAt };

/**
 * One listing's live detail data: its reviews summed up, and its sales count when the owner shows it
 * (read only then: nothing else public carries the count).
 */
export async function reviewsOfListing(db: Database, listingId: number): Promise<ListingReviews> {
  const [rows, settings] = await Promise.all([
    db.select(reviewColumns).from(listingReviews).where(eq(listingReviews.listingId, listingId)).orderBy(desc(listingReviews.createdAt)),
    getShopSettings(db),
  ]);
  return summarise(rows, settings.showSalesCount ? await salesCountOf(db, listingId) : null);
}

async function salesCountOf(db: Database, listingId: number): Promise<number | null> {
  const row = await db.select({ sold: stickers.totalSalesVolume }).from(stickers).where(eq(stickers.etsyListingId, listingId)).get();
  return row?.sold ?? null;
}

/**
 * Every public listing's reviews for the build's listing pages, by listing id, without the sales
 * count whatever the setting: a prebuilt page would keep showing it after the owner hides it, until
 * the next publish. The page's modal reads it from the live detail.
 */
export async function reviewsOfPublicListings(db: Database, listingIds: readonly number[]): Promise<Map<number, ListingReviews>> {
  const rows = await db
    .select(reviewColumns)
    .from(listingReviews)
    .innerJoin(stickers, and(eq(stickers.etsyListingId, listingReviews.listingId), eq(stickers.publicVisible, true)));
  const byListing = new Map<number, StoredReview[]>();
  for (const row of rows) (byListing.get(row.listingId) ?? byListing.set(row.listingId, []).get(row.listingId)!).push(row);
  return new Map(listingIds.map((id) => [id, summarise(byListing.get(id) ?? [], null)]));
}
