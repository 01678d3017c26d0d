/**
 * @module marketplace/connection
 * The shop's Etsy connection: OAuth 2.0 with PKCE (S256), tokens sealed in D1, refreshed before
 * they expire by one request at a time. Etsy rotates refresh tokens: two refreshes racing on the
 * same one would leave the loser with a dead token and the shop disconnected, so a refresh first
 * takes a lock on the token row; the others wait and read what it stored. `invalid_grant` marks the
 * connection 'needs reconnecting'. Every call to Etsy, the token endpoint's included, goes through
 * the one client (client.ts).
 */
import type { Database } from '~/db/client.ts';
import type { MarketplaceRecord } from '~/domain/marketplace-merge.ts';
import {
  deleteConnection,
  readConnection,
  releaseRefreshLock,
  saveConnection,
  savePendingState,
  saveRefreshedTokens,
  takePendingState,
  takeRefreshLock,
  type SealedTokens,
} from '~/db/queries/marketplace-connection.ts';
import { toBase64Url } from '../lib/password.ts';
import { decryptToken, encryptToken } from '../lib/token-crypto.ts';
import { createMarketplaceClient, MarketplaceError, type MarketplaceClient, type MarketplaceClientOptions } from './client.ts';
import type { EtsyToken } from './etsy-schemas.ts';
import { ETSY_SCOPES } from './etsy-types.ts';

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
  /** The client's attempts per call, its wait for an answer and its pace (the client's defaults when absent). */
  attempts?: number;
  timeoutMs?: number;
  perSecond?: number;
  onRetry?: MarketplaceClientOptions['onRetry'];
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
const sleeper = (config: MarketplaceConfig) => config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** The one client, with the configuration's transport, clock and limits, and the given token source. */
function clientOf(config: MarketplaceConfig, accessToken?: (fresh: boolean) => Promise<string>): MarketplaceClient {
  const { apiBase: baseUrl, apiKey, fetch, now, sleep, attempts, timeoutMs, perSecond, onRetry } = config;
  return createMarketplaceClient({ baseUrl, apiKey, accessToken, fetch, now, sleep, attempts, timeoutMs, perSecond, onRetry });
}

/** The connect page's URL for a new connection; the state and verifier stay on the server. */
export async function startConnection(db: Database, config: MarketplaceConfig, redirectUri: string): Promise<string> {
  const now = clock(config);
  const state = toBase64Url(crypto.getRandomValues(new Uint8Array(24)));
  const verifier = toBase64Url(crypto.getRandomValues(new Uint8Array(48)));
  const challenge = toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  await savePendingState(db, { state, codeVerifier: verifier, redirectUri, expiresAt: now + OAUTH_STATE_MS }, now);
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

/** A connection attempt the owner must start again: the API answers it 400 with this message. */
export class ConnectionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectionError';
  }
}

export const STATE_EXPIRED_MESSAGE = 'This connection attempt has expired or was already used: start again.';
export const CODE_REFUSED_MESSAGE = 'Etsy refused this connection code (it may have expired or been used already): connect to Etsy again.';

/** Exchanges the code Etsy sent back for tokens, once per state, and stores them sealed. */
export async function finishConnection(db: Database, config: MarketplaceConfig, code: string, state: string): Promise<{ shopId: number | null }> {
  const now = clock(config);
  // Single use: the state is gone whatever happens next.
  const pending = await takePendingState(db, state);
  if (!pending || pending.expiresAt < now) throw new ConnectionError(STATE_EXPIRED_MESSAGE);
  let answer: EtsyToken;
  try {
    answer = await clientOf(config).requestToken({
      grant_type: 'authorization_code',
      client_id: keystringOf(config.apiKey),
      redirect_uri: pending.redirectUri,
      code,
      code_verifier: pending.codeVerifier,
    });
  } catch (error) {
    if (error instanceof MarketplaceError && error.oauthError) throw new ConnectionError(CODE_REFUSED_MESSAGE);
    throw error;
  }
  const me = await clientOf(config, () => Promise.resolve(answer.access_token)).getMe();
  const sealed = await sealTokens(config, answer, now);
  const shopId = me.shop_id ?? null;
  await saveConnection(db, { ...sealed, scopes: ETSY_SCOPES.join(' '), userId: me.user_id, shopId }, now);
  return { shopId };
}

export type ConnectionStatus =
  { state: 'none' } | { state: 'connected' | 'needs_reconnecting'; tokenPreview: string; expiresAt: string; shopId: number | null; userId: number | null };

/** What the admin panel shows: 'token found' with its first 20 characters, 'none found', or 'needs reconnecting'. */
export async function connectionStatus(db: Database): Promise<ConnectionStatus> {
  const row = await readConnection(db);
  if (!row) return { state: 'none' };
  return { state: row.status, tokenPreview: row.tokenPreview, expiresAt: row.expiresAt, shopId: row.shopId, userId: row.userId };
}

export const clearConnection = deleteConnection;

/** The shop id of the connection, or an error telling the admin to connect. */
export async function connectedShopId(db: Database): Promise<number> {
  const status = await connectionStatus(db);
  if (status.state !== 'connected' || status.shopId === null) throw new MarketplaceError('unauthorized', null, NO_TOKEN_MESSAGE);
  return status.shopId;
}

export const NO_TOKEN_MESSAGE = 'No valid OAuth token found. Please connect to Etsy first.';
/** The spec words the sales fetch's refusal differently. */
export const SALES_NO_TOKEN_MESSAGE = 'No OAuth token found - please connect to Etsy first';
/** A refresh whose answer could not be read: Etsy may have rotated the refresh token, or not. */
export const UNREADABLE_REFRESH_NOTE =
  'the token refresh answer could not be read; the stored tokens are kept, and if Etsy calls keep failing, reconnect to Etsy';

/**
 * The access token for the next call: the stored one while it has more than 5 minutes left (and
 * `fresh` is not asked), else a refreshed one. Only one request refreshes; the others wait for it.
 * A refresh Etsy refuses (invalid_grant) marks the connection 'needs reconnecting'; any other
 * failure leaves the stored tokens as they were.
 */
export function accessTokenProvider(db: Database, config: MarketplaceConfig): (fresh: boolean) => Promise<string> {
  const sleep = sleeper(config);
  return async function accessToken(fresh: boolean): Promise<string> {
    const seen = await readConnection(db);
    if (!seen || seen.status !== 'connected') throw new MarketplaceError('unauthorized', null, NO_TOKEN_MESSAGE);
    const now = clock(config);
    if (!fresh && Date.parse(seen.expiresAt) - now > REFRESH_MARGIN_MS) return open(config, seen.accessTokenEnc);
    // Take the lock; when another request holds it, wait for the token it stores.
    if (!(await takeRefreshLock(db, seen.updatedAt, now, now + REFRESH_LOCK_MS))) {
      for (let waited = 0; waited < REFRESH_LOCK_MS; waited += 200) {
        await sleep(200);
        const row = await readConnection(db);
        if (!row || row.status !== 'connected') throw new MarketplaceError('unauthorized', null, NO_TOKEN_MESSAGE);
        if (row.updatedAt !== seen.updatedAt) return open(config, row.accessTokenEnc);
      }
      throw new MarketplaceError('network', null, 'timed out waiting for another token refresh');
    }
    let answer: EtsyToken;
    try {
      const refreshToken = await open(config, seen.refreshTokenEnc);
      answer = await clientOf(config).requestToken({ grant_type: 'refresh_token', client_id: keystringOf(config.apiKey), refresh_token: refreshToken });
    } catch (error) {
      const dead = error instanceof MarketplaceError && error.oauthError === 'invalid_grant';
      await releaseRefreshLock(db, dead);
      if (dead) throw new MarketplaceError('unauthorized', error.status, 'Etsy refused the refresh token: reconnect to Etsy');
      if (error instanceof MarketplaceError && error.failure === 'malformed') throw new MarketplaceError('malformed', error.status, UNREADABLE_REFRESH_NOTE);
      throw error;
    }
    // The new pair replaces the old in one write, releasing the lock: the old refresh token is dead now.
    await saveRefreshedTokens(db, await sealTokens(config, answer, clock(config)), clock(config));
    return answer.access_token;
  };
}

async function sealTokens(config: MarketplaceConfig, answer: EtsyToken, now: number): Promise<SealedTokens> {
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
  if (token === null) throw new MarketplaceError('unauthorized', null, 'the stored token cannot be read with this TOKEN_KEY: reconnect to Etsy');
  return token;
}

/** The marketplace client of the shop's connection: its API and key, the stored token (refreshed when due). */
export function connectedClient(db: Database, config: MarketplaceConfig): MarketplaceClient {
  return clientOf(config, accessTokenProvider(db, config));
}

/** A listing Etsy did not return in a batch read (sold out, deactivated or removed since): its record holds its id alone. */
export const notReturned = (record: MarketplaceRecord): boolean => record.listing.title === undefined;

/**
 * Up to 100 listings as marketplace records: one batch read with images and one batch inventory
 * read. A listing Etsy left out comes back with its id alone, an inventory it left out as null:
 * the merge then fails that listing with the spec's 'Incomplete Etsy source data' text.
 */
export async function fetchRecords(api: MarketplaceClient, ids: readonly number[]): Promise<MarketplaceRecord[]> {
  const [listings, inventories] = await Promise.all([api.getListingsBatch(ids), api.getInventoryBatch(ids)]);
  const listingOf = new Map(listings.results.map((l) => [l.listing_id, l]));
  const inventoryOf = new Map(inventories.results.map((r) => [r.listing_id, r.inventory]));
  return ids.map((id) => {
    const listing = listingOf.get(id);
    const inventory = inventoryOf.get(id);
    return {
      listing: listing ?? { listing_id: id },
      images: listing?.images ?? [],
      inventory: inventory?.products ? { ...inventory, products: inventory.products } : null,
    };
  });
}
