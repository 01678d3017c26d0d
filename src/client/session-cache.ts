/**
 * @module client/session-cache
 * The spec's session cache: answers kept in sessionStorage for the tab's life, each with its own
 * lifetime. An entry over 4 MB is not persisted; a full storage drops this cache's older entries
 * and tries the write once more. Storage that is missing or refused (private modes) makes every
 * read a miss and every write a no-op: the cache only ever saves a request.
 */

/** The spec's lifetimes, in ms. */
export const CACHE_LIFETIMES = {
  heroStickers: 10 * 60_000,
  homepageListings: 5 * 60_000,
  parallax: 15 * 60_000,
  userPreferences: 24 * 60 * 60_000,
} as const;
export type CacheKind = keyof typeof CACHE_LIFETIMES;

/** Entries larger than this (UTF-8 bytes of their JSON) are not persisted. */
export const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

const PREFIX = 'micro-decals.cache.';

interface Entry<T> {
  /** When it was written (ms since the epoch). */
  at: number;
  value: T;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A fresh cached value of this kind and key, else null (missing, expired, unreadable).
 * @example readCache<Scene>('parallax', 'home-dino1')
 */
export function readCache<T>(kind: CacheKind, key: string, now = Date.now()): T | null {
  const store = storage();
  const name = `${PREFIX}${kind}.${key}`;
  try {
    const text = store?.getItem(name);
    if (!text) return null;
    const entry = JSON.parse(text) as Entry<T>;
    if (typeof entry?.at !== 'number' || !(now - entry.at < CACHE_LIFETIMES[kind]) || now < entry.at) {
      store?.removeItem(name);
      return null;
    }
    return entry.value;
  } catch {
    store?.removeItem(name);
    return null;
  }
}

/**
 * Keeps a value for its kind's lifetime. Answers whether it was persisted: not when over 4 MB,
 * not when the storage stays full after this cache's older entries were dropped.
 */
export function writeCache(kind: CacheKind, key: string, value: unknown, now = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  const text = JSON.stringify({ at: now, value } satisfies Entry<unknown>);
  if (utf8Bytes(text) > MAX_ENTRY_BYTES) return false;
  const name = `${PREFIX}${kind}.${key}`;
  try {
    store.setItem(name, text);
    return true;
  } catch {
    clearCache(name);
    try {
      store.setItem(name, text);
      return true;
    } catch {
      return false;
    }
  }
}

/** Drops this cache's entries (all but `keep`), leaving other sessionStorage keys alone. */
export function clearCache(keep?: string): void {
  const store = storage();
  if (!store) return;
  for (let i = store.length - 1; i >= 0; i--) {
    const name = store.key(i);
    if (name?.startsWith(PREFIX) && name !== keep) store.removeItem(name);
  }
}

/** Cheap for small texts; exact for large ones, where the limit matters. */
function utf8Bytes(text: string): number {
  if (text.length * 3 <= MAX_ENTRY_BYTES) return text.length;
  return new TextEncoder().encode(text).length;
}
