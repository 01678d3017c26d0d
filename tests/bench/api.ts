/**
 * The public API under load on the local Worker with 5,000 listings: autocannon, 50 connections for
 * three rounds of 10 s, taking turns, on the list (full and as the Scene Builder's sidebar asks for it), one listing's detail,
 * and from the same server a static page (the prebuilt FAQ) and a small static file, with the ratio of
 * each API p50 to the static page's (target: at most 1.5x, no errors) and to the small file's, every
 * request accepting compression as a browser's does. Then what a page of 50 weighs, full and lean,
 * plain and compressed.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { BUILDER_LISTING_FIELDS } from '../../src/contracts/listing-fields.ts';
import { startBenchServer, waitForServer } from './server.ts';

const CONNECTIONS = 50;
const ROUNDS = 3;
const SECONDS = 10;

const LIST = '/api/unified-stickers?limit=50';
/** The sidebar's first page (src/features/scene-builder/sidebar/remote.ts). */
const LEAN_LIST = `/api/unified-stickers?page=1&limit=50&hasSvgPath=true&sortBy=sales&sortOrder=desc&fields=${BUILDER_LISTING_FIELDS.join(',')}`;
const STATIC_PAGE = '/faq';
const STATIC_FILE = '/logo.svg';
const SAME_BYTES_FILE = '/bench-full-list-copy.json';

/** Every request asks as a browser does, accepting compressed answers: the platform compresses both the API's and the static files'. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const load = (url: string, duration: number) => autocannon({ url, connections: CONNECTIONS, duration, headers: BROWSER_HEADERS });
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function runApiBench(listings = 5000): Promise<void> {
  // Built, so the static page is there to compare with.
  const server = await startBenchServer({ listings, port: 8811, build: true });
  try {
    const first = await (await fetch(server.base + LIST)).json<{ data: { etsyListingId: number }[]; pagination: { total: number } }>();
    console.log(`list API: ${first.pagination.total} public listings, ${first.data.length} in the page`);
    const detail = `/api/unified-stickers/${first.data[0]!.etsyListingId}`;
    // The full list's very bytes as a static file: what sending that much costs without the Worker.
    const fullAnswer = Buffer.from(await (await fetch(server.base + LIST, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    writeFileSync(join(server.assets, SAME_BYTES_FILE.slice(1)), fullAnswer);
    await waitForServer(server.base + SAME_BYTES_FILE);
    const targets: [string, string][] = [
      ['GET /api/unified-stickers?limit=50 (full)', LIST],
      ['GET /api/unified-stickers?...&fields= (sidebar, lean)', LEAN_LIST],
      ['GET /api/unified-stickers/:id (detail)', detail],
      [`static page ${STATIC_PAGE}`, STATIC_PAGE],
      [`static file ${STATIC_FILE}`, STATIC_FILE],
      [`static copy of the full list's bytes`, SAME_BYTES_FILE],
    ];
    // Warm-up: the isolate's catalogue, the JIT and the edge cache's entries.
    for (const [, path] of targets) await load(server.base + path, 3);

    console.log(
      `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each, the targets taking turns (autocannon, loopback; load average before: ${loadAverage()}):`,
    );
    // Rounds in turn, so a slow spell of the machine falls on every target alike; each figure is the median of its rounds.
    const runs = new Map<string, autocannon.Result[]>(targets.map(([label]) => [label, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, path] of targets) {
        // Let the previous run's queue drain so each figure measures its own target.
        await sleep(1000);
        await waitForServer(`${server.base}/api/health`);
        runs.get(label)!.push(await load(server.base + path, SECONDS));
      }
    }
    const p50s = new Map<string, number>();
    for (const [label] of targets) {
      const results = runs.get(label)!;
      const p50 = median(results.map((r) => r.latency.p50));
      p50s.set(label, p50);
      const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
      const bytes = Math.round(results.reduce((sum, r) => sum + r.throughput.total, 0) / Math.max(1, requests));
      const errors = results.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
      console.log(
        `  ${label.padEnd(54)} p50 ${String(p50).padStart(4)} ms (${results.map((r) => r.latency.p50).join(', ')})  p99 ${String(median(results.map((r) => r.latency.p99))).padStart(4)} ms  ${String(Math.round(median(results.map((r) => r.requests.average)))).padStart(5)} req/s  ~${bytes} B/answer  errors ${errors}`,
      );
    }
    const pageP50 = p50s.get(`static page ${STATIC_PAGE}`)!;
    const fileP50 = p50s.get(`static file ${STATIC_FILE}`)!;
    const sameBytesP50 = p50s.get(`static copy of the full list's bytes`)!;
    for (const [label] of targets.slice(0, 3)) {
      const p50 = p50s.get(label)!;
      console.log(
        `  ${label.padEnd(54)} p50 ${(p50 / Math.max(1, pageP50)).toFixed(2)}x the static page's (budget <= 1.5), ${(p50 / Math.max(1, fileP50)).toFixed(2)}x the small file's`,
      );
    }
    console.log(`load average after: ${loadAverage()}`);

    console.log('a page of 50 listings (bytes of the JSON; gzip and brotli as the platform sends them to a client that accepts them):');
    for (const [label, path] of [
      ['full summaries', LIST],
      ['sidebar fields', LEAN_LIST],
    ] as const) {
      const text = Buffer.from(await (await fetch(server.base + path)).arrayBuffer());
      const count = (JSON.parse(text.toString()) as { data: unknown[] }).data.length;
      console.log(
        `  ${label.padEnd(16)} ${count} listings: ${kb(text.length)} (${kb(text.length / count)} a listing), gzip ${kb(gzipSync(text).length)}, brotli ${kb(brotliCompressSync(text).length)}`,
      );
    }
    const fullP50 = p50s.get(targets[0]![0])!;
    console.log(
      `  the full list's bytes as a static file: p50 ${(sameBytesP50 / Math.max(1, pageP50)).toFixed(2)}x the static page's; the API ${(fullP50 / Math.max(1, sameBytesP50)).toFixed(2)}x that file's (the Worker's own share)`,
    );
  } finally {
    rmSync(join(server.assets, SAME_BYTES_FILE.slice(1)), { force: true });
    server.stop();
  }
}
