/** The home page's one request: the hero's candidates and the data of the parallax scenes it shows. */
import { dataOf } from '../api.ts';
import { smartLoadingRequestSchema, smartLoadingSchema } from '../smart-loading.ts';
import { resource } from '../route.ts';

export const smartLoadingRoutes = {
  parallaxFirst: resource('smart-loading').post('/parallax-first', { json: smartLoadingRequestSchema, answer: dataOf(smartLoadingSchema) }),
};
