import { env, introspectWorkflow } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { lastPublishRequest } from '../../src/db/queries/publish.ts';
import { reviewsOfPublicListings } from '../../src/db/queries/reviews.ts';
import { listingReviews, reviewRowOf } from '../../src/domain/reviews.ts';
import { demoShop } from '../../scripts/seed/catalogue.ts';
import { DEMO_REVIEW_TEXTS } from '../../scripts/seed/reviews.ts';
import { writeDemoShop } from '../../scripts/seed/write.ts';
import { FETCH_FAILED_HINTS } from '../../worker/marketplace/client.ts';
import { startScheduledSync } from '../../worker/marketplace/scheduled.ts';
import { SYNC_FAILURES } from '../../worker/marketplace/sync-workflow.ts';
import { setUpFakeEtsy } from './admin-helpers.ts';
import { db, getJson, request, sendJson } from './helpers.ts';

const shop = demoShop();
const { fake, admin, cookie, route } = setUpFakeEtsy();

/** Runs a sync to its end, sleeps and retry delays off; answers the run as the panel reads it. */
async function syncRun(start: 'full' | 'safe_update' | (() => Promise<number>), end: 'complete' | 'errored' = 'complete') {
  await using workflows = await introspectWorkflow(env.SYNC);
  await workflows.modifyAll(async (m) => {
    await m.disableSleeps();
    await m.disableRetryDelays();
  });
  const runId = typeof start === 'function' ? await start() : ((await admin('POST', '/api/marketplace/sync', { mode: start })).body.data.runId as number);
  const [instance] = await workflows.get();
  await instance!.waitForStatus(end);
  return (await admin('GET', `/api/marketplace/sync/${runId}`)).body.data;
}

const storedReviews = () => db().select().from(schema.listingReviews).orderBy(schema.listingReviews.transactionId);
/** A listing whose newest review is the one that looks like markup (the demo shop's public best seller is one). */
const markupListing = () => {
  const newest = new Map<number, string>();
  // Newest first: a listing's first review met is its newest.
  for (const r of shop.reviews) if (!newest.has(r.listing_id)) newest.set(r.listing_id, r.review ?? '');
  return [...newest].find(([, text]) => text === DEMO_REVIEW_TEXTS[0])![0];
};
/** What a listing's page should say of its reviews, worked out from the demo shop's own. */
const expectedReviews = (listingId: number, salesCount: number | null) =>
  listingReviews(
    shop.reviews
      .filter((r) => r.listing_id === listingId)
      .map(reviewRowOf)
      .map((r) => ({ listingId: r.listingId, rating: r.rating, text: r.review, createdAt: r.createdAt })),
    salesCount,
  );

describe('the sync mirrors the shop’s reviews', () => {
  it('Fetch All stores every review from the shop’s pages (never a call per listing), and the detail answers rating and latest reviews as text', async () => {
    fake.state.resetStats();
    const run = await syncRun('full');
    expect(run.status).toBe('succeeded');
    expect(await storedReviews()).toHaveLength(shop.reviews.length);
    const pages = Math.ceil(shop.reviews.length / 100);
    expect(fake.state.stats().byOperation.getReviewsByShop).toBe(pages);
    expect(fake.state.stats().byOperation.getReviewsByListing).toBeUndefined();
    expect(run.messages.some((m: { message: string }) => m.message === `Reviews: ${shop.reviews.length} read`)).toBe(true);

    const id = markupListing();
    const { body } = await getJson(`/api/unified-stickers/${id}`);
    expect(body.data.reviews).toEqual(expectedReviews(id, null));
    expect(body.data.reviews.latest[0].text).toBe(DEMO_REVIEW_TEXTS[0]);
    expect(body.data.reviews.rating.count).toBeGreaterThan(0);
  });

  it('the first Fetch All after seeding finds the reviews stored: nothing changes and no rebuild is asked for', async () => {
    await writeDemoShop(db(), shop);
    const before = (await storedReviews()).map(({ syncedRun: _, ...r }) => r);
    await syncRun('full');
    expect((await storedReviews()).map(({ syncedRun: _, ...r }) => r)).toEqual(before);
    expect(await lastPublishRequest(db())).toBeNull();
  });

  it('Safe Update removes a review Etsy no longer has (Fetch All and the scheduled run read only the new ones); the scheduled run adds a new one with one request, whatever the number of listings', async () => {
    await writeDemoShop(db(), shop);
    const [newest] = shop.reviews;
    const written = Math.floor(Date.now() / 1000);
    fake.state.shop.putReview({
      ...newest!,
      transaction_id: 7_777_777_777,
      review: 'Brand new & <script>shiny</script>',
      created_timestamp: written,
      updated_timestamp: written,
    });
    fake.state.resetStats();
    const run = await syncRun(async () => (await startScheduledSync(env, db(), new Date()))!);
    expect(run.status).toBe('succeeded');
    const stats = fake.state.stats();
    // The shop's listing pages (nothing changed on them), and one page of the reviews written since the newest stored.
    expect(stats.byOperation).toEqual({ getListingsByShop: Math.ceil(shop.listings.length / 100), getReviewsByShop: 1 });
    const added = await db().select().from(schema.listingReviews).where(eq(schema.listingReviews.transactionId, 7_777_777_777)).get();
    expect(added).toMatchObject({ listingId: newest!.listing_id, review: 'Brand new & <script>shiny</script>' });
    expect(await lastPublishRequest(db())).not.toBeNull();

    fake.state.reset();
    await syncRun('full');
    // Fetch All reads only what is newer than the newest stored: the review Etsy dropped stays until a Safe Update.
    expect(await db().select().from(schema.listingReviews).where(eq(schema.listingReviews.transactionId, 7_777_777_777)).get()).toBeDefined();
    await syncRun('safe_update');
    expect(await db().select().from(schema.listingReviews).where(eq(schema.listingReviews.transactionId, 7_777_777_777)).get()).toBeUndefined();
    expect(await storedReviews()).toHaveLength(shop.reviews.length);
  });

  it.each([
    ['an answer cut in half', { fault: 'malformed_json' as const, path: '/reviews', times: 1000 }],
    ['a review with 7 stars', null],
  ])(
    '%s is reported as a malformed answer and writes nothing of the reviews',
    async (_, fault) => {
      await writeDemoShop(db(), shop);
      route({ attempts: 1 });
      const before = await storedReviews();
      const [newest] = shop.reviews;
      const written = Math.floor(Date.now() / 1000);
      // Had the page been read, this review would have landed.
      fake.state.shop.putReview({ ...newest!, transaction_id: 7_777_777_778, created_timestamp: written, rating: fault ? 5 : 7 });
      if (fault) fake.state.addFault(fault);
      const run = await syncRun('full', 'errored');
      expect(run.status).toBe('failed');
      expect(run.error).toContain(`${SYNC_FAILURES.reviews}: ${FETCH_FAILED_HINTS.malformed}`);
      expect(await storedReviews()).toEqual(before);
    },
    30_000,
  );
});

describe('the admin setting "Show sales count on listings"', () => {
  beforeEach(() => writeDemoShop(db(), shop));

  it('is off until the owner turns it on: the live detail then carries the sales count, and its ETag moves; the build never does', async () => {
    const id = markupListing();
    const sales = shop.listings.find((l) => l.row.etsyListingId === id)!.row.totalSalesVolume!;
    expect((await admin('GET', '/api/admin/shop-settings')).body.data).toEqual({ showSalesCount: false });
    const hidden = await getJson(`/api/unified-stickers/${id}`);
    expect(hidden.body.data.reviews.salesCount).toBeNull();
    expect((await reviewsOfPublicListings(db(), [id])).get(id)!.salesCount).toBeNull();

    const saved = await admin('PUT', '/api/admin/shop-settings', { showSalesCount: true });
    expect(saved).toMatchObject({ status: 200, body: { data: { showSalesCount: true } } });
    expect(await lastPublishRequest(db())).not.toBeNull();
    const shown = await getJson(`/api/unified-stickers/${id}`);
    expect(shown.body.data.reviews).toEqual(expectedReviews(id, sales));
    expect(shown.headers.get('etag')).not.toBe(hidden.headers.get('etag'));
    // The build's listing pages never carry it: a prebuilt page would keep it after the owner hides it.
    expect((await reviewsOfPublicListings(db(), [id])).get(id)).toEqual(expectedReviews(id, null));

    await admin('PUT', '/api/admin/shop-settings', { showSalesCount: false });
    expect((await getJson(`/api/unified-stickers/${id}`)).body.data.reviews.salesCount).toBeNull();
  });

  it('answers 400 naming the field for a value that is not true or false, and writes nothing', async () => {
    const { status, body } = await admin('PUT', '/api/admin/shop-settings', { showSalesCount: 'yes' });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toEqual(['showSalesCount']);
    expect(await db().select().from(schema.shopSettings)).toEqual([]);
  });

  it('is the owner’s alone: a signed-out write is refused', async () => {
    const { status } = await sendJson('PUT', '/api/admin/shop-settings', { showSalesCount: true });
    expect(status).toBe(401);
    expect(await db().select().from(schema.shopSettings)).toEqual([]);
  });

  it.each([
    ['another site', { Origin: 'https://evil.example' }],
    ['a cross-site fetch whose Origin was stripped', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a script that sends no Origin', {}],
  ] as [string, Record<string, string>][])('is taken only from the site’s own pages: a signed-in write from %s is refused', async (_, from) => {
    const res = await request('/api/admin/shop-settings', {
      method: 'PUT',
      headers: { ...from, 'Content-Type': 'application/json', Cookie: cookie() },
      body: JSON.stringify({ showSalesCount: true }),
    });
    expect(res.status).toBe(403);
    expect(await db().select().from(schema.shopSettings)).toEqual([]);
  });
});
