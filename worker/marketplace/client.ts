/**
 * @module marketplace/client
 * The one Etsy v3 client. Every call sends `x-api-key: keystring:shared_secret` and the owner's
 * bearer token; calls are paced under the per-second limit (a local pace, corrected by Etsy's
 * `x-remaining-this-second`); a 429 waits its `retry-after`; 5xx answers, timeouts and network
 * errors are retried with backoff; a 401 asks for a fresh token once. Failures come out as
 * MarketplaceError with the spec's 'Fetch Failed' hint. Writes are read back and compared before
 * they count as done.
 */
import type {
  EtsyBatchInventory, EtsyInventory, EtsyListing, EtsyListingImages, EtsyListings, EtsyListingsWithAssociations, EtsySelf, EtsyTransactions,
} from './etsy-types.ts';
import { ETSY_BATCH_SIZE, ETSY_PAGE_SIZE } from './etsy-types.ts';

export type MarketplaceFailure = 'unauthorized' | 'not_found' | 'rate_limited' | 'server' | 'network' | 'malformed' | 'rejected' | 'not_applied';

/** The spec's 'Fetch Failed' hints, by failure. */
export const FETCH_FAILED_HINTS: Record<MarketplaceFailure, string> = {
  unauthorized: 'The Etsy token is invalid or expired: reconnect to Etsy.',
  not_found: 'The listing may not exist or may not be accessible.',
  rate_limited: 'Etsy rate limit reached: wait a moment and retry.',
  server: 'Etsy answered with a server error: check the network and retry.',
  network: 'Could not reach Etsy: check the network and retry.',
  malformed: 'Etsy answered with something that is not JSON: check the network and retry.',
  rejected: 'Etsy refused the request.',
  not_applied: 'Etsy answered the write but the listing did not change.',
};

export class MarketplaceError extends Error {
  constructor(
    readonly failure: MarketplaceFailure,
    readonly status: number | null,
    detail: string,
  ) {
    super(`${FETCH_FAILED_HINTS[failure]} (${status === null ? 'no answer' : `HTTP ${status}`}: ${detail.slice(0, 200)})`);
    this.name = 'MarketplaceError';
  }

  get hint(): string {
    return FETCH_FAILED_HINTS[this.failure];
  }
}

export interface MarketplaceClientOptions {
  /** Etsy's API origin (https://api.etsy.com) or the fake marketplace's. */
  baseUrl: string;
  /** `keystring:shared_secret`. */
  apiKey: string;
  /** The owner's current access token; `fresh` asks for a refreshed one (after a 401). */
  accessToken: (fresh: boolean) => Promise<string>;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Requests per second to stay under (Etsy's default limit is 10). */
  perSecond?: number;
  /** Attempts for one call, the first included. */
  attempts?: number;
  timeoutMs?: number;
}

/** What one client has sent: the sync reports it, the bench prints it. */
export interface MarketplaceStats {
  requests: number;
  rateLimited: number;
  retries: number;
}

type Query = Record<string, string | number | readonly (string | number)[] | undefined>;

/**
 * The calls of the last second, per API key, shared by every client of the isolate: a sync makes a
 * new client in each Workflow step, and a fresh count per step would let two steps overrun the limit.
 */
const pacing = new Map<string, { sent: number[]; blockedUntil: number }>();
/** The window the limit is counted over: a little over a second, for the clocks of two machines. */
const WINDOW_MS = 1100;

const queryString = (query: Query = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function createMarketplaceClient(options: MarketplaceClientOptions) {
  const fetcher = options.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const perSecond = options.perSecond ?? 10;
  const attempts = options.attempts ?? 4;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const stats: MarketplaceStats = { requests: 0, rateLimited: 0, retries: 0 };
  // Start times of the calls in the last window: never more than `perSecond` of them.
  // A client on its own clock (the tests') keeps its own count.
  const key = `${options.baseUrl} ${options.apiKey}`;
  const budget = options.now ? { sent: [], blockedUntil: 0 } : (pacing.get(key) ?? pacing.set(key, { sent: [], blockedUntil: 0 }).get(key)!);
  const sent: number[] = budget.sent;

  async function pace(): Promise<void> {
    for (;;) {
      const t = now();
      while (sent.length && t - sent[0]! >= WINDOW_MS) sent.shift();
      const wait = Math.max(budget.blockedUntil - t, sent.length >= perSecond ? sent[0]! + WINDOW_MS - t : 0);
      if (wait <= 0) break;
      await sleep(wait);
    }
    sent.push(now());
  }

  /** Reads Etsy's own count of what is left this second: when it is spent, the next call waits for the next second. */
  function learn(response: Response): void {
    const remaining = Number(response.headers.get('x-remaining-this-second'));
    if (response.headers.has('x-remaining-this-second') && Number.isFinite(remaining) && remaining <= 0) budget.blockedUntil = Math.max(budget.blockedUntil, now() + 1000);
  }

  /** The wait before the next attempt; none after the last. */
  const backOff = (attempt: number) => (attempt < attempts ? sleep(backoff(attempt)) : Promise.resolve());

  async function call<T>(method: string, path: string, init: { query?: Query; json?: unknown; form?: Record<string, string> } = {}): Promise<T> {
    let fresh = false;
    let lastError: MarketplaceError | null = null;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) stats.retries++;
      await pace();
      const headers: Record<string, string> = { 'x-api-key': options.apiKey, Authorization: `Bearer ${await options.accessToken(fresh)}`, Accept: 'application/json' };
      let body: string | undefined;
      if (init.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(init.json);
      } else if (init.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(init.form).toString();
      }
      stats.requests++;
      let response: Response;
      try {
        response = await fetcher(`${options.baseUrl}${path}${queryString(init.query)}`, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        lastError = new MarketplaceError('network', null, error instanceof Error ? error.message : String(error));
        await backOff(attempt);
        continue;
      }
      learn(response);
      const text = await response.text();
      if (response.ok) {
        try {
          return JSON.parse(text) as T;
        } catch {
          // A truncated or garbled answer: worth one more try, like a network error.
          lastError = new MarketplaceError('malformed', response.status, text);
          await backOff(attempt);
          continue;
        }
      }
      const detail = errorText(text);
      if (response.status === 429) {
        stats.rateLimited++;
        lastError = new MarketplaceError('rate_limited', 429, detail);
        const seconds = Number(response.headers.get('retry-after'));
        budget.blockedUntil = Math.max(budget.blockedUntil, now() + (Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000));
        continue;
      }
      if (response.status === 401 && !fresh) {
        // The token may have expired since it was read: ask for a refreshed one, once.
        fresh = true;
        lastError = new MarketplaceError('unauthorized', 401, detail);
        continue;
      }
      if (response.status >= 500) {
        lastError = new MarketplaceError('server', response.status, detail);
        await backOff(attempt);
        continue;
      }
      throw new MarketplaceError(response.status === 401 || response.status === 403 ? 'unauthorized' : response.status === 404 ? 'not_found' : 'rejected', response.status, detail);
    }
    throw lastError ?? new MarketplaceError('network', null, 'no attempt made');
  }

  return {
    stats,
    getMe: () => call<EtsySelf>('GET', '/v3/application/users/me'),
    /** One page of a shop's listings in a state, 100 at a time. */
    getShopListings: (shopId: number, offset: number, state = 'active') =>
      call<EtsyListings>('GET', `/v3/application/shops/${shopId}/listings`, { query: { state, limit: ETSY_PAGE_SIZE, offset } }),
    /** Up to 100 listings with their images. */
    getListingsBatch: async (ids: readonly number[]) =>
      call<EtsyListingsWithAssociations>('GET', '/v3/application/listings/batch', { query: { listing_ids: batch(ids), includes: 'Images' } }),
    /** Up to 100 listings' inventories. */
    getInventoryBatch: async (ids: readonly number[]) => call<EtsyBatchInventory>('GET', '/v3/application/listings/batch/inventory', { query: { listing_ids: batch(ids) } }),
    getListing: (id: number) => call<EtsyListing>('GET', `/v3/application/listings/${id}`, { query: { includes: 'Images' } }),
    getListingImages: (id: number) => call<EtsyListingImages>('GET', `/v3/application/listings/${id}/images`),
    getVariationImages: (shopId: number, id: number) => call<{ count?: number; results?: unknown[] }>('GET', `/v3/application/shops/${shopId}/listings/${id}/variation-images`),
    getListingInventory: (id: number) => call<EtsyInventory>('GET', `/v3/application/listings/${id}/inventory`),
    getTransactions: (shopId: number, offset: number) => call<EtsyTransactions>('GET', `/v3/application/shops/${shopId}/transactions`, { query: { limit: ETSY_PAGE_SIZE, offset } }),

    /** Changes a listing's title or description, then reads it back: done only when Etsy shows the change. */
    async updateListingText(shopId: number, id: number, fields: { title?: string; description?: string }): Promise<EtsyListing> {
      const form = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>;
      await call<EtsyListing>('PATCH', `/v3/application/shops/${shopId}/listings/${id}`, { form });
      const after = await call<EtsyListing>('GET', `/v3/application/listings/${id}`);
      for (const [key, value] of Object.entries(form)) {
        if ((after as Record<string, unknown>)[key] !== value) throw new MarketplaceError('not_applied', 200, `${key} reads back as ${JSON.stringify((after as Record<string, unknown>)[key])}`);
      }
      return after;
    },

    /** Replaces a listing's inventory, then reads it back and compares the products. */
    async updateInventory(id: number, body: InventoryUpdate): Promise<EtsyInventory> {
      await call<EtsyInventory>('PUT', `/v3/application/listings/${id}/inventory`, { json: body });
      const after = await call<EtsyInventory>('GET', `/v3/application/listings/${id}/inventory`);
      if (!sameProducts(body, after)) throw new MarketplaceError('not_applied', 200, 'the inventory reads back unchanged');
      return after;
    },
  };
}

export type MarketplaceClient = ReturnType<typeof createMarketplaceClient>;

/** The body of PUT /listings/{id}/inventory: every product, prices as decimal numbers. */
export interface InventoryUpdate {
  products: {
    sku?: string;
    property_values: { property_id: number; value_ids?: number[]; property_name?: string; values: string[]; scale_id?: number | null }[];
    offerings: { price: number; quantity: number; is_enabled: boolean; readiness_state_id?: number | null }[];
  }[];
  price_on_property?: number[];
  quantity_on_property?: number[];
  sku_on_property?: number[];
}

/** The products' values and prices, as a comparable text. */
function productKey(products: readonly { property_values: readonly { values?: readonly string[] | null }[]; offerings: readonly { price: unknown; is_enabled?: boolean }[] }[]): string {
  const price = (p: unknown) => (typeof p === 'number' ? p : p && typeof p === 'object' && 'amount' in p && 'divisor' in p ? Number((p as { amount: number }).amount) / Number((p as { divisor: number }).divisor) : NaN);
  return JSON.stringify(
    products
      .map((p) => [p.property_values.map((v) => (v.values ?? []).join('/')).join('|'), p.offerings.map((o) => `${price(o.price).toFixed(2)}:${o.is_enabled !== false}`).join(',')])
      .sort(),
  );
}

const sameProducts = (sent: InventoryUpdate, after: EtsyInventory) => productKey(sent.products) === productKey((after.products ?? []) as Parameters<typeof productKey>[0]);

function batch(ids: readonly number[]): readonly number[] {
  if (ids.length === 0 || ids.length > ETSY_BATCH_SIZE) throw new RangeError(`a batch holds 1 to ${ETSY_BATCH_SIZE} ids, not ${ids.length}`);
  return ids;
}

/** 0.5 s, 1 s, 2 s... between retries of a failed call. */
const backoff = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 8000);

/** Etsy's {error} text, else the start of the body. */
function errorText(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: unknown; error_description?: unknown };
    if (typeof parsed.error === 'string') return typeof parsed.error_description === 'string' ? `${parsed.error}: ${parsed.error_description}` : parsed.error;
  } catch {
    // Not JSON: the text itself.
  }
  return text.slice(0, 200);
}
