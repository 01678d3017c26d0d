/**
 * @module hero/preload
 * Loads an image before the machine shows it, so a sticker never grows empty. Settles on load, on
 * error (the sticker then shows its tint only) or after the spec's image preload timeout.
 */
import { artworkCrossOrigin } from '~/client/artwork-request.ts';

/** The spec's image preload timeout. */
export const HERO_PRELOAD_TIMEOUT_MS = 5000;

/** Resolves once the image at `src` is loaded, failed, or took too long; never rejects. */
export function preloadImage(src: string, timeoutMs = HERO_PRELOAD_TIMEOUT_MS): Promise<void> {
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
    image.src = src;
  });
}
