/**
 * @module client/favourites-key
 * Where the favourites live in localStorage, and their stored text still unread: enough for a page
 * to tell there are none without loading the reader and its worker (favourites-storage.ts).
 */
export const FAVOURITES_KEY = 'micro-decals.favourites';

/** The stored text; null when there is none, or storage is missing or refused (private modes). */
export function storedFavouritesText(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(FAVOURITES_KEY);
  } catch {
    return null;
  }
}
