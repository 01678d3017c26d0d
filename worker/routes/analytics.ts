/**
 * @module routes/analytics
 * GET /api/admin/analytics?days=30: the admin's view of the stored shopper events. Admin only.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { REPORT_DAYS } from '~/contracts/analytics-report.ts';
import { decimalInt } from '~/contracts/queries.ts';
import { analyticsReport } from '~/db/queries/analytics-report.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { requireAdmin } from '../middleware/require-admin.ts';

const reportQuery = z.object({ days: z.optional(decimalInt(1, REPORT_DAYS)) });

export const analytics = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', validate('query', reportQuery), async (c) => c.json({ data: await analyticsReport(c.var.db, c.req.valid('query').days ?? REPORT_DAYS, new Date()) }));
