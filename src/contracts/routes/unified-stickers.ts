/** The public catalogue's listings: a page of summaries with search, filters and sort, and one listing in full. */
import { dataOf, pageOf } from '../api.ts';
import { fullListingSchema, listingSummarySchema } from '../listing.ts';
import { listingIdParam, listQuerySchema } from '../queries.ts';
import { resource } from '../route.ts';

const unifiedStickers = resource('unified-stickers');

export const unifiedStickerRoutes = {
  list: unifiedStickers.get('/', { query: listQuerySchema, answer: pageOf(listingSummarySchema) }),
  one: unifiedStickers.get('/:id', { param: listingIdParam, answer: dataOf(fullListingSchema) }),
};
