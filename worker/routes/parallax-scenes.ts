/**
 * GET /api/parallax-scenes (optionally one category's) and GET /api/parallax-scenes/:name, whose
 * answer adds enrichedStickers: the public listings the scene shows.
 */
import { Hono } from 'hono';
import { parallaxSceneRoutes } from '~/contracts/routes/parallax-scenes.ts';
import { getParallaxSceneDetail, listParallaxScenes } from '~/db/queries/parallax-scenes.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

const { list, one } = parallaxSceneRoutes;

export const parallaxScenes = new Hono<AppEnv>()
  .get(list.path, revisioned, validate('query', list.query), async (c) => c.json({ data: await listParallaxScenes(c.var.db, c.req.valid('query').category) }))
  .get(one.path, revisioned, validate('param', one.param), async (c) => {
    const scene = await getParallaxSceneDetail(c.var.db, c.req.valid('param').name);
    if (!scene) throw notFound('Scene');
    return c.json({ data: scene });
  });
