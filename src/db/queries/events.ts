/**
 * @module queries/events
 * Shoppers' analytics events.
 */
import type { AnalyticsEvent } from '../../contracts/events.ts';
import { chunk, runBatch } from '../batch.ts';
import type { Database } from '../client.ts';
import { analyticsEvents } from '../schema.ts';

/** Seven columns a row: 12 rows stay under D1's 100 parameters a statement. */
const ROWS_PER_INSERT = 12;

/** Stores a batch of events in one transaction, so a batch lands whole or not at all. */
export async function insertEvents(db: Database, events: readonly AnalyticsEvent[]): Promise<void> {
  const rows = events.map((e) => ({ type: e.type, name: e.name, listingId: e.listingId ?? null, title: e.title ?? null, data: JSON.stringify(e.data ?? {}), path: e.path ?? null }));
  await runBatch(db, chunk(rows, ROWS_PER_INSERT).map((part) => db.insert(analyticsEvents).values(part)));
}
