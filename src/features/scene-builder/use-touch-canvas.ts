/**
 * @module scene-builder/use-touch-canvas
 * Fingers on the canvas: two fingers pan and pinch-zoom it (damped, within 21 to 200); one finger
 * on the empty canvas pans it. A finger on a sticker is the sticker's own drag (interactjs).
 */
import { useEffect, type RefObject } from 'react';
import { clampZoom } from './view.ts';

/** How strongly a pinch zooms: the fingers' distance ratio is raised to this power. */
export const PINCH_DAMPING = 0.7;

/**
 * The zoom a pinch asks for: the start zoom times the damped ratio of the fingers' distances,
 * kept within 21..200.
 * @example pinchZoom(100, 100, 200) // 162
 */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (!(startDistance > 0) || !(distance > 0)) return clampZoom(startZoom);
  return clampZoom(startZoom * (distance / startDistance) ** PINCH_DAMPING);
}

interface Point {
  x: number;
  y: number;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Follows touches on the viewport: pan by scrolling it, pinch by asking for a zoom. */
export function useTouchCanvas(viewport: RefObject<HTMLElement | null>, zoom: { get(): number; set(zoom: number): void }): void {
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const touches = new Map<number, Point>();
    let pinch: { zoom: number; distance: number } | null = null;
    let last: Point | null = null;

    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      const onSticker = (event.target as HTMLElement | null)?.closest('.scene-sticker');
      if (onSticker && touches.size === 0) return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const [a, b] = [...touches.values()];
      if (a && b) {
        pinch = { zoom: zoom.get(), distance: distance(a, b) };
        last = middle(a, b);
      } else if (a) {
        last = a;
      }
    };
    const move = (event: PointerEvent) => {
      if (!touches.has(event.pointerId)) return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const [a, b] = [...touches.values()];
      const centre = a && b ? middle(a, b) : a;
      if (!centre) return;
      if (last) element.scrollBy(last.x - centre.x, last.y - centre.y);
      last = centre;
      if (a && b && pinch) zoom.set(pinchZoom(pinch.zoom, pinch.distance, distance(a, b)));
    };
    const up = (event: PointerEvent) => {
      if (!touches.delete(event.pointerId)) return;
      pinch = null;
      const [remaining] = [...touches.values()];
      last = remaining ?? null;
    };

    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    for (const type of ['pointerup', 'pointercancel'] as const) element.addEventListener(type, up);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      for (const type of ['pointerup', 'pointercancel'] as const) element.removeEventListener(type, up);
    };
  }, [viewport]);
}
