/** The ids of every public listing. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { resource } from '../route.ts';

export const etsyListingIdRoutes = {
  list: resource('etsy-listing-ids').get('/', { answer: dataOf(z.array(z.int())) }),
};
