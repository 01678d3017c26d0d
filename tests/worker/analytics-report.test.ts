import { beforeEach, describe, expect, it } from 'vitest';
import { chunk } from '../../src/db/batch.ts';
import * as schema from '../../src/db/schema.ts';
import { TEST_ADMIN_PASSWORD } from '../fixtures/admin.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { OWN_ORIGIN, db, insertStickers, readAnswer, request, resetDatabase } from './helpers.ts';

let cookie = '';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const event = (type: string, name: string, extra: Partial<typeof schema.analyticsEvents.$inferInsert> = {}) => ({
  type,
  name,
  data: '{}',
  createdAt: daysAgo(1),
  ...extra,
});

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([stickerRow({ etsyListingId: 971, title: 'Raptor Running' }), stickerRow({ etsyListingId: 972, title: 'Comet Tail' })]);
  await db()
    .insert(schema.analyticsEvents)
    .values([
      event('marketplace_click', 'buy_it_now', { listingId: 971 }),
      event('marketplace_click', 'buy_now_click_scene', { listingId: 971 }),
      event('marketplace_click', 'buy_it_now', { listingId: 972 }),
      event('marketplace_click', 'buy_it_now', { listingId: 972, createdAt: daysAgo(40) }),
      event('search_filter', 'filter', { data: JSON.stringify({ search: 'T-Rex', results: 4 }) }),
      event('search_filter', 'filter', { data: JSON.stringify({ search: 't-rex ', results: 4 }) }),
      event('search_filter', 'filter', { data: JSON.stringify({ search: 'moon', results: 2 }) }),
      event('search_filter', 'zero_results', { data: JSON.stringify({ search: 'unicorn', results: 0 }) }),
      event('sticker_engagement', 'open_listing', { listingId: 971 }),
    ]);
  const res = await request('/api/admin/session', {
    method: 'POST',
    headers: { Origin: OWN_ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.18.1.1' },
    body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
  });
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});

describe('GET /api/admin/analytics', () => {
  it('counts buy clicks per listing, top searches and searches with no result over the last 30 days', async () => {
    const res = await request('/api/admin/analytics', { headers: { Cookie: cookie } });
    const { data } = await readAnswer('GET', '/api/admin/analytics', res);
    expect(data.buyClicks).toEqual([
      { listingId: 971, title: 'Raptor Running', count: 2 },
      { listingId: 972, title: 'Comet Tail', count: 1 },
    ]);
    expect(data.topSearches).toEqual([
      { search: 't-rex', count: 2 },
      { search: 'moon', count: 1 },
    ]);
    expect(data.zeroResults).toEqual([{ search: 'unicorn', count: 1 }]);
    expect(data.totals).toEqual({ marketplace_click: 3, search_filter: 4, sticker_engagement: 1 });
  });

  it('ranks searches by visitors a day, not events: one client’s 499 identical searches count once', async () => {
    const flood = Array.from({ length: 499 }, () => event('search_filter', 'filter', { client: 'one-client-today', data: JSON.stringify({ search: 'spam' }) }));
    const owls = ['a', 'b', 'c'].map((c) => event('search_filter', 'filter', { client: `client-${c}`, data: JSON.stringify({ search: 'owl' }) }));
    // D1 takes 100 values a statement: 10 rows of 5 at a time.
    for (const rows of chunk([...flood, ...owls], 10)) await db().insert(schema.analyticsEvents).values(rows);
    const { data } = await readAnswer('GET', '/api/admin/analytics', await request('/api/admin/analytics', { headers: { Cookie: cookie } }));
    expect(data.topSearches.slice(0, 3)).toEqual([
      { search: 'owl', count: 3 },
      { search: 't-rex', count: 2 },
      { search: 'moon', count: 1 },
    ]);
    expect(data.topSearches).toContainEqual({ search: 'spam', count: 1 });
  });

  it('takes a shorter window, and refuses a longer one than the raw events are kept', async () => {
    const week = await readAnswer('GET', '/api/admin/analytics?days=7', await request('/api/admin/analytics?days=7', { headers: { Cookie: cookie } }));
    expect(week.data.days).toBe(7);
    expect((await request('/api/admin/analytics?days=31', { headers: { Cookie: cookie } })).status).toBe(400);
  });
});
