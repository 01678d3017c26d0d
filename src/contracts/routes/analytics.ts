/** The admin's report of the stored shopper events, over the last `days` (at most 30). */
import * as z from 'zod/mini';
import { analyticsReportSchema, REPORT_DAYS } from '../analytics-report.ts';
import { dataOf } from '../api.ts';
import { decimalInt } from '../queries.ts';
import { resource } from '../route.ts';

export const analyticsRoutes = {
  report: resource('admin/analytics').get('/', { query: z.object({ days: z.optional(decimalInt(1, REPORT_DAYS)) }), answer: dataOf(analyticsReportSchema) }),
};
