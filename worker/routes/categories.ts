/** GET /api/categories: the categories of the public catalogue with counts and artwork folders. */
import { Hono } from 'hono';
import { artworkFolder, compareCategoryDisplay, UNCATEGORIZED } from '../../src/domain/categories.ts';
import type { AppEnv } from '../env.ts';
import { currentCatalogue } from '../lib/catalogue-cache.ts';
import { db } from '../lib/db.ts';

export const categories = new Hono<AppEnv>().get('/', async (c) => {
  const { entries } = await currentCatalogue(c.env.DB, db(c));
  const counts = new Map<string, number>();
  for (const e of entries) {
    const category = e.category ?? UNCATEGORIZED;
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  const data = [...counts]
    .sort(([a], [b]) => compareCategoryDisplay(a, b))
    .map(([category, count]) => ({ category, count, folder: artworkFolder(category) }));
  return c.json({ data });
});
