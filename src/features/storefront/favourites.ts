/**
 * @module storefront/favourites
 * The shopper's favourites on the page: the list the hearts read, and the actions that change it.
 * Only the atoms load with the grid: the actions, the storage reader and zod come after the first
 * screen (favourites-actions.ts), so the prebuilt hearts and the hydrated ones agree (all empty)
 * and the grid's JavaScript stays inside its budget. A heart pressed before the stored list has
 * arrived waits for it, so it toggles the stored list, never an empty one.
 */
export { $favourites, $favouritesRead } from './favourites-list.ts';

const actions = () => import('./favourites-actions.ts');

/** Reads the stored list once, and follows changes made in other tabs from then on. */
export function loadFavourites(): Promise<void> {
  return actions().then((a) => a.loadFavourites());
}

/** Adds a listing to the favourites or takes it out. */
export function toggleFavourite(listing: { id: number; title: string }): Promise<void> {
  return actions().then((a) => a.toggleFavourite(listing));
}
