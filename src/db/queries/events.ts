/**
 * @module queries/events
 * Shoppers' analytics events: stored raw with who sent them, capped per client and day, rolled up
 * per day, type and name, and kept raw for a limited time.
 */
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnalyticsEvent } from '../../contracts/events.ts';
import { chunk, runBatch } from '../batch.ts';
import type { Database } from '../client.ts';
import { analyticsDaily, analyticsEvents } from '../schema.ts';

/** Eight columns a row: 12 rows stay under D1's 100 parameters a statement. */
const ROWS_PER_INSERT = 12;

/**
 * Stores a batch of events from one client in one transaction, up to what is left of the client's
 * rows for the day; answers how many were stored.
 */
export async function insertEvents(db: Database, events: readonly AnalyticsEvent[], from: { client: string; day: string; dailyCap: number }): Promise<number> {
  const today = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.client, from.client), gte(analyticsEvents.createdAt, from.day)))
    .get();
  const room = Math.max(0, from.dailyCap - (today?.n ?? 0));
  const rows = events.slice(0, room).map((e) => ({
    type: e.type,
    name: e.name,
    listingId: e.listingId ?? null,
    title: e.title ?? null,
    data: JSON.stringify(e.data ?? {}),
    path: e.path ?? null,
    client: from.client,
  }));
  await runBatch(
    db,
    chunk(rows, ROWS_PER_INSERT).map((part) => db.insert(analyticsEvents).values(part)),
  );
  return rows.length;
}

/**
 * Counts the raw events of every whole day before `today` into analytics_daily (recounted while their
 * raw rows are kept, so a run repeated or missed changes nothing), then drops raw rows before
 * `keepFrom`. Both days are YYYY-MM-DD (UTC).
 */
export async function rollUpEvents(db: Database, today: string, keepFrom: string): Promise<void> {
  const day = sql<string>`substr(${analyticsEvents.createdAt}, 1, 10)`.as('day');
  await runBatch(db, [
    db
      .insert(analyticsDaily)
      .select(
        db
          .select({ day, type: analyticsEvents.type, name: analyticsEvents.name, count: count().as('count') })
          .from(analyticsEvents)
          .where(lt(analyticsEvents.createdAt, today))
          .groupBy(sql`1, 2, 3`),
      )
      .onConflictDoUpdate({ target: [analyticsDaily.day, analyticsDaily.type, analyticsDaily.name], set: { count: sql`excluded.count` } }),
    db.delete(analyticsEvents).where(lt(analyticsEvents.createdAt, keepFrom)),
  ]);
}
