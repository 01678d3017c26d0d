/**
 * @module storefront/favourites-list
 * The shopper's favourites as the page holds them; favourites.ts says how they load and change.
 */
import { atom } from 'nanostores';

/** The favourite listing ids, in the order they were added. */
export const $favourites = atom<readonly number[]>([]);
/** True once the stored list has been read: until then an empty list means "not known yet". */
export const $favouritesRead = atom(false);
