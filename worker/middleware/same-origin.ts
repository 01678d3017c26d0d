/**
 * @module middleware/same-origin
 * Writes are taken only from this site's own pages. A browser sends Origin with every POST, PUT and
 * DELETE; where a privacy setting strips it, Sec-Fetch-Site still says where the request comes
 * from. A request with neither (curl, a script) is not a same-origin browser request: refused.
 */
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors.ts';

/** 403 unless the request comes from a page of this origin. */
export const sameOrigin = createMiddleware(async function sameOrigin(c, next) {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const own = origin ? origin === new URL(c.req.url).origin : site === 'same-origin';
  if (!own) throw new ApiError(403, 'forbidden', 'Only this site may write here');
  await next();
});
