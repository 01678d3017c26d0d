/** GET /api/hero-settings: the two configured hero stickers (null ids mean random stickers). */
import { Hono } from 'hono';
import { getHeroSettings } from '~/db/queries/hero.ts';
import type { AppEnv } from '../env.ts';
import { revisioned } from '../middleware/cache.ts';

export const heroSettings = new Hono<AppEnv>().get('/', revisioned, async (c) => c.json({ data: await getHeroSettings(c.var.db) }));
