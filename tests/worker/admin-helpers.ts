/**
 * The admin's side of the Worker tests: a signed-in session, requests made with it, and the
 * fake marketplace reached in-process on a virtual clock, connected as the shop owner would.
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { createFakeEtsy, type FakeEtsy } from '../../scripts/fake-etsy/app.ts';
import { useMarketplaceFetch } from '../../worker/marketplace/config.ts';
import { TEST_ADMIN_PASSWORD, TEST_ETSY_API_KEY } from '../fixtures/admin.ts';
import { OWN_ORIGIN, readAnswer, request } from './helpers.ts';

/** Signs in with the test password from an address of its own (the login is rate-limited per address); answers the session cookie. */
export async function signIn(): Promise<string> {
  const res = await request('/api/admin/session', {
    method: 'POST',
    headers: {
      Origin: OWN_ORIGIN,
      'Content-Type': 'application/json',
      'CF-Connecting-IP': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

export type AdminRequest = <T = any>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>;

/** Requests from the site's own page with the session `cookie()` gives, the answer read through its contract. */
export function adminRequests(cookie: () => string): AdminRequest {
  return async (method, path, body) => {
    const res = await request(path, {
      method,
      headers: { Origin: OWN_ORIGIN, 'Content-Type': 'application/json', Cookie: cookie() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await readAnswer(method, path, res) };
  };
}

/**
 * The client's clock: real time plus every wait it asked for, so backoffs, retry-after and the
 * pace cost nothing (the client's unit tests check their lengths).
 */
function virtualClock() {
  let skipped = 0;
  return { now: () => Date.now() + skipped, sleep: async (ms: number) => void (skipped += ms) };
}

/** A fake Etsy shop for the test file, with the test app's key: the demo shop, or that many listings of it. */
export function createTestMarketplace(listings?: number): FakeEtsy {
  const [keystring, sharedSecret] = TEST_ETSY_API_KEY.split(':') as [string, string];
  return createFakeEtsy({ keystring, sharedSecret, listings });
}

/** The Worker's calls to the marketplace go to `fake`, in-process, on the virtual clock; a request given up on (its signal aborted) fails at once. */
export function routeMarketplaceTo(fake: FakeEtsy, limits: { attempts?: number; timeoutMs?: number } = {}): void {
  const toFake = (input: string, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      Promise.resolve(fake.app.request(input, init)).then(resolve, reject);
    });
  useMarketplaceFetch(toFake, { ...virtualClock(), ...limits });
}

/** The connect window's round trip: start, the fake's connect page, the exchange. */
export async function connectShop(fake: FakeEtsy, admin: AdminRequest): Promise<{ status: number; body: any }> {
  const { body } = await admin('POST', '/api/marketplace/oauth/start');
  const approved = await fake.app.request(body.data.url.replace(env.MARKETPLACE_CONNECT_URL, 'http://fake/oauth/connect'), { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  expect(back.pathname).toBe('/oauth-simple.html');
  return admin('POST', '/api/marketplace/oauth/exchange', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
}
