/**
 * GET /api/unified-stickers?limit=50 on the local Worker with 5,000 listings, 50 connections for
 * 10 s (autocannon), beside static assets from the same server (budget: within 2x of a static asset).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { run, start } from '../../scripts/lib/run.ts';

const PORT = 8791;
const BASE = `http://127.0.0.1:${PORT}`;
const STATE = '.wrangler/bench-state';

async function waitForServer(url: string, seconds = 60): Promise<void> {
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

async function load(path: string): Promise<autocannon.Result> {
  return autocannon({ url: BASE + path, connections: 50, duration: 10 });
}

export async function runApiBench(listings = 5000): Promise<void> {
  const env = { D1_STATE: STATE };
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE]);
  await run('node', ['scripts/seed.ts', '--listings', String(listings)], env);
  // The static figures come from the site built on the same catalogue.
  await run('astro', ['build'], env);
  const server = start('wrangler', ['dev', '--ip', '127.0.0.1', '--port', String(PORT), '--persist-to', STATE, '--show-interactive-dev-session=false', '--log-level', 'error']);
  try {
    await waitForServer(`${BASE}/api/health`);
    const api = '/api/unified-stickers?limit=50';
    const check = (await (await fetch(BASE + api)).json()) as { data: unknown[]; pagination: { total: number } };
    console.log(`list API: ${check.pagination.total} public listings, ${check.data.length} in the page`);
    await load(api); // warm-up: the first requests fill the isolate's catalogue cache
    const targets: [string, string][] = [
      ['GET /api/unified-stickers?limit=50', api],
      ['GET /api/unified-stickers?limit=50&search=dino&sortBy=title', '/api/unified-stickers?limit=50&search=dino&sortBy=title'],
      ['static /favicon.svg', '/favicon.svg'],
      ['static / (home HTML)', '/'],
    ];
    const rows: string[] = [];
    for (const [label, path] of targets) {
      // Let the previous run's queue drain so each figure measures its own target.
      await sleep(2000);
      await waitForServer(`${BASE}/api/health`);
      const r = await load(path);
      rows.push(`${label.padEnd(62)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ${Math.round(r.requests.average)} req/s  errors ${r.errors + r.non2xx}`);
    }
    console.log('50 connections, 10 s each (autocannon, loopback):');
    for (const row of rows) console.log(`  ${row}`);
  } finally {
    server.kill('SIGTERM');
  }
}
