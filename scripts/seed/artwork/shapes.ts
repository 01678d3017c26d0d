/**
 * Drawing primitives of the demo artwork: each returns an SVG element string or a list of points.
 * A point is [x, y] or [x, y, 1] where the trailing 1 marks a sharp corner.
 */

const FONT = "Impact, 'Arial Black', sans-serif";

/** Escapes text for an SVG attribute or text node. */
export function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Number formatting: whole units for big coordinates, one decimal for small ones, no "-0". */
function n(v: number): string {
  const r = Math.abs(v) >= 50 ? Math.round(v) : Math.round(v * 10) / 10;
  return String(r === 0 ? 0 : r);
}

/** An outline point; a trailing 1 makes it a sharp corner. */
export type Pt = [number, number] | [number, number, number];
/** A point on a tube's centre line with its radius there. */
export type TubePt = [number, number, number];

/** Degrees to radians. */
export const D2R = Math.PI / 180;

function at<T>(arr: readonly T[], i: number): T {
  const len = arr.length;
  return arr[((i % len) + len) % len] as T;
}

/** Closed Catmull-Rom spline through the points (sharp points keep a corner). */
export function smoothD(pts: readonly Pt[], t = 1): string {
  const first = at(pts, 0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < pts.length; i++) {
    const p0 = at(pts, i - 1);
    const p1 = at(pts, i);
    const p2 = at(pts, i + 1);
    const p3 = at(pts, i + 2);
    if (p1[2] && p2[2]) {
      d += `L${n(p2[0])} ${n(p2[1])}`;
      continue;
    }
    const s1 = p1[2] ? 0 : t / 6;
    const s2 = p2[2] ? 0 : t / 6;
    d +=
      `C${n(p1[0] + (p2[0] - p0[0]) * s1)} ${n(p1[1] + (p2[1] - p0[1]) * s1)} ` +
      `${n(p2[0] - (p3[0] - p1[0]) * s2)} ${n(p2[1] - (p3[1] - p1[1]) * s2)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d + 'Z';
}

/** Path data of a closed polygon through the points. */
export function polyD(pts: readonly Pt[]): string {
  return pts.map((p, i) => `${i ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`).join('') + 'Z';
}

/** Smooth closed shape through the points. */
export function blob(pts: readonly Pt[], t = 1): string {
  return `<path d="${smoothD(pts, t)}"/>`;
}

/** Sharp-cornered polygon through the points. */
export function poly(pts: readonly Pt[]): string {
  return `<path d="${polyD(pts)}"/>`;
}

/** Several sharp polygons in one compact path. */
export function polys(list: readonly (readonly Pt[])[]): string {
  return `<path d="${list.map(polyD).join('')}"/>`;
}

/** A path from ready-made path data. */
export function pathd(d: string): string {
  return `<path d="${d}"/>`;
}

/** Circle. */
export function circ(cx: number, cy: number, r: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`;
}

/** Ellipse, rotated `rot` degrees about its centre. */
export function ell(cx: number, cy: number, rx: number, ry: number, rot = 0): string {
  const tr = rot ? ` transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})"` : '';
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${tr}/>`;
}

/** Rectangle with corner radius `r`, rotated `rot` degrees about its centre. */
export function rect(x: number, y: number, w: number, h: number, r = 0, rot = 0): string {
  const rr = r ? ` rx="${n(r)}"` : '';
  const tr = rot ? ` transform="rotate(${n(rot)} ${n(x + w / 2)} ${n(y + h / 2)})"` : '';
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rr}${tr}/>`;
}

/** Ring (annulus) as one even-odd path. */
export function ring(cx: number, cy: number, R: number, r: number): string {
  const c = (rad: number): string =>
    `M${n(cx - rad)} ${n(cy)}a${n(rad)} ${n(rad)} 0 1 0 ${n(2 * rad)} 0a${n(rad)} ${n(rad)} 0 1 0 ${n(-2 * rad)} 0Z`;
  return `<path fill-rule="evenodd" d="${c(R)}${c(r)}"/>`;
}

/** Group of shapes under one SVG transform. */
export function g(transform: string, ...items: string[]): string {
  return `<g transform="${transform}">${items.join('')}</g>`;
}

/** Rotate shapes `a` degrees about (cx, cy). */
export function rotAbout(a: number, cx: number, cy: number, ...items: string[]): string {
  return g(`rotate(${n(a)} ${n(cx)} ${n(cy)})`, ...items);
}

/** Mirror horizontally about x = cx. */
export function flipX(cx: number, ...items: string[]): string {
  return g(`matrix(-1 0 0 1 ${n(2 * cx)} 0)`, ...items);
}

/** Move shapes to (x, y) and scale them by s. */
export function place(x: number, y: number, s: number, ...items: string[]): string {
  return g(`translate(${n(x)} ${n(y)}) scale(${s})`, ...items);
}

/** Bold decal lettering; `len` squeezes or stretches it to that width. */
export function txt(
  x: number,
  y: number,
  size: number,
  s: string,
  len = 0,
  anchor: 'start' | 'middle' | 'end' = 'middle',
  extra = '',
): string {
  const fit = len ? ` textLength="${n(len)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" font-family="${FONT}" font-weight="bold" text-anchor="${anchor}"${fit}${extra}>${esc(s)}</text>`;
}

/** Points on an elliptical arc, angles in degrees (0 = +x, 90 = +y / down). */
export function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, steps: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = (a0 + ((a1 - a0) * i) / steps) * D2R;
    out.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  return out;
}

/** Half outline (top centre → bottom centre, right side) mirrored into a full outline. */
export function sym(half: readonly Pt[], cx: number): Pt[] {
  const back: Pt[] = [];
  for (let i = half.length - 1; i >= 0; i--) {
    const p = half[i] as Pt;
    if (Math.abs(p[0] - cx) < 0.01) continue;
    back.push(p[2] ? [2 * cx - p[0], p[1], 1] : [2 * cx - p[0], p[1]]);
  }
  return [...half, ...back];
}

/** Star of k points between outer radius ro and inner radius ri. */
export function star(cx: number, cy: number, ro: number, ri: number, k: number, rot = -90): string {
  const pts: Pt[] = [];
  for (let i = 0; i < k * 2; i++) {
    const r = i % 2 ? ri : ro;
    const a = (rot + (i * 180) / k) * D2R;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return poly(pts);
}

/** Regular polygon. */
export function ngon(cx: number, cy: number, r: number, k: number, rot = -90): string {
  return poly(arc(cx, cy, r, r, rot, rot + 360 - 360 / k, k - 1));
}

/**
 * Tapered tube along a centre line: [x, y, radius] per point. Ends with radius
 * < 0.6 become sharp tips, others get rounded caps. Great for necks, tails, legs.
 */
export function tubePts(pts: readonly TubePt[]): Pt[] {
  const L: Pt[] = [];
  const R: Pt[] = [];
  const last = pts.length - 1;
  const dirs: [number, number][] = pts.map((_, i) => {
    const a = pts[Math.max(0, i - 1)] as TubePt;
    const b = pts[Math.min(last, i + 1)] as TubePt;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    return [dx / len, dy / len];
  });
  pts.forEach((p, i) => {
    const d = dirs[i] as [number, number];
    const nx = -d[1];
    const ny = d[0];
    if ((i === 0 || i === last) && p[2] < 0.6) {
      L.push([p[0], p[1], 1]);
      return;
    }
    L.push([p[0] + nx * p[2], p[1] + ny * p[2]]);
    R.push([p[0] - nx * p[2], p[1] - ny * p[2]]);
  });
  const s = pts[0] as TubePt;
  const e = pts[last] as TubePt;
  const ds = dirs[0] as [number, number];
  const de = dirs[last] as [number, number];
  const out: Pt[] = [];
  if (s[2] >= 0.6) out.push([s[0] - ds[0] * s[2] * 0.95, s[1] - ds[1] * s[2] * 0.95]);
  out.push(...L);
  if (e[2] >= 0.6) out.push([e[0] + de[0] * e[2] * 0.95, e[1] + de[1] * e[2] * 0.95]);
  for (let i = R.length - 1; i >= 0; i--) out.push(R[i] as Pt);
  // the sharp start tip (if any) sits at L[0]; sharp end tip is in L too.
  if (s[2] < 0.6) {
    // move the tip to the end of the outline so the loop closes through it
    const tip = out.shift() as Pt;
    out.push(tip);
  }
  return out;
}

/** Smooth outline of a tapered tube (see tubePts). */
export function tube(pts: readonly TubePt[], t = 1): string {
  return blob(tubePts(pts), t);
}

/** Jagged fur edge: inserts zig-zag points between the outline points. */
export function furry(pts: readonly Pt[], amp: number, step: number, rnd: () => number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < pts.length; i++) {
    const a = at(pts, i);
    const b = at(pts, i + 1);
    out.push(a);
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const k = Math.floor(len / step);
    const nx = (b[1] - a[1]) / (len || 1);
    const ny = -(b[0] - a[0]) / (len || 1);
    for (let j = 1; j < k; j++) {
      const f = j / k;
      const o = j % 2 ? amp * (0.6 + rnd() * 0.6) : 0;
      out.push([a[0] + (b[0] - a[0]) * f - nx * o, a[1] + (b[1] - a[1]) * f - ny * o, 1]);
    }
  }
  return out;
}

/** Points of a quadratic Bezier at parameter t. */
export function quad(p0: Pt, p1: Pt, p2: Pt, t: number): [number, number] {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}

/** Band between two radii over an angle range (fenders, arcs, rainbows). */
export function arcBand(cx: number, cy: number, r1: number, r2: number, a0: number, a1: number, steps = 10): string {
  return poly([...arc(cx, cy, r2, r2, a0, a1, steps), ...arc(cx, cy, r1, r1, a1, a0, steps)]);
}

/** Straight bars [x1, y1, x2, y2, halfWidth] as one path. */
export function bars(list: readonly [number, number, number, number, number][]): string {
  return polys(
    list.map(([x1, y1, x2, y2, r]) => {
      const l = Math.hypot(x2 - x1, y2 - y1) || 1;
      const nx = ((y1 - y2) / l) * r;
      const ny = ((x2 - x1) / l) * r;
      return [
        [x1 + nx, y1 + ny],
        [x2 + nx, y2 + ny],
        [x2 - nx, y2 - ny],
        [x1 - nx, y1 - ny],
      ] as Pt[];
    }),
  );
}

function rrectD(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${n(x + r)} ${n(y)}h${n(w - 2 * r)}a${n(r)} ${n(r)} 0 0 1 ${n(r)} ${n(r)}v${n(h - 2 * r)}` +
    `a${n(r)} ${n(r)} 0 0 1 ${n(-r)} ${n(r)}h${n(2 * r - w)}a${n(r)} ${n(r)} 0 0 1 ${n(-r)} ${n(-r)}` +
    `v${n(2 * r - h)}a${n(r)} ${n(r)} 0 0 1 ${n(r)} ${n(-r)}Z`
  );
}

/** Rounded rectangular frame (outline band) as one even-odd path. */
export function frame(x: number, y: number, w: number, h: number, r: number, t: number): string {
  return `<path fill-rule="evenodd" d="${rrectD(x, y, w, h, r)}${rrectD(x + t, y + t, w - 2 * t, h - 2 * t, Math.max(0, r - t))}"/>`;
}

/**
 * For cut lists only: the shapes grown by a stroke, so a later layer drawn with
 * the same shapes gets a clean gap around it.
 */
export function gap(w: number, ...items: string[]): string {
  return `<g stroke="#000" stroke-width="${n(w)}" stroke-linejoin="round">${items.join('')}</g>`;
}

/** Rounded window/cut polygon convenience. */
export function win(pts: readonly Pt[]): string {
  return blob(pts.map((q) => [q[0], q[1], 1] as Pt));
}
