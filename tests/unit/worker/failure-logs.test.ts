import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { database } from '../../../src/db/client.ts';
import type { AppEnv } from '../../../worker/env.ts';
import { handleError } from '../../../worker/lib/errors.ts';
import { health } from '../../../worker/routes/health.ts';

/** A D1 binding whose every statement fails, as when the database is unreachable. */
const brokenD1 = {
  prepare: () => {
    throw new Error('D1_ERROR: Network connection lost.');
  },
} as unknown as D1Database;

function errorLines(spy: { mock: { calls: unknown[][] } }): unknown[] {
  return spy.mock.calls.map(([text]) => JSON.parse(text as string));
}

afterEach(() => vi.restoreAllMocks());

describe('GET /api/health when the database does not answer', () => {
  it('answers 503 with the database failed, and logs the failure once', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = new Hono<AppEnv>().use((c, next) => (c.set('db', database(brokenD1)), next())).route('/api/health', health);
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: 'failed', listings: null, revision: null });
    expect(errorLines(consoleError)).toEqual([
      { level: 'error', event: 'health_check_failed', error: { name: 'Error', message: 'D1_ERROR: Network connection lost.' } },
    ]);
  });
});

describe('the API error handler', () => {
  it('logs an unknown error as one line with the method and path, and answers a bare 500', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = new Hono().get('/api/boom', () => {
      throw new RangeError('index 7 out of range');
    });
    app.onError(handleError);
    const res = await app.request('/api/boom?token=abc', { headers: { Authorization: 'Bearer abc' } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: 'internal_error', message: 'Server Error' } });
    expect(errorLines(consoleError)).toEqual([
      { level: 'error', event: 'unhandled_error', method: 'GET', path: '/api/boom', error: { name: 'RangeError', message: 'index 7 out of range' } },
    ]);
  });
});
