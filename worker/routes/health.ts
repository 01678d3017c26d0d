/**
 * GET /api/health: the app's and the database's status. 'setting up' means the database answers
 * but its migrations have not been applied yet.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

type Status = 'running' | 'failed' | 'setting up';

export const health = new Hono<AppEnv>().get('/', async (c) => {
  let database: Status;
  let listings: number | null = null;
  try {
    const table = await c.env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'stickers'").first();
    if (table) {
      listings = (await c.env.DB.prepare('SELECT count(*) AS n FROM stickers WHERE public_visible = 1').first<number>('n')) ?? 0;
      database = 'running';
    } else {
      database = 'setting up';
    }
  } catch (err) {
    console.error('Health check failed', err);
    database = 'failed';
  }
  const ok = database === 'running';
  c.header('Cache-Control', 'no-store');
  return c.json({ status: ok ? 'ok' : 'degraded', app: 'running', database, listings, time: new Date().toISOString() }, ok ? 200 : 503);
});
