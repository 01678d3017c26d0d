/** The categories of the public catalogue with their counts, in display order. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { categoryCountSchema } from '../listing.ts';
import { resource } from '../route.ts';

export const categoryRoutes = {
  list: resource('categories').get('/', { answer: dataOf(z.array(categoryCountSchema)) }),
};
