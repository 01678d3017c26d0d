import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGO_RASTER_WIDTHS, LOGO_SRCSET, LOGO_WIDTHS_SRCSET, logoRasterPath } from '../../src/site.ts';

const publicDir = join(import.meta.dirname, '..', '..', 'public');

/** Width and height of an extended-format WebP (what Chromium's encoder writes for an image with alpha). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 16)).toBe('WEBPVP8X');
  return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
}

describe('the logo as rasters (scripts/rasterize-logo.ts)', () => {
  const svg = readFileSync(join(publicDir, 'logo.svg'), 'utf8');
  const [, svgWidth, svgHeight] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!.map(Number);

  it.each(LOGO_RASTER_WIDTHS)('has a WebP %i px wide, in the SVG logo’s proportions exactly (no shift when it loads)', (width) => {
    const size = webpSize(readFileSync(join(publicDir, logoRasterPath(width))));
    expect(size.width).toBe(width);
    expect(size.height * svgWidth!).toBe(width * svgHeight!);
  });

  it('offers the header the rasters of 1x to 3x its width, each at its density', () => {
    expect(LOGO_SRCSET).toBe('/logo-65.webp 1x, /logo-130.webp 2x, /logo-195.webp 3x');
  });

  it('offers every raster by its width to a logo drawn at its own size (the hero machine)', () => {
    expect(LOGO_WIDTHS_SRCSET).toBe('/logo-65.webp 65w, /logo-130.webp 130w, /logo-195.webp 195w, /logo-260.webp 260w, /logo-390.webp 390w');
  });
});
