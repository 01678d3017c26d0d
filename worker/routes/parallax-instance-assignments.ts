/** GET /api/parallax-instance-assignments/:id: the scene a parallax instance shows. */
import { Hono } from 'hono';
import { parallaxInstanceAssignmentRoutes } from '~/contracts/routes/parallax-instance-assignments.ts';
import { getInstanceAssignment } from '~/db/queries/parallax-scenes.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

const { one } = parallaxInstanceAssignmentRoutes;

export const parallaxInstanceAssignments = new Hono<AppEnv>().get(one.path, revisioned, validate('param', one.param), async (c) => {
  const assignment = await getInstanceAssignment(c.var.db, c.req.valid('param').id);
  if (!assignment) throw notFound('Instance assignment');
  return c.json({ data: assignment });
});
