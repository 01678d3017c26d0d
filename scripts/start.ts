/**
 * npm start: migrate the local D1, seed the demo shop when it is empty, build the site from it and
 * serve site + API with wrangler dev. Offline and without prompts; running it again keeps the data.
 *   PORT (default 8787)         where to serve
 *   D1_STATE (.wrangler/state)  which local database
 *   ASSETS_DIR (dist)           where the site is built and served from
 *   FAKE_ETSY_PORT (PORT+1000)  where the fake marketplace listens, while .dev.vars holds its key
 *   PUBLISH_PORT (PORT+2000)    where the local deploy hook listens (the Worker calls it to republish)
 *   --fresh                     start from an empty database (tests)
 *   --no-build                  serve the dist/ already built
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { d1StateDir } from '../src/db/local-d1.ts';
import { devEtsyApiKey, ensureDevSecrets, FAKE_ETSY_API_KEY } from './lib/dev-secrets.ts';
import { run, start } from './lib/run.ts';
import { startRebuildServer } from './lib/rebuild-server.ts';

const { values } = parseArgs({ options: { fresh: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } } });
const port = process.env.PORT ?? '8787';
const host = '127.0.0.1';
const state = d1StateDir();
const siteUrl = process.env.SITE_URL ?? `http://${host}:${port}`;
// Two test runs side by side need two builds: each keeps its own folder.
const assets = process.env.ASSETS_DIR ?? 'dist';

if (values.fresh) rmSync(state, { recursive: true, force: true });
const adminPassword = await ensureDevSecrets();
await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
await run('node', ['scripts/seed.ts']);
if (!values['no-build']) await run('astro', ['build', '--outDir', assets], { SITE_URL: siteUrl });

// Without a real Etsy app's key in .dev.vars, the Worker talks to the fake marketplace.
const fakeMarketplace = devEtsyApiKey() === FAKE_ETSY_API_KEY;
const marketplaceVars: string[] = [];
let fake: ReturnType<typeof start> | null = null;
if (fakeMarketplace) {
  const fakePort = process.env.FAKE_ETSY_PORT ?? String(Number(port) + 1000);
  const fakeUrl = `http://${host}:${fakePort}`;
  fake = start('node', ['scripts/fake-etsy/serve.ts'], { FAKE_ETSY_PORT: fakePort });
  marketplaceVars.push('--var', `MARKETPLACE_API_BASE:${fakeUrl}`, '--var', `MARKETPLACE_CONNECT_URL:${fakeUrl}/oauth/connect`);
}

// Publishing locally: the Worker's deploy hook is this process, which rebuilds the served folder.
const publishPort = Number(process.env.PUBLISH_PORT ?? Number(port) + 2000);
const rebuilds = startRebuildServer({ port: publishPort, assets, siteUrl });
const publishVars = [
  '--var',
  `DEPLOY_HOOK_URL:http://${host}:${publishPort}/rebuild`,
  ...(process.env.PUBLISH_GATHER_SECONDS ? ['--var', `PUBLISH_GATHER_SECONDS:${process.env.PUBLISH_GATHER_SECONDS}`] : []),
];

console.log(`\n  Micro Decals: site and API on ${siteUrl}  (health: ${siteUrl}/api/health)`);
console.log(`  Admin: ${siteUrl}/admin  password: ${adminPassword ?? '(your own, set in .dev.vars)'}`);
console.log(`  Marketplace: ${fakeMarketplace ? 'the local fake Etsy (put your Etsy app key in .dev.vars for the real shop)' : 'Etsy'}\n`);
const server = start('wrangler', [
  'dev',
  '--ip',
  host,
  '--port',
  port,
  '--persist-to',
  state,
  '--assets',
  assets,
  '--test-scheduled',
  '--var',
  `SITE_URL:${siteUrl}`,
  '--var',
  'CLIENT_ADDRESS:local',
  ...marketplaceVars,
  ...publishVars,
  '--show-interactive-dev-session=false',
]);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    fake?.kill(signal);
    rebuilds.close();
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  fake?.kill('SIGTERM');
  rebuilds.close();
  process.exit(code ?? 0);
});
