/**
 * @module security-headers
 * Security headers on every response the Worker makes. Static assets get theirs from dist/_headers.
 */
import { secureHeaders } from 'hono/secure-headers';

/** API answers are JSON: they may load nothing and be framed by no one. */
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
});
