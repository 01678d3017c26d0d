/**
 * @module client/analytics
 * Shopper events, queued and sent in batches to /api/events (sendBeacon when the page hides). The
 * names and limits are the contract's (src/contracts/event-names.ts), as the endpoint reads them.
 */
import { EVENT_LIMITS, isEventName } from '~/contracts/event-names.ts';
import type { AnalyticsEvent } from '~/contracts/events.ts';
import { truncateTitle } from '~/domain/catalogue.ts';
import { devWarn } from './dev-log.ts';

const ENDPOINT = '/api/events';
const FLUSH_MS = 5000;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const batch = queue.slice(0, EVENT_LIMITS.perBatch);
    queue = queue.slice(EVENT_LIMITS.perBatch);
    const body = JSON.stringify({ events: batch });
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
    if (!sent) void fetch(ENDPOINT, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
  }
}

/** An event as the browser writes it: the title is cut to the card's 20 characters here. */
export function shopperEvent<E extends { title?: string }>(event: E): E {
  return event.title === undefined ? event : { ...event, title: truncateTitle(event.title) };
}

/**
 * Queues an event (title cut at 20 characters, the page's path added). An event with a name its
 * type does not have is dropped here, so it cannot make the endpoint refuse the rest of its batch.
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  if (!isEventName(event.type, event.name)) {
    devWarn('Analytics event dropped: unknown name', event.type, event.name);
    return;
  }
  queue.push(shopperEvent({ ...event, path: (event.path ?? location.pathname).slice(0, EVENT_LIMITS.pathLength) }));
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  }
  if (queue.length >= EVENT_LIMITS.perBatch) flush();
  else timer ??= setTimeout(flush, FLUSH_MS);
}
