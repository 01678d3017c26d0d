/**
 * @module storefront/recommendations
 * Counts how often a similar design under an open listing is seen and clicked.
 */
import type { TrackRecommendations } from '~/contracts/recommendations.ts';
import { whenIdle } from '~/client/idle.ts';

const seen = new Set<string>();

/**
 * Sent from the background worker, as the listing's details are read: the page loads no schema for
 * a count. Once the page is idle: never among the tasks that draw the listing (the first one starts
 * the worker).
 */
const send = (sourceId: number, body: TrackRecommendations) =>
  whenIdle(
    () =>
      void import('~/client/background/index.ts').then(({ readInBackground }) => readInBackground('recommendations', sourceId, body)).catch(() => undefined),
    2000,
  );

/** Records that these designs were shown under a listing (once per visit each). */
export function trackRecommendationViews(sourceId: number, shownIds: readonly number[]): void {
  const fresh = shownIds.filter((id) => !seen.has(`${sourceId}:${id}`));
  if (fresh.length === 0) return;
  for (const id of fresh) seen.add(`${sourceId}:${id}`);
  send(sourceId, { recommendedListingIds: fresh, view_count: 1 });
}

/** Records a click on a similar design. */
export function trackRecommendationClick(sourceId: number, clickedId: number): void {
  send(sourceId, { recommendedListingIds: [clickedId], click_count: 1 });
}
