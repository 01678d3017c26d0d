/**
 * @module parallax/preload
 * A scene's images fetched before it shows, so it appears whole rather than sticker by sticker.
 * The wait is bounded (the spec's image preload timeout): an image still loading then shows when
 * it arrives; an image that failed is reported, and its sticker is left out.
 */
import { artworkCrossOrigin } from '~/client/artwork-request.ts';

/** The spec's image preload timeout. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 5000;

/**
 * Loads the images; resolves with the URLs that failed once all have loaded or failed, or when the
 * timeout is up, whichever comes first.
 * @example const failed = await preloadImages(['/artwork/a.svg'], 5000);
 */
export function preloadImages(urls: readonly string[], timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS): Promise<Set<string>> {
  const failed = new Set<string>();
  const unique = [...new Set(urls)];
  if (unique.length === 0) return Promise.resolve(failed);
  return new Promise((resolve) => {
    let left = unique.length;
    const timer = setTimeout(() => resolve(failed), timeoutMs);
    const settle = (url: string, ok: boolean) => {
      if (!ok) failed.add(url);
      if (--left === 0) {
        clearTimeout(timer);
        resolve(failed);
      }
    };
    for (const url of unique) {
      const image = new Image();
      image.decoding = 'async';
      image.onload = () => settle(url, true);
      image.onerror = () => settle(url, false);
      image.crossOrigin = artworkCrossOrigin(url) ?? null;
      image.src = url;
    }
  });
}
