import { env } from 'cloudflare:test';
import { app } from '../../worker/index.ts';
import { database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import type { NewStickerRow } from '../../src/db/schema.ts';

export const db = () => database(env.DB);

/** Inserts listing rows into the test's own D1. */
export async function insertStickers(rows: readonly NewStickerRow[]): Promise<void> {
  for (const row of rows) await db().insert(schema.stickers).values(row);
}

/** Calls the Worker's app as a browser would, with the test's bindings. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return Promise.resolve(app.request(path, init, env));
}

/** GETs a path and parses its JSON body. */
export async function getJson<T = any>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await request(path);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

const TABLES = [
  schema.stickers, schema.marketplaceListings, schema.parallaxScenes, schema.categorySceneAssignments,
  schema.listingSceneInsertions, schema.instanceSceneAssignments, schema.heroSettings, schema.recommendations,
  schema.backups, schema.progress, schema.analyticsEvents, schema.marketplaceTokens, schema.syncRuns, schema.shopTransactions,
];

/** Empties every table: the plugin shares one database across a file's tests, so each test starts clean. */
export async function resetDatabase(): Promise<void> {
  const handle = db();
  await handle.batch(TABLES.map((table) => handle.delete(table)) as never);
}
