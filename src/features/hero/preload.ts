/**
 * @module hero/preload
 * Loads an image before the machine shows it, so a sticker never grows empty. Settles on load, on
 * error (the sticker then shows its tint only) or after the spec's image preload timeout.
 */
import { artworkCrossOrigin } from '~/client/artwork-request.ts';
import type { ImageSource } from './logo-image.ts';

/** The spec's image preload timeout. */
export const HERO_PRELOAD_TIMEOUT_MS = 5000;

/**
 * Resolves once the image is loaded, failed, or took too long; never rejects. A source with a
 * `srcset` loads the candidate its `<img>` will pick: the same `sizes`, the same viewport.
 */
export function preloadImage(source: string | ImageSource, timeoutMs = HERO_PRELOAD_TIMEOUT_MS): Promise<void> {
  const { src, srcset, sizes } = typeof source === 'string' ? { src: source } : source;
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      image.onload = image.onerror = null;
      resolve();
    }
    image.onload = image.onerror = done;
    image.crossOrigin = artworkCrossOrigin(src) ?? null;
    // `sizes` before `srcset`, and both before `src`: the image picks its candidate once.
    if (sizes) image.sizes = sizes;
    if (srcset) image.srcset = srcset;
    image.src = src;
  });
}
