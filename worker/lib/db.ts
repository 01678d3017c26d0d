import type { Context } from 'hono';
import { database, type Database } from '../../src/db/client.ts';
import type { AppEnv } from '../env.ts';

/** The request's drizzle handle. */
export function db(c: Context<AppEnv>): Database {
  return database(c.env.DB);
}
