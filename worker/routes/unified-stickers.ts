/**
 * @module routes/unified-stickers
 * GET /api/unified-stickers: the public catalogue, searched, filtered, sorted and paginated with the
 * same domain rules as the grid. GET /api/unified-stickers/:id: one public listing in full.
 */
import { Hono } from 'hono';
import { unifiedStickerRoutes } from '~/contracts/routes/unified-stickers.ts';
import { getPublicListing } from '~/db/queries/listings.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { notFound } from '../lib/errors.ts';
import { jsonPage, paginate } from '../lib/paginate.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

const { list, one } = unifiedStickerRoutes;

export const unifiedStickers = new Hono<AppEnv>()
  .get(list.path, revisioned, validate('query', list.query), async (c) => {
    const query = c.req.valid('query');
    const catalogue = await catalogueOf(c);
    const { data, pagination } = paginate(catalogue.query(query), query.page, query.limit);
    return jsonPage(
      c,
      await catalogue.summariesJson(
        c.var.db,
        data.map((card) => card.id),
      ),
      pagination,
    );
  })
  .get(one.path, revisioned, validate('param', one.param), async (c) => {
    const listing = await getPublicListing(c.var.db, c.req.valid('param').id);
    if (!listing) throw notFound('Listing');
    return c.json({ data: listing });
  });
