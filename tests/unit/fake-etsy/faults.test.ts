import { beforeAll, describe, expect, it } from 'vitest';
import { FAKE_SHOP_ID, createFakeEtsy, type FakeEtsy } from '../../../scripts/fake-etsy/app.ts';
import { ORIGIN, WARM_UP_MS, call, json } from './helpers.ts';

beforeAll(() => void createFakeEtsy(), WARM_UP_MS);

const shopPath = `/v3/application/shops/${FAKE_SHOP_ID}`;

function setUp(): { fake: FakeEtsy; token: string; ids: number[] } {
  const fake = createFakeEtsy();
  return { fake, token: fake.state.grantToken().access_token, ids: fake.state.shop.list().map((r) => r.listing.listing_id) };
}

const inventoryBody = (price: number) => ({
  products: [{ sku: 'F-1', property_values: [], offerings: [{ price, quantity: 10, is_enabled: true, readiness_state_id: null }] }],
});

describe('faults that replace the answer', () => {
  it.each([
    ['unauthorized', 401],
    ['not_found', 404],
    ['server_error', 500],
  ] as const)("%s answers %i with Etsy's error shape, the given number of times, then the real answer", async (fault, status) => {
    const { fake, token, ids } = setUp();
    fake.state.addFault({ fault, path: '/inventory', times: 2 });
    const path = `/v3/application/listings/${ids[0]}/inventory`;
    for (let k = 0; k < 2; k++) {
      const res = await call(fake, path, { token });
      expect(res.status).toBe(status);
      expect(Object.keys(await res.json())).toEqual(['error']);
    }
    expect((await call(fake, path, { token })).status).toBe(200);
  });

  it('rate_limited answers 429 with retry-after from delayMs', async () => {
    const { fake, ids } = setUp();
    fake.state.addFault({ fault: 'rate_limited', path: '/listings/batch', delayMs: 2_500 });
    const res = await call(fake, `/v3/application/listings/batch?listing_ids=${ids[0]}`);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3');
    expect(fake.state.stats().rateLimited).toBe(1);
  });

  it('malformed_json answers 200 with a body that is not JSON', async () => {
    const { fake, ids } = setUp();
    fake.state.addFault({ fault: 'malformed_json', path: `/listings/${ids[1]}` });
    const res = await call(fake, `/v3/application/listings/${ids[1]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
    const text = await res.text();
    expect(text.startsWith('{')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('only hits matching paths and methods, and a regular expression works as a path', async () => {
    const { fake, token, ids } = setUp();
    fake.state.addFault({ fault: 'server_error', path: `^/v3/application/listings/\\d+/inventory$`, method: 'PUT' });
    expect((await call(fake, `/v3/application/listings/${ids[0]}/inventory`, { token })).status).toBe(200);
    expect((await call(fake, `/v3/application/listings/${ids[0]}`)).status).toBe(200);
    const put = await call(fake, `/v3/application/listings/${ids[0]}/inventory`, { method: 'PUT', token, json: inventoryBody(5) });
    expect(put.status).toBe(500);
    expect(fake.state.faults()).toEqual([]);
  });
});

describe('slow', () => {
  it('delays the answer by delayMs', async () => {
    const { fake } = setUp();
    fake.state.addFault({ fault: 'slow', path: '/shops/', delayMs: 150 });
    const started = performance.now();
    const res = await call(fake, shopPath);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('missing_inventory', () => {
  it("answers a listing's inventory without products", async () => {
    const { fake, token, ids } = setUp();
    fake.state.addFault({ fault: 'missing_inventory', path: '/inventory' });
    const answer = await json(call(fake, `/v3/application/listings/${ids[0]}/inventory`, { token }));
    expect(answer).not.toHaveProperty('products');
    expect(answer).toHaveProperty('price_on_property');
  });

  it('leaves the named listing out of a batch inventory answer', async () => {
    const { fake, token, ids } = setUp();
    fake.state.addFault({ fault: 'missing_inventory', path: '/batch/inventory', listingId: ids[2]! });
    const answer = await json<{ count: number; results: { listing_id: number }[] }>(
      call(fake, `/v3/application/listings/batch/inventory?listing_ids=${ids.slice(0, 4).join(',')}`, { token }),
    );
    expect(answer.results.map((r) => r.listing_id)).toEqual([ids[0], ids[1], ids[3]]);
    expect(answer.count).toBe(3);
  });
});

describe('unapplied_write', () => {
  it('answers a PATCH 200 with the new title but keeps the old one', async () => {
    const { fake, token, ids } = setUp();
    const before = fake.state.listing(ids[0]!)!;
    fake.state.addFault({ fault: 'unapplied_write', path: '/listings/' });
    const res = await call(fake, `${shopPath}/listings/${ids[0]}`, { method: 'PATCH', token, form: { title: 'Never Stored' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'Never Stored' });
    expect(fake.state.listing(ids[0]!)).toEqual(before);
    const readBack = await json(call(fake, `/v3/application/listings/${ids[0]}`));
    expect(readBack.title).toBe(before.title);
  });

  it('answers an inventory PUT 200 but keeps the old products', async () => {
    const { fake, token, ids } = setUp();
    const before = fake.state.inventory(ids[0]!);
    fake.state.addFault({ fault: 'unapplied_write', path: '/inventory', method: 'PUT' });
    const res = await call(fake, `/v3/application/listings/${ids[0]}/inventory`, { method: 'PUT', token, json: inventoryBody(7.5) });
    expect(res.status).toBe(200);
    expect(fake.state.inventory(ids[0]!)).toEqual(before);
  });
});

describe('duplicate_page', () => {
  it("repeats the previous page's last listing on the next page; deduping by listing_id gives the whole shop", async () => {
    const { fake, token, ids } = setUp();
    fake.state.addFault({ fault: 'duplicate_page', path: '/listings?', times: 10 });
    const seen: number[] = [];
    let count = Infinity;
    for (let offset = 0; offset < count; offset += 100) {
      const page = await json<{ count: number; results: { listing_id: number }[] }>(call(fake, `${shopPath}/listings?limit=100&offset=${offset}`, { token }));
      count = page.count;
      seen.push(...page.results.map((r) => r.listing_id));
    }
    expect(seen.length).toBeGreaterThan(ids.length);
    expect(seen[100]).toBe(seen[99]);
    expect([...new Set(seen)]).toEqual(ids);
  });
});

describe('control endpoints under /__fake/', () => {
  it('arm, list and clear faults over HTTP; refuse an unknown fault', async () => {
    const { fake } = setUp();
    const arm = await fake.app.request(`${ORIGIN}/__fake/faults`, {
      method: 'POST',
      body: JSON.stringify({ fault: 'server_error', path: '/shops/', times: 3 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(arm.status).toBe(201);
    expect(await json(fake.app.request(`${ORIGIN}/__fake/faults`))).toEqual([expect.objectContaining({ fault: 'server_error', remaining: 3 })]);
    expect((await call(fake, shopPath)).status).toBe(500);
    expect((await fake.app.request(`${ORIGIN}/__fake/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(fake, shopPath)).status).toBe(200);
    const bad = await fake.app.request(`${ORIGIN}/__fake/faults`, { method: 'POST', body: JSON.stringify({ fault: 'meteor', path: '/' }) });
    expect(bad.status).toBe(400);
  });

  it('reset puts back the data and clears faults and stats, but keeps tokens', async () => {
    const { fake, token, ids } = setUp();
    const title = fake.state.listing(ids[0]!)!.title;
    fake.state.updateListing(ids[0]!, { title: 'Changed' });
    fake.state.addFault({ fault: 'server_error', path: '/' });
    expect((await fake.app.request(`${ORIGIN}/__fake/reset`, { method: 'POST' })).status).toBe(204);
    expect(fake.state.listing(ids[0]!)!.title).toBe(title);
    expect(fake.state.faults()).toEqual([]);
    expect((await call(fake, '/v3/application/users/me', { token })).status).toBe(200);
    expect(fake.state.stats()).toEqual({ requests: 1, byOperation: { getMe: 1 }, rateLimited: 0 });
  });

  it('PATCH /__fake/listings/:id edits a listing as if on Etsy', async () => {
    const { fake, ids } = setUp();
    const res = await fake.app.request(`${ORIGIN}/__fake/listings/${ids[0]}`, { method: 'PATCH', body: JSON.stringify({ title: 'Edited On Etsy' }) });
    expect(res.status).toBe(200);
    expect((await json(call(fake, `/v3/application/listings/${ids[0]}`))).title).toBe('Edited On Etsy');
  });
});

describe('the listing edit control', () => {
  it('changes a title as on Etsy, moving its modification time, and refuses anything else', async () => {
    const { createFakeEtsy } = await import('../../../scripts/fake-etsy/app.ts');
    const fake = createFakeEtsy();
    const [first] = fake.state.shop.list();
    const id = first!.listing.listing_id;
    const before = first!.listing.last_modified_timestamp;
    const res = await fake.app.request(`/__fake/listings/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Edited On Etsy', price: 1 }),
    });
    expect(res.status).toBe(200);
    expect(fake.state.listing(id)!.title).toBe('Edited On Etsy');
    expect(fake.state.listing(id)!.last_modified_timestamp).toBeGreaterThanOrEqual(before ?? 0);
    expect((await fake.app.request(`/__fake/listings/${id}`, { method: 'PATCH', body: '{"price":1}' })).status).toBe(400);
    expect((await fake.app.request('/__fake/listings/1', { method: 'PATCH', body: '{"title":"x"}' })).status).toBe(404);
  });
});
