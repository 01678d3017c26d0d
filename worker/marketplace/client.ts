/**
 * @module marketplace/client
 * The one Etsy v3 client: every call to Etsy goes through it, the token endpoint included. Every
 * call sends `x-api-key: keystring:shared_secret` (and, for the owner's calls, the bearer token);
 * calls are paced under the per-second limit (a local pace, corrected by Etsy's
 * `x-remaining-this-second`); a 429 waits its `retry-after`; 5xx answers, timeouts and network
 * errors are retried with backoff; a 401 asks for a fresh token once. Every answer is parsed
 * through its schema (etsy-schemas.ts) before anyone reads it. Failures come out as
 * MarketplaceError with the spec's 'Fetch Failed' hint and the HTTP status, never with the
 * answer's body: a token endpoint's body holds tokens, and messages reach the browser and the logs.
 * Writes are read back and compared before they count as done.
 */
import type * as z from 'zod/mini';
import {
  etsyBatchInventorySchema,
  etsyImagesSchema,
  etsyInventorySchema,
  etsyListingSchema,
  etsyListingsSchema,
  etsyReviewsSchema,
  etsySelfSchema,
  etsyTokenErrorSchema,
  etsyTokenSchema,
  etsyTransactionsSchema,
  etsyVariationImagesSchema,
  type EtsyInventoryAnswer,
  type EtsyListingAnswer,
  type EtsyToken,
} from './etsy-schemas.ts';
import { ETSY_BATCH_SIZE, ETSY_PAGE_SIZE } from './etsy-types.ts';

export type MarketplaceFailure = 'unauthorized' | 'not_found' | 'rate_limited' | 'server' | 'network' | 'malformed' | 'rejected' | 'not_applied';

/** The spec's 'Fetch Failed' hints, by failure. */
export const FETCH_FAILED_HINTS: Record<MarketplaceFailure, string> = {
  unauthorized: 'The Etsy token is invalid or expired: reconnect to Etsy.',
  not_found: 'The listing may not exist or may not be accessible.',
  rate_limited: 'Etsy rate limit reached: wait a moment and retry.',
  server: 'Etsy is having trouble on its side (a server error): nothing is wrong with this shop; try again in a few minutes.',
  network: 'Could not reach Etsy: check the network and retry.',
  malformed: 'Etsy answered with something this shop cannot read (Etsy may be having trouble): try again in a few minutes.',
  rejected: 'Etsy refused the request.',
  not_applied: 'Etsy answered the write but the listing did not change.',
};

/**
 * A failed marketplace call: the spec's hint, the HTTP status, and optionally a note in our own
 * words. Never Etsy's body: it may hold tokens (the token endpoint's) or anything else.
 */
export class MarketplaceError extends Error {
  constructor(
    readonly failure: MarketplaceFailure,
    readonly status: number | null,
    note?: string,
    /** The token endpoint's OAuth error code ('invalid_grant'), read through its schema. */
    readonly oauthError?: string,
  ) {
    super(`${FETCH_FAILED_HINTS[failure]} (${status === null ? 'no answer' : `HTTP ${status}`}${note ? `: ${note}` : ''})`);
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
  /**
   * The owner's current access token; `fresh` asks for a refreshed one (after a 401). Without it
   * only the token endpoint can be called.
   */
  accessToken?: (fresh: boolean) => Promise<string>;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Requests per second to stay under (Etsy's default limit is 10). */
  perSecond?: number;
  /** Attempts for one call, the first included. */
  attempts?: number;
  timeoutMs?: number;
  /** Told before each retry, so a long wait is not a silent one (the sync's progress says it). */
  onRetry?: (retry: MarketplaceRetry) => void;
}

/** A call about to be tried again: why, after how long, and which attempt is next of how many. */
export interface MarketplaceRetry {
  failure: MarketplaceFailure;
  waitMs: number;
  attempt: number;
  attempts: number;
}

/**
 * How a retry is said to the owner.
 * @example retryText({ failure: 'rate_limited', waitMs: 5000, attempt: 2, attempts: 5 }) // 'Etsy is busy (rate limit), trying again in 5 s, attempt 2 of 5'
 */
export function retryText(retry: MarketplaceRetry): string {
  const why =
    {
      rate_limited: 'Etsy is busy (rate limit)',
      server: 'Etsy answered with a server error',
      network: 'Etsy did not answer',
      malformed: 'Etsy’s answer was garbled',
    }[retry.failure as 'rate_limited' | 'server' | 'network' | 'malformed'] ?? 'Etsy refused the token';
  return `${why}, trying again in ${Math.max(1, Math.round(retry.waitMs / 1000))} s, attempt ${retry.attempt} of ${retry.attempts}`;
}

/** What one client has sent: the sync reports it, the bench prints it. */
export interface MarketplaceStats {
  requests: number;
  rateLimited: number;
  retries: number;
}

type Query = Record<string, string | number | readonly (string | number)[] | undefined>;

interface CallOptions {
  query?: Query;
  json?: unknown;
  form?: Record<string, string>;
  /** 'owner' sends the bearer token; 'app' only the API key (the token endpoint). */
  auth?: 'owner' | 'app';
  /** Whether an answer that cannot be read may be asked for again: not when the call spent something (a code, a refresh token). */
  retryUnreadable?: boolean;
  attempts?: number;
}

/**
 * The calls of the last second, per API key, shared by every client of the isolate: a sync makes a
 * new client in each Workflow step, and a fresh count per step would let two steps overrun the limit.
 */
const pacing = new Map<string, { sent: number[]; blockedUntil: number }>();
/** The window the limit is counted over: a little over a second, for the clocks of two machines. */
const WINDOW_MS = 1100;
/** Etsy's token endpoint sometimes answers 500 on a refresh; one more try works (etsy/README.md). */
const TOKEN_ATTEMPTS = 2;
const TOKEN_PATH = '/v3/public/oauth/token';

const queryString = (query: Query = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The failure an error status means, past the retries. */
const failureOf = (status: number): MarketplaceFailure =>
  status === 401 || status === 403 ? 'unauthorized' : status === 404 ? 'not_found' : status === 429 ? 'rate_limited' : status >= 500 ? 'server' : 'rejected';

/** Failures after which a write may have taken all the same: its answer was lost, garbled or a server error. */
const UNCERTAIN_WRITE: ReadonlySet<MarketplaceFailure> = new Set(['malformed', 'server', 'network']);

/**
 * A write, then Etsy's own state read back: the write counts only when the read-back shows it. A
 * write whose answer went wrong is read back too, so one that took is not reported as failed (and
 * left out of the local copy) while Etsy has it; when it did not take, its own failure is reported.
 */
async function writeThenReadBack<T>(write: () => Promise<unknown>, readBack: () => Promise<T>, took: (after: T) => boolean, what: string): Promise<T> {
  let failure: MarketplaceError | null = null;
  try {
    await write();
  } catch (error) {
    if (!(error instanceof MarketplaceError && UNCERTAIN_WRITE.has(error.failure))) throw error;
    failure = error;
  }
  let after: T;
  try {
    after = await readBack();
  } catch (error) {
    throw failure ?? error;
  }
  if (took(after)) return after;
  throw failure ?? new MarketplaceError('not_applied', 200, `${what} reads back unchanged`);
}

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
    if (response.headers.has('x-remaining-this-second') && Number.isFinite(remaining) && remaining <= 0)
      budget.blockedUntil = Math.max(budget.blockedUntil, now() + 1000);
  }

  async function headersFor(init: CallOptions, asOwner: boolean, fresh: boolean): Promise<Record<string, string>> {
    const headers: Record<string, string> = { 'x-api-key': options.apiKey, Accept: 'application/json' };
    if (asOwner) {
      if (!options.accessToken) throw new MarketplaceError('unauthorized', null, 'no token to send');
      headers.Authorization = `Bearer ${await options.accessToken(fresh)}`;
    }
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    else if (init.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return headers;
  }

  /** One call, retried as its failure allows, its answer parsed through `schema`. */
  async function call<S extends z.ZodMiniType>(schema: S, method: string, path: string, init: CallOptions = {}): Promise<z.output<S>> {
    const tries = init.attempts ?? attempts;
    const asOwner = (init.auth ?? 'owner') === 'owner';
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.form ? new URLSearchParams(init.form).toString() : undefined;
    /** The wait before the next attempt, said to whoever listens; none after the last. */
    const backOff = async (attempt: number, failure: MarketplaceFailure, waitMs = backoff(attempt)) => {
      if (attempt >= tries) return;
      options.onRetry?.({ failure, waitMs, attempt: attempt + 1, attempts: tries });
      await sleep(waitMs);
    };
    let fresh = false;
    let lastError: MarketplaceError | null = null;
    for (let attempt = 1; attempt <= tries; attempt++) {
      if (attempt > 1) stats.retries++;
      await pace();
      const headers = await headersFor(init, asOwner, fresh);
      stats.requests++;
      let response: Response;
      try {
        response = await fetcher(`${options.baseUrl}${path}${queryString(init.query)}`, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        lastError = new MarketplaceError('network', null, timedOut ? `no answer within ${timeoutMs / 1000} s` : 'the request did not go through');
        await backOff(attempt, 'network');
        continue;
      }
      learn(response);
      const text = await response.text();
      if (response.ok) {
        const parsed = schema.safeParse(parseJson(text));
        if (parsed.success) return parsed.data;
        // A truncated or garbled answer: worth one more try, like a network error, unless the call spent something.
        lastError = new MarketplaceError('malformed', response.status, 'the answer is not the shape Etsy documents');
        if (init.retryUnreadable === false) break;
        await backOff(attempt, 'malformed');
        continue;
      }
      if (response.status === 429) {
        stats.rateLimited++;
        lastError = new MarketplaceError('rate_limited', 429);
        const seconds = Number(response.headers.get('retry-after'));
        const waitMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000;
        budget.blockedUntil = Math.max(budget.blockedUntil, now() + waitMs);
        // The pace waits it out before the next attempt; said here so the wait is not a silent one.
        if (attempt < tries) options.onRetry?.({ failure: 'rate_limited', waitMs, attempt: attempt + 1, attempts: tries });
        continue;
      }
      if (response.status === 401 && !fresh && asOwner) {
        // The token may have expired since it was read: ask for a refreshed one, once.
        fresh = true;
        lastError = new MarketplaceError('unauthorized', 401);
        continue;
      }
      if (response.status >= 500) {
        lastError = new MarketplaceError('server', response.status);
        await backOff(attempt, 'server');
        continue;
      }
      const oauth = path === TOKEN_PATH ? etsyTokenErrorSchema.safeParse(parseJson(text)) : null;
      throw new MarketplaceError(failureOf(response.status), response.status, undefined, oauth?.success ? oauth.data.error : undefined);
    }
    throw lastError ?? new MarketplaceError('network', null, 'no attempt made');
  }

  return {
    stats,
    /**
     * The token endpoint (both grants): form-encoded, identified by the API key and `client_id`.
     * A refusal carries Etsy's OAuth code (`invalid_grant`); an answer that cannot be read is not
     * asked for again, since Etsy may have spent the code or rotated the refresh token.
     */
    requestToken: (form: Record<string, string>): Promise<EtsyToken> =>
      call(etsyTokenSchema, 'POST', TOKEN_PATH, { form, auth: 'app', attempts: Math.min(attempts, TOKEN_ATTEMPTS), retryUnreadable: false }),
    getMe: () => call(etsySelfSchema, 'GET', '/v3/application/users/me'),
    /** One page of a shop's listings in a state, 100 at a time. */
    getShopListings: (shopId: number, offset: number, state = 'active') =>
      call(etsyListingsSchema, 'GET', `/v3/application/shops/${shopId}/listings`, { query: { state, limit: ETSY_PAGE_SIZE, offset } }),
    /** Up to 100 listings with their images. */
    getListingsBatch: async (ids: readonly number[]) =>
      call(etsyListingsSchema, 'GET', '/v3/application/listings/batch', { query: { listing_ids: batch(ids), includes: 'Images' } }),
    /** Up to 100 listings' inventories. */
    getInventoryBatch: async (ids: readonly number[]) =>
      call(etsyBatchInventorySchema, 'GET', '/v3/application/listings/batch/inventory', { query: { listing_ids: batch(ids) } }),
    getListing: (id: number) => call(etsyListingSchema, 'GET', `/v3/application/listings/${id}`, { query: { includes: 'Images' } }),
    getListingImages: (id: number) => call(etsyImagesSchema, 'GET', `/v3/application/listings/${id}/images`),
    getVariationImages: (shopId: number, id: number) =>
      call(etsyVariationImagesSchema, 'GET', `/v3/application/shops/${shopId}/listings/${id}/variation-images`),
    getListingInventory: (id: number) => call(etsyInventorySchema, 'GET', `/v3/application/listings/${id}/inventory`),
    /** One page (100) of the shop's reviews, optionally only those written since `minCreated` (epoch seconds). Public on Etsy (no scope needed). */
    getShopReviews: (shopId: number, offset: number, minCreated?: number) =>
      call(etsyReviewsSchema, 'GET', `/v3/application/shops/${shopId}/reviews`, { query: { limit: ETSY_PAGE_SIZE, offset, min_created: minCreated } }),
    getTransactions: (shopId: number, offset: number) =>
      call(etsyTransactionsSchema, 'GET', `/v3/application/shops/${shopId}/transactions`, { query: { limit: ETSY_PAGE_SIZE, offset } }),

    /** Changes a listing's title or description, then reads it back: done only when Etsy shows the change. */
    async updateListingText(shopId: number, id: number, fields: { title?: string; description?: string }): Promise<EtsyListingAnswer> {
      const form = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
      return writeThenReadBack(
        () => call(etsyListingSchema, 'PATCH', `/v3/application/shops/${shopId}/listings/${id}`, { form }),
        () => call(etsyListingSchema, 'GET', `/v3/application/listings/${id}`),
        (after) => Object.entries(form).every(([key, value]) => (after as Record<string, unknown>)[key] === value),
        Object.keys(form).join(' and '),
      );
    },

    /** Replaces a listing's inventory, then reads it back and compares the products. */
    async updateInventory(id: number, body: InventoryUpdate): Promise<EtsyInventoryAnswer> {
      return writeThenReadBack(
        () => call(etsyInventorySchema, 'PUT', `/v3/application/listings/${id}/inventory`, { json: body }),
        () => call(etsyInventorySchema, 'GET', `/v3/application/listings/${id}/inventory`),
        (after) => sameProducts(body, after),
        'the inventory',
      );
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
function productKey(
  products: readonly { property_values: readonly { values?: readonly string[] | null }[]; offerings: readonly { price?: unknown; is_enabled?: boolean }[] }[],
): string {
  const price = (p: unknown) =>
    typeof p === 'number'
      ? p
      : p && typeof p === 'object' && 'amount' in p && 'divisor' in p
        ? Number((p as { amount: number }).amount) / Number((p as { divisor: number }).divisor)
        : NaN;
  return JSON.stringify(
    products
      .map((p) => [
        p.property_values.map((v) => (v.values ?? []).join('/')).join('|'),
        p.offerings.map((o) => `${price(o.price).toFixed(2)}:${o.is_enabled !== false}`).join(','),
      ])
      .sort(),
  );
}

const sameProducts = (sent: InventoryUpdate, after: EtsyInventoryAnswer) => productKey(sent.products) === productKey(after.products);

function batch(ids: readonly number[]): readonly number[] {
  if (ids.length === 0 || ids.length > ETSY_BATCH_SIZE) throw new RangeError(`a batch holds 1 to ${ETSY_BATCH_SIZE} ids, not ${ids.length}`);
  return ids;
}

/** 0.5 s, 1 s, 2 s... between retries of a failed call. */
const backoff = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 8000);

/** The answer as JSON, or undefined when it is not JSON (the schema then refuses it). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
