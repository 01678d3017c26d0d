/**
 * Lighthouse A/B: this checkout (with its uncommitted changes) against another commit, on the demo
 * shop, in alternating pairs. On these 2-core machines one build's TBT moves from 100 to 420 ms
 * between runs, so three runs cannot tell a 100 ms change; six pairs or more can. Each build is
 * served by its own Worker from one copy of the same database, and each is first checked to hydrate
 * without an error: a build whose islands never hydrate (a script the CSP refused) looks fast.
 *
 * BENCH_AB_REF: the commit to compare with (HEAD); BENCH_AB_PATH: the page (/); BENCH_AB_RUNS: pairs (6);
 * BENCH_PORT: this checkout's port (8792; the other build takes the next one).
 */
import { cpSync, existsSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from '../../scripts/lib/chromium.ts';
import { run } from '../../scripts/lib/run.ts';
import { blockingLine, cpuTbtLine, figure, lighthouse, type LighthouseFigures } from './lighthouse.ts';
import { prepareBenchDatabase, serveBench, type BenchServer } from './server.ts';

const WORKTREE = resolve('.cache/ab-worktree');

/** A detached checkout of `ref` beside this one, sharing its installed packages and seeded photos. */
async function checkout(ref: string): Promise<string> {
  if (existsSync(WORKTREE)) await run('git', ['worktree', 'remove', '--force', WORKTREE]);
  await run('git', ['worktree', 'prune']);
  await run('git', ['worktree', 'add', '--detach', WORKTREE, ref]);
  symlinkSync(resolve('node_modules'), `${WORKTREE}/node_modules`, 'dir');
  if (existsSync('public/photos')) symlinkSync(resolve('public/photos'), `${WORKTREE}/public/photos`, 'dir');
  if (existsSync('.dev.vars')) cpSync('.dev.vars', `${WORKTREE}/.dev.vars`);
  return WORKTREE;
}

/** Whether `url` hydrates every island within 15 s, and the errors the page reported meanwhile. */
async function hydrationCheck(url: string): Promise<{ hydrated: boolean; errors: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(url);
    const hydrated = await page
      .waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    return { hydrated, errors };
  } finally {
    await browser.close();
  }
}

export async function runLighthouseAb(): Promise<void> {
  const ref = process.env.BENCH_AB_REF ?? 'HEAD';
  const path = process.env.BENCH_AB_PATH ?? '/';
  const pairs = Number(process.env.BENCH_AB_RUNS ?? 6);
  const port = Number(process.env.BENCH_PORT ?? 8792);
  const state = await prepareBenchDatabase('demo');
  // Two Workers on one SQLite file would contend for it: the other build reads a copy.
  const otherState = `${state}-ab`;
  rmSync(otherState, { recursive: true, force: true });
  cpSync(state, otherState, { recursive: true });

  const builds = [
    { name: 'this checkout', cwd: undefined as string | undefined, dist: resolve('.cache/bench-dist-ab-this'), state: resolve(state), port },
    { name: ref, cwd: await checkout(ref), dist: resolve('.cache/bench-dist-ab-other'), state: resolve(otherState), port: port + 1 },
  ];
  const servers: BenchServer[] = [];
  try {
    for (const build of builds) {
      await run('astro', ['build', '--outDir', build.dist], { D1_STATE: build.state, SITE_URL: `http://127.0.0.1:${build.port}` }, build.cwd);
      servers.push(await serveBench({ state: build.state, assets: build.dist, port: build.port, inspectorPort: build.port + 600, cwd: build.cwd }));
    }
    for (const [i, build] of builds.entries()) {
      const { hydrated, errors } = await hydrationCheck(`${servers[i]!.base}${path}`);
      console.log(
        `${build.name}: ${hydrated ? 'hydrates' : 'DOES NOT HYDRATE (its figures are not comparable)'}${errors.length ? `; page errors: ${errors.join(' | ')}` : ''}`,
      );
    }
    const figures = builds.map(() => [] as LighthouseFigures[]);
    for (let pair = 0; pair < pairs; pair++) {
      // Each build goes first in every other pair, so neither always follows the other.
      const order = pair % 2 ? [1, 0] : [0, 1];
      for (const i of order) figures[i]!.push(await lighthouse(`${servers[i]!.base}${path}`, builds[i]!.dist));
    }
    console.log(`Lighthouse mobile A/B on ${path} of the demo shop, ${pairs} alternating pairs (median, then each run):`);
    for (const [i, build] of builds.entries()) {
      const runs = figures[i]!;
      console.log(`  ${build.name.padEnd(14)} perf ${figure(runs, (f) => f.performance)}  TBT ${figure(runs, (f) => f.tbtMs, ' ms')}`);
      console.log(`  ${''.padEnd(14)} LCP ${figure(runs, (f) => f.lcpMs, ' ms')}  CLS ${figure(runs, (f) => f.cls)}`);
      console.log(`  ${''.padEnd(14)} ${blockingLine(runs)}`);
      console.log(`  ${''.padEnd(14)} ${cpuTbtLine(runs)}`);
    }
    const lower = figures[0]!.filter((f, k) => f.tbtMs < figures[1]![k]!.tbtMs).length;
    console.log(`  pairs where this checkout's TBT is lower: ${lower} of ${pairs}`);
  } finally {
    for (const server of servers) server.stop();
    await run('git', ['worktree', 'remove', '--force', WORKTREE]).catch(() => undefined);
  }
}
