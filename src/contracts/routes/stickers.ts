/** A page of the public catalogue's cards: the storefront's load-all fallback. */
import { pageOf } from '../api.ts';
import { catalogueCardSchema } from '../listing.ts';
import { pageQuerySchema } from '../queries.ts';
import { resource } from '../route.ts';

export const stickerRoutes = {
  list: resource('stickers').get('/', { query: pageQuerySchema, answer: pageOf(catalogueCardSchema) }),
};
