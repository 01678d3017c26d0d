/**
 * @module queries/analytics-report
 * The admin's analytics: BUY IT NOW clicks per listing, the top searches and the searches with no
 * result (by visitors a day), over the last days of raw events (they are kept 30 days).
 */
import { and, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { REPORT_ROWS, type AnalyticsReport } from '../../contracts/analytics-report.ts';
import type { Database } from '../client.ts';
import { analyticsEvents, stickers } from '../schema.ts';

export async function analyticsReport(db: Database, days: number, now: Date): Promise<AnalyticsReport> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const recent = gte(analyticsEvents.createdAt, since);
  const search = sql<string>`lower(trim(json_extract(${analyticsEvents.data}, '$.search')))`;
  // Visitors, not events: the client hash is the address and the day, so one visitor's 499 identical
  // searches count once a day (a row without one counts alone).
  const visitors = sql<number>`count(distinct coalesce(${analyticsEvents.client}, 'event-' || ${analyticsEvents.id}))`;
  const searches = (name: string) =>
    db
      .select({ search, count: visitors })
      .from(analyticsEvents)
      .where(and(recent, eq(analyticsEvents.type, 'search_filter'), eq(analyticsEvents.name, name), sql`${search} <> ''`))
      .groupBy(search)
      .orderBy(desc(visitors), search)
      .limit(REPORT_ROWS);
  const [buyClicks, topSearches, zeroResults, totals] = await Promise.all([
    db
      .select({ listingId: analyticsEvents.listingId, title: stickers.title, count: count() })
      .from(analyticsEvents)
      .leftJoin(stickers, eq(stickers.etsyListingId, analyticsEvents.listingId))
      .where(and(recent, eq(analyticsEvents.type, 'marketplace_click'), isNotNull(analyticsEvents.listingId)))
      .groupBy(analyticsEvents.listingId)
      .orderBy(desc(count()), analyticsEvents.listingId)
      .limit(REPORT_ROWS),
    searches('filter'),
    searches('zero_results'),
    db.select({ type: analyticsEvents.type, count: count() }).from(analyticsEvents).where(recent).groupBy(analyticsEvents.type),
  ]);
  return {
    days,
    since,
    buyClicks: buyClicks.map((r) => ({ listingId: r.listingId!, title: r.title, count: r.count })),
    topSearches,
    zeroResults,
    totals: Object.fromEntries(totals.map((t) => [t.type, t.count])),
  };
}
