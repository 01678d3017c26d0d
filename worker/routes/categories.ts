/** GET /api/categories: the categories of the public catalogue with counts and artwork folders. */
import { Hono } from 'hono';
import type { CategoryCount } from '~/contracts/listing.ts';
import { categoryRoutes } from '~/contracts/routes/categories.ts';
import { artworkFolder, compareCategoryDisplay } from '~/domain/categories.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { revisioned } from '../middleware/cache.ts';

export const categories = new Hono<AppEnv>().get(categoryRoutes.list.path, revisioned, async (c) => {
  const counts = new Map<string, number>();
  for (const card of (await catalogueOf(c)).cards) counts.set(card.category, (counts.get(card.category) ?? 0) + 1);
  const data: CategoryCount[] = [...counts]
    .sort(([a], [b]) => compareCategoryDisplay(a, b))
    .map(([category, count]) => ({ category, count, folder: artworkFolder(category) }));
  return c.json({ data });
});
