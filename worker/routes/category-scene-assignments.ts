/**
 * @module routes/category-scene-assignments
 * GET /api/category-scene-assignments and /:category: which scene shows above a category's group.
 * For the admin: POST assigns a scene (one that exists) to a category, DELETE /:category clears it;
 * both ask the site to republish.
 */
import { Hono } from 'hono';
import { categorySceneAssignmentRoutes } from '~/contracts/routes/category-scene-assignments.ts';
import { assignCategoryScene, clearCategoryScene } from '~/db/queries/parallax-scene-writes.ts';
import { getCategoryAssignment, listCategoryAssignments } from '~/db/queries/parallax-scenes.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../lib/errors.ts';
import { requireSceneNamed } from '../lib/scene-guard.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { revisioned } from '../middleware/cache.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { requestPublish } from '../publish/request.ts';

const { list, one, assign, clear } = categorySceneAssignmentRoutes;

export const categorySceneAssignments = new Hono<AppEnv>()
  .get(list.path, revisioned, async (c) => c.json({ data: await listCategoryAssignments(c.var.db) }))
  .get(one.path, revisioned, validate('param', one.param), async (c) => {
    const assignment = await getCategoryAssignment(c.var.db, c.req.valid('param').category);
    if (!assignment) throw notFound('Category scene assignment');
    return c.json({ data: assignment });
  })
  .post(assign.path, requireAdmin, sameOrigin, bodyLimit(1024), validate('json', assign.json), async (c) => {
    const input = c.req.valid('json');
    await requireSceneNamed(c.var.db, input.scene_name);
    const assignment = await assignCategoryScene(c.var.db, input);
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: assignment });
  })
  .delete(clear.path, requireAdmin, sameOrigin, validate('param', clear.param), async (c) => {
    const cleared = await clearCategoryScene(c.var.db, c.req.valid('param').category);
    if (!cleared) throw notFound('Category scene assignment');
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: cleared });
  });
