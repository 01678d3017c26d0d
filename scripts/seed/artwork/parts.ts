/** Parts several vehicles share, drawn straight onto the pen: wheels and crawler tracks. */

import type { Pen } from './pen.ts';
import { bars, circ, D2R, polys, rect, ring, type Pt } from './shapes.ts';

interface WheelOpts {
  /** rim hole radius as a share of the tyre radius */
  rim?: number;
  /** hub radius as a share of the tyre radius */
  hub?: number;
  /** knobbly tread blocks around the tyre */
  knobs?: number;
  /** spokes instead of a solid hub */
  spokes?: number;
  /** cut a wheel-arch gap of this size into the body layer */
  arch?: number;
}

/**
 * Wheels are drawn in their own layers: call after the body. Optional arch gaps
 * are cut into the current (body) layer.
 */
export function wheels(p: Pen, list: readonly [number, number, number][], o: WheelOpts = {}): void {
  const rim = o.rim ?? 0.6;
  const hub = o.hub ?? 0.32;
  for (const [x, y, r] of list) {
    if (o.arch) p.c(circ(x, y, r + o.arch));
    else p.c(circ(x, y, r * rim));
  }
  p.next();
  for (const [x, y, r] of list) {
    p.f(circ(x, y, r));
    if (o.knobs) {
      const k = o.knobs;
      const blocks: Pt[][] = [];
      for (let i = 0; i < k; i++) {
        const a = ((360 / k) * i) * D2R;
        const ca = Math.cos(a);
        const sa = Math.sin(a);
        const q = (u: number, v: number): Pt => [x + ca * v - sa * u, y + sa * v + ca * u];
        blocks.push([q(-r * 0.13, r - 2), q(r * 0.13, r - 2), q(r * 0.11, r * 1.1), q(-r * 0.11, r * 1.1)]);
      }
      p.f(polys(blocks));
    }
    p.c(circ(x, y, r * rim));
  }
  p.next();
  for (const [x, y, r] of list) {
    if (o.spokes) {
      p.f(circ(x, y, r * 0.16));
      const sp: [number, number, number, number, number][] = [];
      for (let i = 0; i < o.spokes; i++) {
        const a = ((180 / o.spokes) * i + 10) * D2R;
        const dx = Math.cos(a) * r * rim;
        const dy = Math.sin(a) * r * rim;
        sp.push([x - dx, y - dy, x + dx, y + dy, r * 0.025 + 0.4]);
      }
      p.f(bars(sp));
    } else {
      p.f(circ(x, y, r * hub));
    }
  }
}

/** Crawler track with road wheels (for tanks, dozers, excavators). */
export function track(p: Pen, x: number, y: number, w: number, h: number, wheelsN: number): void {
  p.f(rect(x, y, w, h, h / 2));
  const r = h / 2 - h * 0.16;
  for (let i = 0; i < wheelsN; i++) {
    const cx = x + h / 2 + ((w - h) * i) / (wheelsN - 1);
    p.c(ring(cx, y + h / 2, r, r * 0.45));
  }
  const teeth = Math.floor(w / (h * 0.28));
  for (let i = 0; i < teeth; i++) {
    const tx = x + h * 0.3 + ((w - h * 0.6) * i) / (teeth - 1);
    p.c(rect(tx - 0.9, y + h - h * 0.07, 1.8, h * 0.08));
  }
}
