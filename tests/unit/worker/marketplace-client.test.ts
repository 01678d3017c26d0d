import { describe, expect, it } from 'vitest';
import { createMarketplaceClient, FETCH_FAILED_HINTS, MarketplaceError, retryText } from '../../../worker/marketplace/client.ts';

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

const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers });

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
    const { client, calls } = harness([json({ user_id: 1 }, 200, { 'x-remaining-this-second': '0' }), json({ user_id: 1 })]);
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

  it('maps a 404 to the listing hint and its status, without retrying', async () => {
    const { client, calls } = harness([json({ error: 'Listing not found' }, 404)]);
    const error = (await client.getListing(9).catch((e: unknown) => e)) as MarketplaceError;
    expect(error.failure).toBe('not_found');
    expect(error.message).toBe(`${FETCH_FAILED_HINTS.not_found} (HTTP 404)`);
    expect(calls).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 429, 500, 502, 200])('never copies an answer body into its error (HTTP %i)', async (status) => {
    const leaky = () =>
      new Response(JSON.stringify({ error: 'invalid_token', error_description: 'LEAKED-SECRET', access_token: 'LEAKED-SECRET', user_id: 'LEAKED-SECRET' }), {
        status,
      });
    const { client } = harness(Array.from({ length: 8 }, () => leaky));
    const error = (await client.getMe().catch((e: unknown) => e)) as MarketplaceError;
    expect(error).toBeInstanceOf(MarketplaceError);
    expect(error.message).toMatch(new RegExp(`\\(HTTP ${status}(: the answer is not the shape Etsy documents)?\\)$`));
    expect(`${error.message} ${error.stack} ${JSON.stringify(error)}`).not.toContain('LEAKED-SECRET');
  });

  it('reads every answer through its schema: JSON of the wrong shape is a marketplace error, retried, never a cast', async () => {
    const wrong = json({ count: 1, results: [{ listing_id: 'seven', title: 7 }] });
    const { client, calls } = harness([wrong, wrong, json({ count: 1, results: [{ listing_id: 7, title: 'Seven' }] })]);
    expect((await client.getShopListings(1, 0)).results).toEqual([{ listing_id: 7, title: 'Seven' }]);
    expect(calls).toHaveLength(3);
    const stuck = harness(Array.from({ length: 4 }, () => json({ results: 'none' })));
    const error = (await stuck.client.getShopListings(1, 0).catch((e: unknown) => e)) as MarketplaceError;
    expect(error.failure).toBe('malformed');
    expect(error.message).toBe(`${FETCH_FAILED_HINTS.malformed} (HTTP 200: the answer is not the shape Etsy documents)`);
  });

  it('keeps the fields it does not check, as Etsy sent them (the raw listing is stored whole)', async () => {
    const { client } = harness([json({ listing_id: 5, title: 'Kept', materials: ['vinyl'], who_made: 'i_did' })]);
    expect(await client.getListing(5)).toEqual({ listing_id: 5, title: 'Kept', materials: ['vinyl'], who_made: 'i_did' });
  });

  it('retries an answer that is not JSON, and reports it as malformed when it stays so', async () => {
    const broken = () => new Response('{"count": 1, "resu', { status: 200 });
    const { client } = harness([broken, broken, broken, broken]);
    expect(((await client.getMe().catch((e: unknown) => e)) as MarketplaceError).failure).toBe('malformed');
  });
});

describe('the token endpoint, through the same client', () => {
  const token = { access_token: '1.access', refresh_token: '1.refresh', expires_in: 3600, token_type: 'Bearer' };

  it('posts the form with the API key and no bearer token, paced like every call', async () => {
    const { client, calls, tokens } = harness([json(token)]);
    expect(await client.requestToken({ grant_type: 'refresh_token', client_id: 'key', refresh_token: 'r' })).toEqual(token);
    const { headers, body, method } = calls[0]!.init! as { headers: Record<string, string>; body: string; method: string };
    expect(calls[0]!.url).toBe('https://api.example/v3/public/oauth/token');
    expect(method).toBe('POST');
    expect(headers['x-api-key']).toBe('key:secret');
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(headers.Authorization).toBeUndefined();
    expect(body).toBe('grant_type=refresh_token&client_id=key&refresh_token=r');
    expect(tokens).toEqual([]);
  });

  it('tries a 500 once more (Etsy does that on refreshes), and no more', async () => {
    const once = harness([json({ error: 'server_error' }, 500), json(token)]);
    expect(await once.client.requestToken({ grant_type: 'refresh_token' })).toEqual(token);
    const twice = harness([json({ error: 'server_error' }, 500), json({ error: 'server_error' }, 500), json(token)]);
    expect(((await twice.client.requestToken({ grant_type: 'refresh_token' }).catch((e: unknown) => e)) as MarketplaceError).failure).toBe('server');
    expect(twice.calls).toHaveLength(2);
  });

  it('reads a refusal as its OAuth code, without its description', async () => {
    const { client } = harness([json({ error: 'invalid_grant', error_description: 'refresh token 1.refresh-secret is revoked' }, 400)]);
    const error = (await client.requestToken({ grant_type: 'refresh_token' }).catch((e: unknown) => e)) as MarketplaceError;
    expect(error).toMatchObject({ failure: 'rejected', status: 400, oauthError: 'invalid_grant' });
    expect(error.message).not.toContain('secret');
  });

  it('does not ask again for an answer it cannot read: the code or refresh token may be spent', async () => {
    const { client, calls } = harness([() => new Response('{"access_token":"1.half-a-tok', { status: 200 }), json(token)]);
    const error = (await client.requestToken({ grant_type: 'refresh_token' }).catch((e: unknown) => e)) as MarketplaceError;
    expect(error.failure).toBe('malformed');
    expect(error.message).not.toContain('half-a-tok');
    expect(calls).toHaveLength(1);
  });

  it('reads a write back: a title Etsy answered 200 for but did not change is not a success', async () => {
    const applied = harness([json({ listing_id: 5, title: 'New' }), json({ listing_id: 5, title: 'New' })]);
    expect((await applied.client.updateListingText(1, 5, { title: 'New' })).title).toBe('New');
    expect(applied.calls[0]!.init!.method).toBe('PATCH');
    expect(applied.calls[0]!.init!.body).toBe('title=New');
    const ignored = harness([json({ listing_id: 5, title: 'Old' }), json({ listing_id: 5, title: 'Old' })]);
    expect(((await ignored.client.updateListingText(1, 5, { title: 'New' }).catch((e: unknown) => e)) as MarketplaceError).failure).toBe('not_applied');
  });

  it('reads back a write whose answer went wrong: it counts when Etsy shows it, else the write’s own failure is reported', async () => {
    const garbled = () => new Response('{"listing_id": 5, "tit', { status: 200 });
    // Garbled every time (4 tries), yet Etsy has the new title: done.
    const took = harness([garbled, garbled, garbled, garbled, json({ listing_id: 5, title: 'New' })]);
    expect((await took.client.updateListingText(1, 5, { title: 'New' })).title).toBe('New');
    // Server errors every time and the title reads back as it was: the server's failure, not 'not applied'.
    const failed = json({ error: 'down' }, 503);
    const lost = harness([failed, failed, failed, failed, json({ listing_id: 5, title: 'Old' })]);
    expect(((await lost.client.updateListingText(1, 5, { title: 'New' }).catch((e: unknown) => e)) as MarketplaceError).failure).toBe('server');
    // A refusal is not read back: Etsy said no.
    const refused = harness([json({ error: 'bad' }, 400)]);
    expect(((await refused.client.updateListingText(1, 5, { title: 'New' }).catch((e: unknown) => e)) as MarketplaceError).failure).toBe('rejected');
    expect(refused.calls).toHaveLength(1);
  });

  it('says each retry before it waits: why, how long, which attempt of how many', async () => {
    const said: string[] = [];
    let time = 0;
    const client = createMarketplaceClient({
      baseUrl: 'https://api.example',
      apiKey: 'key:secret',
      accessToken: async () => 'token',
      fetch: (() => {
        const script = [json({}, 503), json({}, 429, { 'retry-after': '5' }), json({ user_id: 1, shop_id: 2 })];
        return async () => script.shift()!();
      })(),
      now: () => time,
      sleep: async (ms) => void (time += ms),
      onRetry: (retry) => said.push(retryText(retry)),
    });
    await client.getMe();
    expect(said).toEqual([
      'Etsy answered with a server error, trying again in 1 s, attempt 2 of 4',
      'Etsy is busy (rate limit), trying again in 5 s, attempt 3 of 4',
    ]);
  });

  it('refuses an empty batch or one over 100 ids before calling', async () => {
    const { client, calls } = harness([]);
    await expect(client.getListingsBatch([])).rejects.toThrow(RangeError);
    await expect(client.getInventoryBatch(Array.from({ length: 101 }, (_, i) => i + 1))).rejects.toThrow(RangeError);
    expect(calls).toHaveLength(0);
  });
});
