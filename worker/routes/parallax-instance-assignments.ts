/** GET /api/parallax-instance-assignments/:id: the scene a parallax instance shows. */
import { Hono } from 'hono';
import { instanceIdParam } from '~/contracts/queries.ts';
import { getInstanceAssignment } from '~/db/queries/parallax-scenes.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

export const parallaxInstanceAssignments = new Hono<AppEnv>().get('/:id', revisioned, validate('param', instanceIdParam), async (c) => {
  const assignment = await getInstanceAssignment(c.var.db, c.req.valid('param').id);
  if (!assignment) throw notFound('Instance assignment');
  return c.json({ data: assignment });
});
