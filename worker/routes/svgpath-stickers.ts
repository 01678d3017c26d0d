/**
 * GET /api/svgpath-stickers: summaries of the public listings with artwork, best sellers first,
 * optionally only those offering a size (for the hero and the Scene Builder).
 */
import { Hono } from 'hono';
import { svgpathStickerRoutes } from '~/contracts/routes/svgpath-stickers.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { jsonPage, paginate } from '../lib/paginate.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

const { list } = svgpathStickerRoutes;

export const svgpathStickers = new Hono<AppEnv>().get(list.path, revisioned, validate('query', list.query), async (c) => {
  const { size, page, limit } = c.req.valid('query');
  const catalogue = await catalogueOf(c);
  const { data, pagination } = paginate(catalogue.query({ sortBy: 'sales', hasSvgPath: true, size }), page, limit);
  return jsonPage(
    c,
    await catalogue.summariesJson(
      c.var.db,
      data.map((card) => card.id),
    ),
    pagination,
  );
});
