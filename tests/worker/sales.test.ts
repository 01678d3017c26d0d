import { env, introspectWorkflowInstance } from 'cloudflare:test';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { setUpFakeEtsy } from './admin-helpers.ts';
import { db } from './helpers.ts';
import { demoShop } from '../../scripts/seed/catalogue.ts';
import { chunk } from '../../src/db/batch.ts';

const LISTINGS = 3;
const { fake, admin } = setUpFakeEtsy({ listings: LISTINGS });
const sold = demoShop({ listings: LISTINGS }).listings.map((l) => ({ id: l.row.etsyListingId!, sales: l.row.totalSalesVolume! }));

async function run(mode: string) {
  const { status, body } = await admin('POST', '/api/marketplace/sync', { mode });
  expect(status).toBe(202);
  await using instance = await introspectWorkflowInstance(env.SYNC, body.data.instanceId);
  await instance.waitForStatus('complete');
  return (await admin('GET', `/api/marketplace/sync/${body.data.runId}`)).body.data;
}

beforeEach(async () => {
  await run('full');
  await db().update(schema.stickers).set({ totalSalesVolume: 0 });
});

describe('the shop’s sales', () => {
  it('stores every transaction once and sums each listing’s units into total_sales_volume', async () => {
    const result = await run('transactions');
    expect(result.status).toBe('succeeded');
    const stored = await db().select().from(schema.shopTransactions);
    const total = sold.reduce((sum, s) => sum + s.sales, 0);
    expect(stored).toHaveLength(total);
    // The summary reports the sales, not listing totals that a sales run never has.
    expect(result.summary.sales).toEqual({ pagesRead: Math.ceil(total / 100), onEtsy: total, stored: total, newSales: total, listingsChanged: LISTINGS });
    expect(result.summary.fields).toEqual([{ field: 'sales', listings: LISTINGS }]);
    expect(result.summary.updates).toEqual(
      expect.arrayContaining(sold.map(({ id, sales }) => expect.stringMatching(new RegExp(`^.+ \\(${id}\\): ${sales} sold, was 0$`)))),
    );
    for (const { id, sales } of sold) {
      expect((await db().select().from(schema.stickers).where(eq(schema.stickers.etsyListingId, id)).get())!.totalSalesVolume).toBe(sales);
    }
  });

  it('a second run reads only the newest page, finds nothing new, and changes nothing', async () => {
    await run('transactions');
    fake.state.resetStats();
    const again = await run('transactions');
    expect(fake.state.stats().byOperation.getShopReceiptTransactionsByShop).toBe(1);
    const total = sold.reduce((sum, s) => sum + s.sales, 0);
    expect(again.summary).toMatchObject({ sales: { pagesRead: 1, onEtsy: total, stored: total, newSales: 0, listingsChanged: 0 }, updates: [] });
    const { body } = await admin('GET', '/api/marketplace/sync');
    expect(body.data.recent[0].outcome.sales).toEqual(again.summary.sales);
  });

  it('a run stopped part-way is finished by the next: it goes on from where the stored sales end', async () => {
    await run('transactions');
    const all = await db().select().from(schema.shopTransactions).orderBy(asc(schema.shopTransactions.createdAt), asc(schema.shopTransactions.transactionId));
    expect(all.length, 'enough sales for several pages').toBeGreaterThan(300);
    // The older half never came in: the newest first, the run stopped half-way.
    const lost = all.slice(0, Math.floor(all.length / 2));
    for (const part of chunk(
      lost.map((t) => t.transactionId),
      90,
    ))
      await db().delete(schema.shopTransactions).where(inArray(schema.shopTransactions.transactionId, part));
    await db().update(schema.stickers).set({ totalSalesVolume: 0 });
    fake.state.resetStats();
    const again = await run('transactions');
    expect(again.status).toBe('succeeded');
    expect(again.summary.sales).toMatchObject({ onEtsy: all.length, stored: all.length, newSales: lost.length });
    expect(await db().select().from(schema.shopTransactions)).toHaveLength(all.length);
    // It skipped the pages it had: the first, then from the end of the stored ones.
    expect(fake.state.stats().byOperation.getShopReceiptTransactionsByShop).toBeLessThanOrEqual(Math.ceil(all.length / 100));
    for (const { id, sales } of sold.filter((s) => lost.some((t) => t.listingId === s.id))) {
      expect((await db().select().from(schema.stickers).where(eq(schema.stickers.etsyListingId, id)).get())!.totalSalesVolume).toBe(sales);
    }
  });
});
