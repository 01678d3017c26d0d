import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_ADMIN_PASSWORD, TEST_ETSY_API_KEY, TEST_PBKDF2_ITERATIONS, TEST_SESSION_SECRET, TEST_TOKEN_KEY } from './tests/fixtures/admin.ts';
import { hashPassword } from './worker/lib/password.ts';

/**
 * What the test runtime prints on a green run that is no failure of ours. The plugin writes workerd's
 * logs and its own straight to stdout and stderr, with no option to sift them, so they are sifted
 * here, each by its exact shape: any other line, an unhandled rejection outside a Workflow included,
 * still prints.
 */
const RUNTIME_NOISE = [
  // Wrangler says, once per test file, that it reads the required secrets from the environment (set below).
  /^Using secrets defined in process\.env\n?$/,
  // Vitest asks for node:inspector (is a debugger attached?) inside a try/catch; workerd has no such
  // module, and the plugin and workerd each report the miss, once per test file.
  /^\[vitest-plugin\] "node:inspector", required from "[^"]*\/vitest\/dist\/chunks\/inspector\.[\w-]+\.js"/,
  /^Fallback service failed to fetch module; payload = ; spec = \/\?specifier=node%3Ainspector&referrer=[^&]*%2Fvitest%2Fdist%2Fchunks%2Finspector\./,
  // A Workflow step that throws NonRetryableError fails its instance: Miniflare's engine then aborts its
  // Durable Object on purpose (the plugin already hides the same abort's 'Instance dispose').
  /^uncaught exception; exception = workerd\/api\/actor-state\.c\+\+:\d+: failed: broken\.outputGateBroken; jsg\.Error: Aborting engine: A step threw a NonRetryableError\n/,
  // A failed step attempt, which the engine handles (a retry, or the failed instance the tests read),
  // is still reported as unhandled by the step, the engine and the Workflow's run; so is a create()
  // refused for an id that exists, which the caller catches: only when every frame is a Workflow's
  // or the engine's.
  /^uncaught exception; source = Uncaught \(in promise\); stack = [^\n]*\n(?: +at [^\n]*(?:\/worker\/[\w/-]+-workflow\.ts|\/miniflare\/dist\/src\/workers\/workflows\/binding\.worker\.js):\d+:\d+\)?\n)+$/,
];

/** Leaves RUNTIME_NOISE out of this process's output (the plugin's and workerd's pass through it). */
function quietRuntimeNoise(): void {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = (chunk: unknown, ...rest: unknown[]) => (RUNTIME_NOISE.some((noise) => noise.test(String(chunk))) ? true : write(chunk, ...rest));
  }
}

export default defineConfig(async () => {
  quietRuntimeNoise();
  const secrets = {
    ADMIN_PASSWORD_HASH: await hashPassword(TEST_ADMIN_PASSWORD, TEST_PBKDF2_ITERATIONS),
    SESSION_SECRET: TEST_SESSION_SECRET,
    TOKEN_KEY: TEST_TOKEN_KEY,
    ETSY_API_KEY: TEST_ETSY_API_KEY,
    // Publishing is off unless a test turns it on (tests/worker/publish.test.ts): no build hook to call.
    DEPLOY_HOOK_URL: '',
  };
  // Wrangler looks for the config's required secrets in the environment too (a fresh clone has no .dev.vars).
  Object.assign(process.env, secrets);
  return {
    resolve: {
      // tsconfig's "~/*" paths, as wrangler's bundler resolves them for the Worker.
      alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations('./migrations'),
            ...secrets,
            // Tests write the database directly between requests: the revision is read on every request
            // (tests/worker/edge-cache.test.ts checks the time it is trusted for in production).
            CATALOGUE_REVISION_TTL_MS: '0',
          },
        },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts'],
      // The files reuse one runtime instead of starting workerd for each (116 s -> 54 s on two cores):
      // every file resets the database before each test, and green in shuffled file orders.
      isolate: false,
      setupFiles: ['./tests/worker/apply-migrations.ts'],
      // A sync runs a Workflow of D1 batches in workerd: seconds on a busy 2-core machine, not the default 5.
      testTimeout: 30_000,
      // The Worker's own log lines (tests/unit/worker/log.test.ts checks them) show only for a failing test.
      silent: 'passed-only' as const,
    },
  };
});
