/**
 * @module client/cache-entry
 * The session cache's stored form (an entry: when it was written, and the value), as text. The
 * background worker writes the entries of large answers (the catalogue, the hero's and the scenes'
 * data) beside the answers it parses, so serialising them never holds the page's main thread;
 * session-cache.ts stores them as they are.
 */

/** An entry's JSON text: `{"at": <ms since the epoch>, "value": ...}`. */
export type CacheEntryText = string & { readonly cacheEntry: true };

/** The entry of `value` written at `at`. */
export function cacheEntryText(value: unknown, at = Date.now()): CacheEntryText {
  return JSON.stringify({ at, value }) as CacheEntryText;
}

/** A value with its cache entry, as a background read answers it. */
export interface WithCacheEntry<T> {
  value: T;
  entry: CacheEntryText;
}
