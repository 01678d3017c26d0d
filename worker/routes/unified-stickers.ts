/**
 * @module routes/unified-stickers
 * GET /api/unified-stickers: the public catalogue, searched, filtered, sorted and paginated with the
 * same domain rules as the grid. GET /api/unified-stickers/:id: one public listing.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_SELECTED_TAGS, SORT_KEYS } from '../../src/domain/catalogue.ts';
import { getPublicSticker } from '../../src/db/queries/listings.ts';
import type { AppEnv } from '../env.ts';
import { currentCatalogue } from '../lib/catalogue-cache.ts';
import { db } from '../lib/db.ts';
import { notFound } from '../lib/errors.ts';
import { paginate, paginationQuery, sizeQuery } from '../lib/query-params.ts';
import { validate } from '../lib/validate.ts';

const tagList = z
  .string()
  .max(1000)
  .transform((s) => s.split(',').map((t) => t.trim()).filter(Boolean))
  .refine((tags) => tags.length <= MAX_SELECTED_TAGS, `At most ${MAX_SELECTED_TAGS} tags`);

export const listQuery = z.object({
  search: z.string().max(200).optional(),
  tags: tagList.optional(),
  category: z.string().max(100).optional(),
  hasSvgPath: z.stringbool().optional(),
  size: sizeQuery.optional(),
  sortBy: z.enum(SORT_KEYS).default('sales'),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  // Public answers only ever hold visible listings; asking for hidden ones is an error, not a leak.
  publicVisible: z.literal('true', { error: 'Only visible listings are public' }).optional(),
  ...paginationQuery,
});

export const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const unifiedStickers = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => {
    const q = c.req.valid('query');
    const catalogue = await currentCatalogue(c.env.DB, db(c));
    const page = paginate(catalogue.query(q), q.page, q.limit);
    const data = await catalogue.summariesJson(db(c), page.data.map((e) => e.id));
    c.header('Content-Type', 'application/json');
    return c.body(`{"data":${data},"pagination":${JSON.stringify(page.pagination)}}`);
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const sticker = await getPublicSticker(db(c), c.req.valid('param').id);
    if (!sticker) throw notFound('Listing');
    return c.json({ data: sticker });
  });
