import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { db, getJson, insertStickers, resetDatabase, sendJson } from './helpers.ts';

const post = (body: unknown, headers: Record<string, string> = {}) => sendJson('POST', '/api/events', body, headers);

const click = {
  type: 'marketplace_click',
  name: 'buy_it_now',
  listingId: 301,
  title: 'Stegosaurus Plates D',
  data: { size: 'MICRO', color: 'Red' },
  path: '/stegosaurus',
};

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([
    stickerRow({ etsyListingId: 301, title: 'Stegosaurus Plates' }),
    stickerRow({ etsyListingId: 302, title: 'Raptor Pack' }),
    stickerRow({ etsyListingId: 303, title: 'Hidden Hearse', publicVisible: false }),
  ]);
});

describe('POST /api/events', () => {
  it('stores the client as a keyed daily hash: the same all day, not the plain SHA-256 of the day and address', async () => {
    await post({ events: [click] }, { 'CF-Connecting-IP': '198.51.100.77' });
    await post({ events: [click] }, { 'CF-Connecting-IP': '198.51.100.77' });
    const clients = (await db().select({ client: schema.analyticsEvents.client }).from(schema.analyticsEvents)).map((r) => r.client);
    expect(clients).toHaveLength(2);
    expect(clients[0]).toMatch(/^[0-9a-f]{16}$/);
    expect(clients[1]).toBe(clients[0]);
    const day = new Date().toISOString().slice(0, 10);
    for (const address of ['198.51.100.77', 'unknown', 'local']) {
      const plain = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${day}\n${address}`)))]
        .slice(0, 8)
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('');
      expect(clients[0]).not.toBe(plain);
    }
  });

  it('stores a valid batch and answers 202 with the count', async () => {
    const res = await post({ events: [click, { type: 'search_filter', name: 'filter', data: { search: 'rex', results: 3 } }] });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ accepted: 2 });
    const rows = await db().select().from(schema.analyticsEvents);
    expect(rows.map((r) => [r.type, r.name, r.listingId, r.title])).toEqual([
      ['marketplace_click', 'buy_it_now', 301, 'Stegosaurus Plates D'],
      ['search_filter', 'filter', null, null],
    ]);
    expect(JSON.parse(rows[0]!.data)).toEqual({ size: 'MICRO', color: 'Red' });
  });

  it('stores a full batch of 25 events in one go', async () => {
    const res = await post({ events: Array.from({ length: 25 }, () => click) });
    expect(res.status).toBe(202);
    expect(await db().$count(schema.analyticsEvents)).toBe(25);
  });

  it.each([
    [{ events: [] }, 'events'],
    [{ events: Array.from({ length: 26 }, () => click) }, 'events'],
    [{ events: [{ ...click, type: 'pageview' }] }, 'events.0.type'],
    [{ events: [{ ...click, name: 'Buy It Now!' }] }, 'events.0.name'],
    [{ events: [{ ...click, title: 'A title much longer than twenty characters' }] }, 'events.0.title'],
    [{ events: [{ ...click, listingId: -4 }] }, 'events.0.listingId'],
    [{ events: [{ ...click, extra: 1 }] }, 'events.0'],
  ])('refuses a bad batch with 400 naming the field and stores nothing (%#)', async (body, field) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = res.body as { error: { code: string; fields: Record<string, string> } };
    expect(json.error.code).toBe('bad_request');
    expect(Object.keys(json.error.fields)).toContain(field);
    expect(await db().$count(schema.analyticsEvents)).toBe(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await post('{"events": [');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
  });

  it('refuses a body over 16 KB with 413', async () => {
    const res = await post({ events: [{ ...click, data: { note: 'x'.repeat(200) } }], padding: 'y'.repeat(17 * 1024) });
    expect(res.status).toBe(413);
    expect(await db().$count(schema.analyticsEvents)).toBe(0);
  });

  it('refuses events sent by another site', async () => {
    const res = await post({ events: [click] }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await db().$count(schema.analyticsEvents)).toBe(0);
  });

  it('answers 429 with Retry-After once a client sends more than 60 batches a minute', async () => {
    const ip = { 'cf-connecting-ip': '203.0.113.9' };
    for (let i = 0; i < 60; i++) expect((await post({ events: [click] }, ip)).status).toBe(202);
    const limited = await post({ events: [click] }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post({ events: [click] }, { 'cf-connecting-ip': '203.0.113.10' })).status).toBe(202);
  });
});

describe('listing recommendations', () => {
  const put = (id: number | string, body: unknown, from = '203.0.113.20') =>
    sendJson('PUT', `/api/listing-recommendations/${id}`, body, { 'cf-connecting-ip': from });

  it('counts views of the designs shown and clicks on one of them', async () => {
    expect((await put(301, { recommendedListingIds: [302], view_count: 1 }, '203.0.113.20')).status).toBe(200);
    expect((await put(301, { recommendedListingIds: [302], view_count: 1 }, '203.0.113.21')).status).toBe(200);
    expect((await put(301, { recommendedListingIds: [302], click_count: 1 }, '203.0.113.20')).status).toBe(200);
    const { body } = await getJson('/api/listing-recommendations/301');
    expect(body.data).toEqual([{ recommended_listing_id: 302, position: 0, click_count: 1, view_count: 2 }]);
  });

  it("counts one visitor's view or click of a pair at most once a day", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await put(301, { recommendedListingIds: [302], view_count: 1 })).status).toBe(200);
      expect((await put(301, { recommendedListingIds: [302], click_count: 1 })).status).toBe(200);
    }
    const { body } = await getJson('/api/listing-recommendations/301');
    expect(body.data).toEqual([{ recommended_listing_id: 302, position: 0, click_count: 1, view_count: 1 }]);
    // The visitor is stored as a hash of the day and the address, never the address.
    const hits = await db().select().from(schema.recommendationHits);
    expect(hits).toHaveLength(2);
    for (const hit of hits) expect(hit.visitor).toMatch(/^[0-9a-f]{16}$/);
  });

  it('answers an empty list for a listing nobody has looked under', async () => {
    expect((await getJson('/api/listing-recommendations/302')).body).toEqual({ data: [] });
  });

  it.each([
    [{ recommendedListingIds: [302] }, 'view_count'],
    [{ recommendedListingIds: [302], view_count: 1, click_count: 1 }, 'view_count'],
    [{ recommendedListingIds: [302], view_count: 5 }, 'view_count'],
    [{ recommendedListingIds: [], view_count: 1 }, 'recommendedListingIds'],
  ])('refuses a bad body with 400 naming the field (%#)', async (body, field) => {
    const res = await put(301, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toContain(field);
    expect(await db().$count(schema.recommendations)).toBe(0);
  });

  it('answers 404 for the recommendations of a hidden listing, and leaves hidden designs out of a list', async () => {
    await put(301, { recommendedListingIds: [302], view_count: 1 });
    await db()
      .insert(schema.recommendations)
      .values([
        { sourceListingId: 303, recommendedListingId: 302, viewCount: 4 },
        { sourceListingId: 301, recommendedListingId: 303, viewCount: 9 },
      ]);
    expect((await getJson('/api/listing-recommendations/303')).status).toBe(404);
    expect((await getJson('/api/listing-recommendations/301')).body.data.map((r: { recommended_listing_id: number }) => r.recommended_listing_id)).toEqual([
      302,
    ]);
  });

  it('refuses hidden or unknown listings', async () => {
    expect((await put(303, { recommendedListingIds: [302], view_count: 1 })).status).toBe(404);
    expect((await put(301, { recommendedListingIds: [303], view_count: 1 })).status).toBe(400);
    expect(await db().$count(schema.recommendations)).toBe(0);
  });
});
