/**
 * @module marketplace/config
 * Where the Worker reaches the marketplace, from its vars and secrets. Tests swap the transport
 * for the fake marketplace in-process (`useMarketplaceFetch`); everything else goes over fetch.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import type { MarketplaceConfig } from './connection.ts';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
type ClientLimits = Pick<MarketplaceConfig, 'attempts' | 'timeoutMs' | 'perSecond' | 'now' | 'sleep'>;
let transport: Fetch = (input, init) => fetch(input, init);
let limits: ClientLimits = {};

/**
 * Routes marketplace calls through another fetch (the Worker tests' in-process fake marketplace),
 * optionally with fewer attempts, a shorter wait per call, another pace or a virtual clock, so a
 * test of retries and rate limits does not wait the real seconds.
 */
export function useMarketplaceFetch(fetcher: Fetch | null, clientLimits: ClientLimits = {}): void {
  transport = fetcher ?? ((input, init) => fetch(input, init));
  limits = fetcher ? clientLimits : {};
}

export const isFakeMarketplace = (env: Env) => !/(^|\.)etsy\.com$/.test(new URL(env.MARKETPLACE_API_BASE).hostname);

export const NOT_CONFIGURED = 'The marketplace is not configured: set the ETSY_API_KEY and TOKEN_KEY secrets';

/** The marketplace configuration of the Worker's environment, or null while the secrets are missing. */
export function marketplaceConfigOf(env: Env): MarketplaceConfig | null {
  const { MARKETPLACE_API_BASE: apiBase, MARKETPLACE_CONNECT_URL: connectUrl, ETSY_API_KEY: apiKey, TOKEN_KEY: tokenKey } = env;
  if (!apiKey || !tokenKey) return null;
  return { apiBase, connectUrl, apiKey, tokenKey, fetch: (input, init) => transport(input, init), ...limits };
}

/** The marketplace configuration of a request's Worker; 503 while the secrets are missing. */
export function marketplaceConfig(c: Context<AppEnv>): MarketplaceConfig {
  const config = marketplaceConfigOf(c.env);
  if (!config) throw new ApiError(503, 'not_configured', NOT_CONFIGURED);
  return config;
}
