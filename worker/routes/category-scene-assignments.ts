/** GET /api/category-scene-assignments and /:category: which scene shows above a category's group. */
import { Hono } from 'hono';
import { categorySceneAssignmentRoutes } from '~/contracts/routes/category-scene-assignments.ts';
import { getCategoryAssignment, listCategoryAssignments } from '~/db/queries/parallax-scenes.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

const { list, one } = categorySceneAssignmentRoutes;

export const categorySceneAssignments = new Hono<AppEnv>()
  .get(list.path, revisioned, async (c) => c.json({ data: await listCategoryAssignments(c.var.db) }))
  .get(one.path, revisioned, validate('param', one.param), async (c) => {
    const assignment = await getCategoryAssignment(c.var.db, c.req.valid('param').category);
    if (!assignment) throw notFound('Category scene assignment');
    return c.json({ data: assignment });
  });
