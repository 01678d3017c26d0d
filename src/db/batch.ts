/**
 * @module batch
 * D1's batch (one transaction) over any number of drizzle statements.
 */
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from './client.ts';

/** Runs the statements in one transaction: all of them land, or none. Nothing to run is a no-op. */
export async function runBatch(db: Database, statements: readonly BatchItem<'sqlite'>[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** Splits items into chunks of a size: D1 binds at most 100 parameters a statement. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
}
