import { describe, expect, it } from 'vitest';
import { createMarketplaceClient, FETCH_FAILED_HINTS, MarketplaceError } from '../../../worker/marketplace/client.ts';

/** A scripted transport and a virtual clock: each call answers the next scripted response. */
function harness(script: ((url: string, init?: RequestInit) => Response | Promise<Response>)[], options: { perSecond?: number } = {}) {
  let time = 0;
  const calls: { url: string; init?: RequestInit; at: number }[] = [];
  const tokens: boolean[] = [];
  const client = createMarketplaceClient({
    baseUrl: 'https://api.example',
    apiKey: 'key:secret',
    accessToken: async (fresh) => {
      tokens.push(fresh);
      return fresh ? 'fresh-token' : 'old-token';
    },
    fetch: async (url, init) => {
      calls.push({ url, init, at: time });
      const next = script.shift();
      if (!next) throw new Error(`unexpected call ${url}`);
      return next(url, init);
    },
    now: () => time,
    sleep: async (ms) => {
      time += ms;
    },
    perSecond: options.perSecond,
  });
  return { client, calls, tokens, elapsed: () => time };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => () => new Response(JSON.stringify(body), { status, headers });

describe('the marketplace client', () => {
  it('sends the API key and the bearer token with every call', async () => {
    const { client, calls } = harness([json({ user_id: 1, shop_id: 2 })]);
    await client.getMe();
    const headers = calls[0]!.init!.headers as Record<string, string>;
    expect(headers['x-api-key']).toBe('key:secret');
    expect(headers.Authorization).toBe('Bearer old-token');
    expect(calls[0]!.url).toBe('https://api.example/v3/application/users/me');
  });

  it('keeps under the per-second limit: the 11th call of a burst waits for the next second', async () => {
    const { client, calls } = harness(Array.from({ length: 11 }, () => json({ count: 0, results: [] })));
    for (let i = 0; i < 11; i++) await client.getShopListings(1, i * 100);
    expect(calls.slice(0, 10).every((c) => c.at === 0)).toBe(true);
    expect(calls[10]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('waits a whole second when Etsy says nothing is left this second', async () => {
    const { client, calls } = harness([json({}, 200, { 'x-remaining-this-second': '0' }), json({})]);
    await client.getMe();
    await client.getMe();
    expect(calls[1]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('honours retry-after on a 429, then succeeds', async () => {
    const { client, calls } = harness([json({ error: 'Too many requests' }, 429, { 'retry-after': '3' }), json({ user_id: 1 })]);
    expect(await client.getMe()).toEqual({ user_id: 1 });
    expect(calls[1]!.at).toBeGreaterThanOrEqual(3000);
    expect(client.stats).toMatchObject({ requests: 2, rateLimited: 1, retries: 1 });
  });

  it('retries 5xx answers and network errors with backoff, then reports the failure with its hint', async () => {
    const { client, elapsed } = harness([json({}, 500), () => Promise.reject(new TypeError('fetch failed')), json({}, 503), json({}, 502)]);
    const error = await client.getMe().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketplaceError);
    expect((error as MarketplaceError).failure).toBe('server');
    expect((error as MarketplaceError).message).toContain(FETCH_FAILED_HINTS.server);
    expect(elapsed()).toBeGreaterThanOrEqual(500 + 1000 + 2000);
  });

  it('asks for a fresh token once after a 401, and reports a second 401 as unauthorized', async () => {
    const ok = harness([json({ error: 'invalid_token' }, 401), json({ user_id: 1 })]);
    await ok.client.getMe();
    expect(ok.tokens).toEqual([false, true]);
    const bad = harness([json({ error: 'invalid_token' }, 401), json({ error: 'invalid_token' }, 401)]);
    const error = (await bad.client.getMe().catch((e: unknown) => e)) as MarketplaceError;
    expect(error.failure).toBe('unauthorized');
    expect(error.hint).toBe('The Etsy token is invalid or expired: reconnect to Etsy.');
  });

  it('maps a 404 to the listing hint without retrying', async () => {
    const { client, calls } = harness([json({ error: 'Listing not found' }, 404)]);
    const error = (await client.getListing(9).catch((e: unknown) => e)) as MarketplaceError;
    expect(error.failure).toBe('not_found');
    expect(error.message).toContain('Listing not found');
    expect(calls).toHaveLength(1);
  });

  it('retries an answer that is not JSON, and reports it as malformed when it stays so', async () => {
    const broken = () => new Response('{"count": 1, "resu', { status: 200 });
    const { client } = harness([broken, broken, broken, broken]);
    expect(((await client.getMe().catch((e: unknown) => e)) as MarketplaceError).failure).toBe('malformed');
  });

  it('reads a write back: a title Etsy answered 200 for but did not change is not a success', async () => {
    const applied = harness([json({ listing_id: 5, title: 'New' }), json({ listing_id: 5, title: 'New' })]);
    expect((await applied.client.updateListingText(1, 5, { title: 'New' })).title).toBe('New');
    expect(applied.calls[0]!.init!.method).toBe('PATCH');
    expect(String(applied.calls[0]!.init!.body)).toBe('title=New');
    const ignored = harness([json({ listing_id: 5, title: 'Old' }), json({ listing_id: 5, title: 'Old' })]);
    expect(((await ignored.client.updateListingText(1, 5, { title: 'New' }).catch((e: unknown) => e)) as MarketplaceError).failure).toBe('not_applied');
  });

  it('refuses an empty batch or one over 100 ids before calling', async () => {
    const { client, calls } = harness([]);
    await expect(client.getListingsBatch([])).rejects.toThrow(RangeError);
    await expect(client.getInventoryBatch(Array.from({ length: 101 }, (_, i) => i + 1))).rejects.toThrow(RangeError);
    expect(calls).toHaveLength(0);
  });
});
