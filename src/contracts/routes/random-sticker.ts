/** One random public listing with artwork, optionally offering a size and never one of those shown. */
import { dataOf } from '../api.ts';
import { listingSummarySchema } from '../listing.ts';
import { randomStickerQuery } from '../queries.ts';
import { resource } from '../route.ts';

export const randomStickerRoutes = {
  one: resource('random-sticker').get('/', { query: randomStickerQuery, answer: dataOf(listingSummarySchema) }),
};
