/**
 * Demo artwork for the seed shop: single-colour vinyl-decal silhouettes.
 *
 * Pure and deterministic: no I/O, no Math.random. Every drawing is built from
 * small parametrised primitives (smooth blobs, tapered tubes, polygons, wheels,
 * text) so the files stay tiny and every subject has its own proportions.
 * Cut-outs (eyes, windows, skull sockets ...) are real holes made with an
 * in-file <mask>, so each file still paints a single colour.
 */

export type ArtworkFolder =
  | 'animals'
  | 'cryptids'
  | 'dinosaurs'
  | 'horror'
  | 'offroad'
  | 'beach'
  | 'police-military'
  | 'pop'
  | 'space'
  | 'svgs'
  | 'vehicles';

export interface Artwork {
  folder: ArtworkFolder;
  subject: string;
  file: string;
  svg: string;
  width: number;
  height: number;
}

export const ARTWORK_FOLDERS: readonly ArtworkFolder[] = [
  'animals',
  'cryptids',
  'dinosaurs',
  'horror',
  'offroad',
  'beach',
  'police-military',
  'pop',
  'space',
  'svgs',
  'vehicles',
];

const INK = '#111111';
const FONT = "Impact, 'Arial Black', sans-serif";

// ---------------------------------------------------------------------------
// Small deterministic helpers
// ---------------------------------------------------------------------------

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function kebab(s: string): string {
  return s
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Number formatting: one decimal, no "-0". */
function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return String(r === 0 ? 0 : r);
}

// ---------------------------------------------------------------------------
// Geometry primitives. Every primitive returns an SVG element string.
// A point is [x, y] or [x, y, 1] where the trailing 1 marks a sharp corner.
// ---------------------------------------------------------------------------

type Pt = [number, number] | [number, number, number];
type TubePt = [number, number, number];

const D2R = Math.PI / 180;

function at<T>(arr: readonly T[], i: number): T {
  const len = arr.length;
  return arr[((i % len) + len) % len] as T;
}

/** Closed Catmull-Rom spline through the points (sharp points keep a corner). */
function smoothD(pts: readonly Pt[], t = 1): string {
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

function polyD(pts: readonly Pt[]): string {
  return pts.map((p, i) => `${i ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`).join('') + 'Z';
}

function blob(pts: readonly Pt[], t = 1): string {
  return `<path d="${smoothD(pts, t)}"/>`;
}

function poly(pts: readonly Pt[]): string {
  return `<path d="${polyD(pts)}"/>`;
}

/** Several sharp polygons in one compact path. */
function polys(list: readonly (readonly Pt[])[]): string {
  return `<path d="${list.map(polyD).join('')}"/>`;
}

function pathd(d: string): string {
  return `<path d="${d}"/>`;
}

function circ(cx: number, cy: number, r: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`;
}

function ell(cx: number, cy: number, rx: number, ry: number, rot = 0): string {
  const tr = rot ? ` transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})"` : '';
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${tr}/>`;
}

function rect(x: number, y: number, w: number, h: number, r = 0, rot = 0): string {
  const rr = r ? ` rx="${n(r)}"` : '';
  const tr = rot ? ` transform="rotate(${n(rot)} ${n(x + w / 2)} ${n(y + h / 2)})"` : '';
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rr}${tr}/>`;
}

/** Ring (annulus) as one even-odd path. */
function ring(cx: number, cy: number, R: number, r: number): string {
  const c = (rad: number): string =>
    `M${n(cx - rad)} ${n(cy)}a${n(rad)} ${n(rad)} 0 1 0 ${n(2 * rad)} 0a${n(rad)} ${n(rad)} 0 1 0 ${n(-2 * rad)} 0Z`;
  return `<path fill-rule="evenodd" d="${c(R)}${c(r)}"/>`;
}

function g(transform: string, ...items: string[]): string {
  return `<g transform="${transform}">${items.join('')}</g>`;
}

function rotAbout(a: number, cx: number, cy: number, ...items: string[]): string {
  return g(`rotate(${n(a)} ${n(cx)} ${n(cy)})`, ...items);
}

/** Mirror horizontally about x = cx. */
function flipX(cx: number, ...items: string[]): string {
  return g(`matrix(-1 0 0 1 ${n(2 * cx)} 0)`, ...items);
}

function place(x: number, y: number, s: number, ...items: string[]): string {
  return g(`translate(${n(x)} ${n(y)}) scale(${s})`, ...items);
}

function txt(
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
function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, steps: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = (a0 + ((a1 - a0) * i) / steps) * D2R;
    out.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  return out;
}

/** Half outline (top centre → bottom centre, right side) mirrored into a full outline. */
function sym(half: readonly Pt[], cx: number): Pt[] {
  const back: Pt[] = [];
  for (let i = half.length - 1; i >= 0; i--) {
    const p = half[i] as Pt;
    if (Math.abs(p[0] - cx) < 0.01) continue;
    back.push(p[2] ? [2 * cx - p[0], p[1], 1] : [2 * cx - p[0], p[1]]);
  }
  return [...half, ...back];
}

function star(cx: number, cy: number, ro: number, ri: number, k: number, rot = -90): string {
  const pts: Pt[] = [];
  for (let i = 0; i < k * 2; i++) {
    const r = i % 2 ? ri : ro;
    const a = (rot + (i * 180) / k) * D2R;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return poly(pts);
}

/** Regular polygon. */
function ngon(cx: number, cy: number, r: number, k: number, rot = -90): string {
  return poly(arc(cx, cy, r, r, rot, rot + 360 - 360 / k, k - 1));
}

/**
 * Tapered tube along a centre line: [x, y, radius] per point. Ends with radius
 * < 0.6 become sharp tips, others get rounded caps. Great for necks, tails, legs.
 */
function tubePts(pts: readonly TubePt[]): Pt[] {
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

function tube(pts: readonly TubePt[], t = 1): string {
  return blob(tubePts(pts), t);
}

/** Jagged fur edge: inserts zig-zag points between the outline points. */
function furry(pts: readonly Pt[], amp: number, step: number, rnd: () => number): Pt[] {
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
function quad(p0: Pt, p1: Pt, p2: Pt, t: number): [number, number] {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}

// ---------------------------------------------------------------------------
// Pen: layered drawing. Each layer is filled with INK; a layer's cut list
// punches holes through that layer only (via a mask), later layers paint on top.
// ---------------------------------------------------------------------------

interface Layer {
  f: string[];
  c: string[];
}

interface Pen {
  /** add filled shapes to the current layer */
  f: (...s: string[]) => void;
  /** add cut-outs (holes) to the current layer */
  c: (...s: string[]) => void;
  /** start a new layer painted above the previous ones */
  next: () => void;
  rnd: () => number;
  w: number;
  h: number;
}

interface Def {
  folder: ArtworkFolder;
  subject: string;
  w: number;
  h: number;
  draw: (p: Pen) => void;
}

const DEFS: Def[] = [];

function def(folder: ArtworkFolder, subject: string, w: number, h: number, draw: (p: Pen) => void): void {
  DEFS.push({ folder, subject, w, h, draw });
}

function render(d: Def): string {
  const layers: Layer[] = [{ f: [], c: [] }];
  const cur = (): Layer => layers[layers.length - 1] as Layer;
  const pen: Pen = {
    f: (...s) => cur().f.push(...s),
    c: (...s) => cur().c.push(...s),
    next: () => {
      layers.push({ f: [], c: [] });
    },
    rnd: mulberry32(hash(d.subject)),
    w: d.w,
    h: d.h,
  };
  d.draw(pen);
  const { w, h } = d;
  let defs = '';
  let body = '';
  for (const L of layers) {
    if (!L.f.length) continue;
    const inner = L.f.join('');
    if (L.c.length) {
      const id = 'm' + hash(inner + L.c.join('')).toString(36);
      defs +=
        `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}">` +
        `<rect width="${w}" height="${h}" fill="#fff"/><g fill="#000">${L.c.join('')}</g></mask>`;
      body += `<g mask="url(#${id})">${inner}</g>`;
    } else {
      body += inner;
    }
  }
  const label = esc(d.subject);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    `<g fill="${INK}">${body}</g></svg>`
  );
}

// ---------------------------------------------------------------------------
// Shared parts
// ---------------------------------------------------------------------------

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
function wheels(p: Pen, list: readonly [number, number, number][], o: WheelOpts = {}): void {
  const rim = o.rim ?? 0.6;
  const hub = o.hub ?? 0.32;
  if (o.arch) for (const [x, y, r] of list) p.c(circ(x, y, r + o.arch));
  p.next();
  for (const [x, y, r] of list) {
    p.f(circ(x, y, r));
    if (o.knobs) {
      const k = o.knobs;
      for (let i = 0; i < k; i++) {
        const a = (360 / k) * i;
        p.f(rotAbout(a, x, y, rect(x - r * 0.13, y - r - r * 0.09, r * 0.26, r * 0.2, r * 0.04)));
      }
    }
    p.c(circ(x, y, r * rim));
  }
  p.next();
  for (const [x, y, r] of list) {
    if (o.spokes) {
      p.f(circ(x, y, r * 0.16));
      for (let i = 0; i < o.spokes; i++) {
        p.f(rotAbout((180 / o.spokes) * i, x, y, rect(x - r * rim, y - r * 0.025, r * rim * 2, r * 0.05)));
      }
    } else {
      p.f(circ(x, y, r * hub));
    }
  }
}

/** Crawler track with road wheels (for tanks, dozers, excavators). */
function track(p: Pen, x: number, y: number, w: number, h: number, wheelsN: number): void {
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

/** Band between two radii over an angle range (fenders, arcs, rainbows). */
function arcBand(cx: number, cy: number, r1: number, r2: number, a0: number, a1: number, steps = 10): string {
  return poly([...arc(cx, cy, r2, r2, a0, a1, steps), ...arc(cx, cy, r1, r1, a1, a0, steps)]);
}

/** Straight bars [x1, y1, x2, y2, halfWidth] as one path. */
function bars(list: readonly [number, number, number, number, number][]): string {
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
function frame(x: number, y: number, w: number, h: number, r: number, t: number): string {
  return `<path fill-rule="evenodd" d="${rrectD(x, y, w, h, r)}${rrectD(x + t, y + t, w - 2 * t, h - 2 * t, Math.max(0, r - t))}"/>`;
}

/** Rounded window/cut polygon convenience. */
function win(pts: readonly Pt[]): string {
  return blob(pts.map((q) => [q[0], q[1], 1] as Pt));
}

// ===========================================================================
// DINOSAURS
// ===========================================================================

function trexSkull(): { f: string[]; c: string[] } {
  const f = [
    blob([
      [18, 66],
      [48, 40],
      [110, 34],
      [180, 44],
      [245, 60],
      [280, 72],
      [292, 90, 1],
      [272, 102],
      [200, 108],
      [140, 114],
      [92, 126],
      [50, 132],
      [24, 112],
    ]),
    blob([
      [58, 134],
      [140, 124],
      [220, 116],
      [272, 110, 1],
      [266, 124],
      [220, 146],
      [150, 162],
      [92, 164],
      [52, 154],
    ]),
  ];
  // teeth: upper row pointing down, lower row pointing up
  for (let i = 0; i < 8; i++) {
    const x = 262 - i * 19;
    const y = 101 + i * 1.7;
    const s = 6 + (i % 3) * 1.5;
    f.push(poly([[x - s * 0.6, y], [x + s * 0.6, y], [x - 1, y + s * 1.9, 1]]));
  }
  for (let i = 0; i < 6; i++) {
    const x = 246 - i * 22;
    const y = 121 + i * 1.2;
    f.push(poly([[x - 5, y + 2], [x + 5, y + 2], [x + 1, y - 9, 1]]));
  }
  const c = [
    ell(92, 68, 15, 21, -12),
    blob([[140, 64], [200, 60], [226, 74, 1], [196, 94], [150, 98], [132, 84]]),
    ell(258, 74, 10, 5, 15),
    ell(46, 96, 12, 18, 8),
    ell(112, 142, 20, 6, -8),
  ];
  return { f, c };
}

def('dinosaurs', 'T-Rex Roaring', 320, 200, (p) => {
  p.f(
    tube([
      [6, 114, 0],
      [50, 101, 7],
      [100, 87, 17],
      [140, 79, 28],
      [180, 85, 29],
      [212, 86, 21],
      [232, 70, 15],
      [238, 58, 13],
    ]),
    blob([
      [222, 50],
      [236, 34],
      [262, 29],
      [292, 33],
      [313, 44, 1],
      [306, 56, 1],
      [262, 62, 1],
      [300, 80, 1],
      [296, 90],
      [272, 94],
      [244, 90],
      [226, 74],
    ]),
    // near leg: thigh, shin, metatarsus, foot
    tube([
      [150, 92, 27],
      [172, 136, 13],
      [156, 168, 7],
      [162, 186, 6],
    ]),
    blob([[142, 186], [160, 180], [186, 186], [194, 196, 1], [140, 196, 1]]),
    // far leg striding back
    tube([
      [128, 96, 18],
      [112, 138, 10],
      [92, 164, 6],
      [96, 186, 5],
    ]),
    blob([[80, 186], [96, 181], [118, 188], [124, 196, 1], [78, 196, 1]]),
    // tiny arm
    tube([
      [214, 104, 5],
      [226, 118, 3.5],
      [238, 114, 2],
    ]),
  );
  for (const x of [298, 286, 274]) {
    const y = 56.5 + ((306 - x) / 44) * 6;
    p.f(poly([[x - 3.5, y], [x + 3.5, y], [x, y + 7, 1]]));
  }
  for (const x of [276, 288]) {
    const y = 62 + ((x - 262) * 18) / 38;
    p.f(poly([[x - 3.5, y + 1], [x + 3.5, y + 1], [x - 1, y - 6, 1]]));
  }
  p.c(circ(262, 42, 3.5), blob([[250, 48], [270, 46], [262, 51]]));
});

def('dinosaurs', 'T-Rex Skull', 300, 180, (p) => {
  const s = trexSkull();
  p.f(...s.f);
  p.c(...s.c);
});

def('dinosaurs', 'T-Rex Skeleton', 340, 210, (p) => {
  // spine + tail vertebrae
  const spine: TubePt[] = [
    [6, 118, 1.5],
    [60, 104, 3],
    [110, 90, 4.5],
    [150, 82, 5],
    [200, 88, 5],
    [232, 82, 4.5],
    [250, 64, 4],
    [256, 52, 4],
  ];
  p.f(tube(spine));
  // neural spines and vertebrae along back and tail
  const spines: Pt[][] = [];
  for (let i = 0; i < 17; i++) {
    const x = 24 + i * 12.5;
    const y = x < 150 ? 113 - (x - 6) * 0.215 : 82 + Math.min(6, (x - 150) * 0.12);
    const hgt = 6 + Math.min(10, x / 18);
    const r = 3 + x / 90;
    spines.push([[x - r, y], [x - 2, y - r], [x - 3, y - hgt], [x, y - hgt], [x + 1, y - r], [x + r, y], [x, y + r]]);
  }
  p.f(polys(spines));
  // ribs
  const ribs: Pt[][] = [];
  for (let i = 0; i < 7; i++) {
    const x = 166 + i * 10;
    const len = 40 - Math.abs(i - 3) * 5;
    ribs.push([[x - 2.5, 86], [x + 2.5, 86], [x - 1, 87 + len * 0.55], [x - 14, 87 + len], [x - 6, 87 + len * 0.5]]);
  }
  p.f(polys(ribs));
  // pelvis
  p.f(blob([[120, 80], [168, 76], [176, 92], [158, 104], [172, 132, 1], [160, 134], [140, 106], [118, 96]]));
  // near leg bones with knobby joints
  const bones: Pt[][] = [];
  const bone = (a: [number, number], b: [number, number], r: number): void => {
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const nx = ((a[1] - b[1]) / l) * r;
    const ny = ((b[0] - a[0]) / l) * r;
    bones.push([[a[0] + nx, a[1] + ny], [b[0] + nx * 0.8, b[1] + ny * 0.8], [b[0] - nx * 0.8, b[1] - ny * 0.8], [a[0] - nx, a[1] - ny]]);
    p.f(circ(a[0], a[1], r * 1.5), circ(b[0], b[1], r * 1.4));
  };
  bone([146, 100], [170, 140], 5);
  bone([170, 142], [156, 176], 4);
  bone([156, 178], [164, 196], 3);
  p.f(poly([[146, 196], [162, 192], [190, 197], [190, 202, 1], [144, 202, 1]]));
  bone([136, 102], [116, 142], 4);
  bone([116, 144], [96, 172], 3.5);
  bone([96, 174], [100, 196], 3);
  p.f(poly([[84, 196], [100, 192], [122, 198], [122, 202, 1], [82, 202, 1]]));
  // arm
  bone([224, 104], [234, 118], 2.4);
  p.f(poly([[234, 116], [244, 116], [242, 122, 1]]), polys(bones));
  // skull
  const s = trexSkull();
  p.next();
  p.f(place(236, 14, 0.34, ...s.f));
  p.c(place(236, 14, 0.34, ...s.c));
});

def('dinosaurs', 'Triceratops Charging', 330, 190, (p) => {
  const body = blob([
    [46, 90],
    [90, 58],
    [160, 48],
    [206, 58],
    [232, 90],
    [222, 126],
    [176, 138],
    [104, 136],
    [56, 124],
  ]);
  p.f(
    body,
    tube([[60, 100, 16], [26, 114, 8], [4, 126, 0]]),
    tube([[206, 114, 18], [222, 150, 11], [236, 178, 10]]),
    tube([[188, 118, 16], [176, 150, 10], [162, 178, 9]]),
    tube([[84, 114, 22], [70, 150, 13], [56, 178, 11]]),
    tube([[110, 120, 20], [124, 150, 12], [134, 178, 11]]),
  );
  // frill: a scalloped fan raised behind the head
  const fr: Pt[] = [];
  for (let i = 0; i <= 16; i++) {
    const a = 160 + i * 13;
    const r = i % 2 ? 50 : 56;
    fr.push([238 + Math.cos(a * D2R) * r * 0.9, 80 + Math.sin(a * D2R) * r, i % 2 ? 0 : 1]);
  }
  fr.push([262, 112], [232, 120]);
  const head: Pt[] = [[232, 92], [268, 84], [300, 102], [322, 122, 1], [296, 130], [262, 130], [240, 118]];
  p.c(blob(fr.map((q) => [238 + (q[0] - 238) * 1.12, 84 + (q[1] - 84) * 1.12] as Pt)));
  p.next();
  p.f(blob(fr, 0.9));
  p.c(blob(head.map((q) => [q[0] - 2, q[1] - 4] as Pt)));
  for (let i = 0; i < 5; i++) {
    const a = 195 + i * 30;
    p.c(ell(238 + Math.cos(a * D2R) * 40, 80 + Math.sin(a * D2R) * 44, 3.5, 2.2, a + 90));
  }
  p.next();
  p.f(
    blob(head),
    tube([[258, 92, 7], [290, 72, 4], [326, 52, 0]]),
    tube([[248, 96, 6], [278, 80, 3.5], [310, 66, 0]]),
    tube([[292, 104, 5], [298, 94, 3], [302, 82, 0]]),
  );
  p.c(circ(266, 100, 3.4));
});

def('dinosaurs', 'Triceratops Skull', 240, 240, (p) => {
  // fan-shaped frill with small triangular spikes around the rim
  const rim: Pt[] = [];
  for (let i = 0; i <= 24; i++) {
    const a = 160 + i * 9.17;
    const r = i % 2 ? 104 : 96;
    rim.push([120 + Math.cos(a * D2R) * r, 126 + Math.sin(a * D2R) * r * 0.95, i % 2 ? 1 : 0]);
  }
  rim.push([200, 170], [120, 180], [40, 170]);
  p.f(blob(rim, 0.9));
  const face: Pt[] = sym([[120, 70], [152, 84], [160, 126], [150, 176], [134, 214], [120, 236, 1]], 120);
  const hornL: TubePt[] = [[98, 110, 11], [74, 74, 7], [48, 36, 3], [34, 10, 0]];
  const hornR: TubePt[] = hornL.map((q) => [240 - q[0], q[1], q[2]]);
  p.c(
    blob(face.map((q) => [120 + (q[0] - 120) * 1.1, 128 + (q[1] - 128) * 1.05] as Pt)),
    tube(hornL.map((q) => [q[0], q[1], q[2] + 4] as TubePt)),
    tube(hornR.map((q) => [q[0], q[1], q[2] + 4] as TubePt)),
  );
  p.next();
  p.f(blob(face), tube(hornL), tube(hornR), tube([[120, 184, 8], [120, 170, 4], [120, 156, 0]]));
  p.c(ell(103, 128, 8, 11, 15), ell(137, 128, 8, 11, -15), ell(113, 204, 3.5, 6, 10), ell(127, 204, 3.5, 6, -10));
});

def('dinosaurs', 'Stegosaurus', 340, 200, (p) => {
  const P0: Pt = [56, 118];
  const P1: Pt = [160, 18];
  const P2: Pt = [268, 112];
  const top: Pt[] = [];
  for (let i = 0; i <= 10; i++) top.push(quad(P0, P1, P2, i / 10));
  p.f(blob([...top, [272, 132], [226, 146], [160, 150], [96, 142], [60, 132]]));
  p.f(
    tube([[80, 118, 18], [40, 114, 10], [12, 104, 3]]),
    tube([[250, 112, 15], [282, 132, 9], [298, 136, 8]]),
    blob([[290, 128], [312, 124], [326, 134, 1], [310, 144], [290, 142]]),
    tube([[236, 128, 11], [242, 158, 9], [240, 188, 9]]),
    tube([[216, 132, 10], [212, 160, 8], [208, 188, 8]]),
    tube([[108, 128, 22], [102, 160, 14], [106, 188, 12]]),
    tube([[136, 130, 20], [146, 160, 13], [150, 188, 12]]),
  );
  // back plates
  for (let i = 0; i < 9; i++) {
    const t = 0.1 + i * 0.1;
    const b = quad(P0, P1, P2, t);
    const b2 = quad(P0, P1, P2, t + 0.01);
    const tx = (b2[0] - b[0]) / Math.hypot(b2[0] - b[0], b2[1] - b[1]);
    const ty = (b2[1] - b[1]) / Math.hypot(b2[0] - b[0], b2[1] - b[1]);
    const nx = ty;
    const ny = -tx;
    const s = 13 + 18 * Math.sin(Math.PI * (t - 0.05) / 0.9);
    const lean = 0.25;
    p.f(
      blob([
        [b[0] - tx * s * 0.5 + nx * 2, b[1] - ty * s * 0.5 + ny * 2],
        [b[0] - tx * s * 0.55 + nx * s * 0.75, b[1] - ty * s * 0.55 + ny * s * 0.75],
        [b[0] + nx * s * 1.35 - tx * s * lean, b[1] + ny * s * 1.35 - ty * s * lean, 1],
        [b[0] + tx * s * 0.45 + nx * s * 0.6, b[1] + ty * s * 0.45 + ny * s * 0.6],
        [b[0] + tx * s * 0.5 + nx * 2, b[1] + ty * s * 0.5 + ny * 2],
      ]),
    );
  }
  // thagomizer
  p.f(
    poly([[22, 104], [30, 102], [8, 80, 1]]),
    poly([[32, 106], [40, 104], [26, 82, 1]]),
    poly([[20, 112], [28, 110], [4, 128, 1]]),
    poly([[30, 114], [38, 112], [20, 134, 1]]),
  );
  p.c(circ(306, 132, 2.6));
});

def('dinosaurs', 'Raptor Running', 320, 180, (p) => {
  p.f(
    tube([
      [4, 62, 0],
      [60, 70, 4],
      [110, 80, 11],
      [150, 86, 17],
      [188, 80, 13],
      [212, 62, 8],
      [220, 50, 8],
    ]),
    blob([[210, 42], [226, 34], [256, 38], [280, 48, 1], [256, 54], [234, 60], [212, 58]]),
    // legs in full stride
    tube([[150, 92, 14], [182, 120, 7], [170, 146, 4], [196, 160, 3]]),
    poly([[190, 154], [214, 162], [214, 166, 1], [188, 166, 1]]),
    tube([[136, 94, 12], [112, 124, 6], [84, 134, 3.5], [74, 156, 3]]),
    poly([[64, 152], [84, 156], [88, 162, 1], [62, 162, 1]]),
    // arms with feathers
    tube([[196, 86, 4], [214, 100, 3], [230, 98, 2]]),
    poly([[200, 92], [222, 100], [204, 112, 1]]),
  );
  // sickle claws
  p.f(
    blob([[186, 156], [192, 146], [200, 148, 1], [192, 152]]),
    blob([[74, 150], [66, 140], [72, 138, 1], [78, 146]]),
  );
  // feathery tail tip and head crest
  for (let i = 0; i < 5; i++) {
    const x = 14 + i * 12;
    p.f(poly([[x, 64 + i * 1.2], [x + 12, 66 + i * 1.4], [x - 6, 56 + i, 1]]));
  }
  p.c(circ(234, 44, 2.6), poly([[244, 52], [278, 49], [250, 55]]));
});

def('dinosaurs', 'Raptor Head', 260, 220, (p) => {
  // neck rising from bottom left, head facing right with jaws open
  p.f(
    tube([[40, 230, 44], [66, 160, 34], [92, 104, 28], [112, 78, 26]]),
    blob([
      [84, 70],
      [108, 44],
      [150, 38],
      [200, 46],
      [246, 60],
      [254, 70, 1],
      [236, 80, 1],
      [150, 96, 1],
      [228, 118, 1],
      [226, 128],
      [180, 134],
      [130, 130],
      [100, 118],
    ]),
  );
  // feather tufts on the neck
  for (let i = 0; i < 6; i++) {
    const y = 90 + i * 22;
    const x = 64 - i * 5 - (i > 3 ? 6 : 0);
    p.f(poly([[x + 12, y - 6], [x + 10, y + 14], [x - 14, y + 14, 1]]));
  }
  const teeth: Pt[][] = [];
  for (let i = 0; i < 6; i++) {
    const x = 232 - i * 13;
    const y = 80 + i * 2.6;
    teeth.push([[x - 3, y - 1], [x + 3, y - 1], [x, y + 8, 1]]);
    const lx = 218 - i * 12;
    const ly = 116 - i * 3.4;
    teeth.push([[lx - 3, ly + 1], [lx + 3, ly + 1], [lx - 1, ly - 8, 1]]);
  }
  p.f(polys(teeth));
  p.c(
    ell(150, 58, 9, 7, -10),
    blob([[120, 56], [140, 48], [172, 50], [140, 62]]),
    ell(232, 62, 6, 3, 10),
    blob([[118, 100], [138, 108], [122, 116]]),
  );
  p.next();
  p.f(circ(152, 58, 3.5));
});

def('dinosaurs', 'Brachiosaurus', 260, 260, (p) => {
  p.f(
    blob([[36, 156], [70, 128], [130, 108], [176, 104], [202, 126], [200, 170], [160, 188], [90, 190], [46, 180]]),
    tube([[168, 124, 24], [182, 86, 16], [190, 48, 11], [194, 24, 10]]),
    blob([[184, 16], [194, 6], [210, 8], [228, 16], [238, 24, 1], [222, 30], [196, 32]]),
    tube([[50, 158, 18], [20, 176, 9], [4, 200, 0]]),
    tube([[178, 150, 18], [182, 204, 15], [182, 250, 15]]),
    tube([[150, 160, 16], [146, 206, 13], [144, 250, 13]]),
    tube([[66, 166, 20], [62, 210, 15], [64, 250, 15]]),
    tube([[98, 170, 18], [104, 210, 14], [106, 250, 14]]),
  );
  p.c(circ(210, 18, 2.6));
});

def('dinosaurs', 'Diplodocus', 360, 170, (p) => {
  p.f(
    blob([[110, 70], [150, 54], [200, 58], [230, 78], [226, 106], [190, 118], [130, 118], [100, 100]]),
    tube([[214, 82, 20], [256, 66, 12], [298, 54, 8], [326, 48, 7]]),
    blob([[318, 40], [336, 38], [354, 46, 1], [340, 54], [320, 54]]),
    tube([[120, 84, 22], [70, 86, 13], [30, 100, 6], [4, 122, 0]]),
    tube([[206, 100, 12], [210, 134, 10], [208, 162, 10]]),
    tube([[186, 104, 11], [184, 134, 9], [182, 162, 9]]),
    tube([[128, 100, 15], [124, 134, 11], [126, 162, 11]]),
    tube([[150, 104, 13], [156, 134, 10], [158, 162, 10]]),
  );
  p.c(circ(336, 44, 2.2));
});

def('dinosaurs', 'Pterodactyl Soaring', 320, 170, (p) => {
  const wing: Pt[] = [
    [152, 78],
    [110, 56],
    [70, 42],
    [36, 44],
    [6, 62, 1],
    [42, 66],
    [64, 80],
    [88, 96, 1],
    [112, 92],
    [132, 104],
    [150, 100],
  ];
  p.f(blob(wing), flipX(160, blob(wing)));
  p.f(
    ell(160, 90, 13, 26),
    tube([[160, 72, 7], [168, 56, 6]]),
    blob([[156, 52], [174, 44], [236, 54, 1], [178, 62], [162, 62]]),
    poly([[162, 50], [120, 28, 1], [170, 46]]),
    tube([[154, 112, 4], [150, 134, 2.5], [146, 144, 2]]),
    tube([[166, 112, 4], [170, 134, 2.5], [174, 144, 2]]),
    poly([[70, 42], [78, 32, 1], [80, 44]]),
    flipX(160, poly([[70, 42], [78, 32, 1], [80, 44]])),
  );
  p.c(circ(176, 51, 2.4));
});

def('dinosaurs', 'Ankylosaurus', 330, 170, (p) => {
  p.f(
    blob([[52, 118], [78, 80], [140, 60], [206, 62], [256, 86], [270, 116], [244, 128], [80, 130]]),
    tube([[70, 104, 15], [40, 100, 8], [30, 98, 6]]),
    ell(24, 98, 16, 12),
    blob([[250, 92], [278, 88], [300, 100], [308, 118, 1], [290, 126], [260, 122]]),
    poly([[262, 90], [270, 78, 1], [276, 92]]),
    poly([[282, 118], [296, 134, 1], [298, 118]]),
    tube([[96, 118, 14], [92, 146, 12], [94, 164, 12]]),
    tube([[124, 120, 12], [128, 146, 10], [130, 164, 10]]),
    tube([[220, 118, 12], [226, 146, 10], [228, 164, 10]]),
    tube([[198, 120, 11], [194, 146, 9], [192, 164, 9]]),
  );
  // spikes along the flank
  for (let i = 0; i < 9; i++) {
    const x = 74 + i * 21;
    const y = 122 - Math.sin((i / 8) * Math.PI) * 6;
    p.f(poly([[x - 6, y - 4], [x + 6, y - 4], [x - 3, y + 12, 1]]));
  }
  for (let i = 0; i < 8; i++) {
    const a = 200 + i * 20;
    const x = 160 + Math.cos(a * D2R) * 100;
    const y = 122 + Math.sin(a * D2R) * 62;
    p.f(rotAbout(a + 90, x, y, poly([[x - 6, y + 2], [x + 6, y + 2], [x, y - 9, 1]])));
  }
  // armour rows
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 7 - row; i++) {
      const a = 205 + (i + row * 0.5) * (130 / (6 - row));
      const r = 78 - row * 22;
      p.c(ell(160 + Math.cos(a * D2R) * r * 1.2, 124 + Math.sin(a * D2R) * r * 0.8, 5, 3.2, a + 90));
    }
  }
  p.c(circ(282, 100, 2.6), ell(24, 98, 6, 3));
});

def('dinosaurs', 'Spinosaurus', 340, 200, (p) => {
  const sail: Pt[] = [[104, 98]];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const x = 110 + t * 128;
    const y = 84 - Math.sin(Math.PI * Math.pow(t, 0.85)) * 68 + (i % 2 ? 4 : 0);
    sail.push([x, y, i % 2 ? 0 : 1]);
  }
  sail.push([240, 100]);
  p.f(
    blob(sail, 0.8),
    tube([
      [4, 124, 0],
      [60, 112, 8],
      [120, 102, 18],
      [170, 100, 24],
      [214, 104, 20],
      [244, 92, 12],
      [258, 80, 10],
    ]),
    blob([[248, 72], [268, 64], [330, 72], [338, 80, 1], [300, 86], [262, 92]]),
    tube([[162, 116, 18], [172, 150, 9], [160, 176, 6], [170, 190, 4]]),
    poly([[156, 188], [172, 184], [190, 192], [190, 196, 1], [152, 196, 1]]),
    tube([[146, 114, 15], [132, 150, 8], [122, 176, 5], [130, 190, 4]]),
    poly([[114, 188], [130, 184], [146, 192], [146, 196, 1], [110, 196, 1]]),
    tube([[224, 114, 5], [238, 130, 3.5], [252, 126, 2]]),
  );
  for (let i = 0; i < 7; i++) p.c(rotAbout(-4 + i * 4, 130 + i * 15, 60, rect(130 + i * 15 - 1, 36 + Math.abs(i - 3) * 5, 2, 40)));
  p.c(circ(268, 70, 2.6));
});

def('dinosaurs', 'Parasaurolophus', 300, 220, (p) => {
  p.f(
    tube([
      [4, 112, 0],
      [60, 102, 10],
      [120, 92, 28],
      [168, 96, 30],
      [204, 88, 18],
      [224, 66, 12],
      [230, 52, 10],
    ]),
    blob([[222, 42], [244, 36], [268, 44], [282, 56, 1], [260, 62], [230, 60]]),
    tube([[236, 42, 6], [208, 22, 5.5], [176, 12, 4.5]]),
    tube([[140, 108, 26], [152, 150, 14], [140, 186, 9], [150, 206, 7]]),
    poly([[132, 204], [154, 200], [170, 210], [132, 210, 1]]),
    tube([[118, 110, 18], [104, 150, 10], [104, 206, 8]]),
    poly([[94, 204], [112, 202], [120, 210, 1], [92, 210, 1]]),
    tube([[196, 106, 9], [204, 160, 6], [210, 206, 6]]),
  );
  p.c(circ(246, 46, 2.6));
});

def('dinosaurs', 'Pachycephalosaurus', 270, 220, (p) => {
  p.f(
    tube([
      [4, 92, 0],
      [50, 100, 9],
      [100, 108, 22],
      [140, 110, 24],
      [176, 104, 16],
      [198, 96, 14],
    ]),
    circ(214, 88, 24),
    blob([[200, 80], [228, 70], [244, 92], [250, 110, 1], [236, 118], [214, 120], [198, 108]]),
    tube([[122, 118, 20], [134, 160, 10], [122, 188, 6], [140, 208, 5]]),
    poly([[126, 204], [144, 202], [160, 212], [124, 212, 1]]),
    tube([[106, 118, 16], [92, 160, 9], [80, 190, 5], [92, 208, 4]]),
    poly([[76, 204], [94, 202], [106, 212, 1], [74, 212, 1]]),
    tube([[184, 114, 4], [196, 128, 3], [206, 126, 2]]),
  );
  for (let i = 0; i < 6; i++) {
    const a = 150 + i * 22;
    const x = 214 + Math.cos(a * D2R) * 23;
    const y = 88 + Math.sin(a * D2R) * 23;
    p.f(rotAbout(a + 90, x, y, poly([[x - 4, y + 2], [x + 4, y + 2], [x, y - 8, 1]])));
  }
  p.c(circ(226, 96, 3), rect(232, 110, 14, 2.4, 1, 20));
});

def('dinosaurs', 'Dilophosaurus', 290, 210, (p) => {
  p.f(
    tube([
      [4, 104, 0],
      [50, 98, 7],
      [100, 92, 17],
      [142, 92, 20],
      [176, 84, 12],
      [194, 64, 9],
      [198, 48, 8],
    ]),
    blob([[190, 40], [206, 34], [244, 42], [252, 50, 1], [228, 56], [198, 56]]),
    blob([[190, 42], [194, 20], [206, 8], [224, 14], [240, 32], [246, 44]]),
    tube([[142, 100, 16], [160, 140, 8], [150, 170, 5], [160, 196, 4]]),
    poly([[146, 194], [162, 190], [180, 200], [144, 200, 1]]),
    tube([[126, 102, 13], [110, 140, 7], [96, 170, 5], [104, 196, 4]]),
    poly([[90, 194], [106, 190], [122, 200, 1], [88, 200, 1]]),
    tube([[176, 96, 4], [190, 112, 3], [204, 110, 2]]),
    poly([[200, 106], [212, 108], [202, 116, 1]]),
  );
  p.c(blob([[196, 34], [204, 16], [216, 12], [230, 20], [240, 38], [228, 26], [214, 18], [204, 22]]), circ(214, 46, 2.6));
});

def('dinosaurs', 'Mosasaurus', 360, 150, (p) => {
  p.f(
    tube([
      [40, 64, 4],
      [90, 70, 12],
      [150, 74, 22],
      [210, 72, 24],
      [260, 66, 16],
      [290, 62, 13],
    ]),
    // crescent tail fin
    blob([[48, 64], [22, 40], [6, 22, 1], [24, 58], [10, 100, 1], [30, 84], [50, 70]]),
    // jaws open
    blob([[284, 52], [310, 48], [352, 54, 1], [322, 62, 1], [292, 70]]),
    blob([[290, 70], [320, 68, 1], [348, 80, 1], [316, 84], [290, 82]]),
    // flippers
    blob([[226, 84], [244, 108], [238, 132, 1], [220, 108]]),
    blob([[140, 86], [156, 108], [148, 128, 1], [132, 104]]),
  );
  for (let i = 0; i < 5; i++) {
    const x = 344 - i * 9;
    p.f(poly([[x - 2.5, 58 - i * 0.6], [x + 2.5, 58 - i * 0.6], [x, 65 - i * 0.6, 1]]));
  }
  p.c(circ(304, 56, 2.6));
});

def('dinosaurs', 'Dino Footprint', 220, 230, (p) => {
  p.f(blob([[70, 156], [110, 136], [150, 156], [152, 190], [132, 222], [88, 222], [68, 190]]));
  const toes: TubePt[][] = [
    [[110, 150, 24], [110, 90, 21], [110, 46, 17]],
    [[92, 160, 22], [62, 124, 19], [36, 92, 15]],
    [[128, 160, 22], [158, 124, 19], [184, 92, 15]],
  ];
  for (const t of toes) {
    p.f(tube(t));
    const a = t[2] as TubePt;
    const b = t[1] as TubePt;
    const dx = (a[0] - b[0]) / Math.hypot(a[0] - b[0], a[1] - b[1]);
    const dy = (a[1] - b[1]) / Math.hypot(a[0] - b[0], a[1] - b[1]);
    const bx = a[0] + dx * 13;
    const by = a[1] + dy * 13;
    p.f(poly([[bx - dy * 8, by + dx * 8], [bx + dx * 20, by + dy * 20, 1], [bx + dy * 8, by - dx * 8]]));
  }
});

def('dinosaurs', 'Dino Egg Hatching', 200, 230, (p) => {
  const zig: Pt[] = [];
  for (let i = 0; i <= 8; i++) zig.push([28 + i * 18, i % 2 ? 118 : 102, 1]);
  p.f(blob([...arc(100, 140, 76, 82, 0, 180, 8), ...zig], 0.9));
  // baby dino head and neck emerging
  p.f(
    tube([[96, 118, 20], [104, 80, 15], [110, 60, 14]]),
    blob([[88, 58], [102, 38], [132, 36], [158, 48], [160, 62], [136, 72], [104, 76]]),
  );
  // shell cap tossed up
  p.f(rotAbout(-24, 40, 46, blob([...arc(40, 60, 36, 34, 180, 360, 6), [76, 60, 1], [64, 52, 1], [52, 62, 1], [40, 52, 1], [28, 62, 1], [16, 52, 1], [4, 60, 1]])));
  p.c(circ(126, 50, 5), rect(140, 60, 14, 2.4, 1, 10));
  p.next();
  p.f(circ(127.5, 50, 2.4));
});

// ===========================================================================
// VEHICLES
// ===========================================================================

def('vehicles', 'Lifted Truck', 320, 210, (p) => {
  p.f(
    poly([[14, 86], [146, 86], [148, 46], [158, 38], [212, 38], [236, 78], [296, 84], [306, 92], [306, 130], [14, 130]]),
    rect(158, 28, 52, 6, 2),
    rect(166, 32, 3, 8),
    rect(198, 32, 3, 8),
    rect(296, 112, 18, 14, 3),
    rect(6, 112, 14, 14, 3),
    poly([[226, 62], [236, 60], [238, 72], [228, 72]]),
    rect(40, 132, 236, 8),
    rect(66, 126, 12, 30, 2, -14),
    rect(246, 126, 12, 30, 2, 14),
  );
  p.c(
    win([[156, 46], [180, 46], [180, 74], [156, 74]]),
    win([[186, 46], [208, 46], [228, 74], [186, 74]]),
    rect(183, 80, 2, 44),
    rect(196, 86, 10, 3, 1.5),
    rect(20, 92, 124, 2),
  );
  wheels(p, [[72, 170, 36], [252, 170, 36]], { knobs: 14, arch: 7, rim: 0.56 });
});

def('vehicles', 'Lifted Jeep', 300, 210, (p) => {
  p.f(
    poly([[22, 96], [206, 96], [210, 88], [280, 92], [288, 100], [288, 130], [22, 130]]),
    poly([[30, 130], [40, 112], [112, 112], [122, 130]]),
    poly([[188, 130], [198, 112], [270, 112], [280, 130]]),
    poly([[206, 96], [194, 48], [201, 48], [214, 96]]),
    poly([[112, 96], [114, 52], [120, 52], [120, 96]]),
    rect(114, 48, 86, 6, 2),
    poly([[128, 96], [130, 70], [136, 64], [148, 64], [150, 96]]),
    rect(280, 116, 14, 12, 3),
    rect(66, 130, 10, 26, 2, -10),
    rect(226, 130, 10, 26, 2, 10),
  );
  p.c(poly([[154, 96], [156, 108], [192, 108], [200, 96]]), rect(270, 98, 10, 6, 3));
  wheels(p, [[76, 168, 34], [232, 168, 34], [20, 110, 22]], { knobs: 12, arch: 6, rim: 0.56 });
});

def('vehicles', 'Camper Van', 300, 190, (p) => {
  p.f(
    blob([[12, 58, 1], [22, 44], [240, 44], [262, 50], [282, 92], [288, 110], [290, 150, 1], [12, 150, 1]]),
    poly([[44, 46], [60, 20], [224, 20], [236, 46]]),
    rect(276, 134, 20, 12, 3),
    rect(4, 134, 14, 12, 3),
  );
  p.c(
    win([[244, 56], [262, 58], [278, 94], [244, 94]]),
    rect(26, 60, 52, 30, 6),
    rect(90, 60, 52, 30, 6),
    rect(154, 60, 52, 30, 6),
    rect(214, 60, 22, 60, 4),
    rect(12, 106, 280, 3),
    rect(84, 28, 112, 10, 4),
  );
  wheels(p, [[70, 152, 24], [238, 152, 24]], { arch: 5, rim: 0.62 });
});

def('vehicles', 'Semi Truck', 400, 160, (p) => {
  p.f(
    rect(6, 22, 232, 98, 4),
    rect(178, 120, 5, 22),
    rect(224, 116, 168, 12),
    poly([[244, 118], [244, 36], [290, 32], [296, 24], [318, 24], [330, 64], [384, 72], [392, 82], [394, 118]]),
    rect(296, 6, 7, 60, 2),
    rect(312, 108, 36, 18, 7),
    rect(386, 104, 12, 16, 3),
  );
  p.c(
    win([[300, 36], [318, 36], [324, 62], [300, 62]]),
    rect(250, 44, 36, 4, 2),
    rect(16, 96, 212, 3),
    rect(16, 34, 212, 3),
  );
  wheels(p, [[36, 138, 18], [78, 138, 18], [262, 138, 18], [302, 138, 18], [362, 138, 18]], { rim: 0.6 });
});

def('vehicles', 'Farm Tractor', 280, 220, (p) => {
  p.f(
    poly([[42, 28], [140, 28], [146, 36], [152, 114], [40, 114]]),
    rect(32, 20, 122, 10, 3),
    poly([[140, 92], [246, 100], [262, 112], [262, 162], [140, 162]]),
    rect(110, 140, 130, 30),
    rect(210, 46, 7, 56, 2),
    poly([[206, 46], [222, 40], [222, 48], [206, 50]]),
  );
  p.c(
    win([[52, 38], [92, 38], [92, 98], [52, 98]]),
    win([[100, 38], [136, 38], [142, 98], [100, 98]]),
    rect(248, 118, 10, 3),
    rect(248, 126, 10, 3),
    rect(248, 134, 10, 3),
    rect(160, 112, 70, 3),
  );
  wheels(p, [[84, 152, 62], [228, 186, 30]], { knobs: 0, rim: 0.58, hub: 0.3 });
  // tractor lugs drawn as chevrons around the tyres
  const lugs: Pt[][] = [];
  for (const [cx, cy, r, k] of [[84, 152, 62, 18], [228, 186, 30, 11]] as const) {
    for (let i = 0; i < k; i++) {
      const a = (i * 360) / k;
      const a1 = (a - 6) * D2R;
      const a2 = (a + 6) * D2R;
      lugs.push([
        [cx + Math.cos(a1) * (r - 2), cy + Math.sin(a1) * (r - 2)],
        [cx + Math.cos(a * D2R) * (r + 7), cy + Math.sin(a * D2R) * (r + 7)],
        [cx + Math.cos(a2) * (r - 2), cy + Math.sin(a2) * (r - 2)],
      ]);
    }
  }
  p.f(polys(lugs), arcBand(84, 152, 72, 80, -170, -10));
});

def('vehicles', 'Cruiser Motorcycle', 320, 190, (p) => {
  p.f(
    blob([[140, 64], [176, 52], [206, 58], [214, 72], [172, 80], [140, 78]]),
    blob([[82, 82], [104, 72], [136, 74], [144, 82], [120, 90], [88, 90]]),
    tube([[86, 84, 2.8], [74, 52, 2.8]]),
    rect(62, 42, 20, 16, 5, -14),
    rect(146, 74, 16, 34, 4, -24),
    rect(170, 74, 16, 34, 4, 24),
    blob([[146, 100], [196, 98], [204, 118], [178, 130], [150, 128]]),
    tube([[152, 122, 4.5], [100, 136, 4.5], [36, 130, 4]]),
    tube([[150, 130, 4.5], [100, 146, 4.5], [40, 142, 4]]),
    tube([[210, 66, 5], [214, 100, 5], [198, 126, 4], [130, 126, 4], [64, 144, 4]]),
    tube([[258, 144, 4], [240, 92, 5], [228, 54, 5]]),
    tube([[232, 56, 3], [216, 38, 2.5], [198, 36, 2.5]]),
    circ(240, 72, 9),
    rect(222, 24, 3, 14, 1.5, -10),
  );
  p.f(arcBand(64, 144, 44, 50, -175, -25), arcBand(258, 144, 44, 49, -150, -60));
  wheels(p, [[64, 144, 40], [258, 144, 40]], { spokes: 8, rim: 0.78 });
});

def('vehicles', 'Dirt Bike', 300, 200, (p) => {
  p.f(
    tube([[58, 152, 4], [136, 124, 6]]),
    blob([[76, 70], [170, 64], [180, 72], [90, 82]]),
    poly([[66, 76], [98, 72], [104, 84], [14, 62, 1]]),
    poly([[222, 90], [250, 88], [288, 104, 1], [246, 98]]),
    poly([[226, 54], [246, 52], [254, 92], [234, 94]]),
    blob([[150, 64], [202, 60], [214, 92], [172, 98], [150, 82]]),
    blob([[128, 100], [172, 96], [180, 132], [136, 140]]),
    tube([[244, 152, 4], [232, 98, 6], [224, 56, 5]]),
    rect(204, 44, 40, 5, 2.5, -8),
    tube([[148, 112, 4], [110, 98, 5], [64, 86, 7]]),
    tube([[120, 96, 4], [100, 118, 4]]),
  );
  p.c(rect(136, 110, 36, 3), rect(138, 118, 36, 3), rect(234, 64, 12, 3, 1, -76));
  wheels(p, [[58, 152, 40], [244, 152, 40]], { spokes: 8, rim: 0.74, knobs: 18 });
});

def('vehicles', 'Excavator', 330, 230, (p) => {
  track(p, 14, 180, 204, 44, 5);
  p.next();
  p.f(
    blob([[22, 124], [40, 116], [170, 116], [178, 172, 1], [24, 172, 1], [16, 150]]),
    poly([[116, 58], [156, 58], [178, 118], [116, 118]]),
    rect(110, 52, 50, 8, 3),
    rect(40, 96, 8, 22, 2),
    tube([[156, 136, 14], [204, 84, 12], [238, 50, 11]]),
    tube([[238, 50, 9], [270, 86, 8], [294, 124, 7]]),
    tube([[140, 120, 4], [206, 64, 4]]),
    poly([[282, 118], [318, 116], [324, 150], [314, 172, 1], [296, 166], [304, 146]]),
    poly([[314, 172], [306, 180, 1], [304, 168]]),
  );
  p.c(win([[122, 66], [150, 66], [166, 112], [122, 112]]), rect(30, 140, 80, 3), rect(206, 60, 12, 4, 2, -50));
});

def('vehicles', 'Bulldozer', 300, 190, (p) => {
  track(p, 28, 140, 184, 42, 5);
  p.next();
  p.f(
    poly([[48, 96], [188, 96], [196, 140], [42, 140]]),
    poly([[58, 38], [116, 38], [124, 96], [54, 96]]),
    rect(50, 32, 76, 8, 3),
    rect(160, 64, 7, 34, 2),
    blob([[230, 56, 1], [250, 58], [240, 100], [244, 140], [258, 184, 1], [226, 184, 1], [220, 120], [214, 60, 1]]),
    bars([[120, 152, 232, 154, 5], [176, 104, 230, 116, 4]]),
    poly([[28, 116], [42, 116], [34, 156], [22, 176, 1], [18, 158]]),
  );
  p.c(win([[64, 46], [110, 46], [116, 90], [64, 90]]), rect(136, 104, 46, 3), rect(136, 112, 46, 3), rect(136, 120, 46, 3));
});

def('vehicles', 'School Bus', 380, 165, (p) => {
  p.f(
    blob([[8, 42, 1], [20, 30], [330, 30], [342, 40], [344, 72, 1], [370, 80], [378, 92], [378, 136, 1], [8, 136, 1]]),
    rect(20, 24, 12, 6, 2),
    rect(318, 24, 12, 6, 2),
    ngon(288, 104, 11, 8, 22.5),
  );
  for (let i = 0; i < 7; i++) p.c(rect(20 + i * 38, 44, 30, 30, 4));
  p.c(
    win([[330, 44], [340, 44], [342, 74], [330, 74]]),
    frame(300, 44, 24, 88, 2, 2.2),
    rect(304, 48, 16, 26, 2),
    rect(8, 90, 280, 2.5),
    rect(8, 106, 280, 2.5),
    rect(300, 86, 2.4, 40),
  );
  wheels(p, [[72, 138, 22], [306, 138, 22]], { arch: 5 });
});

def('vehicles', 'Classic Pickup', 320, 170, (p) => {
  p.f(
    blob([[14, 84, 1], [128, 84, 1], [130, 52], [142, 38], [188, 36], [202, 48], [210, 80], [262, 82], [296, 94], [310, 116], [310, 130, 1], [14, 130, 1]]),
    ell(262, 116, 48, 24),
    ell(68, 116, 46, 20),
    rect(94, 126, 150, 6, 3),
    rect(300, 120, 16, 10, 4),
    rect(6, 118, 12, 10, 4),
  );
  p.c(win([[146, 46], [188, 44], [196, 76], [146, 76]]), rect(280, 96, 12, 7, 3.5), rect(14, 94, 110, 2));
  wheels(p, [[68, 136, 24], [262, 136, 24]], { arch: 4, rim: 0.55, hub: 0.42 });
});

def('vehicles', 'Muscle Car', 340, 130, (p) => {
  p.f(
    poly([[8, 74], [18, 60], [40, 56], [100, 54], [136, 30], [186, 28], [222, 52], [320, 58], [334, 66], [336, 94], [8, 94]]),
    poly([[10, 46], [40, 46], [40, 50], [24, 58], [12, 58]]),
    poly([[250, 53], [270, 44], [292, 44], [292, 55]]),
  );
  p.c(
    win([[146, 36], [182, 34], [206, 54], [146, 56]]),
    win([[116, 56], [138, 38], [140, 56]]),
    rect(36, 70, 270, 3),
    rect(142, 58, 2, 30),
  );
  wheels(p, [[70, 96, 28], [278, 98, 23]], { arch: 4, spokes: 5, rim: 0.64 });
});

def('vehicles', 'Monster Truck', 300, 240, (p) => {
  p.f(
    poly([[20, 64], [100, 64], [104, 30], [112, 22], [160, 22], [180, 58], [272, 62], [284, 72], [284, 104], [20, 104]]),
    rect(40, 104, 222, 14),
    rect(26, 52, 6, 14),
    rect(26, 50, 66, 5),
    rect(86, 52, 6, 14),
    rect(276, 86, 12, 14, 3),
  );
  p.c(win([[110, 30], [134, 30], [134, 56], [110, 56]]), win([[140, 30], [158, 30], [174, 56], [140, 56]]), rect(20, 74, 80, 3));
  // coil springs above each axle
  const coils: [number, number, number, number, number][] = [];
  for (const x of [70, 232]) for (let i = 0; i < 5; i++) coils.push([x - 12, 120 + i * 8, x + 12, 124 + i * 8, 2.4]);
  p.f(bars(coils));
  wheels(p, [[70, 174, 60], [232, 174, 60]], { knobs: 18, rim: 0.5, hub: 0.26 });
});

def('vehicles', 'Tow Truck', 340, 170, (p) => {
  p.f(
    poly([[150, 86], [190, 86], [196, 40], [204, 34], [250, 34], [268, 74], [326, 80], [334, 88], [334, 126], [150, 126]]),
    rect(12, 94, 150, 32),
    bars([[110, 96, 40, 30, 6], [40, 30, 40, 92, 1.3], [110, 110, 150, 126, 3]]),
    rect(6, 118, 30, 6),
    rect(206, 26, 40, 7, 3),
    rect(326, 112, 12, 12, 3),
  );
  p.f(pathd('M34 92h12v10a6 6 0 1 1 -12 0h4a2 2 0 1 0 4 0v-6h-8Z'));
  p.c(win([[204, 42], [244, 42], [258, 72], [204, 72]]), rect(20, 104, 130, 3), rect(62, 112, 3, 12));
  wheels(p, [[62, 132, 22], [106, 132, 22], [288, 132, 22]], { arch: 4 });
});

def('vehicles', 'Dump Truck', 340, 200, (p) => {
  p.f(
    poly([[236, 72], [244, 40], [254, 34], [300, 34], [312, 76], [332, 82], [336, 150], [236, 150]]),
    rect(20, 138, 304, 12),
    rotAbout(-16, 26, 136, poly([[14, 60], [226, 60], [216, 136], [24, 136]])),
    tube([[150, 140, 5], [120, 92, 5]]),
    rect(328, 134, 10, 14, 3),
  );
  p.c(win([[250, 42], [296, 42], [306, 74], [250, 74]]), rotAbout(-16, 26, 136, rect(40, 76, 160, 4), rect(36, 100, 164, 4)));
  wheels(p, [[60, 162, 24], [112, 162, 24], [290, 162, 24]], { arch: 4 });
});

def('vehicles', 'Quad Bike', 280, 190, (p) => {
  p.f(
    blob([[176, 104], [200, 86], [256, 88], [272, 104], [250, 112], [200, 110]]),
    blob([[12, 104], [30, 88], [96, 86], [116, 104], [90, 112], [30, 112]]),
    blob([[80, 82], [130, 76], [162, 82], [130, 92], [84, 92]]),
    blob([[96, 96], [180, 90], [186, 120], [150, 136], [110, 136], [94, 120]]),
    rect(196, 76, 66, 5, 2),
    rect(16, 76, 74, 5, 2),
    bars([[206, 80, 210, 92, 2], [250, 80, 246, 92, 2], [24, 80, 28, 92, 2], [80, 80, 76, 92, 2], [172, 88, 188, 56, 3], [178, 54, 200, 54, 3]]),
    ell(262, 98, 6, 8),
  );
  wheels(p, [[62, 144, 36], [226, 144, 36]], { knobs: 14, rim: 0.52 });
});

def('vehicles', 'Side-by-Side UTV', 320, 220, (p) => {
  p.f(
    blob([[30, 122, 1], [230, 120], [294, 108], [306, 126], [304, 146, 1], [22, 146, 1]]),
    bars([
      [240, 120, 200, 46, 3.5],
      [200, 46, 96, 44, 3.5],
      [96, 44, 90, 122, 3.5],
      [150, 45, 150, 120, 3],
      [96, 44, 40, 112, 3.5],
    ]),
    blob([[104, 120], [106, 74], [118, 66], [126, 74], [124, 120]]),
    blob([[160, 120], [162, 74], [174, 66], [182, 74], [180, 120]]),
    ell(214, 86, 3, 10, 30),
    rect(20, 100, 70, 22, 3),
  );
  p.c(rect(40, 130, 250, 3));
  wheels(p, [[70, 174, 40], [256, 174, 40]], { knobs: 14, arch: 6, rim: 0.52 });
});

def('vehicles', 'Cement Mixer', 340, 200, (p) => {
  p.f(
    poly([[236, 72], [244, 40], [254, 34], [300, 34], [312, 76], [332, 82], [336, 150], [236, 150]]),
    rect(16, 138, 310, 12),
    poly([[40, 96], [16, 150, 1], [4, 150, 1], [30, 92]]),
    poly([[190, 96], [230, 80], [230, 140], [200, 140]]),
    rect(328, 134, 10, 14, 3),
  );
  p.c(win([[250, 42], [296, 42], [306, 74], [250, 74]]));
  p.next();
  p.f(ell(128, 96, 96, 44, -12), poly([[36, 80], [20, 74], [16, 110], [40, 112]]));
  for (let i = 0; i < 5; i++) p.c(rotAbout(-62, 70 + i * 28, 96, rect(40 + i * 28, 93, 60, 5, 2)));
  wheels(p, [[64, 162, 24], [116, 162, 24], [290, 162, 24]]);
});

def('vehicles', 'Teardrop Trailer', 280, 170, (p) => {
  p.f(
    blob([[20, 132, 1], [22, 92], [50, 42], [110, 22], [170, 28], [224, 66], [250, 118], [252, 132, 1]]),
    poly([[248, 122], [278, 130], [278, 134], [248, 132]]),
    rect(262, 132, 5, 22),
    rect(256, 152, 16, 4, 2),
  );
  p.c(frame(88, 54, 48, 74, 14, 3), circ(112, 76, 10), rect(30, 104, 210, 3), rect(26, 112, 8, 12, 2));
  p.f(arcBand(150, 140, 28, 34, -180, 0));
  wheels(p, [[150, 140, 24]], { arch: 4 });
});

def('vehicles', 'Hot Rod', 320, 160, (p) => {
  p.f(
    poly([[40, 102], [48, 62], [70, 54], [82, 34], [132, 32], [142, 54], [200, 56], [214, 60], [214, 106], [40, 106]]),
    blob([[214, 64], [262, 64], [266, 100], [214, 102]]),
    rect(222, 48, 36, 16, 3),
    rect(226, 32, 6, 16, 2),
    rect(238, 28, 6, 20, 2),
    rect(250, 32, 6, 16, 2),
    rect(264, 52, 16, 54, 6),
    rect(214, 112, 86, 5, 2),
    bars([[150, 106, 230, 118, 3]]),
  );
  p.c(win([[90, 40], [128, 40], [134, 56], [88, 56]]), rect(218, 72, 42, 3), rect(218, 80, 42, 3), rect(218, 88, 42, 3), rect(268, 60, 8, 40, 3));
  wheels(p, [[80, 118, 36], [288, 132, 24]], { rim: 0.58 });
});

// ===========================================================================
// Catalogue
// ===========================================================================

/** Every artwork of the demo shop, in a stable order, grouped by folder. */
export function artworkCatalogue(): Artwork[] {
  const out: Artwork[] = [];
  for (const folder of ARTWORK_FOLDERS) {
    for (const d of DEFS) {
      if (d.folder !== folder) continue;
      out.push({
        folder,
        subject: d.subject,
        file: `/artwork/${folder}/${kebab(d.subject)}.svg`,
        svg: render(d),
        width: d.w,
        height: d.h,
      });
    }
  }
  return out;
}
