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
  stop(): void;
}

/** A bench database, optionally the site built from it, served on the given port. */
/** Migrates and seeds `.wrangler/bench-<listings>` with the demo generator (kept between runs); answers its folder. */
export async function prepareBenchDatabase(listings: number): Promise<string> {
  const state = `.wrangler/bench-${listings}`;
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {});
  await run('node', ['scripts/seed.ts', '--listings', String(listings)], { D1_STATE: state });
  return state;
}

/** Builds the site from a bench database into `.cache/bench-dist-<listings>`; answers the folder. */
export async function buildBenchSite(listings: number, siteUrl: string): Promise<string> {
  const assets = `.cache/bench-dist-${listings}`;
  await run('astro', ['build', '--outDir', assets], { D1_STATE: `.wrangler/bench-${listings}`, SITE_URL: siteUrl });
  return assets;
}

export async function startBenchServer({
  listings,
  port,
  build,
  afterBuild,
  vars = {},
}: {
  listings: number;
  port: number;
  build: boolean;
  afterBuild?: () => void;
  vars?: Record<string, string>;
}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const state = await prepareBenchDatabase(listings);
  const assets = build ? await buildBenchSite(listings, base) : 'public';
  if (build) afterBuild?.();
  const server: ChildProcess = start('wrangler', [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--persist-to',
    state,
    '--assets',
    assets,
    '--var',
    'CLIENT_ADDRESS:local',
    ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
    '--show-interactive-dev-session=false',
    '--log-level',
    'error',
  ]);
  await waitForServer(`${base}/api/health`);
  return { base, stop: () => server.kill('SIGTERM') };
}
