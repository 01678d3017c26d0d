/**
 * @module client/favourites-key
 * Where the favourites live in localStorage, and their stored text still unread: enough for a page
 * to tell there are none without loading the reader and its worker (favourites-storage.ts).
 */
export const FAVOURITES_KEY = 'micro-decals.favourites';

/** The browser's localStorage; null where it is missing or refused (private modes). */
export function favouritesStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored text; null when there is none, or storage is missing or refused. */
export function storedFavouritesText(): string | null {
  try {
    return favouritesStorage()?.getItem(FAVOURITES_KEY) ?? null;
  } catch {
    return null;
  }
}
