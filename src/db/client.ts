import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import * as schema from './schema.ts';

export type Database = DrizzleD1Database<typeof schema>;

/** A drizzle handle over a D1 binding (the Worker's, the build's or a test's). */
export function database(d1: D1Database): Database {
  return drizzle(d1, { schema });
}
