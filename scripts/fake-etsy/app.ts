/**
 * @module fake-etsy/app
 * A fake Etsy Open API v3 for development and tests: the endpoints the product uses, at Etsy's
 * paths, with Etsy's key and OAuth rules, rate limits and error shape, over the demo shop
 * (data.ts), plus faults on demand (faults.ts) and control endpoints under /__fake/. No node:
 * imports: `app.fetch` runs in Node (serve.ts) and inside workerd (the Worker's tests).
 * @example
 * const fake = createFakeEtsy();
 * const res = await fake.app.request('/v3/application/listings/batch?listing_ids=1,2', { headers: { 'x-api-key': fake.state.apiKey } });
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { EtsyInventoryProduct, EtsyListing, EtsyListingWithAssociations, EtsyTokenAnswer } from '../../worker/marketplace/etsy-types.ts';
import { ETSY_SCOPES } from '../../worker/marketplace/etsy-types.ts';
import { FakeShop } from './data.ts';
import {
  FAKE_SHOP_ID,
  FAKE_USER_ID,
  listingAnswer,
  withPropertyLists,
  type FakeInventory,
  type FakeListing,
  type ListingRecord,
  type ListingStateName,
} from './records.ts';
import { ANSWER_FAULTS, FaultBook, breakJson, parseFaultSpec, type ArmedFault, type FaultSpec } from './faults.ts';
import { OAuthServer } from './oauth.ts';
import { RateLimiter } from './rate-limit.ts';
import { WriteError, inventoryFromBody, listingChanges, withInventory } from './writes.ts';

export { FAKE_SHOP_ID, FAKE_USER_ID } from './records.ts';

export const FAKE_KEYSTRING = 'fakeetsykeystring0000000';
export const FAKE_SHARED_SECRET = 'fakeetsysecret';
/** The `x-api-key` value the fake accepts by default: keystring:shared_secret. */
export const FAKE_API_KEY = `${FAKE_KEYSTRING}:${FAKE_SHARED_SECRET}`;

export interface FakeEtsyOptions {
  /** Listings in the shop: demoShop's default when absent, 5,000 for the sync benchmark. */
  listings?: number;
  /** The clock, in milliseconds (tokens expire by it, writes stamp it, the rate limit counts by it). */
  now?: () => number;
  /** Enforce Etsy's limit (10 a second in production); off when absent. */
  requestsPerSecond?: number;
  /** The rolling daily limit, when requestsPerSecond is set (Etsy's default 10,000). */
  requestsPerDay?: number;
  keystring?: string;
  sharedSecret?: string;
  /** Callback URLs the app registered; any absolute URL is accepted when absent. */
  redirectUris?: readonly string[];
}

/** GET /__fake/stats: what the marketplace was asked, by Etsy operation id. */
export interface FakeStats {
  requests: number;
  byOperation: Record<string, number>;
  rateLimited: number;
}

/** The in-process handle on the fake: the same controls as /__fake/, plus direct edits. */
export interface FakeEtsyState {
  readonly shopId: number;
  readonly userId: number;
  /** The `x-api-key` value to send. */
  readonly apiKey: string;
  /** The OAuth client_id (the keystring). */
  readonly clientId: string;
  readonly shop: FakeShop;
  readonly oauth: OAuthServer;
  listing(listingId: number): FakeListing | undefined;
  inventory(listingId: number): FakeInventory | undefined;
  /** Changes a listing as if edited on Etsy (its modified timestamps move). */
  updateListing(listingId: number, changes: Partial<EtsyListing>): FakeListing;
  /** Replaces a listing's products as if edited on Etsy. */
  setInventory(listingId: number, products: EtsyInventoryProduct[]): FakeInventory;
  removeListing(listingId: number): boolean;
  addFault(spec: FaultSpec): ArmedFault;
  faults(): ArmedFault[];
  clearFaults(): void;
  stats(): FakeStats;
  resetStats(): void;
  /** A token pair for the shop owner, without the browser round trip. */
  grantToken(scopes?: readonly string[]): EtsyTokenAnswer;
  /** Revokes every token, as a password change on the shop does. */
  revokeTokens(): void;
  /** Data, faults, stats and rate-limit windows back to the start; tokens stay valid. */
  reset(): void;
}

export interface FakeEtsy {
  app: Hono<AppEnv>;
  state: FakeEtsyState;
}

type AppEnv = { Variables: { owner: number | undefined } };

/** The Etsy operations the fake answers, at Etsy's paths, with the scope each one needs (none: public). */
export const OPERATIONS = {
  getMe: { method: 'GET', path: '/v3/application/users/me', scope: 'shops_r' },
  getShop: { method: 'GET', path: '/v3/application/shops/{shop_id}' },
  getListingsByShop: { method: 'GET', path: '/v3/application/shops/{shop_id}/listings', scope: 'listings_r' },
  updateListing: { method: 'PATCH', path: '/v3/application/shops/{shop_id}/listings/{listing_id}', scope: 'listings_w' },
  getListingVariationImages: { method: 'GET', path: '/v3/application/shops/{shop_id}/listings/{listing_id}/variation-images' },
  getShopReceiptTransactionsByShop: { method: 'GET', path: '/v3/application/shops/{shop_id}/transactions', scope: 'transactions_r' },
  getReviewsByShop: { method: 'GET', path: '/v3/application/shops/{shop_id}/reviews' },
  getListingsByListingIds: { method: 'GET', path: '/v3/application/listings/batch' },
  getListingsInventoryByListingIds: { method: 'GET', path: '/v3/application/listings/batch/inventory', scope: 'listings_r' },
  getListing: { method: 'GET', path: '/v3/application/listings/{listing_id}' },
  getListingImages: { method: 'GET', path: '/v3/application/listings/{listing_id}/images' },
  getListingInventory: { method: 'GET', path: '/v3/application/listings/{listing_id}/inventory', scope: 'listings_r' },
  updateListingInventory: { method: 'PUT', path: '/v3/application/listings/{listing_id}/inventory', scope: 'listings_w' },
} as const satisfies Record<string, { method: string; path: string; scope?: string }>;
export type OperationId = keyof typeof OPERATIONS;

const OAUTH_CONNECT = '/oauth/connect';
const OAUTH_TOKEN = '/v3/public/oauth/token';
const MAX_IDS = 100;
const MAX_PAGE = 100;
const STATES = ['active', 'inactive', 'sold_out', 'draft', 'expired'] as const;
const INCLUDES = ['Images', 'Shop', 'User', 'Videos'] as const;
/** Removed from getListing and the batch read in 2026 (etsy/README.md). */
const REMOVED_INCLUDES = ['Inventory', 'Shipping'];

/** An answer Etsy would give instead of the resource: status and `{ error }`. */
class Refusal extends Error {
  readonly status: 400 | 403 | 404;
  constructor(status: 400 | 403 | 404, message: string) {
    super(message);
    this.status = status;
  }
}
const refuse = (status: 400 | 403 | 404, message: string): never => {
  throw new Refusal(status, message);
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** OpenAPI path template to a Hono route: ids are digits, so `batch` never reads as an id. */
const route = (path: string) => path.replace(/\{(\w+)\}/g, ':$1{[0-9]+}');
const target = (c: Context) => {
  const url = new URL(c.req.url);
  return url.pathname + url.search;
};

function intQuery(c: Context, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : refuse(400, `Expected parameter ${name} to be an integer from ${min} to ${max}`);
}

const idParam = (c: Context, name: string) => Number(c.req.param(name));

/** `?x=a,b&x=c` to [a, b, c]. */
const listQuery = (c: Context, name: string) =>
  [...(c.req.queries(name) ?? []), ...(c.req.queries(`${name}[]`) ?? [])]
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

function listingIds(c: Context): number[] {
  const raw = listQuery(c, 'listing_ids');
  if (raw.length === 0) refuse(400, 'listing_ids is required');
  const ids = raw.map(Number);
  if (!ids.every((id) => Number.isInteger(id) && id >= 1)) refuse(400, 'listing_ids must be positive integers');
  const unique = [...new Set(ids)];
  if (unique.length > MAX_IDS) refuse(400, `listing_ids takes at most ${MAX_IDS} ids`);
  return unique;
}

function includesOf(c: Context): Set<string> {
  const asked = listQuery(c, 'includes');
  for (const name of asked) {
    if (REMOVED_INCLUDES.includes(name)) refuse(400, `includes=${name} is no longer supported: read inventory with getListingsInventoryByListingIds`);
    if (!(INCLUDES as readonly string[]).includes(name)) refuse(400, `includes=${name} is not supported by the fake marketplace`);
  }
  return new Set(asked);
}

function shopParam(c: Context): number {
  const shopId = idParam(c, 'shop_id');
  return shopId === FAKE_SHOP_ID ? shopId : refuse(404, `Could not find a Shop with shop_id = ${shopId}`);
}

const missingListing = (id: number) => refuse(404, `Could not find a Listing with listing_id = ${id}`);

/** Builds a fake marketplace; each call has its own shop, tokens, faults and counters. */
export function createFakeEtsy(options: FakeEtsyOptions = {}): FakeEtsy {
  const now = options.now ?? (() => Date.now());
  const keystring = options.keystring ?? FAKE_KEYSTRING;
  const apiKey = `${keystring}:${options.sharedSecret ?? FAKE_SHARED_SECRET}`;
  const shop = new FakeShop({ ...(options.listings !== undefined ? { listings: options.listings } : {}), now });
  const oauth = new OAuthServer({ clientId: keystring, userId: FAKE_USER_ID, now, ...(options.redirectUris ? { redirectUris: options.redirectUris } : {}) });
  const faults = new FaultBook();
  const limiter = options.requestsPerSecond
    ? new RateLimiter({ perSecond: options.requestsPerSecond, perDay: options.requestsPerDay ?? 10_000, now })
    : undefined;
  let stats: FakeStats = { requests: 0, byOperation: {}, rateLimited: 0 };

  /** Why an x-api-key value is refused (Etsy answers 403), or undefined when it is good. */
  const keyProblem = (key: string | undefined) => {
    if (!key) return 'Missing x-api-key header';
    if (key === keystring) return 'x-api-key must be keystring:shared_secret; a bare keystring is no longer accepted';
    return key === apiKey ? undefined : 'Invalid API key';
  };

  /** Visible to this caller: active listings to anyone, the others to the shop owner only. */
  const visible = (record: ListingRecord | undefined, owner: number | undefined) =>
    record !== undefined && (record.listing.state === 'active' || owner === FAKE_USER_ID);

  // Answers are serialized at once (c.json), so they may share the stored objects: no copies.
  const shopListing = (record: ListingRecord): EtsyListing => record.listing;
  const withAssociations = (record: ListingRecord, includes: Set<string>): EtsyListingWithAssociations => ({
    ...listingAnswer(record, includes.has('Images')),
    ...(includes.has('Videos') ? { videos: [] } : {}),
    ...(includes.has('Shop') ? { shop: shop.shop() } : {}),
    ...(includes.has('User') ? { user: { user_id: FAKE_USER_ID, primary_email: null, first_name: null, last_name: null, image_url_75x75: null } } : {}),
  });
  const inventoryAnswer = (inventory: FakeInventory, withoutProducts: boolean) => {
    const { products, ...lists } = inventory;
    return withoutProducts ? lists : { products, ...lists };
  };

  function guard(operation: string, scope?: string): MiddlewareHandler<AppEnv> {
    return async function guard(c, next) {
      stats.byOperation[operation] = (stats.byOperation[operation] ?? 0) + 1;
      const method = c.req.method;
      const path = target(c);
      if (operation !== 'oauthConnect') {
        const key = c.req.header('x-api-key');
        // Etsy's token endpoint identifies the app by client_id; a key, when sent, must still be right.
        const problem = operation === 'oauthToken' && key === undefined ? undefined : keyProblem(key);
        if (problem) return c.json({ error: problem }, 403);
        if (limiter) {
          // One bucket per application: a stricter reading of "per key / per token" that keeps the benchmark's 10 a second honest.
          const verdict = limiter.check(keystring);
          for (const [name, value] of Object.entries(verdict.headers)) c.header(name, value);
          if (!verdict.ok) {
            stats.rateLimited++;
            c.header('retry-after', String(verdict.retryAfter));
            return c.json({ error: 'You have exceeded your rate limit. Please wait before making more requests.' }, 429);
          }
        }
      }
      const authorization = c.req.header('authorization');
      if (!operation.startsWith('oauth') && (scope || authorization !== undefined)) {
        const check = oauth.check(authorization);
        if (!check.ok) return c.json({ error: check.error }, 401);
        if (scope && !check.scopes.includes(scope)) return c.json({ error: `This call needs the ${scope} scope` }, 403);
        c.set('owner', check.userId);
      }
      // Faults hit only requests that would otherwise reach the handler.
      const slow = faults.take('slow', method, path);
      if (slow) await sleep(slow.delayMs);
      const fault = faults.take(ANSWER_FAULTS, method, path);
      switch (fault?.fault) {
        case 'unauthorized':
          return c.json({ error: 'invalid_token' }, 401);
        case 'not_found':
          return c.json({ error: 'Resource not found' }, 404);
        case 'server_error':
          return c.json({ error: 'Internal Server Error' }, 500);
        case 'rate_limited':
          stats.rateLimited++;
          c.header('x-remaining-this-second', '0');
          c.header('retry-after', String(Math.max(1, Math.ceil(fault.delayMs / 1000))));
          return c.json({ error: 'You have exceeded your rate limit. Please wait before making more requests.' }, 429);
      }
      await next();
      if (fault?.fault === 'malformed_json') {
        const headers = new Headers(c.res.headers);
        headers.delete('content-length');
        const body = breakJson(await c.res.text());
        c.res = undefined;
        c.res = new Response(body, { status: 200, headers });
      }
    };
  }

  const handlers: Record<OperationId, (c: Context<AppEnv>) => Response | Promise<Response>> = {
    getMe: (c) => c.json({ user_id: c.get('owner') ?? FAKE_USER_ID, shop_id: FAKE_SHOP_ID }),

    getShop: (c) => {
      shopParam(c);
      return c.json(shop.shop());
    },

    getListingsByShop: (c) => {
      shopParam(c);
      const state = c.req.query('state') ?? 'active';
      if (!(STATES as readonly string[]).includes(state)) refuse(400, `state must be one of ${STATES.join(', ')}`);
      const limit = intQuery(c, 'limit', 25, 1, MAX_PAGE);
      const offset = intQuery(c, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const includes = includesOf(c);
      const all = shop.list(state as ListingStateName);
      const page = all.slice(offset, offset + limit);
      // Etsy's pages can overlap when listings move while a client pages through them.
      const previous = offset > 0 && page.length > 0 ? all[offset - 1] : undefined;
      if (previous && faults.take('duplicate_page', c.req.method, target(c))) page.unshift(previous);
      return c.json({ count: all.length, results: page.map((r) => withAssociations(r, includes)) });
    },

    getListing: (c) => {
      const id = idParam(c, 'listing_id');
      const includes = includesOf(c);
      const record = shop.get(id);
      return visible(record, c.get('owner')) ? c.json(withAssociations(record!, includes)) : missingListing(id);
    },

    getListingsByListingIds: (c) => {
      const ids = listingIds(c);
      const includes = includesOf(c);
      const found = ids.map((id) => shop.get(id)).filter((r) => visible(r, c.get('owner'))) as ListingRecord[];
      return c.json({ count: found.length, results: found.map((r) => withAssociations(r, includes)) });
    },

    getListingImages: (c) => {
      const id = idParam(c, 'listing_id');
      const record = shop.get(id);
      if (!visible(record, c.get('owner'))) missingListing(id);
      return c.json({ count: record!.images.length, results: record!.images });
    },

    getListingVariationImages: (c) => {
      shopParam(c);
      const id = idParam(c, 'listing_id');
      const record = shop.get(id);
      if (!visible(record, c.get('owner'))) missingListing(id);
      return c.json(record!.variationImages);
    },

    getListingInventory: (c) => {
      const id = idParam(c, 'listing_id');
      const record = shop.get(id) ?? missingListing(id);
      const missing = faults.take('missing_inventory', c.req.method, target(c), (f) => f.listingId === undefined || f.listingId === id);
      const withListing = c.req.query('includes') === 'Listing' ? { listing: shopListing(record) } : {};
      return c.json({ ...inventoryAnswer(record.inventory, missing !== undefined), ...withListing });
    },

    getListingsInventoryByListingIds: (c) => {
      const ids = listingIds(c).filter((id) => shop.get(id) !== undefined);
      const missing = faults.take('missing_inventory', c.req.method, target(c), (f) => f.listingId === undefined || ids.includes(f.listingId));
      const left = missing ? (missing.listingId ?? ids[0]) : undefined;
      const results = ids.filter((id) => id !== left).map((id) => ({ listing_id: id, inventory: inventoryAnswer(shop.get(id)!.inventory, false) }));
      return c.json({ count: results.length, results });
    },

    updateListingInventory: async (c) => {
      const id = idParam(c, 'listing_id');
      const record = shop.get(id) ?? missingListing(id);
      const body: unknown = await c.req.json().catch(() => refuse(400, 'The body must be JSON (Content-Type: application/json)'));
      const inventory = inventoryFromBody(body, () => shop.nextProductId());
      const next = withInventory(record, inventory);
      const stored = { ...next, listing: shop.touched(next.listing, {}) };
      if (!faults.take('unapplied_write', c.req.method, target(c))) shop.put(stored);
      return c.json(inventoryAnswer(stored.inventory, false));
    },

    updateListing: async (c) => {
      shopParam(c);
      const id = idParam(c, 'listing_id');
      const record = shop.get(id) ?? missingListing(id);
      const type = c.req.header('content-type') ?? '';
      if (!/application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)) refuse(400, 'updateListing takes a form-urlencoded body');
      const changes = listingChanges(await c.req.parseBody({ all: true }));
      const stored = { ...record, listing: shop.touched(record.listing, changes) };
      if (!faults.take('unapplied_write', c.req.method, target(c))) shop.put(stored);
      return c.json(shopListing(stored));
    },

    getReviewsByShop: (c) => {
      shopParam(c);
      const limit = intQuery(c, 'limit', 25, 1, MAX_PAGE);
      const offset = intQuery(c, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const optionalTime = (name: string) => (c.req.query(name) === undefined ? undefined : intQuery(c, name, 0, 946_684_800, Number.MAX_SAFE_INTEGER));
      const all = shop.reviews(optionalTime('min_created'), optionalTime('max_created'));
      return c.json({ count: all.length, results: all.slice(offset, offset + limit) });
    },

    getShopReceiptTransactionsByShop: (c) => {
      shopParam(c);
      const limit = intQuery(c, 'limit', 25, 1, MAX_PAGE);
      const offset = intQuery(c, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      return c.json({ count: shop.transactionCount(), results: shop.transactions(offset, limit) });
    },
  };

  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    if (!new URL(c.req.url).pathname.startsWith('/__fake/')) stats.requests++;
    await next();
  });

  app.get(OAUTH_CONNECT, guard('oauthConnect'), (c) => {
    const result = oauth.connect(c.req.query());
    return 'redirect' in result ? c.redirect(result.redirect, 302) : c.json(result.body, result.status);
  });
  app.post(OAUTH_TOKEN, guard('oauthToken'), async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!/application\/x-www-form-urlencoded/i.test(type))
      return c.json({ error: 'invalid_request', error_description: 'The token endpoint takes a form-urlencoded body' }, 400);
    const form = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer())));
    const result = await oauth.token(form);
    return c.json(result.body, result.status);
  });
  for (const [operation, { method, path, ...rest }] of Object.entries(OPERATIONS) as [OperationId, { method: string; path: string; scope?: string }][]) {
    app.on(method, route(path), guard(operation, rest.scope), handlers[operation]);
  }

  const state: FakeEtsyState = {
    shopId: FAKE_SHOP_ID,
    userId: FAKE_USER_ID,
    apiKey,
    clientId: keystring,
    shop,
    oauth,
    listing: (id) => structuredClone(shop.get(id)?.listing),
    inventory: (id) => structuredClone(shop.get(id)?.inventory),
    updateListing(id, changes) {
      const record = shop.get(id);
      if (!record) throw new Error(`No listing ${id} in the fake shop`);
      shop.put({ ...record, listing: shop.touched(record.listing, changes) });
      return structuredClone(shop.get(id)!.listing);
    },
    setInventory(id, products) {
      const record = shop.get(id);
      if (!record) throw new Error(`No listing ${id} in the fake shop`);
      const next = withInventory(record, withPropertyLists(structuredClone(products)));
      shop.put({ ...next, listing: shop.touched(next.listing, {}) });
      return structuredClone(next.inventory);
    },
    removeListing: (id) => shop.remove(id),
    addFault: (spec) => faults.arm(spec),
    faults: () => faults.list(),
    clearFaults: () => faults.clear(),
    stats: () => structuredClone(stats),
    resetStats: () => {
      stats = { requests: 0, byOperation: {}, rateLimited: 0 };
    },
    grantToken: (scopes = ETSY_SCOPES) => oauth.grant(scopes),
    revokeTokens: () => oauth.revokeAll(),
    reset() {
      shop.reset();
      faults.clear();
      limiter?.reset();
      state.resetStats();
    },
  };

  app.post('/__fake/faults', async (c) => {
    const spec = parseFaultSpec(await c.req.json().catch(() => null));
    return typeof spec === 'string' ? c.json({ error: spec }, 400) : c.json(state.addFault(spec), 201);
  });
  app.get('/__fake/faults', (c) => c.json(state.faults()));
  app.delete('/__fake/faults', (c) => {
    state.clearFaults();
    return c.body(null, 204);
  });
  /** Changes a listing's title or description as if the owner edited it on Etsy (end-to-end tests). */
  app.patch('/__fake/listings/:id', async (c) => {
    const id = Number(c.req.param('id'));
    const body = (await c.req.json().catch(() => null)) as { title?: unknown; description?: unknown } | null;
    const changes = Object.fromEntries(
      Object.entries(body ?? {}).filter(([key, value]) => (key === 'title' || key === 'description') && typeof value === 'string'),
    );
    if (!state.listing(id)) return c.json({ error: `Listing ${id} not found` }, 404);
    if (Object.keys(changes).length === 0) return c.json({ error: 'Send a title or a description' }, 400);
    return c.json(state.updateListing(id, changes));
  });
  app.post('/__fake/reset', (c) => {
    state.reset();
    return c.body(null, 204);
  });
  app.get('/__fake/stats', (c) => c.json(state.stats()));
  app.delete('/__fake/stats', (c) => {
    state.resetStats();
    return c.body(null, 204);
  });
  app.post('/__fake/tokens', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { scopes?: unknown };
    const scopes = Array.isArray(body.scopes) && body.scopes.every((s) => typeof s === 'string') ? body.scopes : ETSY_SCOPES;
    return c.json(state.grantToken(scopes), 201);
  });
  app.delete('/__fake/tokens', (c) => {
    state.revokeTokens();
    return c.body(null, 204);
  });
  app.patch('/__fake/listings/:listing_id{[0-9]+}', async (c) => {
    const id = idParam(c, 'listing_id');
    if (!shop.get(id)) return c.json({ error: `No listing ${id} in the fake shop` }, 404);
    const changes = (await c.req.json().catch(() => null)) as Partial<EtsyListing> | null;
    if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return c.json({ error: 'Send a JSON object of listing fields' }, 400);
    return c.json(state.updateListing(id, changes));
  });

  app.notFound((c) => {
    if (!new URL(c.req.url).pathname.startsWith('/__fake/')) stats.byOperation.unmatched = (stats.byOperation.unmatched ?? 0) + 1;
    return c.json({ error: `No route for ${c.req.method} ${new URL(c.req.url).pathname}` }, 404);
  });
  app.onError((error, c) => {
    if (error instanceof Refusal) return c.json({ error: error.message }, error.status);
    if (error instanceof WriteError) return c.json({ error: error.message }, 400);
    console.error('fake-etsy:', error);
    return c.json({ error: 'Internal Server Error' }, 500);
  });

  return { app, state };
}
