// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_LIMITS } from '../../../src/contracts/event-names.ts';
import { eventsBatchSchema } from '../../../src/contracts/events.ts';
import { track } from '../../../src/client/analytics.ts';
import { urlOf } from '../../../src/contracts/route.ts';
import { eventRoutes } from '../../../src/contracts/routes/events.ts';

/** Captures what the batcher sends with sendBeacon (and where), parsed as the endpoint parses it. */
function beacon() {
  const sent: unknown[] = [];
  const urls: string[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, blob: Blob) => {
      urls.push(url);
      sent.push(blob);
      return true;
    },
  });
  return Object.assign(async () => Promise.all(sent.map(async (blob) => eventsBatchSchema.parse(JSON.parse(await (blob as Blob).text())))), { urls });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the analytics batcher', () => {
  it('sends a full batch at once, in the shape the endpoint accepts, titles cut to 20 characters', async () => {
    const batches = beacon();
    for (let i = 0; i < EVENT_LIMITS.perBatch; i++)
      track({ type: 'sticker_engagement', name: 'open_listing', listingId: 1, title: 'Triceratops Charging Decal' });
    const [batch] = await batches();
    // The batcher writes its endpoint by hand (the route table's schemas would put zod on the first screen): it must be the table's.
    expect(batches.urls).toEqual([urlOf(eventRoutes.batch)]);
    expect(batch!.events).toHaveLength(EVENT_LIMITS.perBatch);
    expect(batch!.events[0]).toMatchObject({ title: 'Triceratops Charging...', path: '/' });
  });

  it('drops an event whose name its type does not have, so the rest of the batch still lands', async () => {
    vi.useFakeTimers();
    const batches = beacon();
    track({ type: 'search_filter', name: 'open_listing' });
    track({ type: 'search_filter', name: 'filter', data: { results: 0 } });
    vi.advanceTimersByTime(5000);
    const sent = await batches();
    expect(sent.flatMap((b) => b.events.map((e) => e.name))).toEqual(['filter']);
  });
});
