/** GET /api/stickers: a page of the public catalogue's cards (the storefront's load-all fallback). */
import { Hono } from 'hono';
import { pageQuerySchema } from '~/contracts/queries.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { paginate } from '../lib/paginate.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

export const stickers = new Hono<AppEnv>().get('/', revisioned, validate('query', pageQuerySchema), async (c) => {
  const { page, limit } = c.req.valid('query');
  return c.json(paginate((await catalogueOf(c)).cards, page, limit));
});
