/**
 * @module storefront/texts
 * Storefront texts that are not the spec's (those live beside their components), shared with the tests.
 */

/** Over the grid while a listing opened before the modal's code arrived waits for it (a slow network). */
export const LISTING_OPENING = 'Opening the listing…';
