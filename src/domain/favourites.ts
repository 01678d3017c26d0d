/**
 * @module favourites
 * The shopper's favourites: a short list of listing ids kept in the browser, the home page's
 * favourites filter in the URL query, and the link that shares a list with someone else.
 */

/** Listings one shopper may keep; a share link carrying them all stays about 1,100 characters. */
export const MAX_FAVOURITES = 100;

/** The query parameter of the favourites view. */
export const FAVOURITES_PARAM = 'favourites';

/** The favourites view of the shopper's own list (its ids live in the browser, not in the URL). */
export const OWN_FAVOURITES = 'mine';

/** What the home grid is narrowed to: nothing, the shopper's own favourites, or a shared list of ids. */
export type FavouritesFilter = null | typeof OWN_FAVOURITES | readonly number[];

/** A listing id as the marketplace writes them: a positive whole number (Etsy's have 9 or 10 digits). */
const isListingId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/**
 * A clean list: listing ids only, each once, in their first order, at most MAX_FAVOURITES.
 * @example normaliseFavourites([12, 12, -1, 7]) // [12, 7]
 */
export function normaliseFavourites(ids: readonly unknown[]): number[] {
  return [...new Set(ids.filter(isListingId))].slice(0, MAX_FAVOURITES);
}

/**
 * Adds a listing (at the end) or takes it out; a full list stays as it is.
 * @example toggleFavourite([12], 7) // [12, 7]
 */
export function toggleFavourite(list: readonly number[], id: number): number[] {
  if (list.includes(id)) return list.filter((f) => f !== id);
  return list.length >= MAX_FAVOURITES ? [...list] : [...list, id];
}

/**
 * A shared list added to the shopper's own: nothing of theirs is replaced or reordered, the new ones
 * follow, as many as fit. Answers the list and the ids it added.
 * @example mergeFavourites([12], [7, 12]) // { list: [12, 7], added: [7] }
 */
export function mergeFavourites(own: readonly number[], shared: readonly number[]): { list: number[]; added: number[] } {
  const list = normaliseFavourites([...own, ...shared]);
  const known = new Set(own);
  return { list, added: list.filter((id) => !known.has(id)) };
}

/**
 * Reads the favourites parameter of a URL query: 'mine', or a comma-separated list of listing ids
 * (anything else in it is dropped; a list with no id in it is no filter).
 * @example favouritesFromParam('12,x,7') // [12, 7]
 */
export function favouritesFromParam(value: string | null): FavouritesFilter {
  if (value === null) return null;
  if (value === OWN_FAVOURITES) return OWN_FAVOURITES;
  const ids = normaliseFavourites(
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^\d{1,16}$/.test(part))
      .map(Number),
  );
  return ids.length > 0 ? ids : null;
}

/**
 * Writes a favourites filter as its query parameter's value; null for no filter.
 * @example favouritesParam([12, 7]) // '12,7'
 */
export function favouritesParam(filter: FavouritesFilter): string | null {
  if (filter === null || filter === OWN_FAVOURITES) return filter;
  return filter.length > 0 ? filter.join(',') : null;
}

/**
 * The link that shows a list of favourites to someone else, on the home page of `origin`.
 * @example favouritesShareUrl('https://shop.example', [12, 7]) // 'https://shop.example/?favourites=12,7'
 */
export function favouritesShareUrl(origin: string, ids: readonly number[]): string {
  // Commas are left as they are: the link reads better, and every browser and chat app keeps them.
  return `${origin}/?${FAVOURITES_PARAM}=${normaliseFavourites(ids).join(',')}`;
}
