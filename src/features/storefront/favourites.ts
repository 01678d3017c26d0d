/**
 * @module storefront/favourites
 * The shopper's favourites on the page: the list the hearts read, and the actions that change it.
 * Only the atoms load with the grid: the actions, the storage reader and zod come after the first
 * screen (favourites-actions.ts), so the prebuilt hearts and the hydrated ones agree (all empty)
 * and the grid's JavaScript stays inside its budget. A heart pressed before the stored list has
 * arrived waits for it, so it toggles the stored list, never an empty one.
 */
import { FAVOURITES_KEY, storedFavouritesText } from '~/client/favourites-key.ts';
import { $favouritesRead } from './favourites-list.ts';

export { $favourites, $favouritesRead } from './favourites-list.ts';

const actions = () => import('./favourites-actions.ts');

/**
 * Reads the stored list once, and follows changes made in other tabs from then on. With nothing
 * stored (a first visit) the page already holds the list, empty: neither the reader nor a render
 * is needed until another tab stores one.
 */
export function loadFavourites(): Promise<void> {
  if (storedFavouritesText() !== null) return actions().then((a) => a.loadFavourites());
  $favouritesRead.set(true);
  const storedElsewhere = (event: StorageEvent) => {
    if (event.key !== FAVOURITES_KEY || event.newValue === null) return;
    removeEventListener('storage', storedElsewhere);
    void actions().then((a) => a.loadFavourites());
  };
  addEventListener('storage', storedElsewhere);
  return Promise.resolve();
}

/** Adds a listing to the favourites or takes it out. */
export function toggleFavourite(listing: { id: number; title: string }): Promise<void> {
  return actions().then((a) => a.toggleFavourite(listing));
}
