/**
 * Writes the header's logo as WebP rasters beside public/logo.svg, one per pixel density:
 * an SVG `<img>` is a document of its own, parsed, laid out and painted on the page's main
 * thread on every page load; a raster is decoded off it.
 *
 *   npx node scripts/rasterize-logo.ts
 *
 * Run it after changing the logo (scripts/generate-artwork.ts writes logo.svg). It draws the SVG
 * in Chromium (the one Playwright uses), so the rasters look as the browser drew the SVG.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { LOGO_RASTER_WIDTHS, logoRasterPath } from '../src/site.ts';
import { CHROMIUM_PATH, chromiumArgs } from './lib/chromium.ts';

const publicDir = join(import.meta.dirname, '..', 'public');
const svg = readFileSync(join(publicDir, 'logo.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
try {
  const page = await browser.newPage();
  for (const width of LOGO_RASTER_WIDTHS) {
    const dataUrl = await page.evaluate(
      async ({ svg, width }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth);
        const context = canvas.getContext('2d')!;
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/webp', 0.9);
      },
      { svg, width },
    );
    const file = join(publicDir, logoRasterPath(width));
    writeFileSync(file, dataUrl.split(',')[1]!, 'base64');
    console.log(`${logoRasterPath(width)}: ${width} px wide`);
  }
} finally {
  await browser.close();
}
