/**
 * @module build/inline-scripts
 * The script every page carries inline, minified once per build. A page has 14.6 KB in its first
 * round trip on a phone (TCP's first window), and the source's comments and names were 600 bytes
 * of it, compressed.
 */
import { transformSync } from 'esbuild';
import earlyInputSource from '~/client/early-input.inline.js?raw';

/** Holds taps made before an island hydrates (src/client/early-input.inline.js). */
export const EARLY_INPUT_SCRIPT = transformSync(earlyInputSource, { minify: true }).code;
