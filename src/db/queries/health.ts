/**
 * @module queries/health
 * Whether the database answers, has its tables, and how many public listings it holds.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Health } from '../../contracts/api.ts';
import type { Database } from '../client.ts';
import { stickers } from '../schema.ts';
import { readCatalogueRevision } from './listings.ts';

/** The database's status and its public listing count ('setting up': migrations not applied yet); rejects when the database does not answer. */
export async function databaseHealth(db: Database): Promise<Pick<Health, 'database' | 'listings' | 'revision'>> {
  const table = await db.get<{ name: string } | undefined>(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'stickers'`);
  if (!table) return { database: 'setting up', listings: null, revision: null };
  const row = await db.select({ n: count() }).from(stickers).where(eq(stickers.publicVisible, true)).get();
  return { database: 'running', listings: row?.n ?? 0, revision: await readCatalogueRevision(db) };
}
