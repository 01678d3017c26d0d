/**
 * @module client/favourites-storage
 * The shopper's favourites in localStorage, so they outlive the tab. A value that does not parse
 * (a hand edit, another site version) reads as no favourites and is left for the next write to
 * replace; missing or refused storage (private modes) reads as none and writes nothing.
 */
import { storedFavouritesSchema } from '~/contracts/favourites.ts';
import { normaliseFavourites } from '~/domain/favourites.ts';

export const FAVOURITES_KEY = 'micro-decals.favourites';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The ids a stored text holds, or none when it is not a list of listing ids. */
export function parseStoredFavourites(text: string | null): number[] {
  if (!text) return [];
  try {
    const parsed = storedFavouritesSchema.safeParse(JSON.parse(text));
    return parsed.success ? normaliseFavourites(parsed.data) : [];
  } catch {
    return [];
  }
}

/** The stored favourites (none when missing, unreadable or malformed). */
export function readFavourites(): number[] {
  try {
    return parseStoredFavourites(storage()?.getItem(FAVOURITES_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Keeps the list; answers whether the browser stored it. */
export function writeFavourites(ids: readonly number[]): boolean {
  try {
    const store = storage();
    store?.setItem(FAVOURITES_KEY, JSON.stringify(normaliseFavourites(ids)));
    return store !== null;
  } catch {
    return false;
  }
}

/** Calls `listener` with the new list whenever another tab changes it. Answers the unsubscribe. */
export function onFavouritesChangedElsewhere(listener: (ids: number[]) => void): () => void {
  const changed = (event: StorageEvent) => {
    // A key of null: the other tab cleared all of this site's storage.
    if (event.key === FAVOURITES_KEY || event.key === null) listener(parseStoredFavourites(event.newValue));
  };
  addEventListener('storage', changed);
  return () => removeEventListener('storage', changed);
}
