/**
 * npm run build:prod: the site built from the production database, into dist/, for
 * `wrangler deploy --env production` to upload with the Worker. Astro's build reads a local D1
 * (src/db/local-d1.ts), so the production D1 is exported (`wrangler d1 export --remote`, which needs
 * CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID) into a fresh local copy first; SITE_URL is the
 * environment's own. The dump and the copy hold the whole database (sealed Etsy tokens included) and
 * are deleted once the build has read them.
 *   --env NAME  the wrangler environment (production)
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { loadDump, localD1File } from './lib/d1-dump.ts';
import { deployConfigSchema } from './lib/prod-config.ts';
import { run } from './lib/run.ts';

const { values } = parseArgs({ options: { env: { type: 'string', default: 'production' } } });
const env = values.env;
const siteUrl = deployConfigSchema.parse(unstable_readConfig({ env }, { hideWarnings: true })).vars.SITE_URL;
if (typeof siteUrl !== 'string') throw new Error(`[env.${env}] in wrangler.toml has no SITE_URL`);

const dump = resolve('.cache/production-d1.sql');
const state = resolve('.wrangler/production-build-state');
rmSync(state, { recursive: true, force: true });
mkdirSync('.cache', { recursive: true });
try {
  await run('wrangler', ['d1', 'export', 'DB', '--remote', '--env', env, '--output', dump]);
  // Any local statement makes the copy's (empty) database file; the dump then goes into it.
  await run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--command', 'SELECT 1']);
  loadDump(localD1File(state), readFileSync(dump, 'utf8'));
  rmSync(dump, { force: true });
  await run('astro', ['build'], { SITE_URL: siteUrl, D1_STATE: state });
} finally {
  rmSync(dump, { force: true });
  rmSync(state, { recursive: true, force: true });
}
