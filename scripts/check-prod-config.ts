/**
 * npm run check:prod-config: is wrangler.toml's production configuration, with the production
 * secrets, ready to deploy? Exits 1 with one line per problem (scripts/lib/prod-config.ts says what
 * is checked), else prints 'Production configuration: OK'. Nothing here reaches Cloudflare, and a
 * secret is only ever named.
 *   --env NAME        the wrangler environment that is deployed (`npm run check:prod-config` passes production)
 *   --config FILE     the wrangler configuration (wrangler.toml)
 *   --vars-file FILE  the production secrets in dotenv format; without it, the process environment (CI)
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs, parseEnv } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { FAKE_API_KEY } from './fake-etsy/app.ts';
import { deployConfigSchema, prodConfigProblems, type DeployConfig } from './lib/prod-config.ts';

const { values } = parseArgs({ options: { env: { type: 'string' }, config: { type: 'string', default: 'wrangler.toml' }, 'vars-file': { type: 'string' } } });

function fail(lines: readonly string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

function readDeployConfig(env: string | undefined): DeployConfig {
  try {
    // Our own lines say what is missing; wrangler's warnings would say it twice.
    return deployConfigSchema.parse(unstable_readConfig({ config: values.config, env }, { hideWarnings: true }));
  } catch (error) {
    // wrangler explains over several lines; its first is the problem.
    const first = String(error instanceof Error ? error.message : error)
      .split('\n')
      .map((line) => line.trim().replace(/^- /, ''))
      .find((line) => line && !/^Processing .* configuration:$/.test(line));
    return fail([`${values.config}: ${first ?? 'cannot be read'}`]);
  }
}

const varsFile = values['vars-file'];
if (varsFile && !existsSync(varsFile)) fail([`${varsFile}: no such file (the production secrets, dotenv format)`]);
const secrets = varsFile ? parseEnv(readFileSync(varsFile, 'utf8')) : process.env;

const problems = prodConfigProblems({
  target: readDeployConfig(values.env),
  base: readDeployConfig(undefined),
  where: values.env ? `[env.${values.env}]` : 'the top level',
  secrets,
  fakeApiKey: FAKE_API_KEY,
});
if (problems.length > 0) fail(problems);
console.log('Production configuration: OK');
