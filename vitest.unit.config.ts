import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Pure modules (the domain rules, the Worker's, the scripts', the contracts): their test files share
 * a worker's module graph, which saves most of the suite's time on two cores (no module is loaded a
 * second time). The rest (pages, islands, browser storage) each run alone, in a fresh module graph.
 */
const SHARED = ['tests/unit/{domain,worker,scripts,contracts,db,fake-etsy,build}/**/*.test.{ts,tsx}'];

export default defineConfig({
  resolve: {
    // tsconfig's "~/*" paths, as Astro and Vite resolve them for the site.
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'pure', include: SHARED, isolate: false } },
      { extends: true, test: { name: 'pages', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: SHARED } },
    ],
  },
});
