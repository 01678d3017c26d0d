/** GET /api/global-tags: every tag of the public catalogue with its count, most used first. */
import { Hono } from 'hono';
import { globalTagRoutes } from '~/contracts/routes/global-tags.ts';
import { tagCounts } from '~/domain/catalogue.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { revisioned } from '../middleware/cache.ts';

export const globalTags = new Hono<AppEnv>().get(globalTagRoutes.list.path, revisioned, async (c) => c.json({ data: tagCounts((await catalogueOf(c)).cards) }));
