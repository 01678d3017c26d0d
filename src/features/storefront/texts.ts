/**
 * @module storefront/texts
 * Storefront texts that are not the spec's (those live beside their components), shared with the tests.
 */

/** Over the grid while a listing opened before the modal's code arrived waits for it (a slow network). */
export const LISTING_OPENING = 'Opening the listing…';

/** An empty favourites view: the shopper's own (how to add some), or a shared list the shop no longer has. */
export const FAVOURITES_EMPTY = {
  own: 'No favourites yet. Tap the heart on any sticker to keep it here.',
  shared: 'None of the shared stickers are in the shop any more.',
};
