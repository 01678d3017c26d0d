/** A page of summaries of the public listings with artwork, best sellers first. */
import { pageOf } from '../api.ts';
import { listingSummarySchema } from '../listing.ts';
import { artworkQuerySchema } from '../queries.ts';
import { resource } from '../route.ts';

export const svgpathStickerRoutes = {
  list: resource('svgpath-stickers').get('/', { query: artworkQuerySchema, answer: pageOf(listingSummarySchema) }),
};
