import { env, introspectWorkflowInstance } from 'cloudflare:test';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { demoShop } from '../../scripts/seed/catalogue.ts';
import { ETSY_BATCH_SIZE } from '../../worker/marketplace/etsy-types.ts';
import { setUpFakeEtsy } from './admin-helpers.ts';
import { db } from './helpers.ts';

const shop = demoShop();
const batches = Math.ceil(shop.listings.length / ETSY_BATCH_SIZE);
// The demo shop connected to an empty catalogue: every listing the sync stores is one it created.
const { admin } = setUpFakeEtsy();

/** Each stored listing beside its raw marketplace record: a batch writes both in one transaction, or neither. */
async function stored() {
  const listings = await db().select({ id: schema.stickers.etsyListingId, title: schema.stickers.title }).from(schema.stickers);
  const [raw] = await db().select({ n: count() }).from(schema.marketplaceListings);
  return { listings, raw: raw!.n };
}

describe('a sync whose Worker stops half-way', () => {
  it('resumes where it stopped and completes: every listing stored once and whole, none lost', async () => {
    expect(batches).toBeGreaterThanOrEqual(3);
    const started = await admin('POST', '/api/marketplace/sync', { mode: 'full' });
    expect(started.status).toBe(202);
    const { instanceId, runId } = started.body.data;
    await using instance = await introspectWorkflowInstance(env.SYNC, instanceId);
    // The second batch's first try dies before it writes (as a Worker evicted mid-step would); the
    // engine waits before the next try, and the Worker stops there: the instance is paused.
    await instance.modify(async (m) => m.mockStepError({ name: `batch 2 of ${batches}` }, new Error('The Worker was stopped'), 1));
    await instance.waitForStepResult({ name: `batch 1 of ${batches}` });
    const workflow = await env.SYNC.get(instanceId);
    await workflow.pause();
    await instance.waitForStatus('paused');

    // Stopped: what is stored is whole batches, each listing with its raw record, and the run is not over.
    const halfWay = await stored();
    expect(halfWay.listings.length % ETSY_BATCH_SIZE).toBe(0);
    expect(halfWay.listings.length).toBeGreaterThanOrEqual(ETSY_BATCH_SIZE);
    expect(halfWay.listings.length).toBeLessThan(shop.listings.length);
    expect(halfWay.raw).toBe(halfWay.listings.length);
    expect((await admin('GET', `/api/marketplace/sync/${runId}`)).body.data.status).toBe('running');

    // Started again, the instance replays the finished steps from their stored results and runs the rest.
    await workflow.resume();
    await instance.waitForStatus('complete');
    const after = await stored();
    expect(after.listings.map((l) => l.id).sort()).toEqual(shop.listings.map((l) => l.row.etsyListingId).sort());
    expect(new Map(after.listings.map((l) => [l.id, l.title]))).toEqual(new Map(shop.listings.map((l) => [l.row.etsyListingId, l.row.title])));
    expect(after.raw).toBe(shop.listings.length);
    const run = (await admin('GET', `/api/marketplace/sync/${runId}`)).body.data;
    expect(run.status).toBe('succeeded');
    // Each listing counted once, as created: no batch was applied twice, none was skipped.
    expect(run.summary).toMatchObject({ created: shop.listings.length, changed: 0, failed: 0 });
  });
});
