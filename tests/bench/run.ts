/**
 * npm run bench [search|api|lighthouse|lighthouse-listing|build ...]: prints the performance figures of tests/bench
 * (never pass/fail). With no names, runs them all.
 */
import { runApiBench } from './api.ts';
import { runBuildBench } from './build.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { runSearchBench } from './search.ts';

const benches: Record<string, () => void | Promise<void>> = {
  search: () => runSearchBench(5000),
  api: () => runApiBench(5000),
  lighthouse: () => runLighthouseBench(1000),
  'lighthouse-listing': () => runLighthouseBench(1000, 'listing'),
  'lighthouse-ab': async () => (await import('./lighthouse-ab.ts')).runLighthouseAb(),
  build: () => runBuildBench(5000),
  bundle: async () => {
    const { bundleWorker, describeBundle } = await import('../../scripts/lib/worker-bundle.ts');
    console.log(describeBundle(await bundleWorker()));
  },
  builder: async () => (await import('./builder.ts')).runBuilderBench(1000),
  home: async () => (await import('./home.ts')).runHomeBench(1000),
  sync: async () => (await import('./sync.ts')).runSyncBench(),
  manager: async () => (await import('./manager.ts')).runManagerBench(5000),
  artwork: async () => (await import('./artwork.ts')).runArtworkBench(5000),
};
const names = process.argv.slice(2);
// The A/B compares two builds for one change: asked for by name, never part of the whole run.
for (const name of names.length ? names : Object.keys(benches).filter((n) => n !== 'lighthouse-ab')) {
  const bench = benches[name];
  if (!bench) throw new Error(`unknown bench '${name}' (${Object.keys(benches).join(', ')})`);
  await bench();
}
