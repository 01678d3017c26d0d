/**
 * The Worker as `wrangler deploy` would upload it, bundled offline (`--dry-run --outdir`), and its
 * gzipped size beside Cloudflare's limit: 3 MB on the free plan (10 MB on paid plans).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { OFFLINE_ENV } from './run.ts';

/** Cloudflare's limit on a Worker's gzipped size, free plan. */
export const FREE_PLAN_LIMIT_BYTES = 3 * 1024 * 1024;

export interface WorkerBundle {
  /** The uploaded modules (source maps aside) and their sizes. */
  modules: { name: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

/** Sizes of what a bundle folder holds that would be uploaded: its code modules, not the maps or the README. */
export function measureBundle(dir: string): WorkerBundle {
  const modules = readdirSync(dir)
    .filter((name) => /\.(m?js|wasm)$/.test(name))
    .map((name) => {
      const content = readFileSync(join(dir, name));
      return { name, bytes: content.length, gzipBytes: gzipSync(content).length };
    });
  if (modules.length === 0) throw new Error(`no Worker module in ${dir}`);
  return { modules, bytes: modules.reduce((s, m) => s + m.bytes, 0), gzipBytes: modules.reduce((s, m) => s + m.gzipBytes, 0) };
}

/** One line for a person: the size, the limit, and how much of it is used. */
export function describeBundle(bundle: WorkerBundle, limit = FREE_PLAN_LIMIT_BYTES): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const share = ((bundle.gzipBytes / limit) * 100).toFixed(1);
  return `Worker bundle: ${kb(bundle.bytes)}, ${kb(bundle.gzipBytes)} gzipped (Cloudflare's limit on the free plan: ${kb(limit)} gzipped; ${share}% used)`;
}

/** Bundles the Worker with wrangler's dry run into `outdir` and measures it. */
export async function bundleWorker(outdir = '.cache/worker-bundle'): Promise<WorkerBundle> {
  rmSync(outdir, { recursive: true, force: true });
  // The site's files are uploaded beside the Worker, not inside it: an empty folder stands in for
  // ./dist, which a fresh clone has not built yet.
  const assets = `${outdir}-assets`;
  mkdirSync(assets, { recursive: true });
  await promisify(execFile)('wrangler', ['deploy', '--dry-run', '--outdir', outdir, '--assets', assets], {
    env: { ...process.env, ...OFFLINE_ENV },
    maxBuffer: 16 * 1024 * 1024,
  });
  return measureBundle(outdir);
}
