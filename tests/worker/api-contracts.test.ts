import { beforeEach, describe, expect, it } from 'vitest';
import { eventName } from '../../src/contracts/event-names.ts';
import { loadCatalogueCards } from '../../src/db/queries/listings.ts';
import * as schema from '../../src/db/schema.ts';
import { indexCatalogue, queryCatalogue } from '../../src/domain/catalogue.ts';
import { UNCATEGORIZED } from '../../src/domain/categories.ts';
import { app } from '../../worker/index.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { routeKey } from '../../src/contracts/route.ts';
import { API_ROUTES } from '../../src/contracts/routes/index.ts';
import { db, getJson, insertStickers, request, resetDatabase, sendJson } from './helpers.ts';

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([
    stickerRow({ etsyListingId: 401, title: 'Stegosaurus Plates', tags: ['dinosaur'] }),
    stickerRow({ etsyListingId: 402, title: 'Moon Lander', category: null, tags: ['space'] }),
    stickerRow({ etsyListingId: 403, title: 'Comet Tail', category: '   ', tags: [] }),
    stickerRow({ etsyListingId: 404, title: 'Hidden Orbiter', category: null, publicVisible: false }),
  ]);
});

describe('the API route table', () => {
  it('gives every public API route a contract schema for its answer', () => {
    const served = app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`);
    const table = API_ROUTES.map(routeKey);
    expect(served.length).toBeGreaterThan(15);
    expect(
      served.filter((key) => !table.includes(key)),
      'served without an entry in src/contracts/routes/',
    ).toEqual([]);
    expect(
      table.filter((key) => !served.includes(key)),
      'in the table without a handler',
    ).toEqual([]);
    expect(new Set(table).size, 'each route once').toBe(table.length);
  });

  it('answers a known path asked with another method 405 with Allow, in the error shape', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/api/unified-stickers', 'GET, HEAD'],
      ['POST', '/api/unified-stickers/401', 'GET, HEAD'],
      ['GET', '/api/events', 'POST'],
      ['DELETE', '/api/listing-recommendations/401', 'GET, PUT, HEAD'],
    ] as const) {
      const res = await request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(await res.json()).toEqual({ error: { code: 'method_not_allowed', message: `${method} is not allowed here` } });
    }
  });

  it('answers an unknown API path 404 whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await request('/api/unified-stickers/401/extra', { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such API endpoint' } });
    }
  });

  it('answers a write to a page 405: pages are only read', async () => {
    const res = await request('/stegosaurus-plates-vinyl-decal', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('a listing without a category', () => {
  it('is Uncategorized on every side: categories, the category filter, search, and the island catalogue', async () => {
    const categories = (await getJson('/api/categories')).body.data as { category: string; count: number }[];
    expect(categories).toContainEqual({ category: UNCATEGORIZED, count: 2, folder: null });

    const ids = async (query: string) =>
      ((await getJson(`/api/unified-stickers?${query}`)).body.data as { etsyListingId: number }[]).map((s) => s.etsyListingId).sort();
    expect(await ids('category=Uncategorized')).toEqual([402, 403]);
    expect(await ids('search=uncategorized')).toEqual([402, 403]);

    // The island filters the catalogue cards it loads (the catalogue file, or /api/stickers) with the same rules.
    const cards = (await getJson('/api/stickers?limit=999')).body.data;
    const index = indexCatalogue(cards);
    expect(
      queryCatalogue(index, { category: UNCATEGORIZED })
        .map((c) => c.id)
        .sort(),
    ).toEqual([402, 403]);
    expect(
      queryCatalogue(index, { search: 'uncategorized' })
        .map((c) => c.id)
        .sort(),
    ).toEqual([402, 403]);

    const summary = (await getJson('/api/unified-stickers/402')).body.data;
    expect(summary.category).toBe(UNCATEGORIZED);
  });

  it('gets the same card from the Worker as the build reads into the catalogue file', async () => {
    const fromApi = (await getJson('/api/stickers?limit=999')).body.data;
    expect(fromApi).toEqual(await loadCatalogueCards(db()));
  });
});

describe('events of the Scene Builder', () => {
  it.each([
    ['scene_builder_action', eventName('change_sticker_size_scene_to_{value}', 'MICRO'), undefined],
    ['scene_builder_action', eventName('change_sticker_color_scene_to_{value}', 'Gray Holographic'), undefined],
    ['scene_builder_action', 'remove_sticker', undefined],
    ['marketplace_click', 'buy_now_click_scene', { total: 12.97 }],
    ['marketplace_click', 'buy_now_click_shopping_list', { count: 3 }],
    ['shopping_list_action', 'view_shopping_list', { count: 3, total: 12.97 }],
  ])('accepts %s %s', async (type, name, data) => {
    const res = await sendJson('POST', '/api/events', { events: [{ type, name, ...(data ? { data } : {}) }] });
    expect(res.status).toBe(202);
    expect(await db().$count(schema.analyticsEvents)).toBe(1);
  });

  it('refuses a name that is not one of its type', async () => {
    const res = await sendJson('POST', '/api/events', { events: [{ type: 'search_filter', name: 'remove_sticker' }] });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(['events.0.name']);
  });
});

describe('write limits', () => {
  it("counts a client's requests before reading their bodies: a flood of bad bodies is still limited", async () => {
    const ip = { 'cf-connecting-ip': '198.51.100.7' };
    for (let i = 0; i < 60; i++) expect((await sendJson('POST', '/api/events', '{"broken', ip)).status).toBe(400);
    expect((await sendJson('POST', '/api/events', '{"broken', ip)).status).toBe(429);
  });
});
