import { beforeAll, describe, expect, it } from 'vitest';
import { FAKE_SHOP_ID, createFakeEtsy } from '../../../scripts/fake-etsy/app.ts';
import { ORIGIN, WARM_UP_MS, call, fakeWithClock, json } from './helpers.ts';

beforeAll(() => void createFakeEtsy(), WARM_UP_MS);

const shopPath = `/v3/application/shops/${FAKE_SHOP_ID}`;

describe('rate limiting (requestsPerSecond)', () => {
  it("reports Etsy's headers on every answer", async () => {
    const { fake } = fakeWithClock({ requestsPerSecond: 10, requestsPerDay: 50 });
    const res = await call(fake, shopPath);
    expect(
      Object.fromEntries(['x-limit-per-second', 'x-remaining-this-second', 'x-limit-per-day', 'x-remaining-today'].map((h) => [h, res.headers.get(h)])),
    ).toEqual({
      'x-limit-per-second': '10',
      'x-remaining-this-second': '9',
      'x-limit-per-day': '50',
      'x-remaining-today': '49',
    });
  });

  it('answers the 11th request within a second 429 with retry-after, and does nothing', async () => {
    const { fake, clock } = fakeWithClock({ requestsPerSecond: 10 });
    const { access_token } = fake.state.grantToken();
    const [id] = fake.state.shop.list().map((r) => r.listing.listing_id);
    for (let k = 0; k < 10; k++) expect((await call(fake, shopPath)).status).toBe(200);
    clock.now += 500;
    const refused = await call(fake, `${shopPath}/listings/${id}`, { method: 'PATCH', token: access_token, form: { title: 'Too Soon' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('x-remaining-this-second')).toBe('0');
    expect(Object.keys(await refused.json())).toEqual(['error']);
    expect(fake.state.listing(id!)!.title).not.toBe('Too Soon');
    clock.now += 500;
    expect((await call(fake, shopPath)).status).toBe(200);
    expect(fake.state.stats()).toMatchObject({ requests: 12, rateLimited: 1 });
  });

  it('counts a sliding second: ten requests spread over a second leave no room at its end', async () => {
    const { fake, clock } = fakeWithClock({ requestsPerSecond: 10 });
    for (let k = 0; k < 10; k++) {
      expect((await call(fake, shopPath)).status).toBe(200);
      clock.now += 99;
    }
    expect((await call(fake, shopPath)).status).toBe(429);
    clock.now += 10;
    expect((await call(fake, shopPath)).status).toBe(200);
  });

  it('a client pacing 10 a second is never refused', async () => {
    const { fake, clock } = fakeWithClock({ requestsPerSecond: 10 });
    for (let k = 0; k < 60; k++) {
      expect((await call(fake, shopPath)).status).toBe(200);
      clock.now += 100;
    }
    expect(fake.state.stats().rateLimited).toBe(0);
  });

  it('enforces the daily limit too', async () => {
    const { fake, clock } = fakeWithClock({ requestsPerSecond: 10, requestsPerDay: 3 });
    for (let k = 0; k < 3; k++) {
      expect((await call(fake, shopPath)).status).toBe(200);
      clock.now += 1_000;
    }
    const res = await call(fake, shopPath);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(80_000);
  });

  it('is off by default: no limit, no headers', async () => {
    const fake = createFakeEtsy();
    for (let k = 0; k < 30; k++) expect((await call(fake, shopPath)).status).toBe(200);
    expect((await call(fake, shopPath)).headers.get('x-limit-per-second')).toBeNull();
  });
});

describe('GET /__fake/stats', () => {
  it('counts marketplace requests by Etsy operation, refused ones included, control calls excluded', async () => {
    const fake = createFakeEtsy();
    const { access_token } = fake.state.grantToken();
    const [a, b] = fake.state.shop.list().map((r) => r.listing.listing_id);
    await call(fake, `/v3/application/listings/batch?listing_ids=${a},${b}`);
    await call(fake, `/v3/application/listings/batch/inventory?listing_ids=${a},${b}`, { token: access_token });
    await call(fake, `${shopPath}/listings?limit=100`, { token: access_token });
    await call(fake, `${shopPath}/listings?limit=100`, { apiKey: null });
    await call(fake, '/v3/application/nowhere');
    expect(await json(fake.app.request(`${ORIGIN}/__fake/stats`))).toEqual({
      requests: 5,
      byOperation: { getListingsByListingIds: 1, getListingsInventoryByListingIds: 1, getListingsByShop: 2, unmatched: 1 },
      rateLimited: 0,
    });
    await fake.app.request(`${ORIGIN}/__fake/stats`, { method: 'DELETE' });
    expect(fake.state.stats()).toEqual({ requests: 0, byOperation: {}, rateLimited: 0 });
  });
});
