/** GET /api/global-tags: every tag of the public catalogue with its count, most used first. */
import { Hono } from 'hono';
import { tagCounts } from '../../src/domain/catalogue.ts';
import type { AppEnv } from '../env.ts';
import { currentCatalogue } from '../lib/catalogue-cache.ts';
import { db } from '../lib/db.ts';

export const globalTags = new Hono<AppEnv>().get('/', async (c) => {
  const { entries } = await currentCatalogue(c.env.DB, db(c));
  return c.json({ data: tagCounts(entries) });
});
