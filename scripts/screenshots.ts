/**
 * Takes full-page screenshots of pages at phone and desktop widths, to look at what we build.
 *   node scripts/screenshots.ts http://127.0.0.1:8787 / /faq /some-slug
 * Writes .cache/screenshots/<page>-<width>.png.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_PATH, chromiumArgs } from './lib/chromium.ts';

const [base = 'http://127.0.0.1:8787', ...paths] = process.argv.slice(2);
const widths = [390, 1280];
mkdirSync('.cache/screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: chromiumArgs(),
});
try {
  for (const path of paths.length ? paths : ['/']) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const name = (path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home') + `-${width}.png`;
      await page.screenshot({ path: `.cache/screenshots/${name}`, fullPage: false });
      console.log(`.cache/screenshots/${name}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
