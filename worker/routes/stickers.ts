/** GET /api/stickers: a page of the public catalogue's cards (the storefront's load-all fallback). */
import { Hono } from 'hono';
import { stickerRoutes } from '~/contracts/routes/stickers.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { paginate } from '../lib/paginate.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

const { list } = stickerRoutes;

export const stickers = new Hono<AppEnv>().get(list.path, revisioned, validate('query', list.query), async (c) => {
  const { page, limit } = c.req.valid('query');
  return c.json(paginate((await catalogueOf(c)).cards, page, limit));
});
