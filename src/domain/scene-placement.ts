/**
 * @module scene-placement
 * Where a new sticker (or a whole pack or set) lands: in free space inside the part of the canvas the
 * shopper sees, so five adds never pile into one shape and a phone never gets one off screen; where
 * the view is full, just below it. The spec's offset rule ((100, 200), 20 px further per sticker)
 * piled them up, and is kept for a scene whose view is not known. Pure; lengths in scene pixels.
 */
import { intersects, type Box } from './geometry.ts';
import type { Point, Size } from './scene.ts';

/** Clear space kept around a new sticker: from the others and from the edges of the view. */
export const PLACEMENT_GAP = 24;

/** What a free spot is looked for with. */
export interface PlacementInput {
  /** The new sticker's (or group's) box size. */
  size: Size;
  /** The boxes the stickers already on the canvas cover. */
  occupied: readonly Box[];
  /** The part of the canvas on screen. */
  visible: Box;
}

const grown = (box: Box, by: number): Box => ({ x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by });

/**
 * The first free spot in reading order (top to bottom, then left to right) where the box fits inside
 * the view with a gap around it and clear of every other sticker, or null when there is none. Spots
 * are tried at the view's corner and just right of or below each sticker in view: a box that fits
 * anywhere slides left and up until it meets the view's edge or a sticker, so one of them fits it.
 */
export function freeSpot(size: Size, occupied: readonly Box[], visible: Box): Point | null {
  const inner = grown(visible, -PLACEMENT_GAP);
  if (size.width > inner.width || size.height > inner.height) return null;
  const near = occupied.filter((box) => intersects(grown(box, PLACEMENT_GAP), visible)).map((box) => grown(box, PLACEMENT_GAP));
  const xs = [inner.x, ...near.map((box) => box.x + box.width)].filter((x) => x >= inner.x && x + size.width <= inner.x + inner.width);
  const ys = [inner.y, ...near.map((box) => box.y + box.height)].filter((y) => y >= inner.y && y + size.height <= inner.y + inner.height);
  const columns = [...new Set(xs)].sort((a, b) => a - b);
  for (const y of [...new Set(ys)].sort((a, b) => a - b)) {
    for (const x of columns) {
      const spot = { x, y, ...size };
      if (!near.some((box) => intersects(spot, box))) return { x, y };
    }
  }
  return null;
}

/**
 * Where a new sticker or group goes: a free spot in view, else the first one below it in the same
 * columns (the canvas scrolls there as the new sticker takes the focus). The board grows, so there
 * is always one: the spec's offset for the scene's count is left for a scene whose view is not
 * known (see placementFor).
 * @example placeNew({ size: { width: 100, height: 100 }, occupied: [], visible: { x: 0, y: 0, width: 390, height: 400 } }) // { x: 24, y: 24 }
 */
export function placeNew({ size, occupied, visible }: PlacementInput): Point {
  // A decal wider than the view starts at its left edge: the shopper sees where it begins.
  const below = { ...visible, width: Math.max(visible.width, size.width + 2 * PLACEMENT_GAP), height: Infinity };
  // Below the lowest sticker there is always room: the last fall-back is never met.
  return freeSpot(size, occupied, visible) ?? freeSpot(size, occupied, below) ?? { x: visible.x + PLACEMENT_GAP, y: visible.y + PLACEMENT_GAP };
}

/**
 * The box a group of boxes covers, from its first member's position: what a pack or set needs free.
 * @example groupSize([{ x: 0, y: 0, width: 100, height: 100 }, { x: 144, y: 0, width: 100, height: 100 }]) // { width: 244, height: 100 }
 */
export function groupSize(members: readonly Box[]): Size {
  if (members.length === 0) return { width: 0, height: 0 };
  const left = Math.min(...members.map((m) => m.x));
  const top = Math.min(...members.map((m) => m.y));
  return {
    width: Math.max(...members.map((m) => m.x + m.width)) - left,
    height: Math.max(...members.map((m) => m.y + m.height)) - top,
  };
}
