/**
 * @module client/favourites-storage
 * The shopper's favourites in localStorage, so they outlive the tab. A value that does not parse
 * (a hand edit, another site version) reads as no favourites and is left for the next write to
 * replace; missing or refused storage (private modes) reads as none and writes nothing. The stored
 * text is parsed in the background worker (./stored-favourites.ts), in order of the reads.
 */
import { normaliseFavourites } from '~/domain/favourites.ts';
import { readInBackground } from './background/index.ts';
import { FAVOURITES_KEY, favouritesStorage, storedFavouritesText } from './favourites-key.ts';

export { FAVOURITES_KEY };

/** The stored favourites (none when missing, unreadable or malformed). */
export function readFavourites(): Promise<number[]> {
  return readInTurn(storedFavouritesText());
}

let lastRead: Promise<unknown> = Promise.resolve();

/** The ids of a stored text, each read after the one before: a later change never lands first. */
function readInTurn(text: string | null): Promise<number[]> {
  const read = lastRead.then(() => (text ? readInBackground('storedFavourites', text).catch(() => []) : []));
  lastRead = read;
  return read;
}

/** Keeps the list; answers whether the browser stored it. */
export function writeFavourites(ids: readonly number[]): boolean {
  try {
    const store = favouritesStorage();
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
    if (event.key === FAVOURITES_KEY || event.key === null) void readInTurn(event.newValue).then(listener);
  };
  addEventListener('storage', changed);
  return () => removeEventListener('storage', changed);
}
