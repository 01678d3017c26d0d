/**
 * @module middleware/database
 * Gives every request its drizzle handle as `c.var.db`.
 */
import { createMiddleware } from 'hono/factory';
import { database } from '~/db/client.ts';
import type { AppEnv } from '../env.ts';

/** Sets `c.var.db` over the DB binding. */
export const withDatabase = createMiddleware<AppEnv>(async function withDatabase(c, next) {
  c.set('db', database(c.env.DB));
  await next();
});
