/**
 * @module storefront/favourites
 * The shopper's favourites on the page: the list, and the actions that change it. The list lives in
 * localStorage; its reader (and zod with it) loads after the first screen, so the prebuilt hearts
 * and the hydrated ones agree (all empty) and the grid's JavaScript stays small. A heart pressed
 * before the list has arrived waits for it, so it toggles the stored list, never an empty one.
 */
import { atom } from 'nanostores';
import { MAX_FAVOURITES, mergeFavourites, toggleFavourite as toggled } from '~/domain/favourites.ts';
import { track } from '~/client/track.ts';

/** The favourite listing ids, in the order they were added. */
export const $favourites = atom<readonly number[]>([]);
/** True once the stored list has been read: until then an empty list means "not known yet". */
export const $favouritesRead = atom(false);

let storageModule: Promise<typeof import('~/client/favourites-storage.ts')> | null = null;

/** Reads the stored list once, and follows changes made in other tabs from then on. */
export function loadFavourites(): Promise<typeof import('~/client/favourites-storage.ts')> {
  storageModule ??= import('~/client/favourites-storage.ts').then((storage) => {
    $favourites.set(storage.readFavourites());
    $favouritesRead.set(true);
    storage.onFavouritesChangedElsewhere((ids) => $favourites.set(ids));
    return storage;
  });
  return storageModule;
}

/** Adds a listing to the favourites or takes it out. */
export async function toggleFavourite(listing: { id: number; title: string }): Promise<void> {
  const storage = await loadFavourites();
  const before = $favourites.get();
  const next = toggled(before, listing.id);
  if (next.length === before.length) {
    const { showToast } = await import('~/components/ui/toast.ts');
    showToast(`You can keep up to ${MAX_FAVOURITES} favourites.`);
    return;
  }
  $favourites.set(next);
  storage.writeFavourites(next);
  const added = next.length > before.length;
  track({ type: 'sticker_engagement', name: added ? 'add_favourite' : 'remove_favourite', listingId: listing.id, title: listing.title });
}

/** Adds a shared list to the shopper's own (nothing of theirs replaced); answers the ids added. */
export async function saveSharedFavourites(ids: readonly number[]): Promise<number[]> {
  const storage = await loadFavourites();
  const { list, added } = mergeFavourites($favourites.get(), ids);
  $favourites.set(list);
  storage.writeFavourites(list);
  track({ type: 'sticker_engagement', name: 'save_shared_favourites', data: { shared: ids.length, added: added.length } });
  return added;
}
