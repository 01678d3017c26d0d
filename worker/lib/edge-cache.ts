/**
 * @module edge-cache
 * The rules of the edge cache for public reads (worker/middleware/cache.ts): which requests may use
 * it, which answers may be stored, and the key an answer is stored under. The key names the
 * catalogue revision, so a write that changes what the public API serves (SQLite triggers bump the
 * revision) moves every key at once: nothing is purged, old keys are simply never asked again.
 */
import { SESSION_COOKIE } from './admin-session.ts';

/**
 * How long the edge keeps a stored answer. A key's content never changes while its revision is
 * current; the bound only limits how long a key could outlive a database rewound to an earlier
 * revision (a restore), whose next writes would reuse the revision numbers.
 */
export const EDGE_TTL_SECONDS = 3600;

/** The query parameter of a key that names the revision (a client's own value of it is replaced). */
const REVISION_PARAM = '__revision';

/** Answers the edge holds: a plain, public 200. */
export const EDGE_STORE_CACHE_CONTROL = `public, max-age=${EDGE_TTL_SECONDS}`;

/**
 * The key a public read is stored under at a revision: the request's URL with its query sorted (the
 * same question asked in another order is the same answer) and the revision added.
 * @example edgeCacheKey('https://shop.test/api/unified-stickers?page=2&limit=50', 7)
 * // 'https://shop.test/api/unified-stickers?__revision=7&limit=50&page=2'
 */
export function edgeCacheKey(url: string, revision: number): string {
  const key = new URL(url);
  key.hash = '';
  key.searchParams.set(REVISION_PARAM, String(revision));
  key.searchParams.sort();
  return key.toString();
}

/** The platform's shared cache (the DOM typings the site's code also sees have no `caches.default`). */
export const edgeCache = (): Cache => (globalThis.caches as unknown as { default: Cache }).default;

/** True when a request carries the admin session cookie or credentials of any kind. */
export function carriesSession(headers: Headers): boolean {
  if (headers.has('Authorization')) return true;
  const cookie = headers.get('Cookie');
  return !!cookie && cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** True when a request may be answered from the edge cache: a plain GET without a session. */
export function mayUseEdgeCache(request: Request): boolean {
  return request.method === 'GET' && !carriesSession(request.headers);
}

/** True when an answer may be stored: a 200 that sets no cookie, is not already encoded and does not forbid storing. */
export function mayStoreAtEdge(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return (
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    !response.headers.has('Content-Encoding') &&
    !/\b(?:no-store|private)\b/i.test(cacheControl)
  );
}
