/**
 * @module listing-id-input
 * A listing id as the owner types or pastes it: the digits, or the listing's Etsy address
 * (etsy.com/listing/<id>/<slug>, with or without www, a country path or a query).
 */

/** Why a typed id is refused: said under the field, not left to a greyed-out button. */
export const LISTING_ID_HINT = 'A listing ID is a whole number, as in the listing’s Etsy address (etsy.com/listing/ID/…): type it, or paste the address.';

const ETSY_LISTING = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)*etsy\.com(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/listing\/(\d{1,15})(?:[/?#].*)?$/i;

/**
 * The id in what was typed: null when nothing was, else the id or why there is none.
 * @example listingIdInput('https://www.etsy.com/listing/1100023757/moose-vinyl-sticker?ref=shop') // { id: 1100023757 }
 * @example listingIdInput('12.5') // { error: LISTING_ID_HINT }
 */
export function listingIdInput(text: string): { id: number } | { error: string } | null {
  const typed = text.trim();
  if (typed === '') return null;
  const digits = /^\d{1,15}$/.test(typed) ? typed : ETSY_LISTING.exec(typed)?.[1];
  const id = digits === undefined ? 0 : Number(digits);
  return id > 0 ? { id } : { error: LISTING_ID_HINT };
}
