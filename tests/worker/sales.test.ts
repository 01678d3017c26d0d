import { env, introspectWorkflowInstance } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { createFakeEtsy, type FakeEtsy } from '../../scripts/fake-etsy/app.ts';
import { useMarketplaceFetch } from '../../worker/marketplace/config.ts';
import { TEST_ADMIN_PASSWORD, TEST_ETSY_API_KEY } from '../fixtures/admin.ts';
import { OWN_ORIGIN, db, readAnswer, request, resetDatabase } from './helpers.ts';
import { demoShop } from '../../scripts/seed/catalogue.ts';

const LISTINGS = 3;
let fake: FakeEtsy;
let cookie = '';
const [keystring, secret] = TEST_ETSY_API_KEY.split(':') as [string, string];
const sold = demoShop({ listings: LISTINGS }).listings.map((l) => ({ id: l.row.etsyListingId!, sales: l.row.totalSalesVolume! }));

beforeAll(() => {
  fake = createFakeEtsy({ keystring, sharedSecret: secret, listings: LISTINGS });
  useMarketplaceFetch((input, init) => Promise.resolve(fake.app.request(input, init)));
});
afterAll(() => useMarketplaceFetch(null));

async function admin(method: string, path: string, body?: unknown) {
  const res = await request(path, { method, headers: { Origin: OWN_ORIGIN, 'Content-Type': 'application/json', Cookie: cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await readAnswer(method, path, res) };
}

async function run(mode: string) {
  const { status, body } = await admin('POST', '/api/marketplace/sync', { mode });
  expect(status).toBe(202);
  await using instance = await introspectWorkflowInstance(env.SYNC, body.data.instanceId);
  await instance.waitForStatus('complete');
  return (await admin('GET', `/api/marketplace/sync/${body.data.runId}`)).body.data;
}

beforeEach(async () => {
  await resetDatabase();
  fake.state.reset();
  const res = await request('/api/admin/session', { method: 'POST', headers: { Origin: OWN_ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.77' }, body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }) });
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const { body } = await admin('POST', '/api/marketplace/oauth/start');
  const back = new URL((await fake.app.request(body.data.url.replace(env.MARKETPLACE_CONNECT_URL, 'http://fake/oauth/connect'), { redirect: 'manual' })).headers.get('location')!);
  await admin('POST', '/api/marketplace/oauth/exchange', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
  await run('full');
  await db().update(schema.stickers).set({ totalSalesVolume: 0 });
});

describe('the shop’s sales', () => {
  it('stores every transaction once and sums each listing’s units into total_sales_volume', async () => {
    const result = await run('transactions');
    expect(result.status).toBe('succeeded');
    const stored = await db().select().from(schema.shopTransactions);
    expect(stored).toHaveLength(sold.reduce((sum, s) => sum + s.sales, 0));
    for (const { id, sales } of sold) {
      expect((await db().select().from(schema.stickers).where(eq(schema.stickers.etsyListingId, id)).get())!.totalSalesVolume).toBe(sales);
    }
  });

  it('a second run reads only the newest page, finds nothing new, and changes nothing', async () => {
    await run('transactions');
    fake.state.resetStats();
    const again = await run('transactions');
    expect(fake.state.stats().byOperation.getShopReceiptTransactionsByShop).toBe(1);
    expect(again.summary.successful).toBe(0);
  });
});
