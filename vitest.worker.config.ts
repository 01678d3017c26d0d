import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_ADMIN_PASSWORD, TEST_ETSY_API_KEY, TEST_PBKDF2_ITERATIONS, TEST_SESSION_SECRET, TEST_TOKEN_KEY } from './tests/fixtures/admin.ts';
import { hashPassword } from './worker/lib/password.ts';

export default defineConfig(async () => {
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
          bindings: { TEST_MIGRATIONS: await readD1Migrations('./migrations'), ...secrets },
        },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts'],
      setupFiles: ['./tests/worker/apply-migrations.ts'],
    },
  };
});
