/**
 * How many a listing sold is the owner's to publish (the admin setting 'Show sales count on
 * listings'). Every public answer of the API, and everything the build reads to write the site, is
 * asked here with a listing whose count is a number nothing else contains: off, none carries it; on,
 * only the listing's live detail does, where the modal reads it. The order it sells in stays.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { takeSnapshot } from '../../src/build/snapshot.ts';
import { API_ROUTES } from '../../src/contracts/routes/index.ts';
import * as schema from '../../src/db/schema.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { adminRequests, signIn } from './admin-helpers.ts';
import { db, getJson, insertStickers, request, resetDatabase } from './helpers.ts';

/** The listing whose sales are private, and a count no id, price, date or revision here contains. */
const SECRET = 611;
const SOLD = 734_219;
const SCENE = 'home-dino1';
const CATEGORY = 'Dinosaur Stickers';

/** A path's `:params` filled with what the seeded data answers for. */
const PARAMS: Record<string, string> = { id: String(SECRET), listingId: String(SECRET), name: SCENE, category: CATEGORY, file: 'none.png' };
const pathOf = (fullPath: string) => fullPath.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1');

/** The public reads: every GET of the route table, and the one read that takes a body. */
const READS: { method: string; path: string; body?: unknown }[] = [
  ...API_ROUTES.filter((route) => route.method === 'GET').map((route) => ({ method: 'GET', path: pathOf(route.fullPath) })),
  { method: 'POST', path: '/api/smart-loading/parallax-first', body: { activeScenes: [SCENE], heroTarget: { candidates: 3 } } },
];

/** Every public read without a session: each answer's text, by path. */
async function publicAnswers(): Promise<Map<string, { status: number; text: string }>> {
  const answers = new Map<string, { status: number; text: string }>();
  for (const { method, path, body } of READS) {
    const res = await request(path, body === undefined ? undefined : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    answers.set(`${method} ${path}`, { status: res.status, text: await res.text() });
  }
  // The list and the lean list with every field a caller may name.
  for (const path of ['/api/unified-stickers?limit=999', '/api/unified-stickers?search=raptr', `/api/svgpath-stickers?limit=999`, '/api/stickers?limit=999']) {
    const res = await request(path);
    answers.set(`GET ${path}`, { status: res.status, text: await res.text() });
  }
  return answers;
}

let cookie = '';
const admin = adminRequests(() => cookie);
const showSalesCount = async (on: boolean) => expect((await admin('PUT', '/api/admin/shop-settings', { showSalesCount: on })).status).toBe(200);

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([
    stickerRow({ etsyListingId: SECRET, title: 'Raptor Running', tags: ['dinosaur'], totalSalesVolume: SOLD }),
    stickerRow({ etsyListingId: 612, title: 'Comet Tail', category: 'Space Stickers', tags: ['space'], totalSalesVolume: 41 }),
    stickerRow({ etsyListingId: 613, title: 'Moon Lander', category: 'Space Stickers', tags: ['space'], totalSalesVolume: 41 }),
    stickerRow({ etsyListingId: 614, title: 'Photo Only Jeep', svgPath: null, totalSalesVolume: 7 }),
  ]);
  const sceneSticker = { listingId: SECRET, title: 'Raptor', size: 'MICRO', color: 'Red', category: CATEGORY, svgPath: '/a.svg', xOffset: 10, yOffset: 0 };
  await db()
    .insert(schema.parallaxScenes)
    .values({ name: SCENE, category: CATEGORY, sceneStickers: JSON.stringify([sceneSticker]) });
  await db().insert(schema.categorySceneAssignments).values({ category: CATEGORY, sceneName: SCENE });
  await db().insert(schema.listingSceneInsertions).values({ listingId: SECRET, sceneName: SCENE });
  await db().insert(schema.heroSettings).values({ id: 1, leftListingId: SECRET, rightListingId: null });
  await db()
    .insert(schema.listingReviews)
    .values({ transactionId: 1, listingId: SECRET, rating: 5, review: 'Great', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' });
  cookie = await signIn();
});

describe("a listing's sales count", () => {
  it('is in no public answer while the owner hides it (the default), though each public read answered', async () => {
    const answers = await publicAnswers();
    const answered = [...answers].filter(([, a]) => a.status === 200).map(([key]) => key);
    // Not an empty sweep: the listing's lists, detail, scenes, hero and recommendations all answered.
    for (const key of [
      `GET /api/unified-stickers/${SECRET}`,
      'GET /api/unified-stickers?limit=999',
      'GET /api/stickers?limit=999',
      'GET /api/svgpath-stickers?limit=999',
      'GET /api/random-sticker',
      `GET /api/parallax-scenes/${SCENE}`,
      `GET /api/listing-recommendations/${SECRET}`,
      'POST /api/smart-loading/parallax-first',
    ])
      expect(answered).toContain(key);
    for (const [key, { text }] of answers) expect(text, key).not.toContain(String(SOLD));
  });

  it('is only in the live detail, where the modal reads it, once the owner shows it; the admin still reads it', async () => {
    await showSalesCount(true);
    const answers = await publicAnswers();
    const detail = `GET /api/unified-stickers/${SECRET}`;
    expect(JSON.parse(answers.get(detail)!.text).data.reviews.salesCount).toBe(SOLD);
    expect(answers.get(detail)!.text.split(String(SOLD))).toHaveLength(2);
    for (const [key, { text }] of answers) if (key !== detail) expect(text, key).not.toContain(String(SOLD));

    expect((await admin('GET', `/api/admin/listings/${SECRET}`)).body.data.total_sales_volume).toBe(SOLD);
    const rows = (await admin('GET', '/api/admin/listings')).body.data as { id: number; sales: number }[];
    expect(rows.find((r) => r.id === SECRET)?.sales).toBe(SOLD);
  });

  it('is in nothing the build writes the site from (catalogue file, page seeds, Product data), shown or not', async () => {
    for (const on of [false, true]) {
      await showSalesCount(on);
      const snapshot = await takeSnapshot(db());
      expect(JSON.stringify(snapshot), `setting ${on ? 'on' : 'off'}`).not.toContain(String(SOLD));
      expect(snapshot.listings.find((l) => l.etsyListingId === SECRET)?.reviews).toMatchObject({ rating: { average: 5, count: 1 }, salesCount: null });
      for (const card of snapshot.cards) expect(Object.keys(card)).not.toContain('sales');
    }
  });

  it('still orders the public lists: best sellers first by rank, equal sales sharing one', async () => {
    const cards = (await getJson('/api/stickers?limit=999')).body.data as { id: number; salesRank: number }[];
    expect(cards.map((c) => [c.id, c.salesRank])).toEqual([
      [SECRET, 1],
      [612, 2],
      [613, 2],
      [614, 4],
    ]);
    const listed = (await getJson('/api/unified-stickers?sortBy=sales&sortOrder=desc')).body.data as { etsyListingId: number }[];
    expect(listed.map((l) => l.etsyListingId)).toEqual([SECRET, 612, 613, 614]);
    const ascending = (await getJson('/api/unified-stickers?sortBy=sales&sortOrder=asc')).body.data as { etsyListingId: number }[];
    expect(ascending.map((l) => l.etsyListingId)).toEqual([614, 612, 613, SECRET]);
  });

  it('follows the setting at once: the switch moves the catalogue revision, so the detail’s ETag moves', async () => {
    const hidden = await getJson(`/api/unified-stickers/${SECRET}`);
    await showSalesCount(true);
    const shown = await getJson(`/api/unified-stickers/${SECRET}`);
    expect(shown.headers.get('etag')).not.toBe(hidden.headers.get('etag'));
    expect(shown.body.data.reviews.salesCount).toBe(SOLD);
    const revalidated = await request(`/api/unified-stickers/${SECRET}`, { headers: { 'If-None-Match': hidden.headers.get('etag')! } });
    expect(revalidated.status).toBe(200);
    await showSalesCount(false);
    expect((await getJson(`/api/unified-stickers/${SECRET}`)).body.data.reviews.salesCount).toBeNull();
  });
});
