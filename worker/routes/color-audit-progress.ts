/**
 * @module routes/color-audit-progress
 * GET /api/color-audit-progress (admin): the audit's saved progress, or null before any.
 * POST (admin): saves it as the audit runs (resumed from it after a reload). DELETE: Clear Progress.
 */
import { Hono } from 'hono';
import { colorAuditProgressSchema } from '~/contracts/color-audit.ts';
import { colorAuditProgressRoutes } from '~/contracts/routes/color-audit-progress.ts';
import { clearToolProgress, readToolProgress, writeToolProgress } from '~/db/queries/tool-progress.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

const { read, save, clear } = colorAuditProgressRoutes;

/** 20,000 ids and a few thousand non-compliant records. */
const MAX_BODY_BYTES = 2_000_000;

export const colorAuditProgress = new Hono<AppEnv>()
  .get(read.path, requireAdmin, async (c) => c.json({ data: await readToolProgress(c.var.db, 'color-audit', colorAuditProgressSchema) }))
  .post(save.path, requireAdmin, sameOrigin, bodyLimit(MAX_BODY_BYTES), validate('json', save.json), async (c) => {
    const value = c.req.valid('json');
    await writeToolProgress(c.var.db, 'color-audit', value);
    return c.json({ data: value });
  })
  .delete(clear.path, requireAdmin, sameOrigin, async (c) => {
    await clearToolProgress(c.var.db, 'color-audit');
    return c.json({ data: { cleared: true } });
  });
