/**
 * @module rate-limit
 * A fixed-window request counter per client, kept in isolate memory. It bounds what one client can
 * make one isolate write; Cloudflare's own rate limiting sits in front of it in production.
 */
import type { Context } from 'hono';
import { ApiError } from './errors.ts';

export interface RateLimitOptions {
  /** Requests allowed per window and client. */
  limit: number;
  windowMs: number;
}

/** The client a request comes from: Cloudflare's connecting IP, or 'local' under wrangler dev. */
export function clientKey(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
}

/** Makes a limiter; calling it throws a 429 with Retry-After once a client is over its limit. */
export function rateLimiter({ limit, windowMs }: RateLimitOptions) {
  const windows = new Map<string, { start: number; count: number }>();
  return function check(key: string, now = Date.now()): void {
    const window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { start: now, count: 1 });
      return;
    }
    window.count++;
    if (window.count > limit) {
      const error = new ApiError(429, 'rate_limited', 'Too many requests');
      error.retryAfterSeconds = Math.ceil((window.start + windowMs - now) / 1000);
      throw error;
    }
  };
}
