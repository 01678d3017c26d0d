import { beforeAll, describe, expect, it } from 'vitest';
import { FAKE_USER_ID, createFakeEtsy } from '../../../scripts/fake-etsy/app.ts';
import { REDIRECT_URI, WARM_UP_MS, authorize, call, connect, fakeWithClock, json, pkce } from './helpers.ts';

beforeAll(() => void createFakeEtsy(), WARM_UP_MS);

const TOKEN_PATH = '/v3/public/oauth/token';

async function codeFor(fake: ReturnType<typeof createFakeEtsy>, challenge: string): Promise<string> {
  const res = await authorize(fake, challenge);
  return new URL(res.headers.get('location')!).searchParams.get('code')!;
}

describe('GET /oauth/connect', () => {
  it('approves at once: 302 to the redirect_uri with a code and the state', async () => {
    const fake = createFakeEtsy();
    const res = await authorize(fake, pkce().challenge);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('st4te');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  });

  it('sends the error back to the app for a plain challenge method, and shows it for an unknown client', async () => {
    const fake = createFakeEtsy();
    const plain = await authorize(fake, pkce().challenge, { code_challenge_method: 'plain' });
    expect(new URL(plain.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    const stranger = await authorize(fake, pkce().challenge, { client_id: 'someone-else' });
    expect(stranger.status).toBe(400);
    expect(await stranger.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses an unknown scope', async () => {
    const res = await authorize(createFakeEtsy(), pkce().challenge, { scope: 'listings_r everything_w' });
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope');
  });
});

describe('POST /v3/public/oauth/token', () => {
  it('exchanges a code and its PKCE verifier for an access token that begins with the user id', async () => {
    const fake = createFakeEtsy();
    const tokens = await connect(fake);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(tokens.access_token.startsWith(`${FAKE_USER_ID}.`)).toBe(true);
    const me = await call(fake, '/v3/application/users/me', { token: tokens.access_token });
    expect(await me.json()).toEqual({ user_id: FAKE_USER_ID, shop_id: fake.state.shopId });
  });

  it('refuses a wrong verifier with invalid_grant, and the code is spent', async () => {
    const fake = createFakeEtsy();
    const { verifier, challenge } = pkce();
    const code = await codeFor(fake, challenge);
    const form = { grant_type: 'authorization_code', client_id: fake.state.clientId, redirect_uri: REDIRECT_URI, code };
    const wrong = await call(fake, TOKEN_PATH, { apiKey: null, form: { ...form, code_verifier: pkce().verifier } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    const late = await call(fake, TOKEN_PATH, { apiKey: null, form: { ...form, code_verifier: verifier } });
    expect(await late.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('accepts a code once', async () => {
    const fake = createFakeEtsy();
    const { verifier, challenge } = pkce();
    const form = {
      grant_type: 'authorization_code',
      client_id: fake.state.clientId,
      redirect_uri: REDIRECT_URI,
      code: await codeFor(fake, challenge),
      code_verifier: verifier,
    };
    expect((await call(fake, TOKEN_PATH, { apiKey: null, form })).status).toBe(200);
    const again = await call(fake, TOKEN_PATH, { apiKey: null, form });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it("refuses a redirect_uri other than the connect step's", async () => {
    const fake = createFakeEtsy();
    const { verifier, challenge } = pkce();
    const res = await call(fake, TOKEN_PATH, {
      apiKey: null,
      form: {
        grant_type: 'authorization_code',
        client_id: fake.state.clientId,
        redirect_uri: 'http://evil.test/cb',
        code: await codeFor(fake, challenge),
        code_verifier: verifier,
      },
    });
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rotates refresh tokens: each refresh answers a new pair, and the old refresh token is invalid_grant', async () => {
    const fake = createFakeEtsy();
    const first = await connect(fake);
    const refresh = (token: string) =>
      call(fake, TOKEN_PATH, { apiKey: null, form: { grant_type: 'refresh_token', client_id: fake.state.clientId, refresh_token: token } });
    const second = await json<{ access_token: string; refresh_token: string }>(refresh(first.refresh_token));
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(second.refresh_token)).status).toBe(200);
  });

  it('takes a form body only', async () => {
    const fake = createFakeEtsy();
    const res = await call(fake, TOKEN_PATH, { apiKey: null, json: { grant_type: 'refresh_token', client_id: fake.state.clientId, refresh_token: 'x' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('access tokens', () => {
  it('expire after an hour on the injected clock, and a refresh brings a working one', async () => {
    const { fake, clock } = fakeWithClock();
    const tokens = await connect(fake);
    clock.now += 3_599_000;
    expect((await call(fake, '/v3/application/users/me', { token: tokens.access_token })).status).toBe(200);
    clock.now += 1_000;
    const expired = await call(fake, '/v3/application/users/me', { token: tokens.access_token });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ error: expect.stringMatching(/expired/) });
    const fresh = await json<{ access_token: string }>(
      call(fake, TOKEN_PATH, { apiKey: null, form: { grant_type: 'refresh_token', client_id: fake.state.clientId, refresh_token: tokens.refresh_token } }),
    );
    expect((await call(fake, '/v3/application/users/me', { token: fresh.access_token })).status).toBe(200);
  });

  it("are required by private endpoints: 401 with Etsy's error shape without one or with a made-up one", async () => {
    const fake = createFakeEtsy();
    for (const token of [undefined, `${FAKE_USER_ID}.made-up`]) {
      const res = await call(fake, `/v3/application/shops/${fake.state.shopId}/listings`, token ? { token } : {});
      expect(res.status).toBe(401);
      expect(Object.keys(await res.json())).toEqual(['error']);
    }
  });

  it("need the operation's scope: a read-only token cannot write", async () => {
    const fake = createFakeEtsy();
    const { access_token } = fake.state.grantToken(['listings_r']);
    const [id] = fake.state.shop.list().map((r) => r.listing.listing_id);
    const res = await call(fake, `/v3/application/shops/${fake.state.shopId}/listings/${id}`, { method: 'PATCH', token: access_token, form: { title: 'New' } });
    expect(res.status).toBe(403);
    expect(fake.state.listing(id!)!.title).not.toBe('New');
  });

  it('all die when the owner changes the password (revokeTokens)', async () => {
    const fake = createFakeEtsy();
    const tokens = await connect(fake);
    fake.state.revokeTokens();
    expect((await call(fake, '/v3/application/users/me', { token: tokens.access_token })).status).toBe(401);
  });
});

describe('x-api-key', () => {
  it('must be keystring:shared_secret: a bare keystring, a wrong secret or none is 403', async () => {
    const fake = createFakeEtsy();
    const path = `/v3/application/shops/${fake.state.shopId}`;
    expect((await call(fake, path)).status).toBe(200);
    for (const apiKey of [fake.state.clientId, `${fake.state.clientId}:wrong`, null]) {
      const res = await call(fake, path, { apiKey });
      expect(res.status, String(apiKey)).toBe(403);
      expect(Object.keys(await res.json())).toEqual(['error']);
    }
  });

  it('is checked before the token: a good token with a bare key is still 403', async () => {
    const fake = createFakeEtsy();
    const { access_token } = fake.state.grantToken();
    expect((await call(fake, '/v3/application/users/me', { token: access_token, apiKey: fake.state.clientId })).status).toBe(403);
  });
});
