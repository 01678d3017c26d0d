/**
 * The home page with its hero machine and parallax scenes (1,000-listing catalogue): the frame time
 * p95 while scrolling through the scenes (Chrome trace through Playwright, budget 16.7 ms; the same
 * on /parallax with its two instances), the
 * JavaScript loaded before the grid answers (budget 90 KB gz; the hero's and the scenes' code come
 * after), and Lighthouse on the mobile preset beside the bare page (perf >= 98, CLS 0, LCP within
 * 1.2x). Run with `npm run bench -- home`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { runLighthouseBench, writeBaseline } from './lighthouse.ts';
import { startBenchServer } from './server.ts';
import { FRAME_BUDGET_MS, frameFigures, ms, startRafRecording, startTrace, stopRafRecording } from './trace.ts';
import { CHROMIUM_PATH, chromiumArgs } from '../../scripts/lib/chromium.ts';

const VIEWPORT = { width: 1280, height: 800 };
/** A scene's box on the page (src/features/parallax). */
const SCENE = '[data-parallax-scene]';
const SCROLL_MS = 3000;
/** A wheel notch every frame or so, as a trackpad sends them. */
const WHEEL_EVERY_MS = 16;
export const HOME_TRACE_FILE = '.cache/home-scroll-trace.json';

const gzipKb = (paths: Iterable<string>, dist: string) => {
  const unique = [...new Set(paths)].filter((p) => p.startsWith('/_astro/') && p.endsWith('.js'));
  const sizes = unique.map((p) => ({ file: p.slice('/_astro/'.length), bytes: existsSync(`${dist}${p}`) ? gzipSync(readFileSync(`${dist}${p}`)).length : 0 }));
  const bytes = sizes.reduce((sum, s) => sum + s.bytes, 0);
  const largest = sizes
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
    .map((s) => `${s.file} ${(s.bytes / 1024).toFixed(1)}`);
  return { kb: Number((bytes / 1024).toFixed(1)), files: unique.length, largest };
};

/** What the page records for the bench: when the storefront's island was hydrated (performance.now()). */
declare global {
  interface Window {
    __storefrontHydratedAt?: number;
  }
}

/**
 * Scripts the home page requested before the grid answered (the storefront island's `ssr` attribute
 * is removed when it hydrates: timed in the page), and all of them once it is idle.
 */
async function homeScripts(browser: Browser, base: string, dist: string) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        for (const r of records) {
          const el = r.target as Element;
          if (el.localName === 'astro-island' && el.getAttribute('component-url')?.includes('StorefrontIsland') && !el.hasAttribute('ssr')) {
            window.__storefrontHydratedAt = performance.now();
            observer.disconnect();
          }
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
    });
    await page.goto(base, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => window.__storefrontHydratedAt !== undefined);
    await page.waitForTimeout(1500);
    const { hydratedAt, scripts } = await page.evaluate(() => ({
      hydratedAt: window.__storefrontHydratedAt!,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, at: e.startTime })),
    }));
    return {
      beforeInteraction: gzipKb(
        scripts.filter((s) => s.at <= hydratedAt).map((s) => s.path),
        dist,
      ),
      all: gzipKb(
        scripts.map((s) => s.path),
        dist,
      ),
    };
  } finally {
    await page.close();
  }
}

/**
 * Wheels the page down for ~3 s under a trace, between two marks; with `recordRaf`, the page also
 * records its requestAnimationFrame times meanwhile.
 */
async function wheelDown(page: Page, cdp: CDPSession, marks: readonly [string, string], recordRaf: boolean) {
  if (recordRaf) await startRafRecording(page);
  const stopTrace = await startTrace(cdp);
  await page.evaluate((m) => performance.mark(m), marks[0]);
  const started = Date.now();
  const inFlight: Promise<unknown>[] = [];
  let wheels = 0;
  for (let next = started; Date.now() - started < SCROLL_MS; next += WHEEL_EVERY_MS) {
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
    inFlight.push(cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x: VIEWPORT.width / 2, y: VIEWPORT.height / 2, deltaX: 0, deltaY: 12 }));
    wheels++;
    if (inFlight.length >= 4) await inFlight.shift();
  }
  await Promise.all(inFlight);
  await page.evaluate((m) => performance.mark(m), marks[1]);
  const events = await stopTrace();
  const raf = recordRaf ? await stopRafRecording(page, marks[0], marks[1]) : [];
  return { events, figures: frameFigures(events, raf, marks[0], marks[1], `${wheels} wheel events`) };
}

/**
 * Scrolls the page through its scenes twice. First as a shopper would, the budget's figure: the
 * page asks for no animation frame of its own. A requestAnimationFrame callback on every frame (a
 * recorder of rAF times, or any JS animation) makes the browser count each frame's main-thread part,
 * so a late one shows as a dropped frame; the second pass runs such a recorder, for its rAF deltas
 * and to show that difference.
 */
async function scrollThroughScenes(browser: Browser, url: string, selector = SCENE) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const scenes = page.locator(selector);
    await scenes.first().waitFor();
    const count = await scenes.count();
    if (count === 0) throw new Error(`no parallax scene on ${url} (${selector})`);
    // Scenes reveal when the hero settles, at the latest after 5 s.
    await page.waitForTimeout(5500);
    const first = await scenes.first().boundingBox();
    if (!first) throw new Error('the first scene has no box');
    // Start a screen above the first scene, so the scroll carries it through the whole viewport.
    const from = Math.max(0, first.y - VIEWPORT.height);
    const toStart = async () => {
      await page.evaluate((y) => scrollTo(0, y), from);
      await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
      await page.waitForTimeout(1000);
    };
    const cdp = await context.newCDPSession(page);
    await toStart();
    const plain = await wheelDown(page, cdp, ['bench-scroll-start', 'bench-scroll-end'], false);
    writeFileSync(HOME_TRACE_FILE, JSON.stringify({ traceEvents: plain.events }));
    const scrolled = await page.evaluate(() => scrollY);
    await toStart();
    const withRaf = await wheelDown(page, cdp, ['bench-raf-start', 'bench-raf-end'], true);
    return { scenes: count, scrolledPx: Math.round(scrolled - from), ...plain.figures, withRaf: withRaf.figures };
  } finally {
    await context.close();
  }
}

export async function runHomeBench(listings = 1000): Promise<void> {
  const dist = `.cache/bench-dist-${listings}`;
  const server = await startBenchServer({ listings, port: 8798, build: true, afterBuild: () => writeBaseline(dist) });
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
    let scripts, scroll, testPage;
    try {
      scripts = await homeScripts(browser, server.base, dist);
      scroll = await scrollThroughScenes(browser, server.base);
      // The /parallax test page: its two instances, drawn by the same scene view, one after the other.
      testPage = await scrollThroughScenes(browser, `${server.base}/parallax`, '.pt-box .parallax-scene[data-state="initialized"]');
    } finally {
      await browser.close();
    }
    const f = scroll.frame;
    console.log(
      `Home with the hero machine and ${scroll.scenes} parallax scenes (${listings}-listing catalogue, headless Chromium, --disable-gpu, 1280 x 800):`,
    );
    console.log(
      `  frame time scrolling ${scroll.scrolledPx} px through the scenes (${f.source}): p95 ${ms(f.p95)}  p50 ${ms(f.p50)}  max ${ms(f.max)} (${f.note}) (budget p95 <= ${FRAME_BUDGET_MS} ms)`,
    );
    console.log(
      `    beside it: partial frames counted as shown (scrolling and the scenes' layers run on the compositor) p95 ${ms(scroll.compositor.p95)}; DrawFrame to DrawFrame (the earlier figure: draw-time jitter, and a vsync with nothing new counts as slow) p95 ${ms(scroll.drawn.p95)} p50 ${ms(scroll.drawn.p50)}`,
    );
    const r = scroll.withRaf;
    console.log(
      `    the same scroll again (images now cached) with a rAF callback on every frame (a recorder of rAF times): p95 ${ms(r.frame.p95)}  p50 ${ms(r.frame.p50)} (${r.frame.note}); rAF deltas p95 ${ms(r.raf.p95)} p50 ${ms(r.raf.p50)}`,
    );
    console.log(`    where the time went: ${scroll.breakdown}`);
    console.log(`    trace: ${HOME_TRACE_FILE}`);
    const t = testPage.frame;
    console.log(
      `  /parallax, ${testPage.scenes} instances: frame time scrolling ${testPage.scrolledPx} px (${t.source}): p95 ${ms(t.p95)}  p50 ${ms(t.p50)} (${t.note}) (budget p95 <= ${FRAME_BUDGET_MS} ms); compositor's p95 ${ms(testPage.compositor.p95)}`,
    );
    console.log(
      `  JavaScript before the grid answers: ${scripts.beforeInteraction.kb} KB gz in ${scripts.beforeInteraction.files} files (budget <= 90); all after idle (hero, scenes): ${scripts.all.kb} KB gz in ${scripts.all.files} files`,
    );
    console.log(`    largest before: ${scripts.beforeInteraction.largest.join(', ')} (KB gz)`);
  } finally {
    server.stop();
  }
  await runLighthouseBench(listings);
}
