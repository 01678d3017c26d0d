/**
 * @module storefront/analytics
 * Shopper events, queued and sent in batches to /api/events (sendBeacon when the page hides).
 */
import { truncateTitle } from '../../domain/catalogue.ts';

export type EventType = 'marketplace_click' | 'search_filter' | 'sticker_engagement' | 'scene_builder_action' | 'shopping_list_action';

export interface AnalyticsEvent {
  type: EventType;
  name: string;
  listingId?: number;
  title?: string;
  data?: Record<string, string | number | boolean>;
  path?: string;
}

const ENDPOINT = '/api/events';
const FLUSH_MS = 5000;
/** The endpoint takes at most this many events a batch. */
export const MAX_BATCH = 25;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    const body = JSON.stringify({ events: batch });
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
    if (!sent) void fetch(ENDPOINT, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
  }
}

/** Queues an event; titles are cut at 20 characters. */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  queue.push({ ...event, title: event.title === undefined ? undefined : truncateTitle(event.title), path: event.path ?? location.pathname });
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  }
  if (queue.length >= MAX_BATCH) flush();
  else timer ??= setTimeout(flush, FLUSH_MS);
}
