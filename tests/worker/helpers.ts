import { env } from 'cloudflare:test';
import { errorBodySchema } from '../../src/contracts/api.ts';
import { runBatch } from '../../src/db/batch.ts';
import { database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import type { NewStickerRow } from '../../src/db/schema.ts';
import { app } from '../../worker/index.ts';
import type { Route } from '../../src/contracts/route.ts';
import { API_ROUTES } from '../../src/contracts/routes/index.ts';

export const db = () => database(env.DB);

/** Inserts listing rows into the test's own D1. */
export async function insertStickers(rows: readonly NewStickerRow[]): Promise<void> {
  for (const row of rows) await db().insert(schema.stickers).values(row);
}

/** Calls the Worker's app as a browser would, with the test's bindings. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(app.request(path, init, env));
}

/**
 * Reads a JSON answer through its contract: the route's answer schema for a success, the error body
 * for a failure. A field renamed on either side throws here.
 */
export async function readAnswer<T = any>(method: string, path: string, res: Response): Promise<T> {
  const body: unknown = await res.json();
  if (!res.ok) return errorBodySchema.parse(body) as T;
  const route = routeOf(method, path);
  if (!route) throw new Error(`No route for ${method} ${path} in src/contracts/routes/`);
  return route.answer.parse(body) as T;
}

// A literal segment ('/stats', '/process-deprecated') is listed before the :param beside it, so it is found first.
const matchers = API_ROUTES.map((route) => ({ route, pattern: new RegExp(`^${route.fullPath.replace(/:\w+/g, '[^/]+')}$`) }));

/** The table's route that answers a request, or null. */
export function routeOf(method: string, path: string): Route | null {
  const { pathname } = new URL(path, 'http://test');
  return matchers.find((m) => m.route.method === method && m.pattern.test(pathname))?.route ?? null;
}

/** GETs a path and reads its JSON answer through its contract. */
export async function getJson<T = any>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await request(path);
  return { status: res.status, body: await readAnswer<T>('GET', path, res), headers: res.headers };
}

/** The site's configured origin (SITE_URL): a write from this site's own page carries it. */
export const OWN_ORIGIN = new URL(env.SITE_URL).origin;

/** Sends a JSON body from this site's own page (Origin set, unless the headers say otherwise) and reads the answer through its contract. */
export async function sendJson<T = any>(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: OWN_ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await readAnswer<T>(method, path, res), headers: res.headers };
}

const TABLES = [
  schema.stickers,
  schema.marketplaceListings,
  schema.parallaxScenes,
  schema.categorySceneAssignments,
  schema.listingSceneInsertions,
  schema.instanceSceneAssignments,
  schema.heroSettings,
  schema.recommendations,
  schema.backups,
  schema.progress,
  schema.analyticsEvents,
  schema.marketplaceTokens,
  schema.syncRuns,
  schema.shopTransactions,
  schema.analyticsDaily,
  schema.recommendationHits,
  schema.searchSynonyms,
  schema.listingReviews,
  schema.shopSettings,
];

/** Empties every table: the plugin shares one database across a file's tests, so each test starts clean. */
export async function resetDatabase(): Promise<void> {
  const handle = db();
  await runBatch(
    handle,
    TABLES.map((table) => handle.delete(table)),
  );
}
