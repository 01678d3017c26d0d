/**
 * @module scene-builder/use-touch-canvas
 * Fingers on the canvas: two fingers pan and pinch-zoom it (damped, within 21 to 200); one finger
 * on the empty canvas pans it. A finger on a sticker is the sticker's own drag (interactjs).
 * Ctrl (or Cmd) and the wheel zoom it, as a trackpad's pinch does (the browser sends it as Ctrl+wheel),
 * about the point under the pointer.
 */
import { useEffect, type RefObject } from 'react';
import { clampZoom, MAX_ZOOM, MIN_ZOOM } from './view.ts';

/** Wheel pixels that halve (or double) the zoom: a mouse notch (100) zooms by about an eighth. */
export const WHEEL_ZOOM_HALVING = 500;

/**
 * The zoom a Ctrl+wheel step asks for, unrounded (a trackpad sends many small steps that must add
 * up): down (positive) zooms out, up zooms in, within 21..200.
 * @example wheelZoom(100, -100) // 114.87
 */
export function wheelZoom(zoom: number, deltaY: number): number {
  if (!Number.isFinite(deltaY)) return zoom;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom * 2 ** (-deltaY / WHEEL_ZOOM_HALVING)));
}

/** A wheel event's vertical distance in pixels, whatever unit the browser reported it in. */
const wheelPixels = (event: WheelEvent) => event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);

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

    // The zoom the wheel is heading for, kept unrounded between events.
    let heading: number | null = null;
    const wheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      // Without this the browser zooms the whole page.
      event.preventDefault();
      const current = zoom.get();
      if (heading === null || clampZoom(heading) !== current) heading = current;
      heading = wheelZoom(heading, wheelPixels(event));
      const next = clampZoom(heading);
      if (next === current) return;
      // The point under the pointer stays under it.
      const box = element.getBoundingClientRect();
      const at = { x: event.clientX - box.left, y: event.clientY - box.top };
      const scene = { x: element.scrollLeft + at.x, y: element.scrollTop + at.y };
      zoom.set(next);
      requestAnimationFrame(() => element.scrollTo((scene.x * next) / current - at.x, (scene.y * next) / current - at.y));
    };

    element.addEventListener('wheel', wheel, { passive: false });
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    for (const type of ['pointerup', 'pointercancel'] as const) element.addEventListener(type, up);
    return () => {
      element.removeEventListener('wheel', wheel);
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      for (const type of ['pointerup', 'pointercancel'] as const) element.removeEventListener(type, up);
    };
  }, [viewport]);
}
