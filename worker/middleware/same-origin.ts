/**
 * @module middleware/same-origin
 * Refuses a write sent by another site's page: a browser always sends Origin with a cross-site
 * POST, PUT or DELETE.
 */
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors.ts';

/** 403 when the request's Origin is another site's. */
export const sameOrigin = createMiddleware(async function sameOrigin(c, next) {
  const origin = c.req.header('origin');
  if (origin && origin !== new URL(c.req.url).origin) throw new ApiError(403, 'forbidden', 'Cross-site request refused');
  await next();
});
