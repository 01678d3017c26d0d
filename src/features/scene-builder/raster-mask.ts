/**
 * @module raster-mask
 * A sticker's artwork as a bitmap mask. Chrome draws an SVG `mask-image` from its vectors each time it
 * rasters a canvas tile under it, and the demo artwork's cut-outs are SVG masks of their own (an
 * offscreen layer apiece): a drag that uncovers a hundred stickers froze the page for over a second
 * while their tiles were drawn again. A PNG of the artwork at the size it is shown is copied instead.
 * Until it is ready, and wherever making it fails, the SVG itself stays the mask.
 */
import { useEffect, useState } from 'react';
import { maskPixels } from '~/domain/raster-size.ts';
import { artworkCrossOrigin } from '~/client/artwork-request.ts';

const made = new Map<string, Promise<string | null>>();

/** The artwork's bitmap at `pixels` on its longest side, as an object URL (made once a page). */
function rasterOf(url: string, pixels: number): Promise<string | null> {
  const key = `${pixels} ${url}`;
  let bitmap = made.get(key);
  if (!bitmap) {
    bitmap = draw(url, pixels).catch(() => null);
    made.set(key, bitmap);
  }
  return bitmap;
}

async function draw(url: string, pixels: number): Promise<string | null> {
  const image = new Image();
  image.crossOrigin = artworkCrossOrigin(url) ?? null;
  image.src = url;
  await image.decode();
  const { naturalWidth: w, naturalHeight: h } = image;
  if (!w || !h) return null;
  const fit = pixels / Math.max(w, h);
  const canvas = new OffscreenCanvas(Math.max(1, Math.round(w * fit)), Math.max(1, Math.round(h * fit)));
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  // Encoding happens off the main thread.
  return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
}

/**
 * The mask to show for an artwork drawn `cssPixels` long on screen: its bitmap once made, the SVG
 * until then. A zoom past the bitmap's size makes a larger one, so it is never blurred.
 */
export function useRasterMask(url: string | null, cssPixels: number): string | null {
  const pixels = maskPixels(cssPixels * (typeof devicePixelRatio === 'number' ? devicePixelRatio : 1));
  const [mask, setMask] = useState<{ of: string; bitmap: string } | null>(null);
  useEffect(() => {
    if (!url || typeof OffscreenCanvas === 'undefined') return;
    let live = true;
    void rasterOf(url, pixels).then((bitmap) => {
      if (live && bitmap) setMask({ of: url, bitmap });
    });
    return () => {
      live = false;
    };
  }, [url, pixels]);
  if (!url) return null;
  // The same artwork's bitmap of another size stays while the new one is made: no flash back to the vectors.
  return mask?.of === url ? mask.bitmap : url;
}
