/**
 * @module http-headers
 * The headers pages carry, written once: the build puts them in dist/_headers for static files,
 * the Worker sets them on the pages it answers itself (deep-link redirects, the 404 page).
 */

/** Security headers of every page. The script policy lives in each page's CSP meta element (Astro hashes its scripts). */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** HTTPS only, for a year: sent by a production site (https), never by the local one. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Files whose name changes with their content (/_astro/*, /catalogue/<hash>.json). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Artwork and backgrounds (/artwork/*, /hero/*, /backgrounds/*): named by what they show, not by their
 * content, so not immutable; an hour fresh, then served while the browser checks. With no freshness
 * at all, each use of a drawing in one page (a card, the hero's tinted mask, a scene) was a request
 * of its own, and the browser parsed the SVG again for each.
 */
export const ARTWORK_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/** A deep link's redirect to its canonical page: listings are renamed rarely. */
export const REDIRECT_CACHE = 'public, max-age=3600';

/** The page security headers, plus HSTS when the site is served over HTTPS. */
export function pageHeaders(https: boolean): Record<string, string> {
  return https ? { ...PAGE_SECURITY_HEADERS, 'Strict-Transport-Security': HSTS } : { ...PAGE_SECURITY_HEADERS };
}
