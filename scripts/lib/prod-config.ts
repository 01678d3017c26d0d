/**
 * @module prod-config
 * What keeps a configuration from going to production (`npm run check:prod-config`): a binding of
 * the Worker left out of the production environment, a variable or secret missing or still the local
 * one (the all-zero database id, a loopback or http SITE_URL, the fake marketplace), or a secret that
 * cannot work (a password hash or token key of the wrong shape). One line per problem. A secret is
 * named, never shown: the lines are printed by CI.
 */
import * as z from 'zod/mini';
import { fromBase64Url } from '../../worker/lib/password.ts';

/**
 * The part of wrangler's resolved configuration (`unstable_readConfig`) these checks read, parsed:
 * wrangler's published types of it do not resolve outside wrangler.
 */
export const deployConfigSchema = z.object({
  vars: z.record(z.string(), z.unknown()),
  d1_databases: z.array(z.object({ binding: z.string(), database_id: z.optional(z.string()) })),
  r2_buckets: z.array(z.object({ binding: z.string(), bucket_name: z.optional(z.string()) })),
  workflows: z.array(z.object({ binding: z.string(), class_name: z.optional(z.string()) })),
  triggers: z.optional(z.object({ crons: z.optional(z.array(z.string())) })),
  assets: z.optional(z.object({ directory: z.optional(z.string()) })),
  secrets: z.optional(z.object({ required: z.optional(z.array(z.string())) })),
});
export type DeployConfig = z.infer<typeof deployConfigSchema>;

export interface ProdConfigInput {
  /** The configuration that is deployed (`--env production`'s, or the top level's). */
  target: DeployConfig;
  /** The top level: the Worker's bindings as the code and its tests use them. */
  base: DeployConfig;
  /** Where target sits in wrangler.toml, for the lines: `[env.production]`, or `the top level`. */
  where: string;
  /** The production secrets' values by name (a vars file, or the process environment). */
  secrets: Readonly<Record<string, string | undefined>>;
  /** The fake marketplace's API key (scripts/fake-etsy), which production must not carry. */
  fakeApiKey: string;
}

/** The database id wrangler.toml keeps for local runs. */
export const LOCAL_DATABASE_ID = '00000000-0000-0000-0000-000000000000';
/** The optional secret: publishing waits for the next deploy without it. */
export const DEPLOY_HOOK = 'DEPLOY_HOOK_URL';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PASSWORD_HASH = /^pbkdf2-sha256\.[1-9]\d*\.[\w-]{22}\.[\w-]{43}$/;
const API_KEY = /^[^\s:]+:[^\s:]+$/;
/** A session secret shorter than this is guessable offline from one signed cookie. */
const MIN_SESSION_SECRET = 32;

/** Loopback and the names reserved for examples and tests (RFC 2606, 6761): never a shop's address. */
function localOrPlaceholder(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\./.test(host) ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /(^|\.)example\.(com|net|org)$/.test(host) ||
    /\.(example|invalid|test|local)$/.test(host)
  );
}

const urlOf = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** Why a URL cannot serve production, or null. */
function publicHttpsProblem(name: string, value: string): string | null {
  const url = urlOf(value);
  if (!url) return `${name} "${value}" is not a URL`;
  if (localOrPlaceholder(url.hostname)) return `${name} ${value} is a local or placeholder address`;
  if (url.protocol !== 'https:') return `${name} ${value} is not https`;
  return null;
}

/** Why a marketplace URL is not Etsy's (the fake marketplace answers on loopback), or null. */
function etsyProblem(name: string, value: string, etsyDefault: string): string | null {
  const plain = publicHttpsProblem(name, value);
  if (plain) return `${plain} (the fake marketplace's?): Etsy's is ${etsyDefault}`;
  const host = urlOf(value)!.hostname;
  return host === 'etsy.com' || host.endsWith('.etsy.com') ? null : `${name} ${value} is not Etsy's (${etsyDefault})`;
}

function bindingProblems({ target, base, where }: ProdConfigInput): string[] {
  const problems: string[] = [];
  const kinds = [
    ['d1_databases', base.d1_databases, target.d1_databases],
    ['r2_buckets', base.r2_buckets, target.r2_buckets],
    ['workflows', base.workflows, target.workflows],
  ] as const;
  for (const [kind, wanted, present] of kinds)
    for (const { binding } of wanted)
      if (!present.some((b) => b.binding === binding))
        problems.push(`Binding ${binding} (${kind}) is missing from ${where}: an environment inherits no bindings`);

  for (const db of target.d1_databases) {
    if (!db.database_id || db.database_id === LOCAL_DATABASE_ID)
      problems.push(`Database ${db.binding}: database_id is the local placeholder; put the id \`wrangler d1 create\` printed in ${where}`);
    else if (!UUID.test(db.database_id)) problems.push(`Database ${db.binding}: database_id "${db.database_id}" is not a D1 database id`);
  }
  for (const bucket of target.r2_buckets) if (!bucket.bucket_name) problems.push(`Bucket ${bucket.binding} has no bucket_name`);
  for (const flow of target.workflows) {
    const own = base.workflows.find((b) => b.binding === flow.binding);
    if (own && flow.class_name !== own.class_name)
      problems.push(`Workflow ${flow.binding} runs class ${flow.class_name ?? '(none)'}, not the Worker's ${own.class_name}`);
  }
  if ((base.triggers?.crons?.length ?? 0) > 0 && (target.triggers?.crons?.length ?? 0) === 0)
    problems.push('No cron trigger: the scheduled sync and the clean-ups would never run');
  if (!target.assets?.directory) problems.push('No [assets] directory: the site would not be deployed with the Worker');
  return problems;
}

function varProblems({ target, base, where }: ProdConfigInput, secretNames: readonly string[]): string[] {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = target.vars[name];
    return typeof value === 'string' ? value : null;
  };
  for (const name of Object.keys(base.vars)) if (!(name in target.vars)) problems.push(`Variable ${name} is not set in ${where}`);
  // A secret written as a var is plain text in wrangler.toml, and shadows nothing: it is simply public.
  for (const name of secretNames) if (name in target.vars) problems.push(`${name} is in [vars], readable by anyone who reads wrangler.toml: make it a secret`);

  const add = (problem: string | null) => {
    if (problem) problems.push(problem);
  };
  const site = text('SITE_URL');
  const siteProblem = site === null ? null : publicHttpsProblem('SITE_URL', site);
  add(siteProblem && `${siteProblem}: it must be the shop's public https origin (admin writes and the Etsy callback are checked against it)`);
  const apiBase = text('MARKETPLACE_API_BASE');
  add(apiBase === null ? null : etsyProblem('MARKETPLACE_API_BASE', apiBase, 'https://api.etsy.com'));
  const connect = text('MARKETPLACE_CONNECT_URL');
  add(connect === null ? null : etsyProblem('MARKETPLACE_CONNECT_URL', connect, 'https://www.etsy.com/oauth/connect'));
  const client = text('CLIENT_ADDRESS');
  if ('CLIENT_ADDRESS' in target.vars && client !== 'cloudflare')
    problems.push(
      `CLIENT_ADDRESS is "${String(target.vars.CLIENT_ADDRESS)}", not "cloudflare": every client would share one rate limit and count as one visitor`,
    );
  if ('PUBLISH_GATHER_SECONDS' in target.vars) {
    const seconds = Number(text('PUBLISH_GATHER_SECONDS') ?? target.vars.PUBLISH_GATHER_SECONDS);
    if (!Number.isFinite(seconds) || seconds <= 0)
      problems.push(`PUBLISH_GATHER_SECONDS "${String(target.vars.PUBLISH_GATHER_SECONDS)}" is not a positive number of seconds`);
  }
  return problems;
}

/** Why a secret's value cannot work, or null; never the value itself. */
function secretValueProblem(name: string, value: string, fakeApiKey: string): string | null {
  switch (name) {
    case 'ADMIN_PASSWORD_HASH':
      return PASSWORD_HASH.test(value) ? null : 'is not a password hash: make one with `npm run hash-password`';
    case 'TOKEN_KEY':
      return fromBase64Url(value)?.length === 32 ? null : 'is not 32 random bytes in base64url';
    case 'SESSION_SECRET':
      return value.length >= MIN_SESSION_SECRET ? null : `is shorter than ${MIN_SESSION_SECRET} characters`;
    case 'ETSY_API_KEY':
      if (value === fakeApiKey) return "is the fake marketplace's key: use your Etsy app's";
      return API_KEY.test(value) ? null : "is not your Etsy app's `keystring:shared_secret`";
    case DEPLOY_HOOK: {
      const url = urlOf(value);
      return url && url.protocol === 'https:' && !localOrPlaceholder(url.hostname) ? null : "is not a public https URL (the local rebuild server's?)";
    }
    default:
      return null;
  }
}

/** The secrets the deployed Worker needs: both lists of wrangler.toml, the top level's and the target's. */
export function requiredSecrets({ target, base }: Pick<ProdConfigInput, 'target' | 'base'>): string[] {
  return [...new Set([...(base.secrets?.required ?? []), ...(target.secrets?.required ?? [])])];
}

/**
 * Every reason the configuration is not ready for production, one line each; empty when it is.
 * @example prodConfigProblems({ target, base, where: '[env.production]', secrets: {}, fakeApiKey }) // ['Secret TOKEN_KEY is not set', ...]
 */
export function prodConfigProblems(input: ProdConfigInput): string[] {
  const required = requiredSecrets(input);
  const problems = [...bindingProblems(input), ...varProblems(input, [...required, DEPLOY_HOOK])];
  for (const name of input.base.secrets?.required ?? [])
    if (!(input.target.secrets?.required ?? []).includes(name))
      problems.push(`secrets.required in ${input.where} lacks ${name}: wrangler deploy would not insist on it`);
  for (const name of [...required, DEPLOY_HOOK]) {
    const value = input.secrets[name];
    if (!value) {
      if (name !== DEPLOY_HOOK) problems.push(`Secret ${name} is not set`);
      continue;
    }
    const problem = secretValueProblem(name, value, input.fakeApiKey);
    if (problem) problems.push(`Secret ${name} ${problem}`);
  }
  return problems;
}
