/**
 * @module marketplace/connection
 * The shop's Etsy connection: OAuth 2.0 with PKCE (S256), tokens sealed in D1, refreshed before
 * they expire by one request at a time. Etsy rotates refresh tokens: two refreshes racing on the
 * same one would leave the loser with a dead token and the shop disconnected, so a refresh first
 * takes a lock on the token row; the others wait and read what it stored. `invalid_grant` marks the
 * connection 'needs reconnecting'.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '~/db/client.ts';
import { marketplaceTokens, oauthStates } from '~/db/schema.ts';
import { toBase64Url } from '../lib/password.ts';
import { decryptToken, encryptToken } from '../lib/token-crypto.ts';
import { createMarketplaceClient, MarketplaceError, type MarketplaceClient } from './client.ts';
import type { MarketplaceRecord } from '~/db/marketplace-merge.ts';
import { ETSY_SCOPES, type EtsySelf, type EtsyTokenAnswer } from './etsy-types.ts';

export interface MarketplaceConfig {
  /** Etsy's API origin, or the fake marketplace's. */
  apiBase: string;
  /** Etsy's connect page (https://www.etsy.com/oauth/connect), or the fake's. */
  connectUrl: string;
  /** `keystring:shared_secret`. */
  apiKey: string;
  /** The key tokens are sealed with (32 bytes, base64url). */
  tokenKey: string;
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** The client's attempts per call and its wait for an answer (the client's defaults when absent). */
  attempts?: number;
  timeoutMs?: number;
}

export const OAUTH_STATE_MS = 10 * 60_000;
/** A token this close to its end is refreshed before use. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** How long a refresh may hold the lock before another request may take over. */
export const REFRESH_LOCK_MS = 30_000;
/** Etsy's refresh tokens last 90 days. */
const REFRESH_TOKEN_MS = 90 * 24 * 60 * 60_000;

const keystringOf = (apiKey: string) => apiKey.split(':')[0]!;
const clock = (config: MarketplaceConfig) => (config.now ?? Date.now)();

/** The connect page's URL for a new connection; the state and verifier stay on the server. */
export async function startConnection(db: Database, config: MarketplaceConfig, redirectUri: string): Promise<string> {
  const now = clock(config);
  const state = toBase64Url(crypto.getRandomValues(new Uint8Array(24)));
  const verifier = toBase64Url(crypto.getRandomValues(new Uint8Array(48)));
  const challenge = toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  await db.batch([
    db.delete(oauthStates).where(lt(oauthStates.expiresAt, now)),
    db.insert(oauthStates).values({ state, codeVerifier: verifier, redirectUri, expiresAt: now + OAUTH_STATE_MS }),
  ]);
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: keystringOf(config.apiKey),
    redirect_uri: redirectUri,
    scope: ETSY_SCOPES.join(' '),
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `${config.connectUrl}?${params}`;
}

export class ConnectionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectionError';
  }
}

/** Exchanges the code Etsy sent back for tokens, once per state, and stores them sealed. */
export async function finishConnection(db: Database, config: MarketplaceConfig, code: string, state: string): Promise<{ shopId: number | null }> {
  const now = clock(config);
  // Single use: the state is gone whatever happens next.
  const pending = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning().get();
  if (!pending || pending.expiresAt < now) throw new ConnectionError('This connection attempt has expired or was already used: start again.');
  const answer = await tokenRequest(config, { grant_type: 'authorization_code', client_id: keystringOf(config.apiKey), redirect_uri: pending.redirectUri, code, code_verifier: pending.codeVerifier });
  const me = await fetchJson<EtsySelf>(config, '/v3/application/users/me', answer.access_token);
  const sealed = await sealTokens(config, answer, now);
  const row = { ...sealed, scopes: ETSY_SCOPES.join(' '), userId: me.user_id ?? userIdOf(answer.access_token), shopId: me.shop_id ?? null, status: 'connected' as const, refreshingUntil: null };
  await db.insert(marketplaceTokens).values({ id: 1, ...row }).onConflictDoUpdate({ target: marketplaceTokens.id, set: { ...row, updatedAt: new Date(now).toISOString() } });
  return { shopId: row.shopId };
}

export type ConnectionStatus =
  | { state: 'none' }
  | { state: 'connected' | 'needs_reconnecting'; tokenPreview: string; expiresAt: string; shopId: number | null; userId: number | null };

/** What the admin panel shows: 'token found' with its first 20 characters, 'none found', or 'needs reconnecting'. */
export async function connectionStatus(db: Database): Promise<ConnectionStatus> {
  const row = await db.select().from(marketplaceTokens).where(eq(marketplaceTokens.id, 1)).get();
  if (!row) return { state: 'none' };
  return { state: row.status, tokenPreview: row.tokenPreview, expiresAt: row.expiresAt, shopId: row.shopId, userId: row.userId };
}

export async function clearConnection(db: Database): Promise<void> {
  await db.delete(marketplaceTokens).where(eq(marketplaceTokens.id, 1));
}

/** The shop id of the connection, or an error telling the admin to connect. */
export async function connectedShopId(db: Database): Promise<number> {
  const status = await connectionStatus(db);
  if (status.state !== 'connected' || status.shopId === null) throw new MarketplaceError('unauthorized', null, NO_TOKEN_MESSAGE);
  return status.shopId;
}

export const NO_TOKEN_MESSAGE = 'No valid OAuth token found. Please connect to Etsy first.';
/** The spec words the sales fetch's refusal differently. */
export const SALES_NO_TOKEN_MESSAGE = 'No OAuth token found - please connect to Etsy first';

/**
 * The access token for the next call: the stored one while it has more than 5 minutes left (and
 * `fresh` is not asked), else a refreshed one. Only one request refreshes; the others wait for it.
 */
export function accessTokenProvider(db: Database, config: MarketplaceConfig): (fresh: boolean) => Promise<string> {
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return async function accessToken(fresh: boolean): Promise<string> {
    const seen = await db.select().from(marketplaceTokens).where(eq(marketplaceTokens.id, 1)).get();
    if (!seen || seen.status !== 'connected') throw new MarketplaceError('unauthorized', null, NO_TOKEN_MESSAGE);
    const now = clock(config);
    if (!fresh && Date.parse(seen.expiresAt) - now > REFRESH_MARGIN_MS) return open(config, seen.accessTokenEnc);
    // Take the lock; when another request holds it, wait for the token it stores.
    const taken = await db
      .update(marketplaceTokens)
      .set({ refreshingUntil: now + REFRESH_LOCK_MS })
      .where(and(eq(marketplaceTokens.id, 1), eq(marketplaceTokens.updatedAt, seen.updatedAt), or(isNull(marketplaceTokens.refreshingUntil), lt(marketplaceTokens.refreshingUntil, now))))
      .returning({ id: marketplaceTokens.id })
      .get();
    if (!taken) {
      for (let waited = 0; waited < REFRESH_LOCK_MS; waited += 200) {
        await sleep(200);
        const row = await db.select().from(marketplaceTokens).where(eq(marketplaceTokens.id, 1)).get();
        if (!row || row.status !== 'connected') throw new MarketplaceError('unauthorized', null, NO_TOKEN_MESSAGE);
        if (row.updatedAt !== seen.updatedAt) return open(config, row.accessTokenEnc);
      }
      throw new MarketplaceError('network', null, 'Timed out waiting for another token refresh');
    }
    const refreshToken = await open(config, seen.refreshTokenEnc);
    let answer: EtsyTokenAnswer;
    try {
      answer = await tokenRequest(config, { grant_type: 'refresh_token', client_id: keystringOf(config.apiKey), refresh_token: refreshToken });
    } catch (error) {
      const dead = error instanceof TokenGrantError && error.code === 'invalid_grant';
      await db.update(marketplaceTokens).set(dead ? { status: 'needs_reconnecting', refreshingUntil: null } : { refreshingUntil: null }).where(eq(marketplaceTokens.id, 1));
      throw dead ? new MarketplaceError('unauthorized', 400, 'Etsy refused the refresh token: reconnect to Etsy') : error;
    }
    // The new pair replaces the old in one write, releasing the lock: the old refresh token is dead now.
    const sealed = await sealTokens(config, answer, clock(config));
    await db.update(marketplaceTokens).set({ ...sealed, refreshingUntil: null, updatedAt: new Date(clock(config)).toISOString() }).where(eq(marketplaceTokens.id, 1));
    return answer.access_token;
  };
}

class TokenGrantError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/** POST to the token endpoint; a 500 is retried once (Etsy's endpoint does that on refreshes). */
async function tokenRequest(config: MarketplaceConfig, form: Record<string, string>): Promise<EtsyTokenAnswer> {
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await config.fetch(`${config.apiBase}/v3/public/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'x-api-key': config.apiKey, Accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      if (attempt < 2) continue;
      throw new MarketplaceError('network', null, error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    if (response.status >= 500 && attempt < 2) continue;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new MarketplaceError('malformed', response.status, text);
    }
    if (!response.ok) {
      const error = (body as { error?: unknown; error_description?: unknown }) ?? {};
      if (typeof error.error === 'string') throw new TokenGrantError(error.error, String(error.error_description ?? error.error));
      throw new MarketplaceError(response.status >= 500 ? 'server' : 'rejected', response.status, text);
    }
    const answer = body as Partial<EtsyTokenAnswer>;
    if (typeof answer.access_token !== 'string' || typeof answer.refresh_token !== 'string' || typeof answer.expires_in !== 'number') throw new MarketplaceError('malformed', response.status, text);
    return answer as EtsyTokenAnswer;
  }
}

async function fetchJson<T>(config: MarketplaceConfig, path: string, accessToken: string): Promise<T> {
  const response = await config.fetch(`${config.apiBase}${path}`, { headers: { 'x-api-key': config.apiKey, Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } });
  const text = await response.text();
  if (!response.ok) throw new MarketplaceError(response.status === 401 ? 'unauthorized' : 'rejected', response.status, text);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new MarketplaceError('malformed', response.status, text);
  }
}

async function sealTokens(config: MarketplaceConfig, answer: EtsyTokenAnswer, now: number) {
  return {
    accessTokenEnc: await encryptToken(answer.access_token, config.tokenKey),
    refreshTokenEnc: await encryptToken(answer.refresh_token, config.tokenKey),
    tokenPreview: answer.access_token.slice(0, 20),
    expiresAt: new Date(now + answer.expires_in * 1000).toISOString(),
    refreshExpiresAt: new Date(now + REFRESH_TOKEN_MS).toISOString(),
  };
}

async function open(config: MarketplaceConfig, sealed: string): Promise<string> {
  const token = await decryptToken(sealed, config.tokenKey);
  if (token === null) throw new MarketplaceError('unauthorized', null, 'The stored token cannot be read with this TOKEN_KEY: reconnect to Etsy');
  return token;
}

/** Etsy's access tokens begin with the owner's numeric user id and a dot. */
const userIdOf = (accessToken: string) => {
  const id = Number(accessToken.split('.')[0]);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The marketplace client of the shop's connection: its API and key, the stored token (refreshed when due). */
export function connectedClient(db: Database, config: MarketplaceConfig): MarketplaceClient {
  const { apiBase: baseUrl, apiKey, fetch, attempts, timeoutMs } = config;
  return createMarketplaceClient({ baseUrl, apiKey, accessToken: accessTokenProvider(db, config), fetch, attempts, timeoutMs });
}

/**
 * Up to 100 listings as marketplace records: one batch read with images and one batch inventory
 * read. A listing Etsy left out comes back with its id alone, an inventory it left out as null:
 * the merge then fails that listing with the spec's 'Incomplete Etsy source data' text.
 */
export async function fetchRecords(api: MarketplaceClient, ids: readonly number[]): Promise<MarketplaceRecord[]> {
  const [listings, inventories] = await Promise.all([api.getListingsBatch(ids), api.getInventoryBatch(ids)]);
  const listingOf = new Map((listings.results ?? []).map((l) => [l.listing_id, l]));
  const inventoryOf = new Map(inventories.results.map((r) => [r.listing_id, r.inventory]));
  return ids.map((id) => {
    const listing = listingOf.get(id);
    const inventory = inventoryOf.get(id);
    return {
      listing: (listing ?? { listing_id: id }) as MarketplaceRecord['listing'],
      images: (listing?.images ?? []) as MarketplaceRecord['images'],
      inventory: inventory?.products ? (inventory as MarketplaceRecord['inventory']) : null,
    };
  });
}
