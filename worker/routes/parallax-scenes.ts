/**
 * @module routes/parallax-scenes
 * GET /api/parallax-scenes (optionally one category's) and GET /:name, whose answer adds
 * enrichedStickers: the public listings the scene shows. For the admin: where a scene shows, a
 * scene created (409 when the name is taken) or changed (404 when there is none, so the panel
 * creates it), deleted (409 saying where it still shows, unless forced, which clears those
 * assignments with it), and every scene cleared. Changes ask the site to republish.
 */
import { Hono } from 'hono';
import { sceneInUseText } from '~/contracts/parallax-scene-input.ts';
import { parallaxSceneRoutes } from '~/contracts/routes/parallax-scenes.ts';
import { clearAllScenes, createScene, deleteScene, isUnused, sceneUsage, updateScene } from '~/db/queries/parallax-scene-writes.ts';
import { getParallaxScene, getParallaxSceneDetail, listParallaxScenes } from '~/db/queries/parallax-scenes.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { revisioned } from '../middleware/cache.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { requestPublish } from '../publish/request.ts';

const { list, one, usage, create, update, remove, clear } = parallaxSceneRoutes;

/** 200 stickers with their titles and paths, positions and layer settings fit well inside this. */
const SCENE_BODY_LIMIT = 128 * 1024;

export const parallaxScenes = new Hono<AppEnv>()
  .get(list.path, revisioned, validate('query', list.query), async (c) => c.json({ data: await listParallaxScenes(c.var.db, c.req.valid('query').category) }))
  .get(usage.path, requireAdmin, validate('param', usage.param), async (c) => {
    const { name } = c.req.valid('param');
    if (!(await getParallaxScene(c.var.db, name))) throw notFound('Scene');
    return c.json({ data: await sceneUsage(c.var.db, name) });
  })
  .get(one.path, revisioned, validate('param', one.param), async (c) => {
    const scene = await getParallaxSceneDetail(c.var.db, c.req.valid('param').name);
    if (!scene) throw notFound('Scene');
    return c.json({ data: scene });
  })
  .post(create.path, requireAdmin, sameOrigin, bodyLimit(SCENE_BODY_LIMIT), validate('json', create.json), async (c) => {
    const input = c.req.valid('json');
    const scene = await createScene(c.var.db, input);
    if (!scene) throw new ApiError(409, 'scene_exists', `A scene named '${input.name}' exists`, { name: 'This name is taken' });
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: scene }, 201);
  })
  .put(update.path, requireAdmin, sameOrigin, bodyLimit(SCENE_BODY_LIMIT), validate('param', update.param), validate('json', update.json), async (c) => {
    const now = new Date();
    const scene = await updateScene(c.var.db, c.req.valid('param').name, c.req.valid('json'), now);
    if (!scene) throw notFound('Scene');
    await requestPublish(c.env, c.var.db, { now, immediate: false });
    return c.json({ data: scene });
  })
  .delete(remove.path, requireAdmin, sameOrigin, validate('param', remove.param), validate('query', remove.query), async (c) => {
    const { name } = c.req.valid('param');
    if (!(await getParallaxScene(c.var.db, name))) throw notFound('Scene');
    const where = await sceneUsage(c.var.db, name);
    if (!isUnused(where) && c.req.valid('query').force !== 'true') {
      throw new ApiError(409, 'scene_in_use', sceneInUseText(name, where), {
        categories: where.categories.join(', '),
        listings: where.listings.join(', '),
        instances: where.instances.join(', '),
      });
    }
    const cleared = await deleteScene(c.var.db, name);
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: { name, cleared } });
  })
  .delete(clear.path, requireAdmin, sameOrigin, async (c) => {
    const cleared = await clearAllScenes(c.var.db);
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: cleared });
  });
