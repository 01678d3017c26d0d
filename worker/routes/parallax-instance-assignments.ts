/**
 * @module routes/parallax-instance-assignments
 * GET /api/parallax-instance-assignments/:id: the scene a parallax instance shows. For the admin:
 * POST sets an instance's scene (one that exists; 'Set as default scene'), DELETE /:id clears it
 * ('Clear assignment'). Instances are read as their page loads, so nothing is republished.
 */
import { Hono } from 'hono';
import { parallaxInstanceAssignmentRoutes } from '~/contracts/routes/parallax-instance-assignments.ts';
import { assignInstanceScene, clearInstanceScene } from '~/db/queries/parallax-scene-writes.ts';
import { getInstanceAssignment } from '~/db/queries/parallax-scenes.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../lib/errors.ts';
import { requireSceneNamed } from '../lib/scene-guard.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { revisioned } from '../middleware/cache.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

const { one, assign, clear } = parallaxInstanceAssignmentRoutes;

export const parallaxInstanceAssignments = new Hono<AppEnv>()
  .get(one.path, revisioned, validate('param', one.param), async (c) => {
    const assignment = await getInstanceAssignment(c.var.db, c.req.valid('param').id);
    if (!assignment) throw notFound('Instance assignment');
    return c.json({ data: assignment });
  })
  .post(assign.path, requireAdmin, sameOrigin, bodyLimit(1024), validate('json', assign.json), async (c) => {
    const input = c.req.valid('json');
    await requireSceneNamed(c.var.db, input.scene_name);
    return c.json({ data: await assignInstanceScene(c.var.db, input, new Date()) });
  })
  .delete(clear.path, requireAdmin, sameOrigin, validate('param', clear.param), async (c) => {
    const cleared = await clearInstanceScene(c.var.db, c.req.valid('param').id);
    if (!cleared) throw notFound('Instance assignment');
    return c.json({ data: cleared });
  });
