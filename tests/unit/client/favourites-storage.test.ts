// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVOURITES_KEY, onFavouritesChangedElsewhere, readFavourites, writeFavourites } from '~/client/favourites-storage.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('favourites in localStorage', () => {
  it('reads back what it wrote', () => {
    expect(readFavourites()).toEqual([]);
    expect(writeFavourites([12, 7])).toBe(true);
    expect(localStorage.getItem(FAVOURITES_KEY)).toBe('[12,7]');
    expect(readFavourites()).toEqual([12, 7]);
  });

  it.each([
    ['not JSON', '[12,'],
    ['an object', '{"ids":[12]}'],
    ['a list with a text in it', '[12,"7"]'],
    ['a list with a negative id', '[12,-7]'],
    ['a number', '12'],
  ])('reads %s as no favourites, without throwing', (_, text) => {
    localStorage.setItem(FAVOURITES_KEY, text);
    expect(readFavourites()).toEqual([]);
  });

  it('keeps each id once', () => {
    localStorage.setItem(FAVOURITES_KEY, '[12,7,12]');
    expect(readFavourites()).toEqual([12, 7]);
  });

  it('reads none and writes nothing where storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readFavourites()).toEqual([]);
    expect(writeFavourites([12])).toBe(false);
  });

  it("follows another tab's changes to the list, and only to the list", () => {
    const seen: number[][] = [];
    const stop = onFavouritesChangedElsewhere((ids) => seen.push(ids));
    dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY, newValue: '[5,6]' }));
    dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '[1]' }));
    dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY, newValue: 'garbage' }));
    stop();
    dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY, newValue: '[9]' }));
    expect(seen).toEqual([[5, 6], []]);
  });
});
