/**
 * @module middleware/rate-limit
 * A fixed-window request counter per client, kept in isolate memory. It bounds what one client can
 * make one isolate write; Cloudflare's own rate limiting sits in front of it in production. Put it
 * before body parsing and validation, so a flood costs as little as possible.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { clientKey } from '../lib/client-key.ts';

export interface RateLimitOptions {
  /** Requests allowed per window and client. */
  limit: number;
  windowMs: number;
  /** Which client a request counts for; Cloudflare's connecting IP by default. */
  keyOf?: (c: Context<AppEnv>) => string;
}

/** Answers 429 with Retry-After once a client is over its limit in the current window. */
export function rateLimit({ limit, windowMs, keyOf = clientKey }: RateLimitOptions) {
  const windows = new Map<string, { start: number; count: number }>();
  return createMiddleware<AppEnv>(async function rateLimit(c, next) {
    const key = keyOf(c);
    const now = Date.now();
    const window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { start: now, count: 1 });
    } else if (++window.count > limit) {
      const error = new ApiError(429, 'rate_limited', 'Too many requests');
      error.headers.set('Retry-After', String(Math.ceil((window.start + windowMs - now) / 1000)));
      throw error;
    }
    await next();
  });
}
