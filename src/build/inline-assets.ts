/**
 * @module build/inline-assets
 * What every page carries inline, made once per build. A page has 14.6 KB in its first round trip
 * on a phone (TCP's first window), so these are made as small as they can be.
 */
import { transformSync } from 'esbuild';
import earlyInputSource from '~/client/early-input.inline.js?raw';
// public/ is the icon's one source: scripts/generate-artwork.ts writes it, and home links it.
import faviconSource from '../../public/favicon.svg?raw';

/** Holds taps made before an island hydrates (src/client/early-input.inline.js), minified: its comments were 600 bytes compressed. */
export const EARLY_INPUT_SCRIPT = transformSync(earlyInputSource, { minify: true }).code;

/** An SVG as a `data:` URL: quotes made single and only what a URL must escape escaped, so it compresses as the SVG does. */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml,${svg
    .trim()
    .replace(/"/g, "'")
    .replace(/[%#<>\n]/g, (c) => encodeURIComponent(c))}`;

/**
 * The site's icon, carried in the page. A browser asks for a linked icon only after the page's load
 * event, which on a listing page comes before its first paint is on screen; Lighthouse's simulation
 * then counts that request, on a new connection, in the page's largest paint (docs/decisions.md).
 */
export const FAVICON_DATA_URL = svgDataUrl(faviconSource);
