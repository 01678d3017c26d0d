/**
 * @module storefront/favourites-actions
 * What changes the shopper's favourites: reading them from storage, a heart, saving a shared list.
 * Loaded after the first screen (see favourites.ts); every change waits for the stored list, which
 * the background worker reads.
 */
import { showToast } from '~/components/ui/toast.ts';
import { onFavouritesChangedElsewhere, readFavourites, writeFavourites } from '~/client/favourites-storage.ts';
// The queue itself, not track.ts's loader: this module already loads after the first screen.
import { track } from '~/client/analytics.ts';
import { MAX_FAVOURITES, mergeFavourites, toggleFavourite as toggled } from '~/domain/favourites.ts';
import { $favourites, $favouritesRead } from './favourites-list.ts';

let loaded: Promise<void> | null = null;

/** Reads the stored list once, and follows changes made in other tabs from then on. */
export function loadFavourites(): Promise<void> {
  loaded ??= readFavourites().then((ids) => {
    // The list the page holds already, kept: a new array would render every heart again.
    const held = $favourites.get();
    if (ids.length !== held.length || ids.some((id, i) => id !== held[i])) $favourites.set(ids);
    $favouritesRead.set(true);
    onFavouritesChangedElsewhere((ids) => $favourites.set(ids));
  });
  return loaded;
}

/** Adds a listing to the favourites or takes it out; a full list says so instead. */
export async function toggleFavourite(listing: { id: number; title: string }): Promise<void> {
  await loadFavourites();
  const before = $favourites.get();
  const next = toggled(before, listing.id);
  if (next.length === before.length) {
    showToast(`You can keep up to ${MAX_FAVOURITES} favourites.`);
    return;
  }
  $favourites.set(next);
  writeFavourites(next);
  const added = next.length > before.length;
  track({ type: 'sticker_engagement', name: added ? 'add_favourite' : 'remove_favourite', listingId: listing.id, title: listing.title });
}

/** Adds a shared list to the shopper's own (nothing of theirs replaced); answers the ids added. */
export async function saveSharedFavourites(ids: readonly number[]): Promise<number[]> {
  await loadFavourites();
  const { list, added } = mergeFavourites($favourites.get(), ids);
  $favourites.set(list);
  writeFavourites(list);
  track({ type: 'sticker_engagement', name: 'save_shared_favourites', data: { shared: ids.length, added: added.length } });
  return added;
}
