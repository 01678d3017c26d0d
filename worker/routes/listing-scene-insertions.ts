/** GET /api/listing-scene-insertions and /:listingId: scenes inserted before a listing's card. */
import { Hono } from 'hono';
import { listingSceneInsertionRoutes } from '~/contracts/routes/listing-scene-insertions.ts';
import { getListingInsertion, listListingInsertions } from '~/db/queries/parallax-scenes.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

const { list, one } = listingSceneInsertionRoutes;

export const listingSceneInsertions = new Hono<AppEnv>()
  .get(list.path, revisioned, async (c) => c.json({ data: await listListingInsertions(c.var.db) }))
  .get(one.path, revisioned, validate('param', one.param), async (c) => {
    const insertion = await getListingInsertion(c.var.db, c.req.valid('param').listingId);
    if (!insertion) throw notFound('Listing scene insertion');
    return c.json({ data: insertion });
  });
