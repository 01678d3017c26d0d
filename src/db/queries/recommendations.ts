/**
 * @module queries/recommendations
 * How often the designs shown under a listing were seen and clicked. One visitor's view or click of
 * a pair counts at most once a day.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Recommendation } from '../../contracts/recommendations.ts';
import { runBatch } from '../batch.ts';
import type { Database } from '../client.ts';
import { recommendationHits, recommendations, stickers } from '../schema.ts';

/** The public designs counted under a listing, most clicked first. */
export async function listRecommendations(db: Database, sourceListingId: number): Promise<Recommendation[]> {
  return db
    .select({
      recommended_listing_id: recommendations.recommendedListingId,
      position: recommendations.position,
      click_count: recommendations.clickCount,
      view_count: recommendations.viewCount,
    })
    .from(recommendations)
    .innerJoin(stickers, and(eq(stickers.etsyListingId, recommendations.recommendedListingId), eq(stickers.publicVisible, true)))
    .where(eq(recommendations.sourceListingId, sourceListingId))
    .orderBy(desc(recommendations.clickCount), desc(recommendations.viewCount));
}

export interface Hit {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** Who: a hash of the client's address and the day (worker/lib/visitor.ts). */
  visitor: string;
  kind: 'view' | 'click';
}

/**
 * Counts a view or a click of designs shown under a listing (their position is their place in the
 * list), each at most once per visitor and day, all in one transaction.
 */
export async function countRecommendations(db: Database, sourceListingId: number, recommendedIds: readonly number[], hit: Hit): Promise<void> {
  const views = hit.kind === 'view' ? 1 : 0;
  const clicks = hit.kind === 'click' ? 1 : 0;
  await runBatch(
    db,
    recommendedIds.flatMap((id, position) => [
      db
        .insert(recommendationHits)
        .values({ ...hit, sourceListingId, recommendedListingId: id })
        .onConflictDoNothing(),
      // changes() is the number of rows the statement just before this one wrote, in this
      // transaction: 1 when the hit is new today, 0 when this visitor was already counted.
      // Columns in the table's order: source, recommended, position, clicks, views, updated_at.
      db
        .insert(recommendations)
        .select(sql`SELECT ${sourceListingId}, ${id}, ${position}, ${clicks}, ${views}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE changes() = 1`)
        .onConflictDoUpdate({
          target: [recommendations.sourceListingId, recommendations.recommendedListingId],
          set: {
            viewCount: sql`${recommendations.viewCount} + excluded.view_count`,
            clickCount: sql`${recommendations.clickCount} + excluded.click_count`,
            updatedAt: sql`excluded.updated_at`,
          },
        }),
    ]),
  );
}

/** Forgets who was counted before a day: the once-a-day rule needs only today's hits. */
export async function forgetHitsBefore(db: Database, day: string): Promise<void> {
  await db.delete(recommendationHits).where(lt(recommendationHits.day, day));
}
