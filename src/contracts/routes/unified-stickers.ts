/** The public catalogue's listings: a page of summaries with search, filters and sort, and one listing in full. */
import * as z from 'zod/mini';
import { dataOf, pageOf } from '../api.ts';
import { fullListingSchema, listingSummarySchema } from '../listing.ts';
import { listingIdParam, listQuerySchema } from '../queries.ts';
import { resource } from '../route.ts';

const unifiedStickers = resource('unified-stickers');

/**
 * A page of the search's results; when a search selects nothing, `similar` holds the closest designs
 * (typos allowed) that pass the other filters but tags and category: what the home page offers then.
 */
export const listingPageSchema = z.extend(pageOf(listingSummarySchema), { similar: z.optional(z.array(listingSummarySchema)) });

export const unifiedStickerRoutes = {
  list: unifiedStickers.get('/', { query: listQuerySchema, answer: listingPageSchema }),
  one: unifiedStickers.get('/:id', { param: listingIdParam, answer: dataOf(fullListingSchema) }),
};
