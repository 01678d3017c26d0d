/**
 * GET /api/health: the app's and the database's status. 'setting up' means the database answers
 * but its migrations have not been applied yet.
 */
import { Hono } from 'hono';
import type { Health } from '~/contracts/api.ts';
import { healthRoutes } from '~/contracts/routes/health.ts';
import { databaseHealth } from '~/db/queries/health.ts';
import type { AppEnv } from '../env.ts';
import { log } from '../lib/log.ts';

export const health = new Hono<AppEnv>().get(healthRoutes.status.path, async (c) => {
  const database = await databaseHealth(c.var.db).catch((error: unknown) => {
    log.error('health_check_failed', {}, error);
    return { database: 'failed', listings: null, revision: null } as const;
  });
  const ok = database.database === 'running';
  const body: Health = { status: ok ? 'ok' : 'degraded', app: 'running', ...database, time: new Date().toISOString() };
  c.header('Cache-Control', 'no-store');
  return c.json(body, ok ? 200 : 503);
});
