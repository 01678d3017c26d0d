/** Shared steps of the fake marketplace's tests: calling it as a client would, and connecting. */
import { createHash, randomBytes } from 'node:crypto';
import { createFakeEtsy, type FakeEtsy, type FakeEtsyOptions } from '../../../scripts/fake-etsy/app.ts';

export const ORIGIN = 'http://fake-etsy.test';
export const REDIRECT_URI = 'http://127.0.0.1:8787/api/admin/marketplace/callback';

/** The demo catalogue takes seconds to build once per process: warm it before the first test. */
export const WARM_UP_MS = 60_000;

/** A fake on a clock the test moves. */
export function fakeWithClock(options: FakeEtsyOptions = {}): { fake: FakeEtsy; clock: { now: number } } {
  const clock = { now: Date.UTC(2026, 10, 20, 12) };
  return { fake: createFakeEtsy({ now: () => clock.now, ...options }), clock };
}

export interface CallOptions {
  method?: string;
  token?: string;
  apiKey?: string | null;
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
}

/** Calls the fake as the product does: x-api-key always, a bearer token when given. */
export function call(fake: FakeEtsy, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  const apiKey = options.apiKey === undefined ? fake.state.apiKey : options.apiKey;
  if (apiKey !== null) headers['x-api-key'] = apiKey;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return Promise.resolve(
    fake.app.request(`${ORIGIN}${path}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers, ...(body !== undefined ? { body } : {}) }),
  );
}

export async function json<T = Record<string, unknown>>(response: Response | Promise<Response>): Promise<T> {
  return await (await response).json();
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** GET /oauth/connect; the fake approves at once and redirects back with a code. */
export async function authorize(fake: FakeEtsy, challenge: string, overrides: Record<string, string> = {}): Promise<Response> {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: fake.state.clientId,
    redirect_uri: REDIRECT_URI,
    scope: 'listings_r listings_w transactions_r shops_r profile_r',
    state: 'st4te',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  });
  return fake.app.request(`${ORIGIN}/oauth/connect?${query}`);
}

/** The whole connect flow: an access and refresh token for the shop owner. */
export async function connect(fake: FakeEtsy): Promise<{ access_token: string; refresh_token: string }> {
  const { verifier, challenge } = pkce();
  const code = new URL((await authorize(fake, challenge)).headers.get('location')!).searchParams.get('code')!;
  const res = await call(fake, '/v3/public/oauth/token', {
    apiKey: null,
    form: { grant_type: 'authorization_code', client_id: fake.state.clientId, redirect_uri: REDIRECT_URI, code, code_verifier: verifier },
  });
  return json(res);
}
