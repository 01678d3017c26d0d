import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { EVENT_LIMITS } from '../../src/contracts/event-names.ts';
import * as schema from '../../src/db/schema.ts';
import worker, { app } from '../../worker/index.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { routeKey } from '../../src/contracts/route.ts';
import { API_ROUTES } from '../../src/contracts/routes/index.ts';
import { db, getJson, insertStickers, OWN_ORIGIN, request, resetDatabase, sendJson } from './helpers.ts';

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([
    stickerRow({ etsyListingId: 501, title: 'Stegosaurus Plates', tags: ['dinosaur'] }),
    stickerRow({ etsyListingId: 502, title: 'Raptor Pack', tags: ['dinosaur'] }),
    stickerRow({ etsyListingId: 503, title: 'Hidden Hearse', category: 'Horror', publicVisible: false }),
  ]);
});

const event = { type: 'marketplace_click', name: 'buy_it_now', listingId: 501 };

describe('caching of API answers', () => {
  const PUBLIC_READS = [
    '/api/unified-stickers',
    '/api/unified-stickers/501',
    '/api/stickers',
    '/api/etsy-listing-ids',
    '/api/svgpath-stickers',
    '/api/global-tags',
    '/api/categories',
    '/api/hero-settings',
    '/api/parallax-scenes',
    '/api/category-scene-assignments',
    '/api/listing-scene-insertions',
  ];

  it('gives every public read the content revision as its ETag, revalidated on every use', async () => {
    for (const path of PUBLIC_READS) {
      const res = await request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('etag'), path).toMatch(/^W\/"r\d+"$/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers 304 without a body to a matching If-None-Match, and 200 again once the data changed', async () => {
    const first = await request('/api/unified-stickers?search=rex');
    const tag = first.headers.get('etag')!;
    const again = await request('/api/unified-stickers?search=rex', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);

    await insertStickers([stickerRow({ etsyListingId: 504, title: 'Rex Roar' })]);
    const changed = await request('/api/unified-stickers?search=rex', { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  it('moves the ETag when a scene, an assignment or the hero settings change', async () => {
    const tagOf = async (path: string) => (await request(path)).headers.get('etag');
    const before = await tagOf('/api/parallax-scenes');
    await db().insert(schema.parallaxScenes).values({ name: 'late-scene' });
    const afterScene = await tagOf('/api/parallax-scenes');
    expect(afterScene).not.toBe(before);
    await db().insert(schema.heroSettings).values({ id: 1, leftListingId: 501 });
    expect(await tagOf('/api/hero-settings')).not.toBe(afterScene);
  });

  it('gives every other answer an explicit Cache-Control: errors, writes and health are not stored', async () => {
    for (const path of ['/api/health', '/api/unified-stickers?limit=0', '/api/unified-stickers/999', '/api/nope']) {
      const res = await request(path);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('etag'), path).toBeNull();
    }
    expect((await sendJson('POST', '/api/events', { events: [event] })).headers.get('cache-control')).toBe('no-store');
    expect((await request('/api/listing-recommendations/501')).headers.get('cache-control')).toBe('no-cache');
  });

  it('has a Cache-Control on the answer of every route in the table', async () => {
    for (const route of API_ROUTES) {
      const path = route.fullPath.replace(':id', '501').replace(':listingId', '501').replace(':name', 'none').replace(':category', 'none');
      const res =
        route.method === 'GET'
          ? await request(path)
          : await request(path, { method: route.method, headers: { Origin: OWN_ORIGIN, 'Content-Type': 'application/json' }, body: '{}' });
      expect(res.headers.get('cache-control'), routeKey(route)).toBeTruthy();
    }
  });
});

describe('writes from other places than this site', () => {
  const write = (headers: Record<string, string>) =>
    request('/api/events', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ events: [event] }) });

  it.each([
    ['no Origin and no Sec-Fetch-Site (curl, a script)', {}],
    ['another site as Origin', { Origin: 'https://evil.example' }],
    ['a cross-site fetch without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a same-site but other-origin fetch', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses %s with 403 and stores nothing', async (_what, headers) => {
    const res = await write(headers);
    expect(res.status).toBe(403);
    expect(await db().$count(schema.analyticsEvents)).toBe(0);
  });

  it('compares Origin with the configured site (SITE_URL), not with the Host the request names', async () => {
    // A page of evil.example that reaches the Worker under its own Host name sends its own Origin: both agree, and it is still not this site.
    const res = await request('http://evil.example/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://evil.example' },
      body: JSON.stringify({ events: [event] }),
    });
    expect(res.status).toBe(403);
    expect(await db().$count(schema.analyticsEvents)).toBe(0);
  });

  it('takes the local site under its other loopback name, and nothing else on loopback', async () => {
    const site = new URL(OWN_ORIGIN);
    expect(site.hostname).toBe('127.0.0.1');
    expect((await write({ Origin: `http://localhost:${site.port}` })).status).toBe(202);
    expect((await write({ Origin: `http://localhost:${Number(site.port) + 1}` })).status).toBe(403);
    expect((await write({ Origin: `https://127.0.0.1:${site.port}` })).status).toBe(403);
  });

  it('takes a same-origin browser request, by Origin or by Sec-Fetch-Site', async () => {
    expect((await write({ Origin: OWN_ORIGIN })).status).toBe(202);
    expect((await write({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(202);
    expect(await db().$count(schema.analyticsEvents)).toBe(2);
  });

  it('refuses a recommendation count from another site too', async () => {
    const res = await request('/api/listing-recommendations/501', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ recommendedListingIds: [502], view_count: 1 }),
    });
    expect(res.status).toBe(403);
    expect(await db().$count(schema.recommendations)).toBe(0);
  });
});

describe('who a client is', () => {
  it('counts CF-Connecting-IP clients apart behind Cloudflare', async () => {
    for (let i = 0; i < 60; i++) expect((await sendJson('POST', '/api/events', { events: [event] }, { 'cf-connecting-ip': '198.51.100.1' })).status).toBe(202);
    expect((await sendJson('POST', '/api/events', { events: [event] }, { 'cf-connecting-ip': '198.51.100.1' })).status).toBe(429);
    expect((await sendJson('POST', '/api/events', { events: [event] }, { 'cf-connecting-ip': '198.51.100.2' })).status).toBe(202);
  });

  it('ignores CF-Connecting-IP locally, where any client could send it: one local client', async () => {
    const local = { ...env, CLIENT_ADDRESS: 'local' };
    const post = (ip: string) =>
      app.request(
        '/api/events',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: OWN_ORIGIN, 'cf-connecting-ip': ip },
          body: JSON.stringify({ events: [event] }),
        },
        local,
      );
    for (let i = 0; i < 60; i++) expect((await post(`192.0.2.${i}`)).status).toBe(202);
    expect((await post('192.0.2.250')).status).toBe(429);
  });
});

describe("one client's events", () => {
  it(`keeps at most ${EVENT_LIMITS.perClientDay} a day of one client, and takes another's`, async () => {
    const full = { events: Array.from({ length: EVENT_LIMITS.perBatch }, () => event) };
    const from = (ip: string) => ({ 'cf-connecting-ip': ip });
    for (let sent = 0; sent < EVENT_LIMITS.perClientDay; sent += EVENT_LIMITS.perBatch) {
      expect((await sendJson('POST', '/api/events', full, from('198.51.100.30'))).body).toEqual({ accepted: EVENT_LIMITS.perBatch });
    }
    expect((await sendJson('POST', '/api/events', full, from('198.51.100.30'))).body).toEqual({ accepted: 0 });
    expect((await sendJson('POST', '/api/events', full, from('198.51.100.31'))).body).toEqual({ accepted: EVENT_LIMITS.perBatch });
    expect(await db().$count(schema.analyticsEvents)).toBe(EVENT_LIMITS.perClientDay + EVENT_LIMITS.perBatch);
  });
});

describe('the scheduled rollup of analytics events', () => {
  const at = (iso: string, name = 'buy_it_now') => ({ type: 'marketplace_click', name, data: '{}', createdAt: iso });
  const runScheduled = (iso: string) => worker.scheduled({ scheduledTime: new Date(iso).getTime(), cron: '0 */6 * * *', noRetry() {} }, env);

  it('counts whole days per type and name, keeps raw rows 30 days, and a second run changes nothing', async () => {
    await db()
      .insert(schema.analyticsEvents)
      .values([
        at('2026-09-01T10:00:00.000Z'),
        at('2026-09-01T11:00:00.000Z'),
        at('2026-09-01T12:00:00.000Z', 'buy_now_click_scene'),
        at('2026-11-20T09:00:00.000Z'),
        at('2026-11-23T08:00:00.000Z'),
      ]);
    await runScheduled('2026-11-23T12:00:00.000Z');
    await runScheduled('2026-11-23T18:00:00.000Z');
    const daily = await db().select().from(schema.analyticsDaily).orderBy(schema.analyticsDaily.day, schema.analyticsDaily.name);
    expect(daily.map((d) => [d.day, d.name, d.count])).toEqual([
      ['2026-09-01', 'buy_it_now', 2],
      ['2026-09-01', 'buy_now_click_scene', 1],
      ['2026-11-20', 'buy_it_now', 1],
    ]);
    const raw = await db().select({ createdAt: schema.analyticsEvents.createdAt }).from(schema.analyticsEvents);
    expect(raw.map((r) => r.createdAt).sort()).toEqual(['2026-11-20T09:00:00.000Z', '2026-11-23T08:00:00.000Z']);
  });

  it("forgets the day before's recommendation visitors", async () => {
    await db()
      .insert(schema.recommendationHits)
      .values([
        { day: '2026-11-22', visitor: 'a', sourceListingId: 501, recommendedListingId: 502, kind: 'view' },
        { day: '2026-11-23', visitor: 'a', sourceListingId: 501, recommendedListingId: 502, kind: 'view' },
      ]);
    await runScheduled('2026-11-23T12:00:00.000Z');
    expect((await db().select().from(schema.recommendationHits)).map((h) => h.day)).toEqual(['2026-11-23']);
  });
});

describe('hidden listings stay out of every public answer', () => {
  beforeEach(async () => {
    const sticker = (listingId: number) => ({ listingId, title: 't', size: 'MICRO', color: 'Red', category: null, svgPath: null, xOffset: 0, yOffset: 0 });
    await db()
      .insert(schema.parallaxScenes)
      .values({ name: 'mixed', sceneStickers: JSON.stringify([sticker(501), sticker(503)]) });
    await db()
      .insert(schema.listingSceneInsertions)
      .values([
        { listingId: 501, sceneName: 'mixed' },
        { listingId: 503, sceneName: 'mixed' },
      ]);
    await db().insert(schema.heroSettings).values({ id: 1, leftListingId: 503, rightListingId: 502 });
  });

  it('from the scene list', async () => {
    const scenes = (await getJson('/api/parallax-scenes')).body.data;
    expect(scenes[0].scene_stickers.map((s: { listingId: number }) => s.listingId)).toEqual([501]);
  });

  it('from the listing insertions', async () => {
    expect((await getJson('/api/listing-scene-insertions')).body.data).toEqual([{ listing_id: 501, scene_name: 'mixed' }]);
    expect((await getJson('/api/listing-scene-insertions/503')).status).toBe(404);
  });

  it('from the hero settings: a hidden listing reads as a random sticker', async () => {
    expect((await getJson('/api/hero-settings')).body.data).toEqual({ leftListingId: null, rightListingId: 502 });
  });
});

describe('integers in paths and queries', () => {
  it.each(['0x10', '%201%20', '+501', '0501', '5e2', '-1', '1.0'])('refuses the id %s with 400 naming it', async (id) => {
    const { status, body } = await getJson(`/api/unified-stickers/${id}`);
    expect(status).toBe(400);
    expect(body.error.fields).toHaveProperty('id');
  });

  it.each(['page=0x2', 'page=%2B2', 'limit=050', 'limit=%2010', 'page=1e1'])('refuses %s with 400', async (query) => {
    expect((await getJson(`/api/unified-stickers?${query}`)).status).toBe(400);
  });

  it('takes plain decimal digits', async () => {
    expect((await getJson('/api/unified-stickers/501')).status).toBe(200);
    expect((await getJson('/api/unified-stickers?page=1&limit=10')).status).toBe(200);
  });
});

describe('deep-link redirects and unknown pages', () => {
  it('caches the 301 for an hour and gives it the pages’ security headers', async () => {
    const res = await request('/stegosaurus-plates-sticker', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS to pages served over HTTPS', async () => {
    const res = await app.request('https://decals.example/stegosaurus-plates-sticker', { redirect: 'manual' }, env);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('gives the API the pages’ HSTS over HTTPS, and none over plain HTTP (the local site)', async () => {
    const page = await app.request('https://decals.example/stegosaurus-plates-sticker', { redirect: 'manual' }, env);
    const api = await app.request('https://decals.example/api/health', {}, env);
    expect(api.status).toBe(200);
    expect(api.headers.get('strict-transport-security')).toBe(page.headers.get('strict-transport-security'));
    const failed = await app.request('https://decals.example/api/unified-stickers?page=0x2', {}, env);
    expect(failed.status).toBe(400);
    expect(failed.headers.get('strict-transport-security')).toBe(page.headers.get('strict-transport-security'));
    expect((await request('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the browser’s own /favicon.ico request to the SVG icon', async () => {
    const res = await request('/favicon.ico', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/favicon.svg');
  });

  it('answers a path over 200 characters 404 without matching it', async () => {
    const long = `/stegosaurus-plates-${'x'.repeat(200)}`;
    expect((await request(long, { redirect: 'manual' })).status).toBe(404);
    expect((await request('/stegosaurus-plates-xx', { redirect: 'manual' })).status).toBe(301);
  });
});

describe('the 404 page', () => {
  const page404 = '<html><body><h1>Page Not Found</h1><ul id="closest-listings" aria-label="Closest designs"></ul></body></html>';
  const withPage = {
    ...env,
    ASSETS: { fetch: async () => new Response(page404, { headers: { 'content-type': 'text/html; charset=utf-8' } }) },
  } as unknown as typeof env;
  const links = (html: string) => [...html.matchAll(/<a href="\/([^"]+)">/g)].map((m) => m[1]);

  it('offers the listings closest to the path asked for, with a real 404 status', async () => {
    await insertStickers([stickerRow({ etsyListingId: 505, title: 'Stegosaurus <b>Bold</b> Tail', totalSalesVolume: 1 })]);
    const res = await app.request('/stegosaurus-tail-spikes-roar-growl', {}, withPage);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(links(html)).toContain('stegosaurus-plates-vinyl-decal');
    expect(links(html).length).toBeLessThanOrEqual(6);
    // Marketplace text is escaped, never markup.
    expect(html).not.toContain('<b>Bold</b>');
    expect(html).toContain('&#60;b&#62;');
  });

  it('reads every segment of a deeper path, and never offers a hidden listing', async () => {
    const html = await (await app.request('/shop/hidden-hearse-raptor', {}, withPage)).text();
    expect(links(html)).toContain('raptor-pack-vinyl-decal');
    expect(html).not.toContain('hearse');
  });

  it('leaves the list empty when nothing is close', async () => {
    const html = await (await app.request('/qzxv-wkpf', {}, withPage)).text();
    expect(links(html)).toEqual([]);
  });
});
