/**
 * @module build/inline-assets
 * What every page carries inline, made once per build. A page has 14.6 KB in its first round trip
 * on a phone (TCP's first window), so these are made as small as they can be.
 */
import { transformSync } from 'esbuild';
import earlyInputSource from '~/client/early-input.inline.js?raw';

/** Holds taps made before an island hydrates (src/client/early-input.inline.js), minified: its comments were 600 bytes compressed. */
export const EARLY_INPUT_SCRIPT = transformSync(earlyInputSource, { minify: true }).code;
