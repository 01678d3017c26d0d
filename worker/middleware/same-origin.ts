/**
 * @module middleware/same-origin
 * Writes are taken only from this site's own pages: the Origin a browser sends with every POST,
 * PUT and DELETE must be the configured site origin (SITE_URL), never whatever the request's Host
 * header claims. Where a privacy setting strips Origin, Sec-Fetch-Site still says where the request
 * comes from. A request with neither (curl, a script) is not a same-origin browser request: refused.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The origins this site's pages are served from: SITE_URL's; on a loopback SITE_URL (`npm start`),
 * the same port under the other loopback names too, so opening localhost instead of 127.0.0.1 works.
 * @example siteOrigins('http://127.0.0.1:8787') // ['http://127.0.0.1:8787', 'http://localhost:8787', 'http://[::1]:8787']
 */
export function siteOrigins(siteUrl: string): string[] {
  const site = new URL(siteUrl);
  if (!LOOPBACK.has(site.hostname)) return [site.origin];
  const others = [...LOOPBACK].filter((host) => host !== site.hostname).map((host) => `${site.protocol}//${host}${site.port ? `:${site.port}` : ''}`);
  return [site.origin, ...others];
}

/** 403 unless the request comes from a page of this site's configured origin. */
export const sameOrigin = createMiddleware<AppEnv>(async function sameOrigin(c, next) {
  const origin = c.req.header('origin');
  const own = origin ? siteOrigins(c.env.SITE_URL).includes(origin) : c.req.header('sec-fetch-site') === 'same-origin';
  if (!own) throw new ApiError(403, 'forbidden', 'Only this site may write here');
  await next();
});
