/**
 * @module hero/frame
 * The machine's drawing (machine-frame.svg) is laid out on a 1600 x 900 canvas, the box's 16:9;
 * what the island places on it (the buttons on each port's ring) reads the same numbers.
 */
import { HERO_PORT_POSITIONS, type HeroPort } from '~/domain/hero-stickers.ts';

export const FRAME_WIDTH = 1600;
export const FRAME_HEIGHT = 900;
/** A port's ring radius on the canvas. */
export const FRAME_RING = 112;

/**
 * Where a port's two buttons sit, in percent of the box: on its ring's lower-left and lower-right
 * bolts, whatever the sticker's size, so no sticker's buttons land on a neighbour.
 */
export function portButtonSpots(port: HeroPort): { details: { left: number; top: number }; generate: { left: number; top: number } } {
  const { x, y } = HERO_PORT_POSITIONS[port];
  const along = FRAME_RING * Math.SQRT1_2;
  const dx = (along / FRAME_WIDTH) * 100;
  const dy = (along / FRAME_HEIGHT) * 100;
  return { details: { left: x - dx, top: y + dy }, generate: { left: x + dx, top: y + dy } };
}
