/**
 * @module contracts/analytics-report
 * GET /api/admin/analytics: what shoppers did over the last days, from the stored events.
 */
import * as z from 'zod/mini';

const counted = z.object({ count: z.int() });

export const analyticsReportSchema = z.object({
  days: z.int(),
  since: z.string(),
  /** BUY IT NOW clicks (modal, scene, shopping list) per listing, most first. */
  buyClicks: z.array(z.extend(counted, { listingId: z.int(), title: z.nullable(z.string()) })),
  /** Searches shoppers paused on, most frequent first. */
  topSearches: z.array(z.extend(counted, { search: z.string() })),
  /** Searches that found nothing. */
  zeroResults: z.array(z.extend(counted, { search: z.string() })),
  /** Events per type. */
  totals: z.record(z.string(), z.int()),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export const REPORT_ROWS = 20;
export const REPORT_DAYS = 30;
