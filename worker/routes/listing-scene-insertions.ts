/** GET /api/listing-scene-insertions and /:listingId: scenes inserted before a listing's card. */
import { Hono } from 'hono';
import { z } from 'zod';
import { getListingInsertion, listListingInsertions } from '../../src/db/queries/scenes.ts';
import type { AppEnv } from '../env.ts';
import { db } from '../lib/db.ts';
import { notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';

export const listingSceneInsertions = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ data: await listListingInsertions(db(c)) }))
  .get('/:listingId', validate('param', z.object({ listingId: z.coerce.number().int().positive() })), async (c) => {
    const insertion = await getListingInsertion(db(c), c.req.valid('param').listingId);
    if (!insertion) throw notFound('Listing scene insertion');
    return c.json({ data: insertion });
  });
