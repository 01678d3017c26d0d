/**
 * The admin's side of the Worker tests: a signed-in session, requests made with it, and the
 * fake marketplace reached in-process on a virtual clock, connected as the shop owner would.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeEach, expect } from 'vitest';
import { createFakeEtsy, type FakeEtsy } from '../../scripts/fake-etsy/app.ts';
import { useMarketplaceFetch } from '../../worker/marketplace/config.ts';
import type { MarketplaceConfig } from '../../worker/marketplace/connection.ts';
import { TEST_ADMIN_PASSWORD, TEST_ETSY_API_KEY } from '../fixtures/admin.ts';
import { OWN_ORIGIN, readAnswer, request, resetDatabase } from './helpers.ts';

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

/** The marketplace client's limits a test sets: attempts per call, and how long it waits for an answer. */
export type MarketplaceLimits = Pick<MarketplaceConfig, 'attempts' | 'timeoutMs'>;

/**
 * The client's clock: real time plus every wait it asked for, so backoffs, retry-after and the
 * pace cost nothing (the client's unit tests check their lengths).
 */
function virtualClock() {
  let skipped = 0;
  return { now: () => Date.now() + skipped, sleep: async (ms: number) => void (skipped += ms) };
}

/** A fake Etsy shop for the test file, with the test app's key: the demo shop, or that many listings of it. */
function createTestMarketplace(listings?: number): FakeEtsy {
  const [keystring, sharedSecret] = TEST_ETSY_API_KEY.split(':') as [string, string];
  return createFakeEtsy({ keystring, sharedSecret, listings });
}

/** The Worker's calls to the marketplace go to `fake`, in-process, on the virtual clock; a request given up on (its signal aborted) fails at once. */
function routeMarketplaceTo(fake: FakeEtsy, limits: MarketplaceLimits = {}): void {
  const toFake = (input: string, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      Promise.resolve(fake.app.request(input, init)).then(resolve, reject);
    });
  useMarketplaceFetch(toFake, { ...virtualClock(), ...limits });
}

/** The connect window's round trip: start, the fake's connect page, the exchange. */
async function connectShop(fake: FakeEtsy, admin: AdminRequest): Promise<{ status: number; body: any }> {
  const { body } = await admin('POST', '/api/marketplace/oauth/start');
  const approved = await fake.app.request(body.data.url.replace(env.MARKETPLACE_CONNECT_URL, 'http://fake/oauth/connect'), { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  expect(back.pathname).toBe('/oauth-simple.html');
  return admin('POST', '/api/marketplace/oauth/exchange', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
}

/** How a test file wants the fake shop. */
export interface FakeEtsyOptions {
  /** That many listings of the demo shop; the demo shop itself when left out. */
  listings?: number;
  /** The client's limits before each test (a test may change them for itself with `route`). */
  limits?: MarketplaceLimits;
  /** Whether the shop is connected before each test (the default); if not, a test connects with `connect`. */
  connected?: boolean;
}

/** The fake shop and the signed-in admin a test file's tests share. */
export interface FakeEtsySetup {
  /** The fake Etsy: its state to change (faults, renamed listings) and to read (calls made). */
  fake: FakeEtsy;
  /** Requests with the current test's session. */
  admin: AdminRequest;
  /** The current test's session cookie, for a request made by hand. */
  cookie: () => string;
  /** Connects the shop: the OAuth round trip, as the connect window makes it. */
  connect: () => Promise<{ status: number; body: any }>;
  /** Routes the Worker's marketplace calls to the fake with other limits, for the rest of the test. */
  route: (limits?: MarketplaceLimits) => void;
}

/**
 * Sets up, for every test of the file, a connected fake Etsy: an empty database and a fresh shop,
 * the Worker's marketplace calls routed to it with the file's limits (so a limit one test narrowed
 * does not reach the next), a signed-in admin, and (unless `connected: false`) the shop connected.
 * Call it at the top of the file: a `beforeEach` of the file's own runs after it, on that state.
 * @example const { fake, admin } = setUpFakeEtsy({ listings: 12 });
 */
export function setUpFakeEtsy({ listings, limits, connected = true }: FakeEtsyOptions = {}): FakeEtsySetup {
  const fake = createTestMarketplace(listings);
  let cookie = '';
  const admin = adminRequests(() => cookie);
  const connect = () => connectShop(fake, admin);
  const route = (changed: MarketplaceLimits = limits ?? {}) => routeMarketplaceTo(fake, changed);
  beforeEach(async () => {
    await resetDatabase();
    fake.state.reset();
    route();
    cookie = await signIn();
    if (connected) expect((await connect()).status).toBe(200);
  });
  // The runtime is shared with the other test files (isolate: false): theirs reach no fake.
  afterAll(() => useMarketplaceFetch(null));
  return { fake, admin, cookie: () => cookie, connect, route };
}
