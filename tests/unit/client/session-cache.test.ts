// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { cacheEntryText } from '~/client/cache-entry.ts';
import { CACHE_LIFETIMES, MAX_ENTRY_BYTES, clearCache, readCache, readCacheCheckedBy, writeCache, writeCacheWhenIdle } from '~/client/session-cache.ts';

// Another file's page may have left entries behind (test files share a worker).
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const MINUTE = 60_000;
const pair = z.object({ a: z.number() });
const num = z.number();
const text = z.string();

describe('session cache lifetimes', () => {
  it.each([
    ['heroStickers', 10],
    ['homepageListings', 5],
    ['parallax', 15],
    ['userPreferences', 24 * 60],
  ] as const)('keeps %s for %i minutes', (kind, minutes) => {
    expect(CACHE_LIFETIMES[kind]).toBe(minutes * MINUTE);
    expect(writeCache(kind, 'k', { a: 1 }, 0)).toBe(true);
    expect(readCache(kind, 'k', pair, minutes * MINUTE - 1)).toEqual({ a: 1 });
    expect(readCache(kind, 'k', pair, minutes * MINUTE)).toBeNull();
    // An expired entry is dropped, not kept around.
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps kinds and keys apart', () => {
    writeCache('parallax', 'a', 1, 0);
    writeCache('heroStickers', 'a', 2, 0);
    expect(readCache('parallax', 'a', num, 1)).toBe(1);
    expect(readCache('heroStickers', 'a', num, 1)).toBe(2);
    expect(readCache('parallax', 'b', num, 1)).toBeNull();
  });

  it('reads an unreadable or future-dated entry as a miss', () => {
    sessionStorage.setItem('micro-decals.cache.parallax.x', '{not json');
    expect(readCache('parallax', 'x', num)).toBeNull();
    writeCache('parallax', 'y', 1, 10 * MINUTE);
    expect(readCache('parallax', 'y', num, 0)).toBeNull();
  });

  it('reads a fresh entry whose value has another shape as a miss, and removes it', () => {
    sessionStorage.setItem('micro-decals.cache.parallax.keep', 'other');
    writeCache('parallax', 'k', { a: 'one' }, 0);
    expect(readCache('parallax', 'k', pair, 1)).toBeNull();
    expect(sessionStorage.getItem('micro-decals.cache.parallax.k')).toBeNull();
    expect(sessionStorage.getItem('micro-decals.cache.parallax.keep')).toBe('other');
  });

  it('reads text that is not an entry as a miss, and removes it', () => {
    for (const stored of ['1', 'null', '{"value":{"a":1}}', '{"at":"0","value":{"a":1}}']) {
      sessionStorage.setItem('micro-decals.cache.parallax.k', stored);
      expect(readCache('parallax', 'k', pair, 1), stored).toBeNull();
      expect(sessionStorage.length, stored).toBe(0);
    }
  });
});

describe('writing once the page is idle', () => {
  it('leaves the task that received the answer alone, and keeps the value when the page is idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    try {
      writeCacheWhenIdle('parallax', 'later', cacheEntryText({ scenes: 2 }));
      expect(readCache('parallax', 'later', z.object({ scenes: z.number() }))).toBeNull();
      expect(idle).toHaveLength(1);
      idle[0]!();
      expect(readCache('parallax', 'later', z.object({ scenes: z.number() }))).toEqual({ scenes: 2 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('session cache limits', () => {
  it('does not persist an entry over 4 MB', () => {
    const big = 'x'.repeat(MAX_ENTRY_BYTES);
    expect(writeCache('homepageListings', 'big', big)).toBe(false);
    expect(readCache('homepageListings', 'big', text)).toBeNull();
    expect(writeCache('homepageListings', 'small', 'x'.repeat(1000))).toBe(true);
  });

  it('counts bytes, not characters, near the limit', () => {
    // 1.5 M three-byte characters: 4.5 MB of UTF-8 in fewer than 4 M characters.
    expect(writeCache('homepageListings', 'wide', '€'.repeat(1_500_000))).toBe(false);
  });

  it('on a full storage drops its older entries, keeps other keys, and writes again', () => {
    sessionStorage.setItem('someone-else', 'keep me');
    writeCache('parallax', 'old', 'old value');
    const setItem = Storage.prototype.setItem;
    let refused = 0;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      // Full until this cache's old entry is gone.
      if (this.getItem('micro-decals.cache.parallax.old') !== null) {
        refused++;
        throw new DOMException('full', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    });
    expect(writeCache('heroStickers', 'home', { ok: true })).toBe(true);
    expect(refused).toBe(1);
    expect(readCache('heroStickers', 'home', z.object({ ok: z.boolean() }))).toEqual({ ok: true });
    expect(readCache('parallax', 'old', text)).toBeNull();
    expect(sessionStorage.getItem('someone-else')).toBe('keep me');
  });

  it('gives up quietly when the storage stays full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeCache('parallax', 'k', 1)).toBe(false);
  });

  it('clears only its own entries', () => {
    sessionStorage.setItem('micro-decals.scene-builder.session', '1');
    writeCache('parallax', 'a', 1);
    clearCache();
    expect(sessionStorage.length).toBe(1);
  });
});

describe('a cached value checked elsewhere (readCacheCheckedBy: the background worker checks the large ones)', () => {
  it('hands a fresh value to the check and answers what the check accepts', async () => {
    writeCache('parallax', 'k', { a: 1 }, 0);
    const check = vi.fn((value: unknown) => Promise.resolve(pair.safeParse(value).data ?? null));
    expect(await readCacheCheckedBy('parallax', 'k', check, 1)).toEqual({ a: 1 });
    expect(check).toHaveBeenCalledWith({ a: 1 });
    expect(sessionStorage.length).toBe(1);
  });

  it('drops what the check refuses or fails on, and never asks it about an expired or missing entry', async () => {
    writeCache('parallax', 'refused', { a: 'one' }, 0);
    writeCache('parallax', 'failing', { a: 1 }, 0);
    writeCache('heroStickers', 'old', { a: 1 }, 0);
    const check = vi.fn((value: unknown) => Promise.resolve(pair.safeParse(value).data ?? null));
    expect(await readCacheCheckedBy('parallax', 'refused', check, 1)).toBeNull();
    expect(await readCacheCheckedBy('parallax', 'failing', () => Promise.reject(new Error('worker gone')), 1)).toBeNull();
    expect(await readCacheCheckedBy('heroStickers', 'old', check, CACHE_LIFETIMES.heroStickers)).toBeNull();
    expect(await readCacheCheckedBy('heroStickers', 'missing', check, 1)).toBeNull();
    expect(check).toHaveBeenCalledTimes(1);
    expect(sessionStorage.length).toBe(0);
  });
});
