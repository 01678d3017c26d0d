/**
 * @module contracts/favourites
 * The shopper's favourites as the browser keeps them (localStorage): a list of listing ids. Storage
 * can hold anything (a hand edit, another version of the site), so it is parsed before it is trusted.
 */
import * as z from 'zod/mini';

/** The stored list; domain/favourites.ts then keeps each id once and at most MAX_FAVOURITES of them. */
export const storedFavouritesSchema = z.array(z.int().check(z.positive()));
export type StoredFavourites = z.infer<typeof storedFavouritesSchema>;
