/** Every tag of the public catalogue with its count. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { tagCountSchema } from '../listing.ts';
import { resource } from '../route.ts';

export const globalTagRoutes = {
  list: resource('global-tags').get('/', { answer: dataOf(z.array(tagCountSchema)) }),
};
