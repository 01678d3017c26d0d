/** A local D1 seeded with a catalogue of a given size, and wrangler dev serving it, for benchmarks. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChildProcess } from 'node:child_process';
import { run, start } from '../../scripts/lib/run.ts';

export async function waitForServer(url: string, seconds = 90): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`server at ${url} did not start`);
}

export interface BenchServer {
  base: string;
  /** The folder its static files are served from (wrangler dev serves a file added to it). */
  assets: string;
  stop(): void;
}

/** A bench database, optionally the site built from it, served on the given port. */
/** A synthetic catalogue of this many listings, or 'demo': the demo shop `npm start` seeds. */
export type BenchShop = number | 'demo';

/** Migrates and seeds `.wrangler/bench-<shop>` (kept between runs); answers its folder. */
export async function prepareBenchDatabase(shop: BenchShop): Promise<string> {
  const state = `.wrangler/bench-${shop}`;
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {});
  await run('node', ['scripts/seed.ts', ...(shop === 'demo' ? [] : ['--listings', String(shop)])], { D1_STATE: state });
  return state;
}

/** The folder a bench site is built into. */
export const benchDist = (shop: BenchShop) => `.cache/bench-dist-${shop}`;

/** Builds the site from a bench database into `benchDist(shop)`; answers the folder. */
export async function buildBenchSite(shop: BenchShop, siteUrl: string): Promise<string> {
  const assets = benchDist(shop);
  await run('astro', ['build', '--outDir', assets], { D1_STATE: `.wrangler/bench-${shop}`, SITE_URL: siteUrl });
  return assets;
}

export async function startBenchServer({
  listings,
  port,
  build,
  afterBuild,
  vars = {},
}: {
  listings: BenchShop;
  port: number;
  build: boolean;
  afterBuild?: () => void;
  vars?: Record<string, string>;
}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const state = await prepareBenchDatabase(listings);
  const assets = build ? await buildBenchSite(listings, base) : 'public';
  if (build) afterBuild?.();
  return serveBench({ state, assets, port, vars });
}

/**
 * wrangler dev serving a bench database and a built site. `cwd` serves another checkout's Worker
 * (its wrangler.toml and code); two servers at once need their own `inspectorPort`.
 */
export async function serveBench({
  state,
  assets,
  port,
  vars = {},
  cwd,
  inspectorPort,
}: {
  state: string;
  assets: string;
  port: number;
  vars?: Record<string, string>;
  cwd?: string;
  inspectorPort?: number;
}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = start(
    'wrangler',
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []),
      '--persist-to',
      state,
      '--assets',
      assets,
      '--var',
      'CLIENT_ADDRESS:local',
      // The site's own origin, which same-origin writes (the recommendations' view counts) are checked
      // against: without it wrangler.toml's 127.0.0.1:8787 refused them with a 403 in the console.
      '--var',
      `SITE_URL:${base}`,
      ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
      '--show-interactive-dev-session=false',
      // /__scheduled runs the cron's handler (the sync bench's scheduled run).
      '--test-scheduled',
      '--log-level',
      'error',
    ],
    {},
    cwd,
  );
  await waitForServer(`${base}/api/health`);
  return { base, assets, stop: () => server.kill('SIGTERM') };
}
