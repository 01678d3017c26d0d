import { env, introspectWorkflowInstance } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { auditListing } from '../../src/domain/color-audit.ts';
import { demoShop } from '../../scripts/seed/catalogue.ts';
import { writeDemoShop } from '../../scripts/seed/write.ts';
import { setUpFakeEtsy } from './admin-helpers.ts';
import { db } from './helpers.ts';

const shop = demoShop();
// The fake marketplace `npm start` runs: the demo shop as Etsy has it, connected.
const { admin } = setUpFakeEtsy();

beforeEach(async () => {
  // The database as `npm start` seeds it.
  await writeDemoShop(db(), shop);
});

async function syncToEnd(mode: 'full' | 'safe_update') {
  const started = await admin('POST', '/api/marketplace/sync', { mode });
  expect(started.status).toBe(202);
  await using instance = await introspectWorkflowInstance(env.SYNC, started.body.data.instanceId);
  await instance.waitForStatus('complete');
  return (await admin('GET', `/api/marketplace/sync/${started.body.data.runId}`)).body.data;
}

/** The colour audit's finding over the catalogue: the listings whose Etsy colours are not the owner's choice. */
async function nonCompliant(): Promise<number[]> {
  const facts = (await admin('GET', '/api/admin/listings/colors')).body.data as {
    id: number;
    title: string;
    etsyUrl: string | null;
    colors: string[];
    enabledColors: Record<string, boolean>;
    hasMarketplaceData: boolean;
  }[];
  return facts
    .filter((f) => f.hasMarketplaceData)
    .map((f) => auditListing({ listingId: f.id, title: f.title, etsyUrl: f.etsyUrl ?? '', currentColors: f.colors, enabledColors: f.enabledColors }))
    .filter((r) => r.hasIssues)
    .map((r) => r.listingId);
}

describe('the first sync after seeding the demo shop', () => {
  it('Fetch All against the fake marketplace finds every listing unchanged: nothing written, no backup', async () => {
    const before = await db().select().from(schema.stickers);
    const drifted = await nonCompliant();
    const run = await syncToEnd('full');
    expect(run.status).toBe('succeeded');
    expect(run.summary).toMatchObject({ created: 0, changed: 0, unchanged: shop.listings.length, failed: 0, fields: [], updates: [] });
    expect(await db().select().from(schema.stickers)).toEqual(before);
    expect(await db().select().from(schema.backups)).toEqual([]);
    // The owner's colour choices that differ from Etsy's stay for the audit to find.
    expect(drifted).toHaveLength(8);
    expect(await nonCompliant()).toEqual(drifted);
  });

  it('Safe Update finds every listing unchanged too', async () => {
    const run = await syncToEnd('safe_update');
    expect(run.summary).toMatchObject({ created: 0, changed: 0, unchanged: shop.listings.length, failed: 0, skipped: 0, fields: [] });
  });
});
