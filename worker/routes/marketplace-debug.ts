/**
 * @module routes/marketplace-debug
 * The debug screen's server side, admin only: POST /api/marketplace/debug/:check runs one check;
 * GET /api/marketplace/debug/process-deprecated says what the deprecated processing path would
 * change, writing nothing; POST runs it, only with its confirmation text, and says what it changed.
 * GET /api/marketplace/debug/stored-data-problems lists the listings whose stored JSON is corrupt.
 */
import { Hono } from 'hono';
import { DEPRECATED_TITLE } from '~/contracts/debug.ts';
import { marketplaceDebugRoutes } from '~/contracts/routes/marketplace-debug.ts';
import { findStoredDataProblems } from '~/db/queries/diagnostics.ts';
import { planReprocessing, reprocessStoredRecords, summarise } from '~/db/queries/sync.ts';
import { summaryLines } from '~/domain/sync-summary.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { marketplaceConfigOf } from '../marketplace/config.ts';
import { runDebugCheck } from '../marketplace/debug-checks.ts';

const { planDeprecated, processDeprecated, storedDataProblems, check } = marketplaceDebugRoutes;

export const marketplaceDebug = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(planDeprecated.path, async (c) => c.json({ data: await planReprocessing(c.var.db) }))
  .post(processDeprecated.path, sameOrigin, bodyLimit(1024), validate('json', processDeprecated.json), async (c) => {
    const summary = summarise(await reprocessStoredRecords(c.var.db, new Date()));
    return c.json({
      data: {
        title: DEPRECATED_TITLE,
        ok: summary.failed === 0,
        lines: summaryLines(summary),
      },
    });
  })
  .get(storedDataProblems.path, async (c) => c.json({ data: await findStoredDataProblems(c.var.db) }))
  .post(check.path, sameOrigin, validate('param', check.param), async (c) =>
    c.json({ data: await runDebugCheck(c.req.valid('param').check, c.var.db, marketplaceConfigOf(c.env)) }),
  );
