/**
 * @module queries/recommendations
 * How often the designs shown under a listing were seen and clicked.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Recommendation } from '../../contracts/recommendations.ts';
import { runBatch } from '../batch.ts';
import type { Database } from '../client.ts';
import { recommendations } from '../schema.ts';

/** The designs counted under a listing, most clicked first. */
export async function listRecommendations(db: Database, sourceListingId: number): Promise<Recommendation[]> {
  return db
    .select({ recommended_listing_id: recommendations.recommendedListingId, position: recommendations.position, click_count: recommendations.clickCount, view_count: recommendations.viewCount })
    .from(recommendations)
    .where(eq(recommendations.sourceListingId, sourceListingId))
    .orderBy(desc(recommendations.clickCount), desc(recommendations.viewCount));
}

/** Adds views or clicks to designs shown under a listing (their position is their place in the list), in one transaction. */
export async function countRecommendations(db: Database, sourceListingId: number, recommendedIds: readonly number[], counts: { views: number; clicks: number }): Promise<void> {
  const { views, clicks } = counts;
  await runBatch(
    db,
    recommendedIds.map((id, position) =>
      db
        .insert(recommendations)
        .values({ sourceListingId, recommendedListingId: id, position, viewCount: views, clickCount: clicks })
        .onConflictDoUpdate({
          target: [recommendations.sourceListingId, recommendations.recommendedListingId],
          set: { viewCount: sql`${recommendations.viewCount} + ${views}`, clickCount: sql`${recommendations.clickCount} + ${clicks}`, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
        }),
    ),
  );
}
