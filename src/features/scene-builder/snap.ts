/**
 * @module scene-builder/snap
 * Snapping while dragging: the dragged sticker is pulled to the quarter-inch grid and to the other
 * stickers' edges and centres when one is within 6 screen pixels, and guide lines show which
 * stickers it lines up with. Alt (free) turns both off. Pure; every length is in scene pixels.
 */
import { PX_PER_INCH } from '~/domain/scene-scale.ts';
import type { Box } from '~/domain/geometry.ts';

/** The snapping grid: a quarter inch. */
export const SNAP_GRID_PX = PX_PER_INCH / 4;
/** How close a line must come to snap, in screen pixels: the same feel at every zoom. */
export const SNAP_THRESHOLD_SCREEN_PX = 6;

/**
 * A guide line, in scene pixels: axis 'x' is the vertical line x = at from y = from to y = to,
 * axis 'y' the horizontal line y = at from x = from to x = to. It spans the dragged box and every
 * box it lines up with there.
 */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
  from: number;
  to: number;
}

/**
 * The other stickers' lines, read once: a drag prepares them at its start (snapTargets) rather than
 * on every pointer move. Line k of an axis belongs to box floor(k / 3): its start, centre and end.
 */
export interface SnapTargets {
  boxes: readonly Box[];
  x: Float64Array;
  y: Float64Array;
}

/** What snapDrag reads. */
export interface SnapInput {
  /** The dragged sticker's box where the pointer put it. */
  box: Box;
  /** The other stickers' boxes, or their lines prepared by snapTargets. */
  others: readonly Box[] | SnapTargets;
  /** Screen pixels per scene pixel. */
  scale: number;
  /** Alt is held: no snapping, no guides. */
  free: boolean;
}

/** Where the dragged box goes (its left and top) and the guides to draw. */
export interface SnapResult {
  x: number;
  y: number;
  guides: Guide[];
}

type Axis = 'x' | 'y';

/** Lines closer than this are the same line (floating-point noise, far below a screen pixel). */
const SAME_LINE = 1e-6;

const startOf = (box: Box, axis: Axis) => (axis === 'x' ? box.x : box.y);
const lengthOf = (box: Box, axis: Axis) => (axis === 'x' ? box.width : box.height);
/** A box's left, centre and right (or top, middle and bottom) as offsets from its start. */
const lineOffsets = (box: Box, axis: Axis) => [0, lengthOf(box, axis) / 2, lengthOf(box, axis)];
const linesOf = (box: Box, axis: Axis) => lineOffsets(box, axis).map((offset) => startOf(box, axis) + offset);

/**
 * The lines of the other stickers' boxes on both axes, in the boxes' order: what snapDrag compares
 * the dragged box with. 300 stickers are 1,800 numbers, read on each move without allocating.
 */
export function snapTargets(others: readonly Box[]): SnapTargets {
  const x = new Float64Array(others.length * 3);
  const y = new Float64Array(others.length * 3);
  others.forEach((box, i) => {
    x.set(linesOf(box, 'x'), i * 3);
    y.set(linesOf(box, 'y'), i * 3);
  });
  return { boxes: others, x, y };
}

const isPrepared = (others: readonly Box[] | SnapTargets): others is SnapTargets => !Array.isArray(others);

/**
 * The dragged box's start on one axis: the nearest candidate within the threshold (a sticker line
 * beats the grid at equal distance; between sticker lines, the first box's), or where the pointer put it.
 */
function snapAxis(box: Box, lines: Float64Array, axis: Axis, threshold: number): number {
  const raw = startOf(box, axis);
  let best = raw;
  let bestDistance = Infinity;
  const grid = Math.round(raw / SNAP_GRID_PX) * SNAP_GRID_PX || 0;
  if (Math.abs(grid - raw) <= threshold) {
    best = grid;
    bestDistance = Math.abs(grid - raw);
  }
  const own = lineOffsets(box, axis);
  let stickerWon = false;
  for (const line of lines) {
    for (const offset of own) {
      const target = line - offset;
      const distance = Math.abs(target - raw);
      if (distance > threshold) continue;
      if (distance < bestDistance || (distance === bestDistance && !stickerWon)) {
        best = target;
        bestDistance = distance;
        stickerWon = true;
      }
    }
  }
  return best;
}

/** The guides of the box at its snapped place: one per line it shares with other boxes. */
function guidesOn(box: Box, targets: SnapTargets, axis: Axis): Guide[] {
  const across: Axis = axis === 'x' ? 'y' : 'x';
  const lines = targets[axis];
  const guides: Guide[] = [];
  const own = linesOf(box, axis);
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!;
    if (!own.some((mine) => Math.abs(mine - line) <= SAME_LINE)) continue;
    const other = targets.boxes[Math.floor(k / 3)]!;
    const from = Math.min(startOf(box, across), startOf(other, across));
    const to = Math.max(startOf(box, across) + lengthOf(box, across), startOf(other, across) + lengthOf(other, across));
    const known = guides.find((g) => Math.abs(g.at - line) <= SAME_LINE);
    if (known) {
      known.from = Math.min(known.from, from);
      known.to = Math.max(known.to, to);
    } else guides.push({ axis, at: line, from, to });
  }
  return guides;
}

/**
 * Where a dragged sticker's box snaps: on each axis independently, its left (top) edge to the
 * quarter-inch grid, or its left, centre or right (top, middle or bottom) line to another box's,
 * whichever is nearest within 6 screen pixels; guides for the sticker alignments.
 * @example snapDrag({ box: { x: 103, y: 310, width: 50, height: 50 }, others: [{ x: 100, y: 200, width: 80, height: 80 }], scale: 1, free: false })
 * // { x: 100, y: 312, guides: [{ axis: 'x', at: 100, from: 200, to: 362 }] }
 */
export function snapDrag({ box, others, scale, free }: SnapInput): SnapResult {
  if (free) return { x: box.x, y: box.y, guides: [] };
  const targets = isPrepared(others) ? others : snapTargets(others);
  const threshold = scale > 0 && Number.isFinite(scale) ? SNAP_THRESHOLD_SCREEN_PX / scale : 0;
  const snapped = { ...box, x: snapAxis(box, targets.x, 'x', threshold), y: snapAxis(box, targets.y, 'y', threshold) };
  return { x: snapped.x, y: snapped.y, guides: [...guidesOn(snapped, targets, 'x'), ...guidesOn(snapped, targets, 'y')] };
}
