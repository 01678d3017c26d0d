/**
 * @module local-d1
 * The local D1 that wrangler dev serves, opened from Node scripts (seed, build snapshot, benchmarks).
 * D1_STATE picks the state folder (wrangler's --persist-to), so tests and benchmarks keep their own.
 */
import { resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';

/** wrangler's --persist-to folder for this run. */
export function d1StateDir(): string {
  return resolve(process.env.D1_STATE ?? '.wrangler/state');
}

/** Runs work against the local DB binding and always disposes the proxy. */
export async function withLocalD1<T>(work: (d1: D1Database) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: './wrangler.toml',
    persist: { path: `${d1StateDir()}/v3` },
    remoteBindings: false,
  });
  try {
    return await work(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}
