/**
 * @module storefront/texts
 * Storefront texts that are not the spec's (those live beside their components), shared with the tests.
 */

/** Over the grid while a listing opened before the modal's code arrived waits for it (a slow network). */
export const LISTING_OPENING = 'Opening the listing…';

/** The favourites view's texts (FavouritesBar.tsx, and the grid's empty favourites view). */
export const FAVOURITES_TEXTS = {
  own: 'Your favourites',
  shared: 'Favourites shared with you',
  empty: 'No favourites yet. Tap the heart on any sticker to keep it here.',
  sharedEmpty: 'None of the shared stickers are in the shop any more.',
  copied: 'Favourites link copied! Send it to anyone.',
  share: { title: 'Share your favourites', hint: 'Copy the link below and send it.', label: 'Favourites link' },
};
