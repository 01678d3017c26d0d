/** GET /api/category-scene-assignments and /:category: which scene shows above a category's group. */
import { Hono } from 'hono';
import { z } from 'zod';
import { getCategoryAssignment, listCategoryAssignments } from '../../src/db/queries/scenes.ts';
import type { AppEnv } from '../env.ts';
import { db } from '../lib/db.ts';
import { notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';

export const categorySceneAssignments = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ data: await listCategoryAssignments(db(c)) }))
  .get('/:category', validate('param', z.object({ category: z.string().trim().min(1).max(100) })), async (c) => {
    const assignment = await getCategoryAssignment(db(c), c.req.valid('param').category);
    if (!assignment) throw notFound('Category scene assignment');
    return c.json({ data: assignment });
  });
