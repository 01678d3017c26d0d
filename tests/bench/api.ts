/**
 * GET /api/unified-stickers?limit=50 on the local Worker with 5,000 listings, 50 connections for
 * 10 s (autocannon), beside static assets from the same server (budget: within 2x of a static asset).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { startBenchServer, waitForServer } from './server.ts';

export async function runApiBench(listings = 5000): Promise<void> {
  const server = await startBenchServer({ listings, port: 8791, build: false });
  const load = (path: string) => autocannon({ url: server.base + path, connections: 50, duration: 10 });
  try {
    const api = '/api/unified-stickers?limit=50';
    const check = await (await fetch(server.base + api)).json<{ data: unknown[]; pagination: { total: number } }>();
    console.log(`list API: ${check.pagination.total} public listings, ${check.data.length} in the page`);
    await load(api); // warm-up: the first requests fill the isolate's caches
    const targets: [string, string][] = [
      ['GET /api/unified-stickers?limit=50', api],
      ['GET /api/unified-stickers?limit=50&search=dino&sortBy=title', '/api/unified-stickers?limit=50&search=dino&sortBy=title'],
      ['GET /api/unified-stickers?limit=50&page=40&sortBy=views', '/api/unified-stickers?limit=50&page=40&sortBy=views'],
      ['static /logo.svg', '/logo.svg'],
      ['static /artwork/dinosaurs/t-rex-skull.svg', '/artwork/dinosaurs/t-rex-skull.svg'],
    ];
    console.log('50 connections, 10 s each (autocannon, loopback):');
    for (const [label, path] of targets) {
      // Let the previous run's queue drain so each figure measures its own target.
      await sleep(2000);
      await waitForServer(`${server.base}/api/health`);
      const r = await load(path);
      const bytes = Math.round(r.throughput.average / Math.max(1, r.requests.average));
      console.log(
        `  ${label.padEnd(58)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ${String(Math.round(r.requests.average)).padStart(5)} req/s  ~${bytes} B/answer  errors ${r.errors + r.non2xx}`,
      );
    }
  } finally {
    server.stop();
  }
}
