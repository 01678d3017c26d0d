import { describe, expect, it } from 'vitest';
import {
  favouritesFromParam,
  favouritesParam,
  favouritesShareUrl,
  MAX_FAVOURITES,
  mergeFavourites,
  normaliseFavourites,
  toggleFavourite,
} from '../../../src/domain/favourites.ts';

const many = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);

describe('normaliseFavourites', () => {
  it('keeps listing ids only, each once, in their first order', () => {
    expect(normaliseFavourites([12, 7, 12, -1, 0, 1.5, '9', null, Number.MAX_SAFE_INTEGER + 2, 3])).toEqual([12, 7, 3]);
  });

  it(`keeps at most ${MAX_FAVOURITES}`, () => {
    expect(normaliseFavourites(many(MAX_FAVOURITES + 5))).toEqual(many(MAX_FAVOURITES));
  });
});

describe('toggleFavourite', () => {
  it('adds a listing at the end and takes it out again', () => {
    expect(toggleFavourite([12], 7)).toEqual([12, 7]);
    expect(toggleFavourite([12, 7], 12)).toEqual([7]);
  });

  it('leaves a full list as it is, but still takes one out of it', () => {
    const full = many(MAX_FAVOURITES);
    expect(toggleFavourite(full, 5000)).toEqual(full);
    expect(toggleFavourite(full, 1)).toHaveLength(MAX_FAVOURITES - 1);
  });
});

describe('mergeFavourites', () => {
  it("adds a shared list after the shopper's own, replacing and reordering nothing", () => {
    expect(mergeFavourites([12, 3], [7, 12, 8])).toEqual({ list: [12, 3, 7, 8], added: [7, 8] });
  });

  it('adds only as many as fit, and nothing twice', () => {
    const own = many(MAX_FAVOURITES - 1);
    expect(mergeFavourites(own, [5000, 5001])).toEqual({ list: [...own, 5000], added: [5000] });
    expect(mergeFavourites([1, 2], [2, 1]).added).toEqual([]);
  });
});

describe('the favourites parameter', () => {
  it("reads the shopper's own view, a list of ids, or nothing", () => {
    expect(favouritesFromParam('mine')).toBe('mine');
    expect(favouritesFromParam('123456789, 42,42')).toEqual([123456789, 42]);
    expect(favouritesFromParam(null)).toBeNull();
  });

  it('drops what is not a listing id, and reads a list without one as no filter', () => {
    expect(favouritesFromParam('12,x,-3,4.5,,7,99999999999999999999')).toEqual([12, 7]);
    expect(favouritesFromParam('<script>')).toBeNull();
    expect(favouritesFromParam('')).toBeNull();
  });

  it(`reads at most ${MAX_FAVOURITES} ids from a link`, () => {
    expect(favouritesFromParam(many(MAX_FAVOURITES + 20).join(','))).toHaveLength(MAX_FAVOURITES);
  });

  it('round-trips through its writer', () => {
    for (const filter of ['mine', [12, 7], null] as const) expect(favouritesFromParam(favouritesParam(filter))).toEqual(filter);
    expect(favouritesParam([])).toBeNull();
  });
});

describe('favouritesShareUrl', () => {
  it('links to the home page with the ids, commas left readable', () => {
    expect(favouritesShareUrl('https://shop.example', [12, 7, 12])).toBe('https://shop.example/?favourites=12,7');
  });

  it('is read back as the same list', () => {
    const url = new URL(favouritesShareUrl('https://shop.example', [123456789, 987654321]));
    expect(favouritesFromParam(url.searchParams.get('favourites'))).toEqual([123456789, 987654321]);
  });
});
