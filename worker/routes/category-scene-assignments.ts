/** GET /api/category-scene-assignments and /:category: which scene shows above a category's group. */
import { Hono } from 'hono';
import { categoryParam } from '~/contracts/queries.ts';
import { getCategoryAssignment, listCategoryAssignments } from '~/db/queries/parallax-scenes.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

export const categorySceneAssignments = new Hono<AppEnv>()
  .get('/', revisioned, async (c) => c.json({ data: await listCategoryAssignments(c.var.db) }))
  .get('/:category', revisioned, validate('param', categoryParam), async (c) => {
    const assignment = await getCategoryAssignment(c.var.db, c.req.valid('param').category);
    if (!assignment) throw notFound('Category scene assignment');
    return c.json({ data: assignment });
  });
