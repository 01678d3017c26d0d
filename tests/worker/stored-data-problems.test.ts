/**
 * A listing whose stored JSON is corrupt, written straight into the local D1 as a bad import or a
 * hand edit would leave it: the public reads leave it out (and still answer), the debug screen's
 * report names it, and fixing the column brings it back.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeSnapshot } from '../../src/build/snapshot.ts';
import { findStoredDataProblems } from '../../src/db/queries/diagnostics.ts';
import * as schema from '../../src/db/schema.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { adminRequests, signIn } from './admin-helpers.ts';
import { db, getJson, insertStickers, request, resetDatabase, sendJson } from './helpers.ts';

const RAPTOR = 701;
const COMET = 702;
const MOON = 703;

/** Sets one column of one listing to the given text with plain SQL, past every check of the app. */
async function writeRaw(id: number, column: string, text: string | null): Promise<void> {
  await env.DB.prepare(`UPDATE stickers SET ${column} = ?1 WHERE etsy_listing_id = ?2`).bind(text, id).run();
}

const listedIds = async (path: string) => {
  const { status, body } = await getJson(path);
  expect(status, path).toBe(200);
  return { ids: (body.data as { etsyListingId?: number; id?: number }[]).map((l) => l.etsyListingId ?? l.id), total: body.pagination?.total };
};

let cookie = '';
const admin = adminRequests(() => cookie);
const report = async () => (await admin('GET', '/api/marketplace/debug/stored-data-problems')).body.data;

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([
    stickerRow({ etsyListingId: RAPTOR, title: 'Raptor Running', totalSalesVolume: 30, tags: ['dinosaur'] }),
    stickerRow({ etsyListingId: COMET, title: 'Comet Tail', totalSalesVolume: 20, tags: ['space'] }),
    stickerRow({ etsyListingId: MOON, title: 'Moon Lander', totalSalesVolume: 10, tags: ['space'] }),
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a listing with a corrupt column it needs', () => {
  it('is left out of every public read, which still answers 200 with totals that leave it out', async () => {
    await writeRaw(COMET, 'sizes', 'not json');

    expect(await listedIds('/api/unified-stickers')).toEqual({ ids: [RAPTOR, MOON], total: 2 });
    const page2 = await getJson('/api/unified-stickers?limit=1&page=2');
    expect(page2.body.pagination).toEqual({ page: 2, limit: 1, total: 2, hasNext: false });
    expect(page2.body.data.map((l: { etsyListingId: number }) => l.etsyListingId)).toEqual([MOON]);
    expect((await listedIds('/api/stickers')).total).toBe(2);
    expect((await listedIds('/api/svgpath-stickers')).total).toBe(2);
    expect((await getJson('/api/etsy-listing-ids')).body.data).toEqual([RAPTOR, MOON]);
    expect((await getJson('/api/categories')).body.data).toEqual([expect.objectContaining({ category: 'Dinosaur Stickers', count: 2 })]);
    expect((await getJson('/api/global-tags')).body.data).toEqual(expect.arrayContaining([{ tag: 'space', count: 1 }]));

    expect((await getJson(`/api/unified-stickers/${COMET}`)).status).toBe(404);
    expect((await getJson(`/api/unified-stickers/${RAPTOR}`)).status).toBe(200);
    expect((await getJson(`/api/random-sticker?exclude=${RAPTOR},${MOON}`)).status).toBe(404);
    expect((await getJson(`/api/listing-recommendations/${COMET}`)).status).toBe(404);
  });

  it('is left out of the hero, the smart-loading answer, scene insertions and other listings’ recommendations', async () => {
    await db().insert(schema.heroSettings).values({ id: 1, leftListingId: COMET, rightListingId: RAPTOR });
    await db()
      .insert(schema.listingSceneInsertions)
      .values([
        { listingId: COMET, sceneName: 'home-dino1' },
        { listingId: MOON, sceneName: 'home-dino1' },
      ]);
    await db()
      .insert(schema.recommendations)
      .values([
        { sourceListingId: RAPTOR, recommendedListingId: COMET, clickCount: 5 },
        { sourceListingId: RAPTOR, recommendedListingId: MOON, clickCount: 1 },
      ]);
    await writeRaw(COMET, 'size_variations', '{"value":"MICRO"}');

    expect((await getJson('/api/hero-settings')).body.data).toEqual({ leftListingId: null, rightListingId: RAPTOR });
    const smart = await sendJson('POST', '/api/smart-loading/parallax-first', { activeScenes: [], heroTarget: { candidates: 10 } });
    expect(smart.status).toBe(200);
    expect(smart.body.data.hero.stickers.map((s: { etsyListingId: number }) => s.etsyListingId).sort()).toEqual([RAPTOR, MOON]);
    expect((await getJson('/api/listing-scene-insertions')).body.data).toEqual([{ listing_id: MOON, scene_name: 'home-dino1' }]);
    expect((await getJson(`/api/listing-scene-insertions/${COMET}`)).status).toBe(404);
    expect(
      (await getJson(`/api/listing-recommendations/${RAPTOR}`)).body.data.map((r: { recommended_listing_id: number }) => r.recommended_listing_id),
    ).toEqual([MOON]);
  });

  it.each([
    ['size_variations', '{}'],
    ['color_variations', '[{"id":null,"value":7}]'],
    ['dimensions', '[]'],
    ['available_sizes', '"MICRO"'],
    ['available_colors', 'Black'],
    ['min_price', '499'],
    ['listing_data', '{"skus": ['],
    ['listing_data', '{"skus": "MICRO-BLACK"}'],
    ['inventory_matrix', '{"products": [{'],
  ])('is left out of the lists and its detail when %s is %s', async (column, text) => {
    await writeRaw(COMET, column, text);
    expect(await listedIds('/api/unified-stickers')).toEqual({ ids: [RAPTOR, MOON], total: 2 });
    expect((await getJson(`/api/unified-stickers/${COMET}`)).status).toBe(404);
  });

  it('is refused in full where its marketplace JSON is read in full, when that JSON is of the wrong shape', async () => {
    await writeRaw(COMET, 'inventory_matrix', '{"products": 5}');
    expect((await getJson(`/api/unified-stickers/${COMET}`)).status).toBe(404);
  });

  it('is served from its matrix while only its raw inventory is corrupt', async () => {
    await writeRaw(COMET, 'inventory_data', 'not json');
    expect((await getJson(`/api/unified-stickers/${COMET}`)).status).toBe(200);
    await writeRaw(COMET, 'inventory_matrix', null);
    expect((await getJson(`/api/unified-stickers/${COMET}`)).status).toBe(404);
    expect((await listedIds('/api/unified-stickers')).total).toBe(2);
  });

  it('is logged once per catalogue snapshot, by its id and column, never the stored text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await writeRaw(COMET, 'sizes', 'SECRET-LOOKING TEXT');
    await getJson('/api/unified-stickers');
    await getJson('/api/stickers');
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((l) => l.event === 'corrupt_listing_left_out');
    expect(lines).toEqual([{ level: 'warn', event: 'corrupt_listing_left_out', listingId: COMET, columns: ['sizes'] }]);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('SECRET');
  });

  it('is left out of the build’s snapshot, its pages and its cards alike, and told once', async () => {
    await writeRaw(COMET, 'min_price', '{oops');
    const leftOut = vi.fn();
    const snapshot = await takeSnapshot(db(), leftOut);
    expect(snapshot.listings.map((l) => l.etsyListingId)).toEqual([RAPTOR, MOON]);
    expect(snapshot.cards.map((c) => c.id)).toEqual([RAPTOR, MOON]);
    expect(leftOut.mock.calls).toEqual([[{ listingId: COMET, columns: ['min_price'] }]]);
  });

  it('comes back once the column is fixed', async () => {
    await writeRaw(COMET, 'sizes', 'not json');
    expect((await listedIds('/api/unified-stickers')).total).toBe(2);
    await writeRaw(COMET, 'sizes', '[]');
    expect(await listedIds('/api/unified-stickers')).toEqual({ ids: [RAPTOR, COMET, MOON], total: 3 });
    expect((await getJson(`/api/unified-stickers/${COMET}`)).status).toBe(200);
  });
});

describe('a listing with a corrupt column it can do without', () => {
  it('stays, with that column empty', async () => {
    await writeRaw(COMET, 'tags', 'space, comet');
    expect((await listedIds('/api/unified-stickers')).total).toBe(3);
    const { body } = await getJson(`/api/unified-stickers/${COMET}`);
    expect(body.data.tags).toEqual([]);
  });
});

describe('GET /api/marketplace/debug/stored-data-problems', () => {
  beforeEach(async () => {
    cookie = await signIn();
  });

  it('answers 401 without a session', async () => {
    const res = await request('/api/marketplace/debug/stored-data-problems');
    expect(res.status).toBe(401);
  });

  it('lists each listing with a corrupt column: the column, what is wrong, and what the shop does with it', async () => {
    expect(await report()).toEqual({ scanned: 3, listings: [] });
    await writeRaw(COMET, 'sizes', 'not json');
    await writeRaw(COMET, 'dimensions', '[]');
    await writeRaw(MOON, 'tags', '{"a":1}');
    await writeRaw(RAPTOR, 'inventory_matrix', '{"products": [{"property_values": [{"property_name": "Size"}]}]}');
    expect(await report()).toEqual({
      scanned: 3,
      listings: [
        {
          listingId: RAPTOR,
          title: 'Raptor Running',
          shop: 'left out',
          problems: [{ column: 'inventory_matrix', problem: 'products[0].property_values[0].values: expected an array' }],
        },
        {
          listingId: COMET,
          title: 'Comet Tail',
          shop: 'left out',
          problems: [
            { column: 'sizes', problem: 'not JSON' },
            { column: 'dimensions', problem: 'expected an object' },
          ],
        },
        { listingId: MOON, title: 'Moon Lander', shop: 'shown', problems: [{ column: 'tags', problem: 'expected an array' }] },
      ],
    });
    await writeRaw(COMET, 'sizes', '[]');
    await writeRaw(COMET, 'dimensions', '{}');
    expect((await report()).listings.map((l: { listingId: number }) => l.listingId)).toEqual([RAPTOR, MOON]);
  });

  it('reads every listing a page at a time, hidden ones too', async () => {
    await insertStickers([
      stickerRow({ etsyListingId: 704, title: 'Hidden Hearse', publicVisible: false }),
      stickerRow({ etsyListingId: 705, title: 'Yeti Waving' }),
    ]);
    await writeRaw(RAPTOR, 'svg_paths', 'nope');
    await writeRaw(704, 'color_variations', 'nope');
    await writeRaw(705, 'listing_data', 'nope');
    const found = await findStoredDataProblems(db(), 2);
    expect(found.scanned).toBe(5);
    expect(found.listings.map((l) => [l.listingId, l.shop])).toEqual([
      [RAPTOR, 'shown'],
      [704, 'hidden'],
      [705, 'left out'],
    ]);
  });

  it('keeps the Listing Manager open on a listing whose listing data is not JSON, so the owner can fix it', async () => {
    await writeRaw(COMET, 'listing_data', 'not json');
    const { status, body } = await admin('GET', '/api/admin/listings');
    expect(status).toBe(200);
    expect(body.data.find((r: { id: number }) => r.id === COMET)).toMatchObject({ title: 'Comet Tail', skus: [] });
  });
});
