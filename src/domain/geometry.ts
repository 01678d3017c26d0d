/**
 * @module geometry
 * Boxes in scene pixels, shared by the Scene Builder's snapping, placement and export. Pure.
 */

/** An axis-aligned box in scene pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Sines and cosines of right angles come out as 6e-17, not 0: rounded so an upright box stays exact. */
const clean = (n: number) => Math.round(n * 1e12) / 1e12;

/**
 * The box a rectangle covers turned about its centre (degrees clockwise; mirroring does not change
 * it): what a rotated sticker snaps by, is placed around and is exported with.
 * @example rotatedBox({ x: 0, y: 0, width: 200, height: 100 }, 90) // { x: 50, y: -50, width: 100, height: 200 }
 */
export function rotatedBox(box: Box, rotation: number): Box {
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.abs(clean(Math.cos(radians)));
  const sin = Math.abs(clean(Math.sin(radians)));
  if (sin === 0) return { ...box };
  const width = box.width * cos + box.height * sin;
  const height = box.width * sin + box.height * cos;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/** Whether two boxes overlap (touching edges do not). */
export const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
