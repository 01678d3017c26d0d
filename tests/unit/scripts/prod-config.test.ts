import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseEnv, promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { FAKE_API_KEY } from '../../../scripts/fake-etsy/app.ts';
import { deployConfigSchema, prodConfigProblems, requiredSecrets, type DeployConfig, type ProdConfigInput } from '../../../scripts/lib/prod-config.ts';

const FIXTURES = 'tests/fixtures/prod-config';
const readConfig = (config: string, env?: string): DeployConfig => deployConfigSchema.parse(unstable_readConfig({ config, env }, { hideWarnings: true }));
const fixture = (name: 'good' | 'bad'): ProdConfigInput => ({
  target: readConfig(`${FIXTURES}/${name}.toml`, 'production'),
  base: readConfig(`${FIXTURES}/${name}.toml`),
  where: '[env.production]',
  secrets: parseEnv(readFileSync(`${FIXTURES}/${name}.vars`, 'utf8')),
  fakeApiKey: FAKE_API_KEY,
});

const BAD_LINES = [
  'Binding UPLOADS (r2_buckets) is missing from [env.production]: an environment inherits no bindings',
  'Database DB: database_id is the local placeholder; put the id `wrangler d1 create` printed in [env.production]',
  "Workflow SYNC runs class SomethingElse, not the Worker's MarketplaceSync",
  'No cron trigger: the scheduled sync and the clean-ups would never run',
  'Variable MARKETPLACE_CONNECT_URL is not set in [env.production]',
  'DEPLOY_HOOK_URL is in [vars], readable by anyone who reads wrangler.toml: make it a secret',
  "SITE_URL http://127.0.0.1:8787 is a local or placeholder address: it must be the shop's public https origin (admin writes and the Etsy callback are checked against it)",
  "MARKETPLACE_API_BASE http://127.0.0.1:9787 is a local or placeholder address (the fake marketplace's?): Etsy's is https://api.etsy.com",
  'CLIENT_ADDRESS is "local", not "cloudflare": every client would share one rate limit and count as one visitor',
  'PUBLISH_GATHER_SECONDS "0" is not a positive number of seconds',
  'secrets.required in [env.production] lacks ETSY_API_KEY: wrangler deploy would not insist on it',
  'Secret ADMIN_PASSWORD_HASH is not set',
  'Secret SESSION_SECRET is shorter than 32 characters',
  'Secret TOKEN_KEY is not 32 random bytes in base64url',
  "Secret ETSY_API_KEY is the fake marketplace's key: use your Etsy app's",
  "Secret DEPLOY_HOOK_URL is not a public https URL (the local rebuild server's?)",
];

/** A ready production configuration as plain objects, for the rules the fixtures do not reach. */
const ready = (): ProdConfigInput => {
  const { target, base, secrets } = fixture('good');
  return { target: { ...target }, base, where: '[env.production]', secrets: { ...secrets }, fakeApiKey: FAKE_API_KEY };
};

describe('the production configuration check', () => {
  it('finds nothing wrong with a configuration ready to deploy', () => {
    expect(prodConfigProblems(fixture('good'))).toEqual([]);
  });

  it('says each problem of a configuration still local, one line each, naming secrets without their values', () => {
    const problems = prodConfigProblems(fixture('bad'));
    expect(problems).toEqual(BAD_LINES);
    const values = Object.values(fixture('bad').secrets).filter((v): v is string => !!v);
    for (const value of values) expect(problems.join('\n')).not.toContain(value);
  });

  it('needs the secrets of both required lists, the top level’s and the environment’s', () => {
    const input = ready();
    input.target = { ...input.target, secrets: { required: ['EXTRA_SECRET'] } };
    expect(requiredSecrets(input)).toEqual(['ADMIN_PASSWORD_HASH', 'SESSION_SECRET', 'TOKEN_KEY', 'ETSY_API_KEY', 'EXTRA_SECRET']);
    expect(prodConfigProblems(input)).toContain('Secret EXTRA_SECRET is not set');
  });

  it('lets the deploy hook be left out: publishing then waits for the next deploy', () => {
    const input = ready();
    delete (input.secrets as Record<string, string | undefined>).DEPLOY_HOOK_URL;
    expect(prodConfigProblems(input)).toEqual([]);
  });

  it.each([
    ['not a URL', 'decals.shop', 'SITE_URL "decals.shop" is not a URL'],
    ['plain http', 'http://decals.shop', 'SITE_URL http://decals.shop is not https'],
    ['localhost', 'https://localhost:8787', 'SITE_URL https://localhost:8787 is a local or placeholder address'],
    ['a reserved example name', 'https://shop.example.com', 'SITE_URL https://shop.example.com is a local or placeholder address'],
    ['IPv6 loopback', 'https://[::1]', 'SITE_URL https://[::1] is a local or placeholder address'],
  ])('refuses a SITE_URL that is %s', (_, url, line) => {
    const input = ready();
    input.target = { ...input.target, vars: { ...input.target.vars, SITE_URL: url } };
    expect(prodConfigProblems(input)).toEqual([
      `${line}: it must be the shop's public https origin (admin writes and the Etsy callback are checked against it)`,
    ]);
  });

  it('refuses a marketplace that is https but not Etsy', () => {
    const input = ready();
    input.target = { ...input.target, vars: { ...input.target.vars, MARKETPLACE_CONNECT_URL: 'https://marketplace.shop/oauth/connect' } };
    expect(prodConfigProblems(input)).toEqual([
      "MARKETPLACE_CONNECT_URL https://marketplace.shop/oauth/connect is not Etsy's (https://www.etsy.com/oauth/connect)",
    ]);
  });

  it.each([
    ['a word', 'soon'],
    ['negative', '-5'],
  ])('refuses a PUBLISH_GATHER_SECONDS that is %s', (_, seconds) => {
    const input = ready();
    input.target = { ...input.target, vars: { ...input.target.vars, PUBLISH_GATHER_SECONDS: seconds } };
    expect(prodConfigProblems(input)).toEqual([`PUBLISH_GATHER_SECONDS "${seconds}" is not a positive number of seconds`]);
  });

  it('refuses a database id that is not one, and a site with no assets', () => {
    const input = ready();
    input.target = { ...input.target, d1_databases: [{ binding: 'DB', database_id: 'micro-decals' }], assets: undefined };
    expect(prodConfigProblems(input)).toEqual([
      'Database DB: database_id "micro-decals" is not a D1 database id',
      'No [assets] directory: the site would not be deployed with the Worker',
    ]);
  });

  it('refuses a password hash and an Etsy key of the wrong shape', () => {
    const input = ready();
    input.secrets = { ...input.secrets, ADMIN_PASSWORD_HASH: 'my password', ETSY_API_KEY: 'keystring-only' };
    expect(prodConfigProblems(input)).toEqual([
      'Secret ADMIN_PASSWORD_HASH is not a password hash: make one with `npm run hash-password`',
      "Secret ETSY_API_KEY is not your Etsy app's `keystring:shared_secret`",
    ]);
  });

  it('finds in this repository’s wrangler.toml every binding of the Worker in [env.production], and only its placeholders to fill', () => {
    const input: ProdConfigInput = { ...fixture('good'), target: readConfig('wrangler.toml', 'production'), base: readConfig('wrangler.toml') };
    expect(prodConfigProblems(input)).toEqual([
      'Database DB: database_id is the local placeholder; put the id `wrangler d1 create` printed in [env.production]',
      "SITE_URL https://decals.example.com is a local or placeholder address: it must be the shop's public https origin (admin writes and the Etsy callback are checked against it)",
    ]);
  });
});

describe('npm run check:prod-config', () => {
  const run = (name: 'good' | 'bad') =>
    promisify(execFile)(
      process.execPath,
      ['scripts/check-prod-config.ts', '--env', 'production', '--config', `${FIXTURES}/${name}.toml`, '--vars-file', `${FIXTURES}/${name}.vars`],
      {
        env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
      },
    );

  it('exits 1 printing one line per problem', async () => {
    const failed = await run('bad').then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trimEnd().split('\n')).toEqual(BAD_LINES);
    expect(failed?.stdout).toBe('');
  }, 60_000);

  it('exits 0 saying OK for a configuration ready to deploy', async () => {
    const { stdout } = await run('good');
    expect(stdout).toBe('Production configuration: OK\n');
  }, 60_000);
});
