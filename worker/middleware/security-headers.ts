/**
 * @module security-headers
 * Security headers on every response the Worker makes. Static assets get theirs from dist/_headers.
 */
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { HSTS } from '~/http-headers.ts';

/** API answers are JSON: they may load nothing and be framed by no one. */
const apiHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
  // Hono's own default (180 days) would differ from the pages': HSTS is set below, as theirs is.
  strictTransportSecurity: false,
});

/** The API's headers, with the pages' HSTS when the request came over HTTPS (never on the local site). */
export const apiSecurityHeaders = createMiddleware(async (c, next) => {
  await apiHeaders(c, next);
  if (new URL(c.req.url).protocol === 'https:') c.res.headers.set('Strict-Transport-Security', HSTS);
});
