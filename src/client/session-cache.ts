/**
 * @module client/session-cache
 * The spec's session cache: answers kept in sessionStorage for the tab's life, each with its own
 * lifetime. An entry over 4 MB is not persisted; a full storage drops this cache's older entries
 * and tries the write once more. Storage that is missing or refused (private modes) makes every
 * read a miss and every write a no-op: the cache only ever saves a request. Storage can hold
 * anything (another version of the site, a hand edit), so a read parses the value with the
 * caller's schema: what does not parse is a miss, and is removed.
 */
import type * as z from 'zod/mini';
import { cacheEntryText, type CacheEntryText } from './cache-entry.ts';
import { whenIdle } from './idle.ts';

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

interface Entry {
  /** When it was written (ms since the epoch). */
  at: number;
  value: unknown;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A fresh cached value of this kind and key that `schema` accepts, else null (missing, expired,
 * unreadable, or of another shape).
 * @example readCache('userPreferences', 'storefront-view', z.string())
 */
export function readCache<S extends z.ZodMiniType>(kind: CacheKind, key: string, schema: S, now = Date.now()): z.infer<S> | null {
  const value = freshValue(kind, key, now);
  const parsed = value === MISS ? null : schema.safeParse(value);
  if (!parsed?.success) {
    forget(kind, key);
    return null;
  }
  return parsed.data;
}

/**
 * readCache with the check done elsewhere: `check` answers the value it accepts, or null (as the
 * background reads do, off the page's main thread).
 * @example await readCacheCheckedBy('parallax', key, (value) => readInBackground('cachedScenesPart', value))
 */
export async function readCacheCheckedBy<T>(kind: CacheKind, key: string, check: (value: unknown) => Promise<T | null>, now = Date.now()): Promise<T | null> {
  const value = freshValue(kind, key, now);
  const checked = value === MISS ? null : await check(value).catch(() => null);
  if (checked === null) forget(kind, key);
  return checked;
}

const MISS = Symbol('miss');

/** The stored value of a fresh entry, still unchecked; MISS when there is none (missing, expired or unreadable). */
function freshValue(kind: CacheKind, key: string, now: number): unknown {
  try {
    const text = storage()?.getItem(`${PREFIX}${kind}.${key}`);
    const entry = text ? envelope(text) : null;
    return entry !== null && now - entry.at < CACHE_LIFETIMES[kind] && now >= entry.at ? entry.value : MISS;
  } catch {
    return MISS;
  }
}

function forget(kind: CacheKind, key: string): void {
  try {
    storage()?.removeItem(`${PREFIX}${kind}.${key}`);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** The stored entry's time and its value, still unchecked; null when the text is no entry. */
function envelope(text: string): Entry | null {
  const entry: unknown = JSON.parse(text);
  if (typeof entry !== 'object' || entry === null || !('at' in entry) || typeof entry.at !== 'number') return null;
  return { at: entry.at, value: 'value' in entry ? entry.value : undefined };
}

/**
 * Keeps a value for its kind's lifetime. Answers whether it was persisted: not when over 4 MB,
 * not when the storage stays full after this cache's older entries were dropped.
 */
export function writeCache(kind: CacheKind, key: string, value: unknown, now = Date.now()): boolean {
  return writeCacheEntry(kind, key, cacheEntryText(value, now));
}

/** Keeps an entry already in its stored form (cache-entry.ts), as writeCache does. */
export function writeCacheEntry(kind: CacheKind, key: string, text: CacheEntryText): boolean {
  const store = storage();
  if (!store) return false;
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

/**
 * Keeps an entry as writeCacheEntry does, once the page is idle. A large answer's entry (the
 * catalogue, the scenes' data) comes serialised from the background worker beside the answer
 * (cache-entry.ts): what is left here is one store of a text, never the task that received it.
 */
export function writeCacheWhenIdle(kind: CacheKind, key: string, entry: CacheEntryText): void {
  whenIdle(() => void writeCacheEntry(kind, key, entry), 2000);
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
