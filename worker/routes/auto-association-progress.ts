/**
 * @module routes/auto-association-progress
 * GET /api/auto-association-progress (admin): the last listing processed and the run's counts.
 * PUT (admin): saves them after each listing approved, edited or skipped.
 */
import { Hono } from 'hono';
import { autoAssociationProgressSchema, NO_AUTO_ASSOCIATION_PROGRESS } from '~/contracts/auto-association.ts';
import { autoAssociationProgressRoutes } from '~/contracts/routes/auto-association-progress.ts';
import { readToolProgress, writeToolProgress } from '~/db/queries/tool-progress.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

const { read, save } = autoAssociationProgressRoutes;

export const autoAssociationProgress = new Hono<AppEnv>()
  .get(read.path, requireAdmin, async (c) =>
    c.json({ data: (await readToolProgress(c.var.db, 'auto-association', autoAssociationProgressSchema)) ?? NO_AUTO_ASSOCIATION_PROGRESS }),
  )
  .put(save.path, requireAdmin, sameOrigin, bodyLimit(1024), validate('json', save.json), async (c) => {
    const value = c.req.valid('json');
    await writeToolProgress(c.var.db, 'auto-association', value);
    return c.json({ data: value });
  });
