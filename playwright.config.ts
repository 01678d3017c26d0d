import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from './scripts/lib/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8790);
const baseURL = `http://127.0.0.1:${port}`;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
/**
 * The owner's journeys, which write the data every other journey reads, in two groups that write
 * different things and so may run side by side: the catalogue (listings, syncs, backups, reviews)
 * and the site around it (sessions, hero settings, scenes, synonyms).
 */
const ADMIN_CATALOGUE = /admin-(auto-association|color-audit|debug|listings|marketplace|reviews)\.spec\.ts$/;
const ADMIN_SITE = /admin(-parallax|-phone|-scenes|-synonyms)?\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // CI runs two browsers (its machine keeps each journey well inside its timeout); elsewhere Playwright's
  // default, half the cores. Two on a slower 2-core machine took as long as one, each journey twice as slow.
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    // Recording a trace costs a quarter of a journey's time on two cores. To keep the trace of a
    // failing journey, run it again with --trace retain-on-failure.
    trace: 'off',
    launchOptions: {
      // Browser downloads do not work here: Debian's Chromium stands in for Playwright's own.
      executablePath: CHROMIUM_PATH,
      args: chromiumArgs(),
    },
  },
  projects: [
    // The shopper's journeys only read the shop: they run first, on the demo shop as seeded.
    { name: 'desktop', use: desktop, testIgnore: [ADMIN_CATALOGUE, ADMIN_SITE, 'publish.spec.ts'] },
    // The owner's journeys change what the others read: after them, each group one journey at a
    // time (its journeys build on each other's writes), the two groups side by side.
    { name: 'admin', use: desktop, testMatch: ADMIN_CATALOGUE, dependencies: ['desktop'], workers: 1 },
    { name: 'admin-site', use: desktop, testMatch: ADMIN_SITE, dependencies: ['desktop'], workers: 1 },
    // Publishing rebuilds the site and reloads the Worker under every page open: it goes last, alone.
    { name: 'publish', use: desktop, testMatch: 'publish.spec.ts', dependencies: ['admin', 'admin-site'], workers: 1 },
  ],
  webServer: {
    // The real thing: a fresh local D1, migrated and seeded, the site built from it, served by wrangler dev.
    command: 'node scripts/start.ts --fresh',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      D1_STATE: process.env.E2E_D1_STATE ?? '.wrangler/e2e-state',
      ASSETS_DIR: process.env.E2E_ASSETS_DIR ?? 'dist',
      SITE_URL: baseURL,
      PUBLISH_GATHER_SECONDS: '86400',
    },
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
