/**
 * GET /api/parallax-scenes (optionally one category's) and GET /api/parallax-scenes/:name, whose
 * answer adds enrichedStickers: the public listings the scene shows.
 */
import { Hono } from 'hono';
import { sceneListQuery, sceneNameParam } from '~/contracts/queries.ts';
import { getParallaxSceneDetail, listParallaxScenes } from '~/db/queries/parallax-scenes.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

export const parallaxScenes = new Hono<AppEnv>()
  .get('/', revisioned, validate('query', sceneListQuery), async (c) => c.json({ data: await listParallaxScenes(c.var.db, c.req.valid('query').category) }))
  .get('/:name', revisioned, validate('param', sceneNameParam), async (c) => {
    const scene = await getParallaxSceneDetail(c.var.db, c.req.valid('param').name);
    if (!scene) throw notFound('Scene');
    return c.json({ data: scene });
  });
