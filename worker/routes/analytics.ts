/**
 * @module routes/analytics
 * GET /api/admin/analytics?days=30: the admin's view of the stored shopper events. Admin only.
 */
import { Hono } from 'hono';
import { REPORT_DAYS } from '~/contracts/analytics-report.ts';
import { analyticsRoutes } from '~/contracts/routes/analytics.ts';
import { analyticsReport } from '~/db/queries/analytics-report.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { requireAdmin } from '../middleware/require-admin.ts';

const { report } = analyticsRoutes;

export const analytics = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(report.path, validate('query', report.query), async (c) =>
    c.json({ data: await analyticsReport(c.var.db, c.req.valid('query').days ?? REPORT_DAYS, new Date()) }),
  );
