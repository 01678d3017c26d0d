/**
 * @module scene-export
 * What 'Download PNG' shows of a Scene Builder scene, in scene pixels (96 to the inch): the stickers
 * and a margin around them, cut from the board they sit on, rather than the whole board with the
 * design small in a corner. Pure geometry: the drawing is in features/scene-builder/export-png.ts.
 */
import type { Box } from './geometry.ts';
import { PX_PER_INCH } from './scene-scale.ts';

/** Room kept around the stickers, where the board has it: half an inch of the surface they are on. */
export const CROP_MARGIN_PX = PX_PER_INCH / 2;

/**
 * The white mat around anything that reaches past the board (and around the whole board when the
 * scene is empty): a quarter inch, so nothing ends flush with the image's edge.
 */
export const MAT_MARGIN_PX = PX_PER_INCH / 4;

/**
 * The smallest rectangle holding every one of `rects`, or null for none.
 * @example unionOf([{ x: 0, y: 0, width: 10, height: 10 }, { x: 20, y: 5, width: 10, height: 10 }]) // { x: 0, y: 0, width: 30, height: 15 }
 */
export function unionOf(rects: readonly Box[]): Box | null {
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * What the exported image shows, given every sticker's turned box and the board (the background's
 * rectangle): the stickers' extent with CROP_MARGIN_PX around it, cut at the board's edge (so the
 * image is all board, as the canvas shows it), except on a side where a sticker reaches past the
 * board: there the image reaches past that sticker by MAT_MARGIN_PX, as the whole-board export
 * did. Never more than the whole-board export (the board and every sticker, with MAT_MARGIN_PX),
 * so never drawn at a smaller scale. With no stickers: the whole board with MAT_MARGIN_PX, as before.
 * @example exportCrop([{ x: 100, y: 200, width: 192, height: 96 }], { x: 0, y: 0, width: 2880, height: 1920 }) // { x: 52, y: 152, width: 288, height: 192 }
 * @example exportCrop([], { x: 0, y: 0, width: 1536, height: 1104 }) // { x: -24, y: -24, width: 1584, height: 1152 }
 */
export function exportCrop(stickers: readonly Box[], board: Box): Box {
  const extent = unionOf(stickers);
  if (!extent) return grow(board, MAT_MARGIN_PX);
  const [boardRight, boardBottom] = [board.x + board.width, board.y + board.height];
  const [right, bottom] = [extent.x + extent.width, extent.y + extent.height];
  const left = extent.x < board.x ? extent.x - MAT_MARGIN_PX : Math.max(extent.x - CROP_MARGIN_PX, board.x);
  const top = extent.y < board.y ? extent.y - MAT_MARGIN_PX : Math.max(extent.y - CROP_MARGIN_PX, board.y);
  const cropRight = right > boardRight ? right + MAT_MARGIN_PX : Math.min(right + CROP_MARGIN_PX, boardRight);
  const cropBottom = bottom > boardBottom ? bottom + MAT_MARGIN_PX : Math.min(bottom + CROP_MARGIN_PX, boardBottom);
  return { x: left, y: top, width: cropRight - left, height: cropBottom - top };
}

function grow(rect: Box, by: number): Box {
  return { x: rect.x - by, y: rect.y - by, width: rect.width + 2 * by, height: rect.height + 2 * by };
}
