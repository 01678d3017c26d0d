/**
 * @module client/track
 * `track()` for the first screen: the analytics queue (its event names and limits) loads with the
 * first event, not with the page. Events tracked meanwhile keep their order.
 */
import type { AnalyticsEvent } from '~/contracts/events.ts';

let queue: Promise<typeof import('./analytics.ts')> | null = null;

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  queue ??= import('./analytics.ts');
  void queue.then((analytics) => analytics.track(event));
}
