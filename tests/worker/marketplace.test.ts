import { env, introspectWorkflow, introspectWorkflowInstance } from 'cloudflare:test';
import { eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { lastPublishRequest } from '../../src/db/queries/publish.ts';
import { INCOMPLETE_SOURCE, INTEGRITY_FAILED } from '../../src/domain/marketplace-merge.ts';
import { FAKE_SHOP_ID, FAKE_USER_ID } from '../../scripts/fake-etsy/app.ts';
import { FETCH_FAILED_HINTS, type MarketplaceFailure } from '../../worker/marketplace/client.ts';
import { marketplaceConfigOf } from '../../worker/marketplace/config.ts';
import { accessTokenProvider, CODE_REFUSED_MESSAGE, connectedClient, UNREADABLE_REFRESH_NOTE } from '../../worker/marketplace/connection.ts';
import { startScheduledSync } from '../../worker/marketplace/scheduled.ts';
import { SYNC_FAILURES, syncInstanceId } from '../../worker/marketplace/sync-workflow.ts';
import worker from '../../worker/index.ts';
import { setUpFakeEtsy } from './admin-helpers.ts';
import { OWN_ORIGIN, db, readAnswer, request } from './helpers.ts';

// Each test connects the shop itself: connecting is what some of them test.
const { fake, admin, cookie, connect, route } = setUpFakeEtsy({ listings: 230, connected: false });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type SyncMode = 'full' | 'safe_update' | 'transactions' | { listingId: number };

async function runSync(mode: SyncMode) {
  const started =
    typeof mode === 'object'
      ? await admin('POST', `/api/marketplace/listings/${mode.listingId}/fetch`)
      : await admin('POST', '/api/marketplace/sync', { mode });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return started.body.data.runId as number;
}

/** Runs a sync to its end ('complete', or 'errored' when it is expected to fail), the Workflow's sleeps and retry delays switched off; answers the run as the panel reads it. */
async function syncRun(start: SyncMode | (() => Promise<number>), end: 'complete' | 'errored' = 'complete') {
  await using workflows = await introspectWorkflow(env.SYNC);
  await workflows.modifyAll(async (m) => {
    await m.disableSleeps();
    await m.disableRetryDelays();
  });
  const runId = typeof start === 'function' ? await start() : await runSync(start);
  const [instance] = await workflows.get();
  await instance!.waitForStatus(end);
  return (await admin('GET', `/api/marketplace/sync/${runId}`)).body.data;
}

beforeEach(async () => {
  await db().delete(schema.oauthStates);
});

describe('connecting the shop (OAuth 2.0 with PKCE)', () => {
  it('stores the tokens sealed, shows only the first 20 characters, and a state works once', async () => {
    expect((await admin('GET', '/api/marketplace/status')).body.data).toMatchObject({ state: 'none', marketplace: 'etsy' });
    const { status, body } = await connect();
    expect(status).toBe(200);
    expect(body.data.shopId).toBe(FAKE_SHOP_ID);
    const shown = (await admin('GET', '/api/marketplace/status')).body.data;
    expect(shown).toMatchObject({ state: 'connected', shopId: FAKE_SHOP_ID });
    expect(shown.tokenPreview).toHaveLength(20);
    const row = (await db().select().from(schema.marketplaceTokens).get())!;
    expect(row.accessTokenEnc).toMatch(/^v1\./);
    expect(row.accessTokenEnc).not.toContain(shown.tokenPreview);
  });

  it('refuses a state it did not issue, or one already used', async () => {
    expect((await admin('POST', '/api/marketplace/oauth/exchange', { code: 'x', state: 'made-up' })).status).toBe(400);
    const { body } = await admin('POST', '/api/marketplace/oauth/start');
    const back = new URL(
      (await fake.app.request(body.data.url.replace(env.MARKETPLACE_CONNECT_URL, 'http://fake/oauth/connect'), { redirect: 'manual' })).headers.get(
        'location',
      )!,
    );
    const exchange = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
    expect((await admin('POST', '/api/marketplace/oauth/exchange', exchange)).status).toBe(200);
    expect((await admin('POST', '/api/marketplace/oauth/exchange', exchange)).status).toBe(400);
  });

  it('refreshes an expiring token once for two racing requests, and keeps the new refresh token', async () => {
    await connect();
    await db()
      .update(schema.marketplaceTokens)
      .set({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const config = {
      apiBase: env.MARKETPLACE_API_BASE,
      connectUrl: env.MARKETPLACE_CONNECT_URL,
      apiKey: env.ETSY_API_KEY,
      tokenKey: env.TOKEN_KEY,
      fetch: (i: string, init?: RequestInit) => Promise.resolve(fake.app.request(i, init)),
      sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, Math.min(ms, 20))),
    };
    const refreshes = () => fake.state.stats().byOperation.tokenRefresh ?? fake.state.stats().byOperation.oauthToken ?? 0;
    const before = refreshes();
    const [a, b] = await Promise.all([accessTokenProvider(db(), config)(false), accessTokenProvider(db(), config)(false)]);
    expect(a).toBe(b);
    expect(refreshes() - before).toBe(1);
    // The rotated pair works: the next refresh succeeds with the token stored after the first.
    expect(await accessTokenProvider(db(), config)(true)).not.toBe(a);
    expect((await admin('GET', '/api/marketplace/status')).body.data.state).toBe('connected');
  });

  it('marks the connection "needs reconnecting" when Etsy refuses the refresh token', async () => {
    await connect();
    fake.state.revokeTokens();
    await db()
      .update(schema.marketplaceTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const started = await admin('POST', '/api/marketplace/sync', { mode: 'full' });
    expect(started.status).toBe(202);
    await using instance = await introspectWorkflowInstance(env.SYNC, started.body.data.instanceId);
    await instance.waitForStatus('errored');
    expect((await admin('GET', '/api/marketplace/status')).body.data.state).toBe('needs_reconnecting');
    const run = (await admin('GET', `/api/marketplace/sync/${started.body.data.runId}`)).body.data;
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/reconnect/i);
  });

  it('a refresh answer that cannot be read: no token reaches the browser, the stored tokens stay, and Etsy’s next refusal says to reconnect', async () => {
    await connect();
    const before = (await db().select().from(schema.marketplaceTokens).get())!;
    // The token check's call is refused, so it refreshes; Etsy rotates the pair but the answer arrives cut in half.
    fake.state.addFault({ fault: 'unauthorized', path: '/users/me', times: 1 });
    fake.state.addFault({ fault: 'malformed_json', path: '/v3/public/oauth/token', times: 1 });
    const res = await request('/api/marketplace/debug/token', { method: 'POST', headers: { Origin: OWN_ORIGIN, Cookie: cookie() } });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text).data).toEqual({
      title: 'Test Token',
      ok: false,
      lines: [`API call failed: ${FETCH_FAILED_HINTS.malformed} (HTTP 200: ${UNREADABLE_REFRESH_NOTE})`],
    });
    // Etsy's tokens begin with the owner's id and a dot: none is in the answer, nor the token answer's field names.
    expect(text).not.toMatch(new RegExp(`${FAKE_USER_ID}\\.`));
    expect(text).not.toMatch(/access_token|refresh_token/);
    expect(await db().select().from(schema.marketplaceTokens).get()).toEqual(before);

    // The pair Etsy rotated to never arrived: the next refresh is refused, and the panel says plainly what to do.
    fake.state.addFault({ fault: 'unauthorized', path: '/users/me', times: 1 });
    const next = (await admin('POST', '/api/marketplace/debug/token')).body.data;
    expect(next.lines[0]).toMatch(/reconnect to Etsy/);
    expect((await admin('GET', '/api/marketplace/status')).body.data.state).toBe('needs_reconnecting');
  });

  it('a code Etsy refuses is a 400 that says to connect again, and nothing is stored', async () => {
    const { body } = await admin('POST', '/api/marketplace/oauth/start');
    const back = new URL(
      (await fake.app.request(body.data.url.replace(env.MARKETPLACE_CONNECT_URL, 'http://fake/oauth/connect'), { redirect: 'manual' })).headers.get(
        'location',
      )!,
    );
    const refused = await admin('POST', '/api/marketplace/oauth/exchange', { code: 'not-the-code-etsy-sent', state: back.searchParams.get('state') });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ code: 'bad_request', message: CODE_REFUSED_MESSAGE, fields: { code: CODE_REFUSED_MESSAGE } });
    expect((await admin('GET', '/api/marketplace/status')).body.data.state).toBe('none');
  });

  it('sends Etsy back to the configured site, whatever Host the request names', async () => {
    const res = await request('http://evil.example/api/marketplace/oauth/start', { method: 'POST', headers: { Origin: OWN_ORIGIN, Cookie: cookie() } });
    const url = new URL((await readAnswer<{ data: { url: string } }>('POST', '/api/marketplace/oauth/start', res)).data.url);
    expect(url.searchParams.get('redirect_uri')).toBe(new URL('/oauth-simple.html', env.SITE_URL).href);
  });

  it('asks the admin to connect before a sync', async () => {
    const { status, body } = await admin('POST', '/api/marketplace/sync', { mode: 'full' });
    expect(status).toBe(409);
    expect(body.error.message).toBe('No valid OAuth token found. Please connect to Etsy first.');
    const sales = await admin('POST', '/api/marketplace/sync', { mode: 'transactions' });
    expect(sales.status).toBe(409);
    expect(sales.body.error.message).toBe('No OAuth token found - please connect to Etsy first');
  });

  it('a debug check that needs Etsy answers No Token Found; one that reads the catalogue still runs', async () => {
    expect((await admin('POST', '/api/marketplace/debug/token')).body.data).toEqual({
      title: 'No Token Found',
      ok: false,
      lines: ['No valid OAuth token found. Please connect to Etsy first.'],
    });
    expect((await admin('POST', '/api/marketplace/debug/database')).body.data).toMatchObject({ title: 'Test Database Connection', ok: true });
  });
});

describe('the sync Workflow', () => {
  beforeEach(async () => {
    await connect();
  });

  it('fetches all: every listing created with its precomputed columns, in pages and batches of 100', async () => {
    fake.state.resetStats();
    const run = await syncRun('full');
    expect(run.status).toBe('succeeded');
    expect(run.summary).toMatchObject({ created: 230, changed: 0, unchanged: 0, failed: 0, sales: null });
    expect(run.summary.updates).toHaveLength(11);
    expect(run.summary.updates[10]).toBe('... and 220 more');
    // Each new listing: its row and its raw marketplace record (D1 counts index entries too).
    expect(run.summary.rowsWritten).toBeGreaterThanOrEqual(230 * 2);
    const count = (await db().select({ id: schema.stickers.etsyListingId }).from(schema.stickers)).length;
    expect(count).toBe(230);
    // The raw record keeps what Etsy sent and the variations read from it.
    const raw = (await db().select().from(schema.marketplaceListings).limit(1).get())!;
    expect(JSON.parse(raw.extractedVariations!)).toMatchObject({ sizes: expect.arrayContaining([expect.any(String)]), colors: expect.any(Array) });
    const ops = fake.state.stats().byOperation;
    expect(ops.getListingsByShop).toBe(3);
    expect(ops.getListingsByListingIds).toBe(3);
    expect(ops.getListingsInventoryByListingIds).toBe(3);
    expect(fake.state.stats().rateLimited).toBe(0);
    expect(run.messages.at(-1).message).toBe('Done');
  });

  it('safe update: Etsy’s title changes, the owner’s artwork, visibility and dimensions stay, a backup is kept', async () => {
    await syncRun('full');
    const [first] = await db().select().from(schema.stickers).limit(1);
    await db()
      .update(schema.stickers)
      .set({ svgPath: '/artwork/mine.svg', publicVisible: false, dimensions: '{"MICRO":{"width":1,"height":1}}', category: 'Horror' })
      .where(eq(schema.stickers.etsyListingId, first!.etsyListingId));
    fake.state.updateListing(first!.etsyListingId, { title: 'Renamed On Etsy Decal' });
    const run = await syncRun('safe_update');
    expect(run.status).toBe('succeeded');
    const after = (await db().select().from(schema.stickers).where(eq(schema.stickers.etsyListingId, first!.etsyListingId)).get())!;
    expect(after).toMatchObject({
      title: 'Renamed On Etsy Decal',
      svgPath: '/artwork/mine.svg',
      publicVisible: false,
      dimensions: '{"MICRO":{"width":1,"height":1}}',
      category: 'Horror',
      slug: first!.slug,
    });
    const backup = await db().select().from(schema.backups).where(eq(schema.backups.listingId, first!.etsyListingId)).get();
    expect(backup).toMatchObject({ backupType: 'pre_etsy_update' });
    expect(backup!.backupId).toMatch(new RegExp(`^${first!.etsyListingId}_\\d+$`));
  });

  it('a second start of a run already under way (another tab, another browser) joins it instead of running it twice', async () => {
    const [running] = await db().insert(schema.syncRuns).values({ kind: 'safe_update', startedAt: new Date().toISOString() }).returning();
    const again = await admin('POST', '/api/marketplace/sync', { mode: 'safe_update' });
    expect(again.status).toBe(202);
    expect(again.body.data).toMatchObject({ runId: running!.id, joined: true });
    expect(await db().select().from(schema.syncRuns)).toHaveLength(1);
    // Another kind starts, and a run left 'running' for over an hour no longer blocks.
    await db()
      .update(schema.syncRuns)
      .set({ startedAt: new Date(Date.now() - 2 * 60 * 60_000).toISOString() });
    const fresh = await syncRun('safe_update');
    expect(fresh.runId).not.toBe(running!.id);
  });

  it('a listing Etsy no longer returns is skipped by a safe update (the audit’s Import All Data), not failed, and kept as it was', async () => {
    await syncRun('full');
    const [gone, kept] = await db().select().from(schema.stickers).orderBy(schema.stickers.etsyListingId).limit(2);
    fake.state.removeListing(gone!.etsyListingId);
    fake.state.updateListing(kept!.etsyListingId, { title: 'Renamed For The Import' });
    fake.state.resetStats();
    const run = await syncRun('safe_update');
    expect(run.status).toBe('succeeded');
    expect(run.summary).toMatchObject({ skipped: 1, failed: 0 });
    expect(run.messages.some((m: { message: string }) => /1 not on Etsy/.test(m.message))).toBe(true);
    const after = (id: number) => db().select().from(schema.stickers).where(eq(schema.stickers.etsyListingId, id)).get();
    expect((await after(gone!.etsyListingId))!.title).toBe(gone!.title);
    expect((await after(kept!.etsyListingId))!.title).toBe('Renamed For The Import');
    // Two reads per 100 listings, whatever the shop's size: 5,000 listings cost 100 requests; then the shop's reviews, 100 a page.
    const batches = Math.ceil((await db().select().from(schema.stickers)).length / 100);
    const reviewPages = Math.ceil(fake.state.shop.reviews().length / 100);
    expect(fake.state.stats()).toMatchObject({
      requests: 2 * batches + reviewPages,
      byOperation: { getListingsByListingIds: batches, getListingsInventoryByListingIds: batches, getReviewsByShop: reviewPages },
    });
  });

  it('a listing whose inventory is missing fails alone, with the spec’s text, and keeps every field', async () => {
    await syncRun('full');
    const [first] = await db().select().from(schema.stickers).limit(1);
    fake.state.updateListing(first!.etsyListingId, { title: 'Should Not Land' });
    fake.state.addFault({ fault: 'missing_inventory', path: 'batch/inventory', times: 1 });
    const run = await syncRun('safe_update');
    expect(run.status).toBe('partial');
    expect(run.summary.errors.some((e: string) => e.includes(INCOMPLETE_SOURCE))).toBe(true);
    const after = (await db().select().from(schema.stickers).where(eq(schema.stickers.etsyListingId, first!.etsyListingId)).get())!;
    expect(after.title).toBe(first!.title);
  });

  it.each([
    ['server_error', 2],
    ['rate_limited', 2],
    ['malformed_json', 1],
    ['slow', 1],
  ] as const)('rides out a %s on a batch read and completes, saying each retry in its progress', async (fault, times) => {
    fake.state.addFault({ fault, path: 'listings/batch?', times, delayMs: 50 });
    const run = await syncRun('full');
    expect(run.status).toBe('succeeded');
    expect(run.summary.created).toBe(230);
    const retries = run.messages.filter((m: { message: string }) => /trying again in \d+ s, attempt \d of \d/.test(m.message));
    if (fault !== 'slow') expect(retries.length).toBeGreaterThanOrEqual(1);
  });

  it('lists the runs, marks one silent for longer than a run takes as stopped, and refuses a run of another kind while one is under way', async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 60 * 60_000).toISOString();
    await db()
      .insert(schema.syncRuns)
      .values([
        { kind: 'full', startedAt: hoursAgo(3) },
        { kind: 'safe_update', startedAt: hoursAgo(0.01) },
      ]);
    const { body } = await admin('GET', '/api/marketplace/sync');
    expect(body.data.recent.map((r: { kind: string; status: string }) => [r.kind, r.status])).toEqual([
      ['safe_update', 'running'],
      ['full', 'stopped'],
    ]);
    expect(body.data.active).toMatchObject({ kind: 'safe_update', status: 'running' });
    const refused = await admin('POST', '/api/marketplace/sync', { mode: 'full' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('sync_running');
    expect(refused.body.error.message).toContain(`A safe update is under way (run ${body.data.active.runId})`);
  });

  it('a cancelled run stops before its next batch, stays cancelled with what it did, and cannot be cancelled twice', async () => {
    const [row] = await db().insert(schema.syncRuns).values({ kind: 'full', startedAt: new Date().toISOString() }).returning();
    const cancelled = await admin('POST', `/api/marketplace/sync/${row!.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.active).toBeNull();
    expect((await admin('POST', `/api/marketplace/sync/${row!.id}/cancel`)).status).toBe(409);
    // Its Workflow, started now, reads the shop's pages and stops before the first batch.
    const run = await syncRun(async () => {
      await env.SYNC.create({ id: syncInstanceId(row!.id), params: { mode: 'full', runId: row!.id } });
      return row!.id;
    });
    expect(run.status).toBe('cancelled');
    expect(run.error).toBe('Cancelled by the owner');
    expect(run.summary).toMatchObject({ created: 0, changed: 0, unchanged: 0 });
    expect(await db().select().from(schema.stickers)).toHaveLength(0);
  });

  it('a deduplicated shop page: a listing on two pages is synced once', async () => {
    fake.state.addFault({ fault: 'duplicate_page', path: 'offset=100', times: 1 });
    const run = await syncRun('full');
    expect(run.summary.created).toBe(230);
  });

  it('fetches one listing by id', async () => {
    const id = fake.state.shop.list()[7]!.listing.listing_id;
    const run = await syncRun({ listingId: id });
    expect(run.summary).toMatchObject({ created: 1, changed: 0, unchanged: 0 });
    expect(await db().select({ id: schema.stickers.etsyListingId }).from(schema.stickers)).toEqual([{ id }]);
  });

  it('a listing id Etsy does not have: Fetch Failed with the 404 hint, nothing written', async () => {
    const run = await syncRun({ listingId: 999_999_999 }, 'errored');
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(new RegExp(`^${SYNC_FAILURES.listingData}: ${escape(FETCH_FAILED_HINTS.not_found)}`));
    expect(await db().select().from(schema.stickers)).toEqual([]);
  });

  it('a safe update that loses a local field fails that listing, names it, and restores it from its latest backup', async () => {
    await syncRun('full');
    const [first] = await db().select().from(schema.stickers).limit(1);
    await db().update(schema.stickers).set({ svgPath: '/artwork/mine.svg' }).where(eq(schema.stickers.etsyListingId, first!.etsyListingId));
    const before = (await db().select().from(schema.stickers).where(eq(schema.stickers.etsyListingId, first!.etsyListingId)).get())!;
    // A write that goes wrong in the database: this title's update wipes the artwork path.
    await env.DB.exec(
      `CREATE TRIGGER lose_artwork AFTER UPDATE OF title ON stickers WHEN NEW.title = 'Corrupting Title' BEGIN UPDATE stickers SET svg_path = NULL WHERE etsy_listing_id = NEW.etsy_listing_id; END`,
    );
    try {
      fake.state.updateListing(first!.etsyListingId, { title: 'Corrupting Title' });
      const run = await syncRun('safe_update');
      expect(run.status).toBe('partial');
      expect(run.summary.failed).toBe(1);
      expect(run.summary.errors[0]).toMatch(
        new RegExp(`^Corrupting Title \\(${first!.etsyListingId}\\): ${INTEGRITY_FAILED}: .*svgPath.*Restored from backup ${first!.etsyListingId}_\\d+\\.$`),
      );
      expect(await db().select().from(schema.stickers).where(eq(schema.stickers.etsyListingId, first!.etsyListingId)).get()).toEqual(before);
    } finally {
      await env.DB.exec('DROP TRIGGER IF EXISTS lose_artwork');
    }
  });

  it('a run stopped half-way resumes without repeating finished steps or losing a listing', async () => {
    fake.state.resetStats();
    const started = await admin('POST', '/api/marketplace/sync', { mode: 'full' });
    await using instance = await introspectWorkflowInstance(env.SYNC, started.body.data.instanceId);
    await instance.modify(async (m) => {
      await m.disableSleeps();
      // The second batch dies once, as an evicted isolate would: the step runs again, alone.
      await m.mockStepError({ name: 'batch 2 of 3' }, new Error('isolate went away'), 1);
    });
    await instance.waitForStatus('complete');
    expect(fake.state.stats().byOperation.getListingsByShop).toBe(3);
    expect((await db().select({ id: schema.stickers.etsyListingId }).from(schema.stickers)).length).toBe(230);
  });

  it('the scheduled handler starts a sync of what changed on Etsy', async () => {
    await syncRun('full');
    const [first] = await db().select().from(schema.stickers).limit(1);
    fake.state.updateListing(first!.etsyListingId, { title: 'Changed Since Last Sync' });
    const run = await syncRun(async () => (await startScheduledSync(env, db(), new Date()))!);
    expect(run.kind).toBe('scheduled');
    // The listings Etsy did not modify are unchanged without being read again.
    expect(run.summary).toMatchObject({ created: 0, changed: 1, unchanged: 229, fields: [{ field: 'title', listings: 1 }] });
    expect(run.summary.updates).toEqual([`Updated Changed Since Last Sync (${first!.etsyListingId}): title`]);
    expect((await db().select().from(schema.stickers).where(eq(schema.stickers.etsyListingId, first!.etsyListingId)).get())!.title).toBe(
      'Changed Since Last Sync',
    );
  });

  it('the cron trigger itself starts it', async () => {
    // It runs to its end before the next test empties the tables under it.
    const run = await syncRun(async () => {
      await worker.scheduled({ scheduledTime: Date.now(), cron: '0 */6 * * *', noRetry() {} }, env);
      return (await db().select().from(schema.syncRuns).get())!.id;
    });
    expect(run).toMatchObject({ kind: 'scheduled', status: 'succeeded' });
  });

  it('the debug checks answer what they found, each in the spec’s words', async () => {
    expect((await admin('POST', '/api/marketplace/debug/stored-data')).body.data.lines).toEqual(['No Stored Data Found: run Test Fetch & Store first.']);
    await syncRun('full');
    for (const check of ['database', 'etsy-data', 'token', 'individual', 'new-api', 'variation-images', 'analyze', 'fetch-store', 'fetch-4', 'stored-data']) {
      const { status, body } = await admin('POST', `/api/marketplace/debug/${check}`);
      expect(status, check).toBe(200);
      expect(body.data.ok, `${check}: ${body.data.lines.join(' / ')}`).toBe(true);
    }
    const individual = (await admin('POST', '/api/marketplace/debug/individual')).body.data.lines;
    expect(individual).toContain('getListingsInventoryByListingIds: success');
    fake.state.addFault({ fault: 'not_found', path: '/images', times: 4 });
    expect((await admin('POST', '/api/marketplace/debug/individual')).body.data.lines).toContain('getListingImages: 404');
    expect((await admin('POST', '/api/marketplace/debug/nonsense')).status).toBe(400);
  }, 30_000);

  it('the deprecated processing says first what it would change, writing nothing; then runs only with its confirmation text, changes that, backing each up', async () => {
    await syncRun('full');
    const [set, measured, categorised] = await db().select().from(schema.stickers).where(ne(schema.stickers.dimensions, '{}')).limit(3);
    const manual = Object.fromEntries(
      Object.entries(JSON.parse(measured!.dimensions) as Record<string, object>).map(([size, d]) => [size, { ...d, source: 'manual' }]),
    );
    // What the owner set that the deprecated path reads again from Etsy's text.
    await db().update(schema.stickers).set({ packType: 'set', isSet: true }).where(eq(schema.stickers.etsyListingId, set!.etsyListingId));
    await db()
      .update(schema.stickers)
      .set({ dimensions: JSON.stringify(manual) })
      .where(eq(schema.stickers.etsyListingId, measured!.etsyListingId));
    await db().update(schema.stickers).set({ category: 'Horror' }).where(eq(schema.stickers.etsyListingId, categorised!.etsyListingId));
    const rows = await db().select().from(schema.stickers);

    const preview = await admin('GET', '/api/marketplace/debug/process-deprecated');
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      listings: 230,
      changed: 3,
      unchanged: 227,
      failed: 0,
      fields: [
        { field: 'category', listings: 1 },
        { field: 'dimension sources', listings: 1 },
        { field: 'pack type', listings: 1 },
      ],
    });
    expect(await db().select().from(schema.stickers)).toEqual(rows);
    expect(await db().select().from(schema.backups)).toEqual([]);

    expect((await admin('POST', '/api/marketplace/debug/process-deprecated', { confirm: 'yes' })).status).toBe(400);
    const { status, body } = await admin('POST', '/api/marketplace/debug/process-deprecated', { confirm: 'I understand this may corrupt data' });
    expect(status).toBe(200);
    expect(body.data.lines.slice(0, 5)).toEqual([
      'Listings: 230  New: 0  Changed: 3  Unchanged: 227  Failed: 0',
      'Fields changed: category (1), dimension sources (1), pack type (1)',
      '',
      'Updates:',
      expect.stringMatching(/^Updated .+ \(\d+\): (category|dimension sources|pack type)$/),
    ]);
    // Only the listings it changed were backed up, and changed as the preview said.
    const backedUp = (await db().select().from(schema.backups).where(eq(schema.backups.backupType, 'pre_deprecated_process'))).map((b) => b.listingId);
    expect(backedUp.sort()).toEqual([set, measured, categorised].map((r) => r!.etsyListingId).sort());
    const after = await db().select().from(schema.stickers);
    const changedIds = after
      .filter((row) => JSON.stringify(row) !== JSON.stringify(rows.find((r) => r.etsyListingId === row.etsyListingId)))
      .map((r) => r.etsyListingId);
    expect(changedIds.sort()).toEqual(backedUp.sort());
    expect((await admin('GET', '/api/marketplace/debug/process-deprecated')).body.data).toMatchObject({ changed: 0, unchanged: 230 });
  }, 30_000);
});

describe('what a sync says it did', () => {
  beforeEach(async () => {
    await connect();
    await syncRun('full');
    // The first sync asked for a build; whether the next ones ask is what is read.
    await db().delete(schema.progress);
  });

  it('a sync with nothing changed on Etsy: every listing unchanged, nothing written, no build asked', async () => {
    const before = await db().select().from(schema.stickers);
    for (const mode of ['full', 'safe_update'] as const) {
      const run = await syncRun(mode);
      expect(run.status).toBe('succeeded');
      expect(run.summary).toMatchObject({ created: 0, changed: 0, unchanged: 230, failed: 0, skipped: 0, sales: null, fields: [], updates: [] });
      expect(run.messages.map((m: { message: string }) => m.message)).toContain('Batch 1 of 3: 0 new, 0 changed, 100 unchanged, 0 failed');
    }
    expect(await db().select().from(schema.stickers)).toEqual(before);
    expect(await db().select().from(schema.backups)).toEqual([]);
    expect(await lastPublishRequest(db())).toBeNull();
    // Past runs reads the same outcome.
    const { body } = await admin('GET', '/api/marketplace/sync');
    expect(body.data.recent.slice(0, 2).map((r: { kind: string; outcome: object }) => [r.kind, r.outcome])).toEqual([
      ['safe_update', { created: 0, changed: 0, unchanged: 230, failed: 0, skipped: 0, sales: null }],
      ['full', { created: 0, changed: 0, unchanged: 230, failed: 0, skipped: 0, sales: null }],
    ]);
  });

  it('one listing renamed on Etsy: 1 changed with its title, the rest unchanged; only it is backed up and written', async () => {
    const [renamed] = await db().select().from(schema.stickers).orderBy(schema.stickers.etsyListingId).limit(1);
    fake.state.updateListing(renamed!.etsyListingId, { title: 'Renamed On Etsy Decal' });
    const run = await syncRun('safe_update');
    expect(run.summary).toMatchObject({ created: 0, changed: 1, unchanged: 229, failed: 0, fields: [{ field: 'title', listings: 1 }] });
    expect(run.summary.updates).toEqual([`Updated Renamed On Etsy Decal (${renamed!.etsyListingId}): title`]);
    expect((await db().select().from(schema.backups)).map((b) => b.listingId)).toEqual([renamed!.etsyListingId]);
    expect(await lastPublishRequest(db())).not.toBeNull();
    expect((await admin('GET', '/api/marketplace/sync')).body.data.recent[0].outcome).toMatchObject({ changed: 1, unchanged: 229 });
  });

  it('Fetch Listing by ID of a listing Etsy did not change: 1 unchanged; after a price change on Etsy: 1 changed with its price', async () => {
    const id = fake.state.shop.list()[4]!.listing.listing_id;
    expect((await syncRun({ listingId: id })).summary).toMatchObject({ created: 0, changed: 0, unchanged: 1, updates: [] });
    // A price raised on Etsy, as a write to its inventory would leave it.
    const record = structuredClone(fake.state.shop.get(id)!);
    const first = record.inventory.products[0]!.offerings![0]!;
    first.price = { ...first.price!, amount: first.price!.amount! + 100 };
    fake.state.shop.put(record);
    const run = await syncRun({ listingId: id });
    expect(run.summary).toMatchObject({ changed: 1, unchanged: 0, fields: [{ field: 'price', listings: 1 }] });
    expect(run.summary.updates[0]).toMatch(new RegExp(`\\(${id}\\): price$`));
  });
});

describe('a marketplace fault that lasts', () => {
  beforeEach(async () => {
    await connect();
    // One listing in the catalogue is enough for a safe update to meet the fault.
    await syncRun({ listingId: fake.state.shop.list()[0]!.listing.listing_id });
    // One attempt per call and a short wait for an answer: the client's own retries have their
    // unit tests, and here every retry of the Workflow's step meets the fault again.
    route({ attempts: 1, timeoutMs: 150 });
  });

  it.each([
    ['unauthorized', '/listings', 'unauthorized'],
    ['not_found', '/listings', 'not_found'],
    ['rate_limited', '/listings', 'rate_limited'],
    ['server_error', '/listings', 'server'],
    ['slow', '/listings', 'network'],
    ['malformed_json', '/listings', 'malformed'],
    ['server_error', 'batch/inventory', 'server'],
  ] as const)(
    '%s on %s fails the safe update with the spec’s hint and changes nothing',
    async (fault, path, failure: MarketplaceFailure) => {
      const before = await db().select().from(schema.stickers);
      const backups = (await db().select().from(schema.backups)).length;
      // Had the update gone through, it would have changed this title.
      fake.state.updateListing(before[0]!.etsyListingId, { title: 'Should Not Land' });
      fake.state.addFault({ fault, path, method: 'GET', times: 1000, delayMs: fault === 'slow' ? 400 : 1000 });
      const run = await syncRun('safe_update', 'errored');
      expect(run.status).toBe('failed');
      expect(run.error).toMatch(new RegExp(`^${SYNC_FAILURES.listingData}: ${escape(FETCH_FAILED_HINTS[failure])}`));
      expect(run.messages.at(-1).message).toContain(FETCH_FAILED_HINTS[failure]);
      expect(await db().select().from(schema.stickers)).toEqual(before);
      expect((await db().select().from(schema.backups)).length).toBe(backups);
    },
    30_000,
  );
});

describe('the spec’s words for what failed', () => {
  beforeEach(async () => {
    await connect();
    route({ attempts: 1, timeoutMs: 150 });
  });

  it.each([
    ['full', '/listings?', SYNC_FAILURES.shopListings],
    ['transactions', '/transactions', SYNC_FAILURES.salesData],
  ] as const)(
    'a %s run that cannot read %s says %s',
    async (mode, path, words) => {
      fake.state.addFault({ fault: 'server_error', path, method: 'GET', times: 1000 });
      const run = await syncRun(mode, 'errored');
      expect(run.error).toMatch(new RegExp(`^${words}: ${escape(FETCH_FAILED_HINTS.server)}`));
      expect(await db().select().from(schema.stickers)).toEqual([]);
    },
    30_000,
  );
});

describe('a write Etsy answers 200 for but does not apply', () => {
  beforeEach(async () => {
    await connect();
    await syncRun({ listingId: fake.state.shop.list()[3]!.listing.listing_id });
  });

  it('is read back and reported, not counted as done; Etsy and the local row keep what they had', async () => {
    const [local] = await db().select().from(schema.stickers);
    const id = local!.etsyListingId;
    const onEtsy = structuredClone(fake.state.shop.get(id)!);
    const api = connectedClient(db(), marketplaceConfigOf(env)!);
    fake.state.addFault({ fault: 'unapplied_write', path: `/listings/${id}`, times: 2 });
    const title = await api.updateListingText(FAKE_SHOP_ID, id, { title: 'A Title That Never Lands' }).catch((e: unknown) => e);
    expect(title).toMatchObject({ failure: 'not_applied', message: expect.stringContaining(FETCH_FAILED_HINTS.not_applied) });
    // Every price up by a dollar, as the update body states prices: in dollars.
    const products = onEtsy.inventory.products.map((p) => ({
      sku: p.sku ?? undefined,
      property_values: p.property_values!.map((v) => ({
        property_id: v.property_id!,
        value_ids: v.value_ids ?? [],
        property_name: v.property_name ?? undefined,
        values: v.values ?? [],
      })),
      offerings: p.offerings!.map((o) => ({
        price: o.price!.amount! / o.price!.divisor! + 1,
        quantity: o.quantity!,
        is_enabled: o.is_enabled!,
        readiness_state_id: o.readiness_state_id ?? null,
      })),
    }));
    const inventory = await api
      .updateInventory(id, {
        products,
        price_on_property: onEtsy.inventory.price_on_property,
        quantity_on_property: onEtsy.inventory.quantity_on_property,
        sku_on_property: onEtsy.inventory.sku_on_property,
      })
      .catch((e: unknown) => e);
    expect(inventory).toMatchObject({ failure: 'not_applied' });
    expect(fake.state.shop.get(id)).toEqual(onEtsy);
    expect(await db().select().from(schema.stickers)).toEqual([local]);
  });
});
