/**
 * @module routes/stickers
 * Light lists of public listings: /api/stickers (summaries), /api/etsy-listing-ids and
 * /api/svgpath-stickers (listings with artwork, for the hero and the Scene Builder).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { CatalogueEntry } from '../../src/db/queries/listings.ts';
import type { AppEnv } from '../env.ts';
import { currentCatalogue } from '../lib/catalogue-cache.ts';
import { db } from '../lib/db.ts';
import { paginate, paginationQuery, sizeQuery } from '../lib/query-params.ts';
import { validate } from '../lib/validate.ts';

const summary = (e: CatalogueEntry) => ({
  etsyListingId: e.id,
  slug: e.slug,
  title: e.title,
  category: e.category,
  tags: e.tags,
  total_sales_volume: e.sales,
  views: e.views,
  isTrueScale: e.isTrueScale,
  svgPath: e.svgPath,
  available_sizes: e.sizes,
});

const svgQuery = z.object({
  size: sizeQuery.optional(),
  ...paginationQuery,
});

export const stickerLists = new Hono<AppEnv>()
  .get('/stickers', validate('query', z.object(paginationQuery)), async (c) => {
    const { page, limit } = c.req.valid('query');
    const { entries } = await currentCatalogue(c.env.DB, db(c));
    const result = paginate(entries, page, limit);
    return c.json({ data: result.data.map(summary), pagination: result.pagination });
  })
  .get('/etsy-listing-ids', async (c) => {
    const { entries } = await currentCatalogue(c.env.DB, db(c));
    return c.json({ data: entries.map((e) => e.id) });
  })
  .get('/svgpath-stickers', validate('query', svgQuery), async (c) => {
    const { size, page, limit } = c.req.valid('query');
    const { entries } = await currentCatalogue(c.env.DB, db(c));
    const withArtwork = entries.filter((e) => e.hasSvgPath && (!size || e.sizes.includes(size)));
    const result = paginate(withArtwork, page, limit);
    return c.json({ data: result.data.map(summary), pagination: result.pagination });
  });
