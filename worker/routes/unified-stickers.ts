/**
 * @module routes/unified-stickers
 * GET /api/unified-stickers: the public catalogue, searched, filtered, sorted and paginated with the
 * same domain rules as the grid. GET /api/unified-stickers/:id: one public listing in full.
 */
import { Hono } from 'hono';
import { listingIdParam, listQuerySchema } from '~/contracts/queries.ts';
import { getPublicListing } from '~/db/queries/listings.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { notFound } from '../lib/errors.ts';
import { jsonPage, paginate } from '../lib/paginate.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

export const unifiedStickers = new Hono<AppEnv>()
  .get('/', revisioned, validate('query', listQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const catalogue = await catalogueOf(c);
    const { data, pagination } = paginate(catalogue.query(query), query.page, query.limit);
    return jsonPage(c, await catalogue.summariesJson(c.var.db, data.map((card) => card.id)), pagination);
  })
  .get('/:id', revisioned, validate('param', listingIdParam), async (c) => {
    const listing = await getPublicListing(c.var.db, c.req.valid('param').id);
    if (!listing) throw notFound('Listing');
    return c.json({ data: listing });
  });
