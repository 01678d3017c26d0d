/**
 * @module batch
 * D1's batch (one transaction) over any number of drizzle statements.
 */
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from './client.ts';

/**
 * Runs the statements in one transaction: all of them land, or none. Nothing to run is a no-op.
 * Answers the rows D1 says it wrote (what it bills), for the sync's report.
 */
export async function runBatch(db: Database, statements: readonly BatchItem<'sqlite'>[]): Promise<number> {
  const [first, ...rest] = statements;
  if (!first) return 0;
  const results: unknown[] = await db.batch([first, ...rest]);
  return results.reduce<number>((sum, r) => sum + rowsWritten(r), 0);
}

/** A statement's written rows from its D1 result (a query that returns rows has none to give). */
const rowsWritten = (result: unknown): number => {
  const written = (result as { meta?: { rows_written?: unknown } } | null)?.meta?.rows_written;
  return typeof written === 'number' ? written : 0;
};

/** Splits items into chunks of a size: D1 binds at most 100 parameters a statement. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
}
