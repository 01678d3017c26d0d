/** The designs shown under a listing: read them, and count their views or a click. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { listingIdParam } from '../queries.ts';
import { recommendationSchema, trackedRecommendationsSchema, trackRecommendationsSchema } from '../recommendations.ts';
import { resource } from '../route.ts';

const recommendations = resource('listing-recommendations');

export const listingRecommendationRoutes = {
  list: recommendations.get('/:id', { param: listingIdParam, answer: dataOf(z.array(recommendationSchema)) }),
  track: recommendations.put('/:id', { param: listingIdParam, json: trackRecommendationsSchema, answer: dataOf(trackedRecommendationsSchema) }),
};
