/**
 * @module routes/stickers
 * Light lists of public listings: /api/stickers (catalogue cards, the storefront's load-all
 * fallback), /api/etsy-listing-ids and /api/svgpath-stickers (summaries of the listings with
 * artwork, for the hero and the Scene Builder).
 */
import { Hono } from 'hono';
import { artworkQuerySchema, pageQuerySchema } from '~/contracts/queries.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { jsonPage, paginate } from '../lib/paginate.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

export const stickerLists = new Hono<AppEnv>()
  .get('/stickers', revisioned, validate('query', pageQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(paginate((await catalogueOf(c)).cards, page, limit));
  })
  .get('/etsy-listing-ids', revisioned, async (c) => c.json({ data: (await catalogueOf(c)).cards.map((card) => card.id) }))
  .get('/svgpath-stickers', revisioned, validate('query', artworkQuerySchema), async (c) => {
    const { size, page, limit } = c.req.valid('query');
    const catalogue = await catalogueOf(c);
    const { data, pagination } = paginate(catalogue.query({ sortBy: 'sales', hasSvgPath: true, size }), page, limit);
    return jsonPage(c, await catalogue.summariesJson(c.var.db, data.map((card) => card.id)), pagination);
  });
