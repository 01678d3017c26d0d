/** The owner's listings (admin): the manager's rows, what the colour audit reads, those without artwork and the next of them, one for the editor, a local save, and a push to Etsy with its preview. */
import * as z from 'zod/mini';
import {
  adminListingSchema,
  artworkCandidateSchema,
  listingUpdateSchema,
  managerRowSchema,
  marketplacePushSchema,
  nextListingSchema,
  nextWithoutArtworkQuery,
  pushPreviewSchema,
  pushResultSchema,
} from '../admin-listings.ts';
import { dataOf } from '../api.ts';
import { colorFactsSchema } from '../color-audit.ts';
import { listingIdParam } from '../queries.ts';
import { resource } from '../route.ts';

const adminListings = resource('admin/listings');

export const adminListingRoutes = {
  manager: adminListings.get('/', { answer: dataOf(z.array(managerRowSchema)) }),
  colors: adminListings.get('/colors', { answer: dataOf(z.array(colorFactsSchema)) }),
  withoutArtwork: adminListings.get('/without-artwork', { answer: dataOf(z.array(artworkCandidateSchema)) }),
  nextWithoutArtwork: adminListings.get('/next-without-artwork', { query: nextWithoutArtworkQuery, answer: dataOf(nextListingSchema) }),
  one: adminListings.get('/:id', { param: listingIdParam, answer: dataOf(adminListingSchema) }),
  save: adminListings.put('/:id', { param: listingIdParam, json: listingUpdateSchema, answer: dataOf(adminListingSchema) }),
  pushPreview: adminListings.post('/:id/push-preview', { param: listingIdParam, json: marketplacePushSchema, answer: dataOf(pushPreviewSchema) }),
  push: adminListings.post('/:id/push', { param: listingIdParam, json: marketplacePushSchema, answer: dataOf(pushResultSchema) }),
};
