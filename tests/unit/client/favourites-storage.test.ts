// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVOURITES_KEY, onFavouritesChangedElsewhere, readFavourites, writeFavourites } from '~/client/favourites-storage.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('favourites in localStorage', () => {
  it('reads back what it wrote', async () => {
    expect(await readFavourites()).toEqual([]);
    expect(writeFavourites([12, 7])).toBe(true);
    expect(localStorage.getItem(FAVOURITES_KEY)).toBe('[12,7]');
    expect(await readFavourites()).toEqual([12, 7]);
  });

  it.each([
    ['not JSON', '[12,'],
    ['an object', '{"ids":[12]}'],
    ['a list with a text in it', '[12,"7"]'],
    ['a list with a negative id', '[12,-7]'],
    ['a number', '12'],
  ])('reads %s as no favourites, without throwing', async (_, text) => {
    localStorage.setItem(FAVOURITES_KEY, text);
    expect(await readFavourites()).toEqual([]);
  });

  it('keeps each id once', async () => {
    localStorage.setItem(FAVOURITES_KEY, '[12,7,12]');
    expect(await readFavourites()).toEqual([12, 7]);
  });

  it('reads none and writes nothing where storage is refused', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(await readFavourites()).toEqual([]);
    expect(writeFavourites([12])).toBe(false);
  });

  it("follows another tab's changes to the list, and only to the list, in order", async () => {
    const seen: number[][] = [];
    const stop = onFavouritesChangedElsewhere((ids) => seen.push(ids));
    dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY, newValue: '[5,6]' }));
    dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '[1]' }));
    dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY, newValue: 'garbage' }));
    // Cleared, then set again: the last change is the one that stays.
    dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY, newValue: '[3]' }));
    stop();
    dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY, newValue: '[9]' }));
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen).toEqual([[5, 6], [], [], [3]]);
  });
});
