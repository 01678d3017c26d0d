/**
 * @module storefront/recommendations
 * Counts how often a similar design under an open listing is seen and clicked.
 */
import { sendJson } from '../../client/api.ts';

const seen = new Set<string>();

/** Records that these designs were shown under a listing (once per visit each). */
export function trackRecommendationViews(sourceId: number, shownIds: readonly number[]): void {
  const fresh = shownIds.filter((id) => !seen.has(`${sourceId}:${id}`));
  if (fresh.length === 0) return;
  for (const id of fresh) seen.add(`${sourceId}:${id}`);
  void sendJson('PUT', `/api/listing-recommendations/${sourceId}`, { recommendedListingIds: fresh, view_count: 1 }).catch(() => undefined);
}

/** Records a click on a similar design. */
export function trackRecommendationClick(sourceId: number, clickedId: number): void {
  void sendJson('PUT', `/api/listing-recommendations/${sourceId}`, { recommendedListingIds: [clickedId], click_count: 1 }).catch(() => undefined);
}
