/** GET /api/parallax-instance-assignments/:id: the scene a parallax instance shows. */
import { Hono } from 'hono';
import { z } from 'zod';
import { getInstanceAssignment } from '../../src/db/queries/scenes.ts';
import type { AppEnv } from '../env.ts';
import { db } from '../lib/db.ts';
import { notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';

export const instanceId = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, - and _ only, at most 64');

export const parallaxInstanceAssignments = new Hono<AppEnv>().get('/:id', validate('param', z.object({ id: instanceId })), async (c) => {
  const assignment = await getInstanceAssignment(db(c), c.req.valid('param').id);
  if (!assignment) throw notFound('Instance assignment');
  return c.json({ data: assignment });
});
