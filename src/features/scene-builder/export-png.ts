/**
 * @module export-png
 * 'Download PNG': the scene drawn again from its state (background, then each sticker tinted,
 * rotated and mirrored as on the canvas), not a screenshot of the page, so it is sharp at 2x and
 * shows the design whatever the zoom or scroll: its stickers and a margin of the board around them
 * (~/domain/scene-export.ts says what is cut).
 */
import { DEFAULT_COLOR, findColor } from '~/domain/colors.ts';
import { stickerArtwork, stickerSizePx, type BuilderBackground, type Scene, type SceneSticker } from '~/domain/scene.ts';
import { PX_PER_INCH } from '~/domain/scene-scale.ts';
import { rotatedBox, type Box } from '~/domain/geometry.ts';
import { exportCrop } from '~/domain/scene-export.ts';
import { BACKGROUNDS } from '~/features/scene-builder/backgrounds.ts';

/** The output image's size in pixels and the scale it was drawn at. */
export interface ExportSize {
  width: number;
  height: number;
  scale: number;
}

/**
 * The largest canvas every browser we serve draws and encodes: iOS Safari refuses a 2D canvas above
 * 16,777,216 pixels (4096 x 4096), and 8192 is a safe longest side where some mobile GPUs cap
 * textures. Beyond them a canvas fails quietly (toBlob gives null or a blank image), not with an error.
 */
export const CANVAS_LIMITS = { maxSide: 8192, maxArea: 16_777_216 } as const;

/** What fills the image where the background does not reach (the margin, stickers past its edge). */
const MAT_COLOR = '#ffffff';

/** A sticker's unrotated box in scene pixels: its position and its size at true scale. */
export function stickerBox(scene: Scene, sticker: SceneSticker): Box {
  const { width, height } = stickerSizePx(scene.listings[sticker.listingId], sticker);
  return { x: sticker.x, y: sticker.y, width, height };
}

/** A background's rectangle in scene pixels: at the origin, at 96 pixels to the inch. */
export function backgroundBox(background: BuilderBackground): Box {
  const { widthInches, heightInches } = BACKGROUNDS[background];
  return { x: 0, y: 0, width: widthInches * PX_PER_INCH, height: heightInches * PX_PER_INCH };
}

/**
 * What the image shows, in scene pixels: every sticker's turned box and a margin of the board
 * around them (exportCrop); the whole board when the scene is empty.
 */
export function sceneBounds(scene: Scene, background: BuilderBackground): Box {
  const stickers = scene.stickers.map((s) => rotatedBox(stickerBox(scene, s), s.rotation));
  return exportCrop(stickers, backgroundBox(background));
}

/**
 * The image's pixel size for `bounds` drawn at `scale`, with the scale reduced as far as needed to
 * stay within CANVAS_LIMITS (longest side <= 8192, area <= 16,777,216 pixels).
 * @example exportSize({ x: 0, y: 0, width: 1000, height: 500 }, 2) // { width: 2000, height: 1000, scale: 2 }
 * @example exportSize({ x: 0, y: 0, width: 8000, height: 100 }, 2) // { width: 8192, height: 103, scale: 1.024 }
 */
export function exportSize(bounds: Pick<Box, 'width' | 'height'>, scale: number): ExportSize {
  const w = Math.max(bounds.width, 1);
  const h = Math.max(bounds.height, 1);
  const fitted = Math.min(scale, CANVAS_LIMITS.maxSide / Math.max(w, h), Math.sqrt(CANVAS_LIMITS.maxArea / (w * h)));
  const fits = (width: number, height: number) => width <= CANVAS_LIMITS.maxSide && height <= CANVAS_LIMITS.maxSide && width * height <= CANVAS_LIMITS.maxArea;
  // Rounding up keeps the scene's last fraction of a pixel (the epsilon absorbs float noise such as 8192.000000001).
  const up = { width: Math.max(1, Math.ceil(w * fitted - 1e-6)), height: Math.max(1, Math.ceil(h * fitted - 1e-6)) };
  // At the area limit rounding both sides up can step over it; rounding down never does.
  const size = fits(up.width, up.height) ? up : { width: Math.max(1, Math.floor(w * fitted)), height: Math.max(1, Math.floor(h * fitted)) };
  return { ...size, scale: fitted };
}

/**
 * The stickers in the order they are drawn: by zIndex, back to front; equal zIndex keeps the scene's order, as the DOM does.
 * @example drawOrder([{ zIndex: 2 }, { zIndex: 1 }]) // [{ zIndex: 1 }, { zIndex: 2 }]
 */
export function drawOrder<T extends Pick<SceneSticker, 'zIndex'>>(stickers: readonly T[]): T[] {
  return stickers
    .map((sticker, index) => ({ sticker, index }))
    .sort((a, b) => a.sticker.zIndex - b.sticker.zIndex || a.index - b.index)
    .map((e) => e.sticker);
}

/**
 * The hex a sticker's colour is filled with: the official colour's swatch, as the storefront's mask tint uses.
 * @example stickerTint('Black (Matte)') // '#1b1b1b'
 */
export function stickerTint(color: string): string {
  return (findColor(color) ?? DEFAULT_COLOR).hex;
}

/** The part of a 2D context the export uses: common to CanvasRenderingContext2D and OffscreenCanvasRenderingContext2D. */
type Context2D = CanvasState &
  CanvasTransform &
  CanvasCompositing &
  CanvasDrawImage &
  CanvasRect &
  CanvasFillStrokeStyles &
  CanvasPathDrawingStyles &
  CanvasText &
  CanvasTextDrawingStyles;

interface Surface {
  ctx: Context2D;
  image: CanvasImageSource;
  toPng(): Promise<Blob>;
}

/** An OffscreenCanvas where there is one (no DOM node, no layout), else a detached <canvas>. */
function createSurface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (ctx) return { ctx, image: canvas, toPng: () => canvas.convertToBlob({ type: 'image/png' }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the scene (no 2D canvas).');
  return {
    ctx,
    image: canvas,
    toPng: () =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The scene is too large to save as an image.'))), 'image/png'),
      ),
  };
}

/** Loads an image, or null when it fails: one missing artwork should not cost the whole export. */
async function loadImage(src: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  // Asked for with CORS so an artwork from another host either loads clean or fails; a tainted canvas could not be saved at all.
  image.crossOrigin = 'anonymous';
  image.src = src;
  try {
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

/** The artwork filled with one colour, at the pixel size it is drawn at, fitted inside the box as the canvas's `mask-size: contain` does. */
function tintedArtwork(image: HTMLImageElement, width: number, height: number, hex: string): CanvasImageSource {
  // Never larger than the image itself, which exportSize already keeps within the canvas limits.
  const surface = createSurface(Math.max(1, Math.ceil(width)), Math.max(1, Math.ceil(height)));
  const { ctx } = surface;
  const naturalW = image.naturalWidth || width;
  const naturalH = image.naturalHeight || height;
  const fit = Math.min(width / naturalW, height / naturalH);
  const w = naturalW * fit;
  const h = naturalH * fit;
  ctx.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
  ctx.globalCompositeOperation = 'source-in';
  ctx.fillStyle = hex;
  ctx.fillRect(0, 0, width, height);
  return surface.image;
}

/** What the canvas shows for a sticker whose artwork failed: a plain card with its title. */
function drawPlaceholder(ctx: Context2D, box: Box, title: string): void {
  ctx.fillStyle = '#eeeeee';
  ctx.fillRect(box.x, box.y, box.width, box.height);
  ctx.strokeStyle = '#999999';
  ctx.lineWidth = 2;
  ctx.strokeRect(box.x + 1, box.y + 1, box.width - 2, box.height - 2);
  ctx.fillStyle = '#333333';
  ctx.font = '14px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(title, box.x + box.width / 2, box.y + box.height / 2, box.width - 8);
}

/**
 * Draws the scene as a PNG: the background, then each sticker by zIndex at its true size, turned by
 * its rotation about its centre, mirrored when flipped (mirror first, then turn, as the canvas
 * does), in its colour. Drawn at `scale` (default 2) image pixels per scene pixel, less when the
 * scene would exceed CANVAS_LIMITS.
 */
export async function renderScenePng(scene: Scene, options: { background: BuilderBackground; scale?: number }): Promise<Blob> {
  const bounds = sceneBounds(scene, options.background);
  const size = exportSize(bounds, options.scale ?? 2);
  const background = BACKGROUNDS[options.background];
  const stickers = drawOrder(scene.stickers);

  // Every image loads at once; a pack's copies share one load.
  const sources = new Set<string>(background.src ? [background.src] : []);
  for (const sticker of stickers) {
    const art = stickerArtwork(scene.listings[sticker.listingId], sticker);
    if (art) sources.add(art);
  }
  const images = new Map(await Promise.all([...sources].map(async (src) => [src, await loadImage(src)] as const)));

  const surface = createSurface(size.width, size.height);
  const { ctx } = surface;
  ctx.fillStyle = MAT_COLOR;
  ctx.fillRect(0, 0, size.width, size.height);
  // From here on everything is drawn in scene pixels.
  ctx.setTransform(size.scale, 0, 0, size.scale, -bounds.x * size.scale, -bounds.y * size.scale);

  const backgroundImage = background.src ? images.get(background.src) : null;
  if (backgroundImage) {
    const box = backgroundBox(options.background);
    ctx.drawImage(backgroundImage, box.x, box.y, box.width, box.height);
  }

  for (const sticker of stickers) {
    const listing = scene.listings[sticker.listingId];
    const box = stickerBox(scene, sticker);
    const art = stickerArtwork(listing, sticker);
    const image = art ? images.get(art) : null;
    ctx.save();
    ctx.translate(box.x + box.width / 2, box.y + box.height / 2);
    ctx.rotate((sticker.rotation * Math.PI) / 180);
    const local = { x: -box.width / 2, y: -box.height / 2, width: box.width, height: box.height };
    if (image) {
      if (sticker.isFlipped) ctx.scale(-1, 1);
      const tinted = tintedArtwork(image, box.width * size.scale, box.height * size.scale, stickerTint(sticker.color));
      ctx.drawImage(tinted, local.x, local.y, local.width, local.height);
    } else {
      // Not mirrored: the title stays readable.
      drawPlaceholder(ctx, local, listing?.title ?? 'Sticker');
    }
    ctx.restore();
  }
  return surface.toPng();
}

/**
 * Saves a blob as a file through a clicked `<a download>`; the object URL is revoked afterwards.
 * @example downloadBlob(await renderScenePng(scene, { background: 'laptop' }), 'my-scene.png')
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Not revoked at once: Firefox and Safari read the URL after click() returns, and revoking it first cancels the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
