/**
 * Serves the fake Etsy marketplace over HTTP for `npm start` and benchmarks, limited to Etsy's
 * 10 requests a second.
 *   node scripts/fake-etsy/serve.ts
 *   FAKE_ETSY_PORT (default 8788)       where to listen (127.0.0.1)
 *   FAKE_ETSY_LISTINGS (demo default)   listings in the shop, e.g. 5000 for the sync benchmark
 *   FAKE_ETSY_RPS (default 10)          requests a second before 429; 0 turns the limit off
 */
import { serve } from '@hono/node-server';
import { FAKE_SHOP_ID, createFakeEtsy } from './app.ts';

function wholeNumber(name: string, fallback: number | undefined): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return n;
}

const port = wholeNumber('FAKE_ETSY_PORT', 8788)!;
const listings = wholeNumber('FAKE_ETSY_LISTINGS', undefined);
const requestsPerSecond = wholeNumber('FAKE_ETSY_RPS', 10);
const host = '127.0.0.1';

const fake = createFakeEtsy({
  ...(listings !== undefined ? { listings } : {}),
  ...(requestsPerSecond ? { requestsPerSecond } : {}),
});

const server = serve({ fetch: fake.app.fetch, port, hostname: host }, (info) => {
  const url = `http://${host}:${info.port}`;
  console.log(
    `Fake Etsy marketplace on ${url}  (shop ${FAKE_SHOP_ID}, ${fake.state.shop.list().length} listings, ${requestsPerSecond || 'no'} requests/s limit)`,
  );
  console.log(`  x-api-key: ${fake.state.apiKey}   stats: ${url}/__fake/stats`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
