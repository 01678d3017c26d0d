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

/** Number formatting: whole units for big coordinates, one decimal for small ones, no "-0". */
function n(v: number): string {
  const r = Math.abs(v) >= 50 ? Math.round(v) : Math.round(v * 10) / 10;
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

/**
 * For cut lists only: the shapes grown by a stroke, so a later layer drawn with
 * the same shapes gets a clean gap around it.
 */
function gap(w: number, ...items: string[]): string {
  return `<g stroke="#000" stroke-width="${n(w)}" stroke-linejoin="round">${items.join('')}</g>`;
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

def('vehicles', 'Lifted Trail Rig', 300, 210, (p) => {
  p.f(
    poly([[24, 96], [206, 96], [210, 88], [278, 92], [286, 100], [286, 124], [24, 124]]),
    poly([[206, 96], [194, 48], [201, 48], [214, 96]]),
    poly([[112, 96], [114, 52], [120, 52], [120, 96]]),
    rect(114, 48, 86, 6, 2),
    poly([[128, 96], [130, 70], [136, 64], [148, 64], [150, 96]]),
    rect(280, 112, 14, 12, 3),
    rect(16, 98, 10, 24, 2),
    rect(66, 124, 10, 26, 2, -10),
    rect(226, 124, 10, 26, 2, 10),
  );
  p.c(poly([[154, 96], [156, 108], [192, 108], [200, 96]]), rect(270, 98, 10, 6, 3));
  p.f(arcBand(76, 168, 40, 50, -185, 5, 12), arcBand(232, 168, 40, 50, -180, -10, 12), poly([[272, 124], [294, 130], [282, 140], [270, 136]]));
  wheels(p, [[76, 168, 34], [232, 168, 34]], { knobs: 12, arch: 5, rim: 0.56 });
  wheels(p, [[16, 108, 22]], { knobs: 10, rim: 0.5 });
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
    blob([[78, 90], [96, 82], [120, 88], [146, 80], [158, 86], [142, 98], [96, 100]]),
    blob([[146, 72], [176, 58], [206, 62], [216, 76], [186, 88], [150, 88]]),
    rect(148, 84, 18, 34, 3, -20),
    rect(178, 84, 18, 34, 3, 20),
    blob([[144, 114], [200, 110], [208, 130], [176, 140], [148, 136]]),
    bars([
      [220, 68, 214, 132, 4.5],
      [214, 132, 120, 136, 4],
      [140, 132, 64, 148, 4.5],
      [140, 96, 140, 132, 4],
      [222, 64, 262, 148, 4.5],
      [222, 64, 214, 40, 2.6],
      [214, 40, 196, 38, 2.6],
      [170, 132, 36, 136, 4],
      [176, 140, 40, 150, 4],
      [92, 88, 82, 54, 2.6],
    ]),
    rect(70, 42, 20, 16, 5, -10),
    circ(236, 80, 10),
    arcBand(64, 148, 44, 51, -178, -30),
    arcBand(262, 148, 44, 49, -150, -50),
  );
  p.c(rect(150, 92, 14, 2, 1, -20), rect(150, 100, 14, 2, 1, -20), rect(180, 92, 14, 2, 1, 20), rect(180, 100, 14, 2, 1, 20));
  wheels(p, [[64, 148, 40], [262, 148, 40]], { spokes: 8, rim: 0.8 });
});

def('vehicles', 'Dirt Bike', 300, 200, (p) => {
  p.f(
    blob([[84, 70], [176, 62], [182, 70], [90, 78]]),
    poly([[96, 70], [90, 82], [60, 80], [18, 60, 1], [60, 68]]),
    poly([[92, 78], [140, 74], [132, 100], [102, 96]]),
    blob([[160, 64], [206, 58], [218, 86], [190, 100], [160, 86]]),
    blob([[126, 98], [176, 96], [184, 132], [140, 140], [124, 120]]),
    poly([[222, 56], [240, 54], [248, 86], [230, 90]]),
    poly([[222, 98], [252, 92], [292, 104, 1], [250, 104]]),
    bars([
      [56, 152, 140, 128, 5],
      [120, 80, 136, 126, 4],
      [244, 152, 224, 60, 5],
      [204, 54, 238, 46, 2.6],
      [150, 112, 110, 96, 3],
      [110, 90, 62, 82, 6],
      [190, 70, 224, 60, 4],
      [186, 100, 216, 82, 4],
    ]),
  );
  p.c(rect(134, 108, 40, 3), rect(136, 116, 40, 3), rect(136, 124, 36, 3), rect(110, 82, 18, 4, 2, -8));
  wheels(p, [[56, 152, 38], [244, 152, 38]], { spokes: 6, rim: 0.72, knobs: 14 });
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
// ANIMALS
// ===========================================================================

def('animals', 'Wolf Howling', 220, 250, (p) => {
  p.f(
    blob(furry(tubePts([[84, 196, 46], [108, 136, 34], [122, 100, 24]]), 5, 12, p.rnd)),
    tube([[112, 110, 24], [110, 84, 20], [110, 72, 17]]),
    g(
      'translate(106 70) rotate(-50) scale(1.25)',
      blob([[-10, 8], [-6, -10], [10, -18], [30, -14], [52, -8], [64, -5], [68, 1, 1], [58, 5, 1], [66, 10, 1], [48, 15], [28, 19], [4, 24]]),
      poly([[-2, -12], [-2, -38, 1], [14, -16]]),
    ),
    tube([[130, 130, 14], [134, 200, 10], [138, 228, 9]]),
    tube([[114, 134, 12], [114, 200, 9], [116, 228, 9]]),
    blob(furry(tubePts([[54, 214, 16], [26, 222, 12], [6, 212, 0]]), 4, 9, p.rnd)),
    blob([[10, 230], [60, 222], [150, 224], [206, 230], [214, 248, 1], [6, 248, 1]]),
  );
  p.c(g('translate(106 70) rotate(-50) scale(1.25)', ell(26, -6, 4, 2.2, 10)));
});

def('animals', 'Bear Walking', 320, 190, (p) => {
  p.f(
    blob([[30, 92], [52, 60], [100, 46], [146, 36], [188, 48], [222, 66], [238, 84], [228, 120], [170, 132], [90, 132], [40, 120]]),
    blob([[220, 70], [246, 64], [262, 60], [276, 70], [292, 80], [306, 92], [302, 102], [274, 106], [236, 104]]),
    circ(256, 60, 9),
    tube([[212, 100, 20], [220, 150, 16], [226, 178, 15]]),
    tube([[190, 104, 18], [180, 150, 15], [172, 178, 15]]),
    tube([[62, 100, 24], [52, 150, 17], [44, 178, 16]]),
    tube([[88, 106, 22], [100, 150, 16], [106, 178, 15]]),
    blob([[212, 172], [240, 170], [246, 186, 1], [212, 186, 1]]),
    blob([[28, 172], [56, 170], [62, 186, 1], [28, 186, 1]]),
    poly([[30, 80], [18, 78], [26, 90]]),
  );
  p.c(circ(276, 80, 2.8), rect(266, 58, 2, 8, 1, -30));
});

def('animals', 'Whitetail Buck', 260, 260, (p) => {
  p.f(
    blob([[48, 112], [88, 102], [168, 102], [196, 110], [200, 140], [170, 152], [90, 152], [54, 142]]),
    tube([[178, 118, 18], [198, 84, 12], [206, 66, 10]]),
    blob([[196, 58], [214, 54], [244, 70], [248, 78, 1], [226, 84], [204, 78]]),
    poly([[202, 60], [184, 42, 1], [212, 54]]),
    poly([[50, 112], [38, 96, 1], [58, 104]]),
    tube([[178, 140, 9], [184, 200, 4.5], [186, 252, 3.5]]),
    tube([[164, 144, 8], [160, 200, 4], [156, 252, 3.5]]),
    tube([[70, 136, 14], [62, 176, 7], [70, 210, 4], [72, 252, 3.5]]),
    tube([[92, 140, 12], [96, 180, 6], [96, 252, 3.5]]),
  );
  const antler = (o: number): string =>
    pathd(
      smoothD(tubePts([[210 + o, 56, 3.5], [196 + o, 34, 3], [206 + o, 12, 2.5], [230 + o, 4, 0]])) +
        smoothD(tubePts([[199 + o, 38, 2.2], [180 + o, 22, 0]])) +
        smoothD(tubePts([[202 + o, 22, 2], [194 + o, 6, 0]])) +
        smoothD(tubePts([[214 + o, 10, 2], [218 + o, 0, 0]])),
    );
  p.f(antler(0), antler(-12));
  p.c(circ(222, 66, 3));
});

def('animals', 'Moose', 300, 260, (p) => {
  p.f(
    blob([[40, 112], [70, 88], [130, 82], [188, 64], [222, 88], [226, 122], [200, 150], [80, 152], [44, 142]]),
    blob([[212, 86], [236, 80], [270, 100], [292, 124], [288, 138], [266, 138], [242, 120], [220, 110]]),
    tube([[248, 124, 5], [246, 146, 3]]),
    blob([[224, 84], [206, 62], [190, 44], [192, 30, 1], [204, 42], [210, 24, 1], [220, 40], [230, 20, 1], [238, 38], [250, 26, 1], [254, 46], [246, 70], [238, 82]]),
    tube([[202, 140, 14], [206, 200, 7], [208, 252, 6]]),
    tube([[184, 142, 13], [180, 200, 7], [178, 252, 6]]),
    tube([[62, 136, 18], [56, 180, 9], [64, 214, 6], [64, 252, 6]]),
    tube([[86, 140, 15], [92, 190, 8], [92, 252, 6]]),
  );
  p.c(circ(246, 98, 3), ell(282, 126, 3, 2));
});

def('animals', 'Eagle Soaring', 320, 180, (p) => {
  const wing: Pt[] = [
    [150, 62],
    [110, 42],
    [70, 30],
    [36, 28],
    [8, 36, 1],
    [30, 46],
    [6, 56, 1],
    [30, 58],
    [8, 72, 1],
    [34, 70],
    [16, 86, 1],
    [42, 80],
    [32, 98, 1],
    [62, 86],
    [92, 94],
    [120, 98],
    [148, 102],
  ];
  p.f(blob(wing, 0.7), flipX(160, blob(wing, 0.7)));
  p.f(
    ell(160, 92, 17, 36),
    blob([[144, 118], [176, 118], [192, 156, 1], [176, 150, 1], [168, 160, 1], [160, 150, 1], [152, 160, 1], [144, 150, 1], [128, 156, 1]]),
    blob([[148, 70], [154, 46], [172, 42], [190, 54], [196, 66, 1], [184, 62], [170, 74]]),
  );
  p.c(circ(174, 52, 2.6));
});

def('animals', 'Owl Perched', 200, 260, (p) => {
  p.f(
    blob(sym([[100, 44], [124, 38], [146, 18, 1], [144, 50], [152, 96], [156, 150], [140, 200], [100, 218]], 100)),
    tube([[4, 218, 6], [100, 214, 7], [196, 210, 5]]),
    tube([[150, 212, 4], [176, 192, 3], [184, 184, 0]]),
  );
  p.c(circ(78, 84, 20), circ(122, 84, 20));
  for (let i = 0; i < 7; i++) {
    const x = 76 + (i % 3) * 24 + (i > 2 && i < 5 ? 12 : 0) - (i > 4 ? 0 : 0);
    const y = 138 + Math.floor(i / 3) * 22 + (i === 6 ? 0 : 0);
    if (i > 5) continue;
    p.c(poly([[x - 8, y], [x, y + 6], [x + 8, y], [x + 8, y + 3], [x, y + 9], [x - 8, y + 3]]));
  }
  p.c(blob([[58, 110], [46, 150], [58, 196], [50, 150]]), blob([[142, 110], [154, 150], [142, 196], [150, 150]]));
  p.next();
  p.f(circ(80, 86, 8), circ(120, 86, 8), poly([[92, 100], [108, 100], [100, 118, 1]]));
  p.c(circ(82, 83, 2.5), circ(122, 83, 2.5));
  for (const x of [80, 92, 108, 120]) p.f(ell(x, 214, 4, 6));
});

def('animals', 'Horse Galloping', 320, 220, (p) => {
  p.f(
    blob([[70, 88], [110, 76], [190, 74], [224, 84], [230, 112], [206, 132], [100, 134], [66, 118]]),
    tube([[204, 96, 26], [238, 62, 17], [254, 46, 14]]),
    blob([[246, 36], [264, 32], [300, 58], [306, 72, 1], [290, 76], [262, 62], [244, 56]]),
    poly([[250, 38], [254, 18, 1], [262, 34]]),
    blob(furry([[204, 80], [230, 50], [250, 30], [246, 44], [222, 74]], 6, 8, p.rnd)),
    blob([[72, 96], [40, 100], [16, 120], [6, 140, 1], [30, 122], [22, 146, 1], [54, 112]]),
    tube([[214, 112, 12], [246, 130, 7], [268, 122, 5], [280, 134, 5]]),
    tube([[200, 116, 12], [230, 150, 7], [250, 186, 5]]),
    tube([[90, 114, 17], [62, 146, 8], [40, 176, 5], [28, 188, 5]]),
    tube([[112, 118, 16], [122, 156, 8], [110, 190, 5], [118, 204, 5]]),
  );
  p.c(circ(268, 48, 2.8));
});

def('animals', 'Elephant', 300, 240, (p) => {
  p.f(
    blob([[30, 110], [58, 66], [128, 46], [190, 54], [216, 84], [214, 156], [180, 174], [60, 174], [30, 154]]),
    blob([[188, 56], [226, 36], [262, 50], [274, 86], [266, 122], [246, 140], [220, 130]]),
    tube([[258, 112, 15], [270, 152, 11], [288, 166, 8], [296, 148, 6], [288, 136, 5]]),
    tube([[190, 150, 20], [192, 200, 18], [194, 232, 18]]),
    tube([[160, 156, 18], [158, 200, 16], [156, 232, 16]]),
    tube([[60, 150, 22], [58, 200, 18], [60, 232, 18]]),
    tube([[90, 156, 20], [94, 200, 17], [96, 232, 17]]),
    tube([[32, 110, 3], [18, 140, 2], [16, 150, 0]]),
  );
  const ear: Pt[] = [[206, 60], [234, 56], [240, 90], [230, 128], [204, 140], [188, 112], [190, 78]];
  p.c(blob(ear.map((q) => [q[0] + (q[0] - 214) * 0.14, q[1] + (q[1] - 96) * 0.1] as Pt)), circ(252, 82, 3.4), blob([[252, 126], [272, 136], [262, 150], [256, 136]]));
  p.next();
  p.f(blob(ear));
});

def('animals', 'Giraffe', 240, 300, (p) => {
  p.f(
    blob([[40, 150], [70, 132], [140, 126], [170, 132], [178, 160], [150, 178], [70, 178], [44, 168]]),
    tube([[150, 146, 20], [176, 92, 12], [194, 42, 10]]),
    blob([[184, 32], [198, 26], [230, 40], [234, 50, 1], [214, 56], [190, 48]]),
    tube([[192, 30, 2.5], [190, 14, 2.5]]),
    tube([[200, 30, 2.5], [200, 14, 2.5]]),
    circ(190, 13, 4),
    circ(200, 13, 4),
    poly([[186, 34], [172, 28, 1], [188, 40]]),
    tube([[152, 166, 10], [154, 236, 6], [154, 294, 5]]),
    tube([[134, 170, 9], [132, 236, 5], [130, 294, 5]]),
    tube([[62, 166, 12], [58, 236, 6], [60, 294, 5]]),
    tube([[84, 170, 11], [90, 236, 5], [90, 294, 5]]),
    tube([[42, 150, 3], [28, 190, 2], [28, 204, 0]]),
    blob(furry([[150, 132], [172, 84], [188, 40], [182, 80], [160, 134]], 4, 7, p.rnd)),
  );
  const r = p.rnd;
  for (let i = 0; i < 14; i++) {
    const t = i / 13;
    const x = i < 8 ? 56 + (i % 4) * 30 + (i > 3 ? 14 : 0) : 150 + (t - 0.6) * 70;
    const y = i < 8 ? 142 + (i > 3 ? 20 : 0) : 140 - (t - 0.6) * 230;
    p.c(ngon(x, y, 4 + r() * 2, 5, r() * 60));
  }
  p.c(circ(210, 38, 2.6));
});

def('animals', 'Cat Sitting', 180, 240, (p) => {
  p.f(
    circ(104, 62, 28),
    poly([[80, 50], [82, 16, 1], [104, 38]]),
    poly([[108, 36], [128, 14, 1], [130, 50]]),
    blob([[88, 84], [122, 88], [138, 140], [148, 196], [142, 230], [60, 230], [52, 192], [64, 132], [80, 98]]),
    tube([[66, 222, 9], [34, 226, 8], [18, 206, 6], [26, 186, 4]]),
  );
  p.c(ell(94, 62, 4, 6), ell(116, 62, 4, 6), poly([[100, 74], [110, 74], [105, 79]]), rect(96, 138, 3, 80, 1.5, -4));
});

def('animals', 'Dachshund', 320, 160, (p) => {
  p.f(
    tube([[50, 82, 22], [140, 86, 24], [220, 82, 22]]),
    tube([[220, 80, 16], [244, 56, 13]]),
    blob([[234, 44], [258, 38], [290, 50], [306, 62, 1], [288, 70], [258, 70], [238, 64]]),
    tube([[70, 96, 11], [64, 130, 7], [70, 148, 7]]),
    tube([[92, 98, 10], [100, 130, 7], [104, 148, 7]]),
    tube([[206, 96, 10], [212, 130, 7], [220, 148, 7]]),
    tube([[188, 98, 9], [184, 130, 7], [188, 148, 7]]),
    tube([[34, 76, 5], [16, 56, 3.5], [8, 42, 0]]),
  );
  const ear: Pt[] = [[244, 46], [260, 50], [264, 82], [252, 88], [242, 66]];
  p.c(blob(ear.map((q) => [q[0] + (q[0] - 252) * 0.3, q[1] + (q[1] - 66) * 0.15] as Pt)), circ(270, 52, 2.8));
  p.next();
  p.f(blob(ear));
});

def('animals', 'Rabbit', 220, 220, (p) => {
  p.f(
    blob([[40, 204], [30, 152], [56, 104], [100, 90], [140, 112], [156, 160], [150, 204]]),
    blob([[124, 62], [150, 50], [180, 60], [190, 80], [176, 98], [140, 98], [122, 82]]),
    tube([[140, 60, 8], [130, 26, 9], [124, 6, 4]]),
    tube([[154, 56, 7], [164, 24, 8], [172, 8, 3]]),
    circ(34, 170, 17),
    blob([[90, 198], [150, 196], [176, 206], [176, 214, 1], [90, 214, 1]]),
    tube([[146, 140, 7], [156, 176, 6], [162, 198, 5]]),
  );
  p.c(circ(166, 70, 3), tube([[130, 30, 3], [132, 52, 2]]));
});

def('animals', 'Fox Sitting', 220, 250, (p) => {
  p.f(
    blob([[116, 58], [134, 48], [182, 66], [194, 72, 1], [160, 88], [126, 88], [108, 74]]),
    poly([[114, 60], [112, 24, 1], [132, 50]]),
    poly([[126, 52], [136, 20, 1], [146, 54]]),
    blob([[112, 84], [140, 88], [154, 140], [160, 200], [150, 236], [84, 236], [76, 196], [86, 136], [100, 98]]),
    blob([[100, 238], [44, 246], [10, 226], [2, 184], [14, 150, 1], [34, 176], [58, 206], [104, 220]]),
  );
  p.c(circ(150, 66, 2.8), rect(120, 150, 3, 80, 1.5, -4), blob([[14, 156], [20, 182], [10, 196], [6, 176]]));
});

def('animals', 'Bison', 320, 210, (p) => {
  p.f(
    blob(furry([[40, 112], [60, 92], [110, 86], [150, 52], [190, 34], [230, 50], [252, 80], [252, 140], [222, 160], [150, 150], [70, 150], [44, 140]], 4, 10, p.rnd)),
    blob([[236, 86], [262, 80], [288, 108], [292, 140], [278, 156], [252, 162], [236, 140]]),
    tube([[258, 86, 4.5], [266, 72, 3], [258, 62, 0]]),
    poly([[250, 150], [272, 156], [262, 186, 1], [248, 170]]),
    tube([[220, 146, 15], [224, 184, 11], [226, 204, 10]]),
    tube([[196, 150, 14], [192, 184, 10], [190, 204, 10]]),
    tube([[64, 140, 15], [58, 176, 8], [62, 204, 7]]),
    tube([[86, 144, 13], [92, 180, 8], [92, 204, 7]]),
    tube([[42, 112, 3], [26, 140, 2], [26, 150, 0]]),
    ell(26, 154, 5, 8),
  );
  p.c(circ(266, 104, 3));
});

def('animals', 'Whale Tail', 300, 210, (p) => {
  p.f(
    blob(sym([[150, 100], [176, 72], [220, 42], [262, 28], [298, 22, 1], [278, 46], [236, 72], [186, 96], [166, 122], [160, 176]], 150)),
  );
  const wave: Pt[] = [];
  for (let i = 0; i <= 24; i++) {
    const x = i * 12.5;
    wave.push([x, 178 + Math.sin((i / 24) * Math.PI * 6) * 7, i % 4 === 1 ? 1 : 0]);
  }
  p.f(blob([...wave, [300, 210, 1], [0, 210, 1]], 0.8));
  p.f(ell(20, 62, 4, 7), ell(34, 86, 3, 5), ell(282, 60, 4, 7), ell(266, 88, 3, 5), ell(150, 148, 4, 4));
  p.c(rect(0, 190, 300, 3), rect(40, 200, 220, 3));
});

def('animals', 'Octopus', 280, 250, (p) => {
  p.f(blob([[140, 4], [190, 20], [204, 70], [186, 120], [94, 120], [76, 70], [90, 20]]));
  const tent = (x0: number, a0: number, curl: number): TubePt[] => {
    const pts: TubePt[] = [];
    let x = x0;
    let y = 106;
    let a = a0;
    for (let i = 0; i <= 8; i++) {
      pts.push([x, y, i === 8 ? 0 : 13 * (1 - i / 8) + 1.5]);
      x += Math.cos(a * D2R) * 17;
      y += Math.sin(a * D2R) * 17;
      a += curl * Math.pow(i / 8, 1.4) * 14;
    }
    return pts;
  };
  const list: [number, number, number][] = [
    [100, 140, 6],
    [112, 118, 5],
    [126, 100, -4],
    [136, 92, 5],
    [144, 88, -5],
    [154, 80, 4],
    [168, 62, -5],
    [180, 40, -6],
  ];
  const ds = list.map(([x, a, c]) => smoothD(tubePts(tent(x, a, c))));
  p.f(pathd(ds.join('')));
  p.c(circ(118, 76, 12), circ(162, 76, 12));
  p.next();
  p.f(circ(120, 78, 6), circ(160, 78, 6));
});

def('animals', 'Rooster', 220, 240, (p) => {
  p.f(
    blob([[60, 112], [100, 98], [140, 102], [162, 130], [152, 160], [112, 178], [72, 170], [50, 140]]),
    tube([[140, 112, 20], [152, 72, 14], [156, 52, 13]]),
    blob([[144, 44], [160, 36], [178, 46], [176, 62], [160, 66]]),
    poly([[176, 46], [194, 52, 1], [176, 56]]),
    blob([[168, 60], [178, 60], [176, 78], [168, 72]]),
    blob([[146, 40], [144, 26, 1], [154, 34], [158, 20, 1], [164, 34], [172, 24, 1], [174, 40]]),
    tube([[64, 124, 12], [40, 86, 10], [46, 42, 6], [68, 26, 0]]),
    tube([[62, 132, 10], [24, 104, 8], [14, 64, 5], [24, 44, 0]]),
    tube([[66, 140, 9], [24, 140, 7], [6, 112, 0]]),
    tube([[112, 172, 5], [116, 206, 3.5], [112, 228, 3]]),
    tube([[92, 170, 5], [88, 206, 3.5], [92, 228, 3]]),
    poly([[96, 226], [126, 226], [130, 232, 1], [80, 232, 1]]),
  );
  p.c(circ(164, 48, 2.6), blob([[134, 120], [104, 128], [80, 146], [110, 134], [140, 128]]));
});

def('animals', 'Kangaroo', 280, 240, (p) => {
  p.f(
    tube([[10, 228, 0], [60, 214, 9], [110, 196, 18], [146, 168, 28], [170, 118, 22], [184, 84, 14], [190, 66, 12]]),
    blob([[180, 56], [198, 50], [226, 64], [232, 74, 1], [212, 80], [186, 80]]),
    poly([[186, 56], [178, 24, 1], [194, 52]]),
    poly([[194, 54], [198, 22, 1], [204, 54]]),
    ell(150, 180, 30, 22, -30),
    tube([[160, 192, 12], [178, 218, 7], [190, 228, 5]]),
    blob([[176, 222], [224, 224], [230, 232, 1], [176, 232, 1]]),
    tube([[182, 110, 6], [200, 128, 4], [212, 124, 3]]),
    tube([[176, 116, 5], [190, 138, 4], [202, 136, 3]]),
  );
  p.c(circ(210, 62, 2.8));
});

// ===========================================================================
// CRYPTIDS
// ===========================================================================

/** Classic striding bigfoot, facing right, looking back over the shoulder (220 x 280 box). */
function bigfoot(rnd: () => number): string[] {
  return [
    blob(furry([[102, 44], [112, 20], [128, 14], [144, 28], [150, 50], [142, 70], [108, 70]], 3, 8, rnd)),
    blob(
      furry(
        [[98, 58], [140, 54], [158, 80], [162, 120], [152, 160], [140, 178], [96, 178], [84, 140], [82, 98], [90, 68]],
        4,
        11,
        rnd,
      ),
    ),
    blob(furry(tubePts([[146, 74, 14], [164, 120, 11], [178, 158, 9], [182, 176, 8]]), 3, 10, rnd)),
    blob(furry(tubePts([[98, 76, 13], [78, 118, 10], [62, 150, 8], [56, 168, 7]]), 3, 10, rnd)),
    blob(furry(tubePts([[130, 166, 19], [150, 214, 14], [160, 256, 11]]), 3, 12, rnd)),
    blob([[146, 254], [168, 250], [190, 262], [190, 270, 1], [146, 270, 1]]),
    blob(furry(tubePts([[106, 166, 19], [92, 214, 14], [70, 250, 11]]), 3, 12, rnd)),
    blob([[54, 240], [74, 236], [82, 252], [66, 268, 1], [48, 262, 1]]),
  ];
}

def('cryptids', 'Bigfoot Walking', 220, 280, (p) => {
  p.f(...bigfoot(p.rnd));
});

def('cryptids', 'Bigfoot Crossing Sign', 240, 260, (p) => {
  p.f(rect(112, 190, 16, 70, 2), rotAbout(45, 120, 106, rect(46, 32, 148, 148, 14)));
  p.c(rotAbout(45, 120, 106, frame(54, 40, 132, 132, 9, 4)), place(72, 44, 0.44, ...bigfoot(p.rnd)));
});

def('cryptids', 'Bigfoot Peeking', 240, 260, (p) => {
  // bigfoot head and hand behind a pine trunk
  p.f(
    blob(furry([[110, 60], [140, 40], [176, 44], [196, 70], [200, 110], [186, 136], [150, 140], [120, 128]], 3, 9, p.rnd)),
    blob(furry([[114, 150], [150, 142], [196, 150], [218, 180], [222, 260, 1], [112, 260, 1]], 4, 12, p.rnd)),
  );
  p.c(ell(150, 84, 8, 5), ell(178, 84, 8, 5), rect(140, 72, 22, 4, 2, 8), rect(168, 72, 22, 4, 2, -8), ell(166, 116, 12, 4));
  p.next();
  p.f(circ(150, 85, 3), circ(176, 85, 3));
  p.next();
  const fingers: TubePt[][] = [];
  for (let i = 0; i < 4; i++) fingers.push([[118, 118 + i * 11, 5], [102, 121 + i * 11, 4.5], [92, 127 + i * 11, 3.5]]);
  p.f(rect(66, 0, 48, 260));
  p.c(rect(76, 20, 3, 40, 1.5), rect(94, 170, 3, 50, 1.5), rect(80, 200, 3, 50, 1.5));
  p.c(...fingers.map((f) => tube(f.map((q) => [q[0], q[1], q[2] + 2.2] as TubePt))));
  p.next();
  p.f(...fingers.map((f) => tube(f)));
  p.f(poly([[66, 40], [10, 70, 1], [66, 56]]), poly([[66, 120], [20, 160, 1], [66, 138]]), poly([[66, 200], [30, 226, 1], [66, 214]]));
});

def('cryptids', 'Bigfoot Footprint', 170, 270, (p) => {
  p.f(
    blob([[60, 70], [110, 62], [140, 90], [142, 140], [128, 180], [122, 220], [100, 264], [66, 262], [50, 226], [56, 180], [40, 130], [40, 96]]),
    ell(128, 40, 20, 26, 10),
    ell(94, 32, 13, 18),
    ell(66, 38, 11, 15, -8),
    ell(44, 52, 9, 12, -20),
    ell(28, 72, 8, 10, -35),
  );
  p.c(ell(86, 146, 10, 30, -10));
});

def('cryptids', 'Yeti', 240, 260, (p) => {
  const half: Pt[] = [
    [120, 14],
    [144, 20],
    [156, 44],
    [174, 62],
    [196, 44],
    [210, 14, 1],
    [224, 22],
    [210, 62],
    [196, 100],
    [178, 124],
    [178, 176],
    [190, 246],
    [148, 250],
    [134, 204],
    [120, 200],
  ];
  p.f(blob(furry(sym(half, 120), 5, 11, p.rnd)));
  p.f(poly([[206, 16], [200, 0, 1], [214, 12]]), poly([[218, 20], [222, 4, 1], [226, 24]]));
  p.f(flipX(120, poly([[206, 16], [200, 0, 1], [214, 12]]), poly([[218, 20], [222, 4, 1], [226, 24]])));
  p.c(
    poly([[100, 48], [114, 54], [100, 56]]),
    poly([[140, 48], [126, 54], [140, 56]]),
    blob([[96, 70], [120, 64], [144, 70], [138, 96], [120, 102], [102, 96]]),
  );
  p.next();
  p.f(poly([[104, 68], [112, 68], [108, 82, 1]]), poly([[128, 68], [136, 68], [132, 82, 1]]));
});

def('cryptids', 'Mothman', 280, 260, (p) => {
  // ragged moth wings spread behind a tall dark figure
  const wing: Pt[] = [
    [134, 70],
    [110, 40],
    [70, 16],
    [26, 6, 1],
    [40, 30],
    [8, 44, 1],
    [34, 62],
    [14, 86, 1],
    [46, 94],
    [34, 126, 1],
    [70, 118],
    [62, 156, 1],
    [96, 132],
    [104, 170, 1],
    [124, 130],
  ];
  p.f(blob(wing, 0.7), flipX(140, blob(wing, 0.7)));
  p.c(
    blob([[110, 60], [70, 30], [40, 22], [80, 44]]),
    blob([[110, 90], [60, 80], [40, 100], [86, 96]]),
    flipX(140, blob([[110, 60], [70, 30], [40, 22], [80, 44]]), blob([[110, 90], [60, 80], [40, 100], [86, 96]])),
  );
  const body: Pt[] = [[140, 34], [156, 40], [162, 62], [158, 76], [170, 92], [168, 140], [158, 168], [160, 248, 1], [150, 252, 1], [144, 180], [140, 178]];
  p.c(blob(sym(body, 140).map((q) => [140 + (q[0] - 140) * 1.18, 120 + (q[1] - 120) * 1.04] as Pt)));
  p.next();
  p.f(blob(sym(body, 140)), poly([[128, 40], [120, 18, 1], [136, 36]]), poly([[152, 40], [160, 18, 1], [144, 36]]));
  p.c(ell(130, 58, 8, 6, 25), ell(150, 58, 8, 6, -25));
});

def('cryptids', 'Loch Ness Monster', 320, 190, (p) => {
  p.f(
    tube([[220, 150, 22], [240, 110, 16], [244, 70, 12], [254, 44, 10]]),
    blob([[244, 34], [262, 26], [288, 32], [300, 40, 1], [282, 48], [254, 52]]),
    blob([...arc(150, 150, 36, 40, 180, 360, 8), [186, 152, 1], [114, 152, 1]]),
    blob([...arc(72, 150, 30, 30, 180, 360, 8), [102, 152, 1], [42, 152, 1]]),
    blob([[10, 150, 1], [16, 134], [30, 128], [20, 142], [26, 152, 1]]),
    blob([[190, 152, 1], [198, 130], [210, 122], [228, 126], [244, 152, 1]]),
  );
  const rip: Pt[][] = [];
  for (const [cx, w] of [[150, 56], [72, 48], [220, 44], [18, 20]] as const) {
    rip.push([[cx - w, 158], [cx + w, 158], [cx + w - 10, 163], [cx - w + 10, 163]]);
    rip.push([[cx - w * 0.6, 172], [cx + w * 0.6, 172], [cx + w * 0.6 - 8, 176], [cx - w * 0.6 + 8, 176]]);
  }
  p.f(polys(rip));
  p.c(circ(270, 36, 2.8));
});

def('cryptids', 'Chupacabra', 280, 210, (p) => {
  p.f(
    tube([[60, 120, 10], [100, 96, 20], [150, 80, 22], [190, 86, 16], [212, 96, 12]]),
    blob([[200, 82], [226, 74], [258, 88], [270, 100, 1], [250, 108], [226, 112], [204, 106]]),
    poly([[214, 78], [206, 52, 1], [226, 76]]),
    tube([[64, 118, 5], [30, 140, 3.5], [10, 176, 2], [20, 190, 0]]),
    tube([[96, 110, 18], [122, 140, 10], [96, 166, 6], [110, 200, 4]]),
    poly([[104, 196], [128, 198], [130, 204, 1], [98, 204, 1]]),
    tube([[80, 116, 14], [96, 150, 8], [70, 170, 5], [82, 200, 4]]),
    poly([[76, 196], [98, 198], [100, 204, 1], [70, 204, 1]]),
    tube([[180, 98, 6], [206, 130, 4], [226, 140, 3]]),
    tube([[170, 100, 6], [184, 140, 4], [204, 156, 3]]),
  );
  const spikes: Pt[][] = [];
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    const x = 74 + t * 128;
    const y = 106 - Math.sin(t * Math.PI) * 24 - t * 4;
    const hgt = 12 + Math.sin(t * Math.PI) * 14;
    spikes.push([[x - 6, y + 6], [x + 6, y + 6], [x - 6, y - hgt, 1]]);
  }
  spikes.push([[224, 138], [236, 136], [232, 146]], [[202, 154], [214, 156], [206, 164]]);
  p.f(polys(spikes));
  p.c(ell(232, 88, 7, 4, 15), poly([[244, 104], [268, 100], [248, 108]]));
});

def('cryptids', 'Jersey Devil', 280, 260, (p) => {
  const wing: Pt[] = [
    [120, 90],
    [90, 50],
    [60, 20],
    [30, 8, 1],
    [34, 40],
    [14, 50, 1],
    [36, 70],
    [18, 90, 1],
    [50, 98],
    [44, 120, 1],
    [80, 110],
    [110, 118],
  ];
  const head: Pt[] = [[152, 60], [170, 50], [200, 60], [222, 84], [218, 94, 1], [196, 90], [170, 84], [154, 76]];
  p.f(blob(wing, 0.6), g('translate(44 -14) rotate(12 120 90)', flipX(120, blob(wing, 0.6))));
  p.c(blob(head.map((q) => [186 + (q[0] - 186) * 1.15, 72 + (q[1] - 72) * 1.3] as Pt)), tube([[150, 110, 18], [158, 80, 14]]));
  p.next();
  p.f(
    tube([[132, 160, 16], [140, 120, 18], [150, 88, 14], [162, 70, 10]]),
    blob(head),
    tube([[162, 54, 3], [152, 36, 2], [156, 26, 0]]),
    tube([[172, 52, 3], [176, 32, 2], [186, 24, 0]]),
    tube([[136, 160, 14], [160, 196, 8], [146, 224, 5], [156, 250, 4]]),
    tube([[124, 164, 12], [108, 200, 7], [98, 226, 5], [110, 250, 4]]),
    poly([[148, 246], [164, 246], [166, 254, 1], [146, 254, 1]]),
    poly([[102, 246], [118, 246], [120, 254, 1], [100, 254, 1]]),
    tube([[146, 104, 5], [172, 122, 3.5], [188, 118, 3]]),
    tube([[122, 166, 4], [84, 196, 3], [60, 200, 2], [40, 186, 1.5]]),
    poly([[44, 176], [30, 190, 1], [44, 196], [36, 182]]),
  );
  p.c(circ(184, 62, 2.8));
});

def('cryptids', 'Kraken', 300, 260, (p) => {
  // ship in the middle
  p.f(
    poly([[70, 150], [230, 150], [214, 186], [86, 186]]),
    rect(116, 40, 5, 110),
    rect(176, 56, 5, 94),
    blob([[90, 50], [146, 50], [142, 76], [146, 104], [90, 104], [96, 76]]),
    blob([[154, 66], [204, 66], [200, 90], [204, 122], [154, 122], [158, 92]]),
    poly([[121, 40], [140, 46, 1], [121, 52]]),
  );
  p.c(circ(110, 168, 4), circ(132, 168, 4), circ(154, 168, 4), circ(176, 168, 4), circ(198, 168, 4));
  p.next();
  const t = (pts: TubePt[]): string => smoothD(tubePts(pts));
  p.f(
    pathd(
      t([[30, 240, 16], [20, 180, 12], [34, 120, 9], [70, 92, 6], [92, 104, 3.5], [86, 118, 0]]) +
        t([[270, 240, 16], [286, 170, 12], [262, 110, 9], [220, 96, 6], [206, 112, 3.5], [218, 122, 0]]) +
        t([[110, 240, 14], [130, 196, 10], [170, 182, 7], [196, 196, 4], [188, 210, 0]]) +
        t([[200, 240, 12], [236, 200, 9], [250, 150, 6], [240, 132, 3], [228, 138, 0]]),
    ),
  );
  const wave: Pt[] = [];
  for (let i = 0; i <= 20; i++) wave.push([i * 15, 226 + Math.sin(i * 1.6) * 6, i % 3 === 0 ? 1 : 0]);
  p.f(blob([...wave, [300, 260, 1], [0, 260, 1]], 0.8));
});

def('cryptids', 'Jackalope', 260, 200, (p) => {
  p.f(
    tube([[40, 150, 22], [90, 118, 30], [150, 108, 26], [186, 96, 18]]),
    blob([[176, 80], [200, 72], [226, 82], [238, 98, 1], [222, 110], [194, 112], [176, 100]]),
    tube([[186, 80, 6], [170, 50, 7], [160, 30, 3]]),
    tube([[50, 150, 18], [30, 178, 10], [8, 190, 5]]),
    poly([[4, 186], [40, 186], [44, 194, 1], [2, 194, 1]]),
    tube([[170, 118, 7], [200, 150, 5], [220, 156, 4]]),
    circ(26, 132, 14),
  );
  const antler = pathd(
    smoothD(tubePts([[200, 76, 3.5], [206, 44, 3], [230, 18, 2.5], [250, 12, 0]])) +
      smoothD(tubePts([[205, 52, 2.4], [186, 30, 2], [184, 12, 0]])) +
      smoothD(tubePts([[218, 30, 2], [216, 10, 0]])),
  );
  p.f(antler);
  p.c(circ(210, 86, 2.8));
});

def('cryptids', 'Flatwoods Monster', 200, 280, (p) => {
  p.f(
    blob(sym([[100, 6, 1], [120, 24], [150, 40], [176, 70], [170, 100], [140, 108], [112, 100], [100, 120, 1]], 100)),
    blob(sym([[100, 104], [126, 110], [140, 150], [160, 240], [176, 276, 1], [100, 276, 1]], 100)),
    tube([[136, 150, 5], [170, 176, 4], [182, 196, 3]]),
    tube([[64, 150, 5], [30, 176, 4], [18, 196, 3]]),
  );
  const claw = (x: number, y: number, d: number): string =>
    polys([
      [[x, y], [x + d * 14, y + 10], [x + d * 2, y + 4]],
      [[x, y], [x + d * 4, y + 16], [x, y + 6]],
    ]);
  p.f(claw(182, 196, 1), claw(18, 196, -1));
  p.c(circ(100, 78, 26));
  p.next();
  p.f(ell(100, 78, 20, 20));
  p.c(ell(90, 76, 5, 7), ell(110, 76, 5, 7), rect(128, 170, 3, 90, 1, 12), rect(68, 170, 3, 90, 1, -12));
});

def('cryptids', 'Dover Demon', 200, 280, (p) => {
  p.f(
    ell(100, 62, 44, 56),
    tube([[100, 112, 10], [100, 170, 12], [100, 186, 10]]),
    tube([[94, 130, 4], [56, 150, 3], [36, 190, 2.5]]),
    tube([[106, 130, 4], [144, 150, 3], [164, 190, 2.5]]),
    tube([[94, 184, 5], [76, 226, 3.5], [70, 264, 3]]),
    tube([[106, 184, 5], [124, 226, 3.5], [130, 264, 3]]),
  );
  const fingers: [number, number, number, number, number][] = [];
  for (const [x, y, d] of [[36, 190, -1], [164, 190, 1], [70, 264, -1], [130, 264, 1]] as const) {
    fingers.push([x, y, x + d * 12, y + 14, 1.6], [x, y, x + d * 2, y + 18, 1.6], [x, y, x - d * 8, y + 14, 1.6]);
  }
  p.f(bars(fingers));
  p.c(ell(82, 74, 12, 7, 20), ell(118, 74, 12, 7, -20));
});

def('cryptids', 'Fresno Nightcrawler', 170, 280, (p) => {
  p.f(
    blob([[62, 30], [96, 18], [120, 40], [122, 80], [118, 128], [88, 130], [60, 124], [54, 80]]),
    tube([[100, 110, 13], [118, 180, 9], [134, 240, 6], [146, 266, 5]]),
    tube([[74, 110, 13], [60, 180, 9], [46, 236, 6], [34, 266, 5]]),
    poly([[138, 262], [158, 264], [162, 272, 1], [136, 272, 1]]),
    poly([[28, 262], [48, 262], [46, 272, 1], [16, 272, 1]]),
  );
  p.c(ell(82, 46, 4, 6), ell(102, 46, 4, 6));
});

def('cryptids', 'Hodag', 320, 210, (p) => {
  p.f(
    tube([[30, 110, 8], [80, 110, 24], [150, 100, 38], [214, 108, 30], [244, 112, 26]]),
    blob([[228, 82], [262, 74], [300, 90], [312, 112], [306, 140, 1], [270, 146], [236, 136]]),
    tube([[250, 80, 5], [236, 54, 3], [222, 46, 0]]),
    tube([[270, 78, 5], [272, 50, 3], [284, 40, 0]]),
    tube([[110, 128, 22], [100, 170, 16], [96, 200, 14]]),
    tube([[140, 134, 20], [152, 170, 15], [156, 200, 14]]),
    tube([[196, 132, 18], [206, 170, 14], [212, 200, 13]]),
    tube([[36, 112, 5], [14, 96, 3], [6, 80, 0]]),
  );
  const sp: Pt[][] = [];
  for (let i = 0; i < 11; i++) {
    const x = 50 + i * 17;
    const y = 106 - Math.sin(((x - 30) / 210) * Math.PI) * 34;
    const hgt = 14 + Math.sin(((x - 30) / 210) * Math.PI) * 10;
    sp.push([[x - 7, y + 4], [x + 7, y + 4], [x + 2, y - hgt, 1]]);
  }
  p.f(polys(sp));
  p.c(blob([[262, 120, 1], [286, 116], [308, 112, 1], [300, 130], [276, 132]]), circ(268, 96, 4));
  p.next();
  p.f(polys([[[270, 120], [276, 120], [273, 128]], [[282, 118], [288, 118], [285, 126]], [[294, 116], [300, 116], [297, 124]], [[276, 132], [282, 132], [279, 124]], [[290, 130], [296, 130], [293, 122]]]));
});

def('cryptids', 'Sea Serpent', 340, 200, (p) => {
  p.f(
    blob([...arc(110, 150, 46, 70, 180, 360, 10), ...arc(110, 150, 24, 48, 360, 180, 10)]),
    blob([...arc(206, 150, 38, 52, 180, 360, 10), ...arc(206, 150, 18, 32, 360, 180, 10)]),
    tube([[20, 150, 10], [30, 120, 8], [22, 100, 0]]),
    tube([[262, 150, 20], [270, 100, 16], [280, 62, 13], [292, 44, 12]]),
    blob([[280, 34], [300, 24], [330, 34], [338, 44, 1], [314, 48, 1], [334, 62, 1], [304, 64], [284, 58]]),
    poly([[286, 30], [266, 10, 1], [292, 24], [290, 8, 1], [302, 24]]),
  );
  const fins: Pt[][] = [];
  for (const [cx, r] of [[110, 70], [206, 52]] as const) {
    for (let i = 1; i < 6; i++) {
      const a = (180 + i * 30) * D2R;
      const x = cx + Math.cos(a) * (r === 70 ? 46 : 38);
      const y = 150 + Math.sin(a) * r;
      fins.push([[x - 5, y + 3], [x + 5, y + 3], [x + Math.cos(a) * 12, y + Math.sin(a) * 14, 1]]);
    }
  }
  for (let i = 0; i < 4; i++) fins.push([[258 + i * 4, 120 - i * 22], [266 + i * 4, 124 - i * 22], [252 + i * 5, 108 - i * 22, 1]]);
  p.f(polys(fins));
  const wave: Pt[] = [];
  for (let i = 0; i <= 17; i++) wave.push([i * 20, 160 + Math.sin(i * 1.2) * 5]);
  p.f(blob([...wave, [340, 200, 1], [0, 200, 1]], 0.8));
  p.c(circ(310, 36, 2.8), rect(0, 176, 340, 3));
});

def('cryptids', 'Lizard Man', 220, 280, (p) => {
  p.f(
    blob([[100, 40], [112, 18], [140, 16], [166, 30], [176, 42, 1], [150, 52], [124, 58]]),
    tube([[112, 50, 14], [110, 80, 20], [106, 126, 20], [100, 160, 18]]),
    tube([[100, 156, 12], [66, 190, 8], [30, 230, 4], [8, 260, 0]]),
    tube([[106, 160, 15], [130, 200, 11], [120, 236, 7], [142, 262, 5]]),
    tube([[96, 162, 13], [84, 204, 9], [72, 236, 6], [80, 262, 5]]),
    tube([[116, 80, 8], [150, 110, 6], [170, 126, 4]]),
    tube([[104, 82, 7], [92, 124, 5], [112, 150, 4]]),
  );
  const cl: Pt[][] = [];
  for (const [x, y] of [[170, 126], [112, 150]] as const) cl.push([[x, y - 3], [x + 14, y + 4, 1], [x, y + 3]], [[x, y], [x + 10, y + 12, 1], [x - 3, y + 3]]);
  cl.push([[132, 258], [160, 262, 1], [156, 268, 1], [130, 268, 1]], [[72, 258], [98, 262, 1], [94, 268, 1], [70, 268, 1]]);
  for (let i = 0; i < 8; i++) cl.push([[94 - i * 1.5, 40 + i * 16], [96 - i * 1.5, 54 + i * 16], [84 - i * 2, 50 + i * 16, 1]]);
  p.f(polys(cl));
  p.c(circ(146, 30, 3), rect(130, 46, 36, 2, 1, -12));
});

def('cryptids', 'Death Worm', 240, 270, (p) => {
  const body: TubePt[] = [[120, 240, 34], [104, 190, 32], [100, 140, 30], [116, 96, 28], [146, 66, 26], [170, 52, 24]];
  p.f(tube(body));
  p.f(blob([[4, 270, 1], [20, 236], [60, 224], [120, 216], [180, 224], [220, 236], [236, 270, 1]]));
  for (let i = 1; i < 5; i++) {
    const a = body[i] as TubePt;
    const b = body[i + 1] as TubePt;
    const ang = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    p.c(rotAbout(ang + 90, a[0], a[1], rect(a[0] - a[2] - 2, a[1] - 1.5, a[2] * 2 + 4, 3, 1.5)));
  }
  p.c(rect(40, 248, 3, 22, 1.5, 20), rect(196, 246, 3, 24, 1.5, -20), rect(90, 236, 40, 3, 1.5));
  p.next();
  p.f(ell(178, 48, 30, 34, 40));
  p.c(ell(180, 46, 20, 24, 40));
  p.next();
  const teeth: Pt[][] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i * 36) * D2R;
    const x = 180 + Math.cos(a) * 19;
    const y = 46 + Math.sin(a) * 23;
    teeth.push([[x - Math.sin(a) * 4, y + Math.cos(a) * 4], [x + Math.sin(a) * 4, y - Math.cos(a) * 4], [180 + Math.cos(a) * 9, 46 + Math.sin(a) * 11, 1]]);
  }
  p.f(polys(teeth));
});

def('cryptids', 'Dogman', 230, 280, (p) => {
  p.f(
    blob(furry([[90, 60], [140, 56], [160, 84], [160, 130], [146, 160], [96, 162], [84, 120], [80, 84]], 4, 10, p.rnd)),
    g(
      'translate(120 52) rotate(-8)',
      blob([[-22, 10], [-20, -14], [-6, -24], [14, -22], [30, -14], [56, -8], [62, 0, 1], [50, 6, 1], [58, 12, 1], [30, 16], [4, 20]]),
      poly([[-14, -18], [-18, -48, 1], [2, -22]]),
      poly([[0, -22], [6, -50, 1], [16, -20]]),
    ),
    blob(furry(tubePts([[146, 74, 13], [170, 110, 10], [186, 140, 8]]), 3, 9, p.rnd)),
    blob(furry(tubePts([[92, 74, 13], [70, 112, 10], [58, 146, 8]]), 3, 9, p.rnd)),
    tube([[130, 152, 20], [150, 190, 13], [134, 224, 8], [152, 266, 6]]),
    tube([[104, 152, 20], [90, 192, 13], [74, 224, 8], [82, 266, 6]]),
    poly([[140, 262], [170, 264, 1], [166, 272, 1], [140, 272, 1]]),
    poly([[72, 262], [100, 264, 1], [96, 272, 1], [70, 272, 1]]),
    blob(furry(tubePts([[90, 150, 10], [50, 170, 9], [30, 200, 6], [36, 220, 0]]), 3, 8, p.rnd)),
  );
  const cl: Pt[][] = [];
  for (const [x, y, d] of [[186, 142, 1], [58, 148, -1]] as const) {
    cl.push([[x - 4, y], [x + d * 6, y + 16, 1], [x + 4, y]], [[x - 6, y - 2], [x - 4, y + 16, 1], [x, y]], [[x, y - 2], [x + d * 14, y + 10, 1], [x + 4, y + 4]]);
  }
  p.f(polys(cl));
  p.c(g('translate(120 52) rotate(-8)', ell(20, -8, 5, 2.4, 15)));
});

// ===========================================================================
// HORROR
// ===========================================================================

/** Compact flying-bat outline centred on (0, 0), about 200 wide. */
function batPts(): Pt[] {
  return sym(
    [
      [0, -22],
      [6, -30],
      [10, -44, 1],
      [14, -22],
      [24, -16],
      [50, -30],
      [90, -42],
      [120, -46, 1],
      [106, -20],
      [112, 0, 1],
      [90, -8],
      [78, 14, 1],
      [60, 0],
      [46, 24, 1],
      [30, 6],
      [16, 16],
      [0, 36, 1],
    ],
    0,
  );
}

def('horror', 'Vampire Bat', 300, 170, (p) => {
  p.f(place(150, 82, 1.2, blob(batPts(), 0.7)));
  p.c(ell(142, 66, 4, 3, 20), ell(158, 66, 4, 3, -20));
  p.next();
  p.f(poly([[144, 78], [148, 78], [146, 86, 1]]), poly([[152, 78], [156, 78], [154, 86, 1]]));
});

def('horror', 'Bat Moon', 260, 240, (p) => {
  const bat = polyD(batPts());
  p.f(circ(140, 116, 96));
  p.c(
    g('translate(120 92) rotate(-12) scale(0.42)', pathd(bat)),
    g('translate(176 150) rotate(8) scale(0.3)', pathd(bat)),
    g('translate(96 168) rotate(-20) scale(0.24)', pathd(bat)),
  );
  p.next();
  p.f(
    g('translate(40 40) rotate(-18) scale(0.26)', pathd(bat)),
    g('translate(226 30) rotate(14) scale(0.2)', pathd(bat)),
    g('translate(30 210) rotate(10) scale(0.18)', pathd(bat)),
  );
});

function skullParts(): { f: string[]; c: string[] } {
  return {
    f: [
      blob(sym([[110, 10], [158, 22], [182, 64], [180, 110], [164, 138], [150, 150], [146, 176], [110, 178]], 110)),
      blob(sym([[110, 168], [142, 170], [140, 200], [128, 214], [110, 216]], 110)),
    ],
    c: [
      blob([[62, 92], [96, 86], [102, 110], [86, 128], [64, 122]]),
      blob([[158, 92], [124, 86], [118, 110], [134, 128], [156, 122]]),
      poly([[110, 130], [120, 150], [110, 156], [100, 150]]),
      rect(80, 172, 60, 3),
      rect(94, 160, 3, 44, 1),
      rect(108.5, 160, 3, 48, 1),
      rect(123, 160, 3, 44, 1),
    ],
  };
}

def('horror', 'Grinning Skull', 220, 230, (p) => {
  const sk = skullParts();
  p.f(...sk.f);
  p.c(...sk.c, poly([[150, 30], [144, 44], [152, 50], [146, 62], [156, 48], [148, 44]]));
});

def('horror', 'Skull and Crossbones', 260, 260, (p) => {
  const bone = (x1: number, y1: number, x2: number, y2: number): string[] => {
    const dx = (x2 - x1) / Math.hypot(x2 - x1, y2 - y1);
    const dy = (y2 - y1) / Math.hypot(x2 - x1, y2 - y1);
    return [
      bars([[x1, y1, x2, y2, 8]]),
      circ(x1 - dy * 8, y1 + dx * 8, 11),
      circ(x1 + dy * 8, y1 - dx * 8, 11),
      circ(x2 - dy * 8, y2 + dx * 8, 11),
      circ(x2 + dy * 8, y2 - dx * 8, 11),
    ];
  };
  p.f(...bone(30, 150, 230, 246), ...bone(230, 150, 30, 246));
  const sk = skullParts();
  p.c(place(40, 0, 0.82, blob(sym([[110, 0], [168, 14], [194, 64], [190, 116], [172, 146], [158, 160], [156, 226], [110, 230]], 110))));
  p.next();
  p.f(place(40, 6, 0.82, ...sk.f));
  p.c(place(40, 6, 0.82, ...sk.c));
});

def('horror', 'Haunted House', 260, 270, (p) => {
  p.f(
    rect(40, 130, 190, 120),
    poly([[30, 134], [100, 70], [170, 134]]),
    poly([[130, 134], [190, 90], [244, 134]]),
    rect(150, 70, 44, 70),
    poly([[142, 74], [172, 6, 1], [202, 74]]),
    rect(60, 84, 14, 40),
    rect(0, 250, 260, 20),
    rect(170, 0, 3, 10),
  );
  const fence: Pt[][] = [];
  for (let i = 0; i < 13; i++) fence.push([[i * 20 + 2, 250], [i * 20 + 2, 230], [i * 20 + 6, 222, 1], [i * 20 + 10, 230], [i * 20 + 10, 250]]);
  p.f(polys(fence), rect(0, 236, 260, 4));
  p.c(
    win([[88, 100], [112, 100], [112, 124], [88, 124]]),
    rect(160, 84, 24, 34, 12),
    rect(58, 150, 26, 36, 2),
    rect(186, 150, 26, 36, 2),
    rect(122, 180, 28, 50, 14),
    rect(96, 150, 16, 20, 2),
    rect(170, 2, 3, 3),
  );
  p.next();
  p.f(rect(54, 162, 34, 5, 1, -18), rect(182, 168, 34, 5, 1, 14), rect(156, 96, 32, 4, 1, -20));
});

def('horror', 'Friendly Ghost', 210, 250, (p) => {
  const bottom: Pt[] = [];
  for (let i = 0; i <= 6; i++) bottom.push([170 - i * 24, i % 2 ? 214 : 242]);
  p.f(
    blob([[100, 14], [148, 34], [164, 90], [170, 130], [196, 98], [206, 108], [178, 160], ...bottom, [24, 160], [6, 120], [18, 110], [36, 130], [40, 80], [60, 30]]),
  );
  p.c(ell(80, 86, 10, 16), ell(124, 86, 10, 16), ell(102, 136, 14, 20));
});

def('horror', 'Zombie Hand', 220, 270, (p) => {
  p.f(
    blob([[70, 140], [140, 140], [150, 180], [136, 214], [82, 214], [66, 180]]),
    tube([[78, 146, 11], [60, 104, 9], [44, 70, 7.5], [40, 52, 7]]),
    tube([[96, 142, 11], [92, 90, 9], [90, 50, 7.5], [92, 30, 7]]),
    tube([[116, 142, 11], [124, 90, 9], [132, 56, 7.5], [136, 36, 7]]),
    tube([[134, 148, 10], [150, 110, 8.5], [164, 84, 7], [170, 70, 6.5]]),
    tube([[144, 186, 12], [176, 164, 9], [192, 140, 7]]),
    poly([[80, 206], [140, 206], [146, 236], [74, 236]]),
    blob([[4, 270, 1], [20, 246], [70, 232], [150, 230], [200, 244], [216, 270, 1]]),
  );
  p.c(poly([[84, 222], [96, 236], [104, 220], [118, 236], [128, 222], [136, 236], [140, 236], [140, 220], [80, 220]]), rect(100, 160, 24, 3, 1, -10), rect(90, 74, 12, 2.5, 1, 4));
  const grass: Pt[][] = [];
  for (let i = 0; i < 9; i++) grass.push([[20 + i * 22, 240], [28 + i * 22, 240], [22 + i * 22 + ((i % 3) - 1) * 6, 220 - (i % 2) * 8, 1]]);
  p.f(polys(grass));
});

def('horror', 'RIP Tombstone', 220, 250, (p) => {
  p.f(blob([[40, 220, 1], [40, 90], [60, 30], [110, 12], [160, 30], [180, 90], [180, 220, 1]]), rect(20, 214, 180, 22, 4));
  p.c(txt(110, 124, 50, 'RIP', 110), rect(60, 144, 100, 4, 2), rect(70, 156, 80, 4, 2), poly([[150, 40], [140, 60], [150, 66], [138, 88], [144, 66], [134, 60]]));
  const grass: Pt[][] = [];
  for (let i = 0; i < 11; i++) grass.push([[4 + i * 20, 240], [14 + i * 20, 240], [6 + i * 20 + (i % 2) * 10, 218 - (i % 3) * 6, 1]]);
  p.next();
  p.f(polys(grass), rect(0, 236, 220, 14));
});

def('horror', 'Coffin', 160, 280, (p) => {
  p.f(poly([[50, 6], [110, 6], [150, 70], [124, 274], [36, 274], [10, 70]]));
  p.c(poly([[52, 14], [108, 14], [142, 70], [118, 266], [42, 266], [18, 70]]));
  p.next();
  p.f(poly([[54, 20], [106, 20], [136, 70], [114, 260], [46, 260], [24, 70]]));
  p.c(rect(72, 70, 16, 110, 2), rect(44, 100, 72, 16, 2));
});

def('horror', 'Witch on Broom', 300, 240, (p) => {
  const witch = [
    bars([[40, 164, 286, 122, 3.5]]),
    poly([[66, 158], [20, 136, 1], [36, 152], [8, 150, 1], [34, 160], [4, 168, 1], [34, 170], [10, 186, 1], [40, 176], [24, 196, 1], [68, 170]]),
    blob([[120, 154], [126, 112], [142, 90], [160, 86], [172, 100], [166, 132], [158, 152]]),
    poly([[132, 100], [56, 104, 1], [86, 118], [44, 134, 1], [96, 136], [120, 150]]),
    circ(170, 80, 12),
    poly([[180, 76], [194, 82, 1], [180, 86]]),
    ell(164, 68, 26, 5, -12),
    poly([[150, 68], [182, 62], [158, 28], [130, 14, 1], [148, 34]]),
    poly([[160, 74], [134, 96, 1], [156, 90]]),
    tube([[160, 104, 5], [186, 130, 4], [200, 130, 4]]),
    tube([[152, 148, 7], [180, 152, 5], [186, 164, 4]]),
    poly([[180, 160], [206, 162, 1], [184, 170]]),
  ];
  p.f(circ(156, 118, 100));
  p.c(gap(8, ...witch));
  p.next();
  p.f(...witch);
});

def('horror', "Jack-o'-Lantern", 240, 220, (p) => {
  p.f(
    ell(78, 126, 58, 80),
    ell(162, 126, 58, 80),
    ell(120, 124, 60, 86),
    tube([[116, 46, 9], [120, 24, 7], [132, 8, 6]]),
  );
  p.c(
    ell(62, 126, 3, 62),
    ell(178, 126, 3, 62),
    poly([[72, 100], [102, 96], [88, 70, 1]]),
    poly([[168, 100], [138, 96], [152, 70, 1]]),
    poly([[112, 124], [128, 124], [120, 110, 1]]),
    poly([[60, 142], [80, 152], [92, 142], [108, 156], [120, 146], [132, 156], [148, 142], [160, 152], [180, 142], [168, 176], [148, 188], [132, 178], [120, 190], [108, 178], [92, 188], [72, 176]]),
  );
});

def('horror', 'Hanging Spider', 220, 270, (p) => {
  p.f(rect(109, 0, 2, 120), ell(110, 128, 13, 11), ell(110, 166, 26, 30));
  const legs: string[] = [];
  for (const d of [-1, 1]) {
    for (let i = 0; i < 4; i++) {
      const hx = 110 + d * 10;
      const hy = 128 + i * 7;
      const a = (-60 + i * 30) * D2R;
      const kx = hx + d * Math.cos(a) * 46;
      const ky = hy + Math.sin(a) * 46 - 8;
      const b = a + 1.3;
      const fx = kx + d * Math.cos(b) * 50;
      const fy = ky + Math.sin(b) * 50;
      legs.push(polyD(tubePts([[hx, hy, 3.8], [kx, ky, 3], [fx, fy, 0]])));
    }
  }
  p.f(pathd(legs.join('')));
  p.c(ell(104, 124, 2.4, 3), ell(116, 124, 2.4, 3), poly([[110, 152], [118, 166], [110, 180], [102, 166]]));
});

def('horror', 'Arched Black Cat', 280, 210, (p) => {
  p.f(
    blob(furry([[50, 140], [60, 80], [100, 40], [150, 36], [190, 70], [210, 120], [190, 140], [70, 146]], 5, 10, p.rnd)),
    tube([[60, 110, 8], [30, 80, 7], [24, 40, 6], [40, 14, 5]]),
    tube([[62, 130, 10], [54, 170, 7], [50, 204, 6]]),
    tube([[82, 134, 9], [92, 170, 7], [94, 204, 6]]),
    tube([[186, 120, 9], [196, 170, 7], [198, 204, 6]]),
    tube([[172, 124, 8], [170, 170, 7], [166, 204, 6]]),
    circ(226, 106, 26),
    poly([[206, 94], [206, 62, 1], [224, 82]]),
    poly([[234, 80], [252, 62, 1], [250, 98]]),
  );
  p.c(ell(224, 104, 4, 6), ell(240, 104, 4, 6), poly([[224, 120], [236, 120], [246, 132], [230, 126], [214, 132]]));
  p.next();
  p.f(polys([[[226, 124], [229, 124], [227.5, 132, 1]], [[232, 124], [235, 124], [233.5, 132, 1]]]));
});

def('horror', 'Raven', 260, 230, (p) => {
  p.f(
    blob([[60, 150], [90, 110], [140, 90], [176, 72], [190, 52], [214, 46], [232, 56], [258, 66, 1], [230, 74], [214, 90], [210, 120], [186, 150], [140, 166], [100, 170]]),
    poly([[70, 142], [4, 178, 1], [14, 182], [8, 192, 1], [80, 162]]),
    tube([[150, 160, 4], [152, 186, 3]]),
    tube([[130, 162, 4], [128, 186, 3]]),
    tube([[0, 196, 6], [130, 190, 7], [260, 196, 6]]),
    tube([[200, 193, 4], [226, 214, 3], [240, 222, 0]]),
  );
  p.c(circ(214, 58, 3.4), blob([[176, 96], [120, 110], [84, 138], [130, 126], [176, 112]]), rect(218, 64, 30, 2, 1, 10));
});

def('horror', 'Grim Reaper', 240, 290, (p) => {
  p.f(
    blob([[104, 56], [140, 50], [168, 72], [176, 104], [184, 150], [200, 220], [212, 282, 1], [150, 272], [100, 286, 1], [60, 270], [20, 284, 1], [44, 210], [62, 140], [70, 90], [84, 64]]),
  );
  const scythe = [
    bars([[206, 8, 180, 288, 3.5]]),
    poly([[208, 6], [150, 0], [90, 12], [40, 40], [12, 76, 1], [60, 48], [110, 30], [160, 24], [206, 24]]),
    tube([[152, 134, 10], [176, 152, 8], [188, 146, 6]]),
  ];
  p.c(gap(7, ...scythe), blob([[106, 76], [138, 72], [150, 100], [142, 130], [114, 132], [102, 104]]));
  p.next();
  p.f(...scythe);
  p.f(blob([[110, 80], [136, 76], [146, 102], [140, 126], [116, 128], [106, 104]]));
  p.c(ell(118, 98, 4.5, 2.6, 10), ell(134, 98, 4.5, 2.6, -10));
});

def('horror', 'Bubbling Cauldron', 240, 250, (p) => {
  p.f(
    blob([[30, 100], [210, 100], [220, 140], [204, 190], [160, 214], [80, 214], [36, 190], [20, 140]]),
    rect(14, 92, 212, 16, 8),
    rect(50, 200, 10, 30, 3, 10),
    rect(180, 200, 10, 30, 3, -10),
    circ(70, 80, 18),
    circ(110, 70, 24),
    circ(152, 78, 20),
    circ(186, 88, 12),
    circ(92, 36, 10),
    circ(140, 26, 7),
    circ(120, 8, 5),
    blob([[60, 100], [64, 118], [70, 100]]),
    blob([[160, 100], [166, 126], [172, 100]]),
  );
  p.c(ring(110, 70, 16, 10), ring(152, 78, 12, 8), ring(92, 36, 6, 3.5));
  const flames: Pt[][] = [];
  for (let i = 0; i < 6; i++) flames.push([[52 + i * 28, 250], [66 + i * 28, 250], [62 + i * 28 + (i % 2 ? -6 : 6), 226 - (i % 3) * 6, 1]]);
  p.f(polys(flames));
  p.c(rect(40, 150, 160, 3, 1.5));
});

def('horror', 'Dead Tree', 250, 270, (p) => {
  const parts: string[] = [];
  const r = p.rnd;
  const branch = (x: number, y: number, a: number, len: number, w: number, depth: number): void => {
    const ex = x + Math.cos(a * D2R) * len;
    const ey = y + Math.sin(a * D2R) * len;
    const mx = (x + ex) / 2 + (r() - 0.5) * len * 0.3;
    const my = (y + ey) / 2 + (r() - 0.5) * len * 0.3;
    parts.push(polyD(tubePts([[x, y, w], [mx, my, w * 0.8], [ex, ey, depth ? w * 0.62 : 0]])));
    if (!depth) return;
    const spread = 22 + r() * 16;
    branch(ex, ey, a - spread, len * (0.62 + r() * 0.14), w * 0.62, depth - 1);
    branch(ex, ey, a + spread, len * (0.58 + r() * 0.14), w * 0.62, depth - 1);
  };
  branch(125, 250, -90, 90, 16, 4);
  p.f(pathd(parts.join('')), blob([[40, 270, 1], [70, 250], [110, 240], [150, 240], [190, 252], [220, 270, 1]]));
  p.c(ell(118, 200, 4, 8));
});

// ===========================================================================
// OFFROAD (text decals)
// ===========================================================================

/** Tyre-track band of chevrons running left to right. */
function trackBand(x: number, y: number, len: number, h: number): string {
  const list: Pt[][] = [];
  const step = h * 0.62;
  for (let cx = x; cx + step * 1.2 <= x + len; cx += step) {
    const t = h * 0.3;
    list.push([[cx, y], [cx + t, y], [cx + t + h * 0.3, y + h / 2], [cx + t, y + h], [cx, y + h], [cx + h * 0.3, y + h / 2]]);
  }
  return polys(list);
}

/** Mud splat outline. */
function splat(cx: number, cy: number, r: number, rnd: () => number, k = 22, w = 9999, h = 9999): { body: string; drops: string[] } {
  const pts: Pt[] = [];
  const drops: string[] = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2;
    const spike = i % 3 === 0 && rnd() > 0.3;
    const rr = spike ? r * (1.18 + rnd() * 0.2) : r * (0.9 + rnd() * 0.12);
    pts.push([cx + Math.cos(a) * rr * 1.25, cy + Math.sin(a) * rr * 0.8]);
    if (spike && rnd() > 0.35) {
      const d = rr * (1.3 + rnd() * 0.15);
      const dr = 3 + rnd() * 5;
      const dx = cx + Math.cos(a) * d * 1.25;
      const dy = cy + Math.sin(a) * d * 0.8;
      if (dx > dr && dy > dr && dx < w - dr && dy < h - dr) drops.push(circ(dx, dy, dr));
    }
  }
  return { body: blob(pts, 0.8), drops };
}

def('offroad', 'Send It', 320, 150, (p) => {
  p.f(poly([[34, 14], [316, 14], [290, 104], [8, 104]]), trackBand(12, 118, 300, 24));
  p.c(g('skewX(-14)', txt(176, 86, 70, 'SEND IT', 236)));
  p.next();
  p.f(polys([[[4, 30], [24, 30], [22, 36], [2, 36]], [[0, 50], [16, 50], [14, 56], [0, 56]]]));
});

def('offroad', 'Full Send', 240, 240, (p) => {
  p.f(ring(120, 120, 116, 104), circ(120, 120, 96));
  p.c(
    poly([[30, 112], [66, 60], [84, 80], [116, 34], [160, 96], [176, 80], [210, 112]]),
    rect(24, 122, 192, 3),
    txt(120, 168, 40, 'FULL SEND', 176),
    star(84, 196, 7, 3, 5),
    star(120, 198, 9, 4, 5),
    star(156, 196, 7, 3, 5),
  );
  p.next();
  p.f(poly([[42, 112], [66, 76], [80, 92], [116, 44], [154, 100], [176, 86], [198, 112]]));
  p.c(poly([[106, 58], [116, 44], [126, 58], [118, 54]]));
});

def('offroad', 'Mud Life', 300, 210, (p) => {
  const sp = splat(150, 104, 84, p.rnd, 22, 300, 210);
  p.f(sp.body, ...sp.drops);
  p.c(txt(150, 100, 62, 'MUD', 130), txt(150, 150, 44, 'LIFE', 110));
});

def('offroad', 'Dirt Therapy', 320, 170, (p) => {
  p.f(frame(4, 4, 312, 162, 14, 6), txt(160, 84, 70, 'DIRT', 200), trackBand(24, 96, 272, 20), txt(160, 150, 40, 'THERAPY', 240));
});

def('offroad', 'Lift It Up', 240, 250, (p) => {
  p.f(poly([[120, 6], [200, 86], [150, 86], [150, 170], [90, 170], [90, 86], [40, 86]]));
  const coil: [number, number, number, number, number][] = [];
  for (let i = 0; i < 6; i++) coil.push([96, 96 + i * 12, 144, 102 + i * 12, 2]);
  p.c(bars(coil));
  p.next();
  p.f(txt(120, 234, 52, 'LIFT IT UP', 226), rect(8, 184, 224, 5, 2));
});

def('offroad', '4x4 Crew', 260, 240, (p) => {
  p.f(ngon(130, 120, 118, 6, 0));
  p.c(ngon(130, 120, 106, 6, 0));
  p.next();
  p.f(ngon(130, 120, 98, 6, 0));
  p.c(txt(130, 126, 72, '4X4', 150), rect(50, 140, 160, 4, 2), txt(130, 182, 32, 'CREW', 110));
});

def('offroad', 'Stay Dirty', 220, 260, (p) => {
  p.f(blob(sym([[110, 6, 1], [150, 16], [206, 12, 1], [204, 120], [186, 190], [110, 254, 1]], 110), 0.8));
  p.c(txt(110, 88, 52, 'STAY', 140), txt(110, 184, 48, 'DIRTY', 150), trackBand(28, 104, 164, 28));
});

def('offroad', 'Rock Crawler', 320, 190, (p) => {
  p.f(
    blob([[20, 90, 1], [40, 56], [70, 46], [90, 58], [112, 30], [150, 24], [176, 44], [200, 40], [226, 20], [264, 30], [284, 60], [300, 90, 1]], 0.8),
    txt(160, 140, 48, 'ROCK', 150),
    txt(160, 184, 40, 'CRAWLER', 280),
  );
  p.c(rect(20, 70, 280, 4), poly([[112, 30], [136, 60], [150, 24]]), poly([[226, 20], [240, 56], [264, 30]]), poly([[70, 46], [74, 70], [90, 58]]));
});

def('offroad', 'Air Down Crawl On', 310, 180, (p) => {
  p.f(ell(155, 90, 150, 86));
  p.c(ell(155, 90, 140, 76));
  p.next();
  p.f(ell(155, 90, 134, 70));
  p.c(txt(155, 80, 46, 'AIR DOWN', 210), txt(155, 128, 40, 'CRAWL ON', 190), rect(60, 90, 190, 3));
});

def('offroad', 'No Road No Problem', 320, 170, (p) => {
  p.f(
    poly([[30, 10], [290, 10], [290, 80], [30, 80]]),
    poly([[4, 26], [40, 26], [40, 96], [4, 96], [18, 61]]),
    poly([[316, 26], [280, 26], [280, 96], [316, 96], [302, 61]]),
    poly([[30, 80], [40, 96], [40, 80]]),
    poly([[290, 80], [280, 96], [280, 80]]),
    txt(160, 150, 46, 'NO PROBLEM', 290),
  );
  p.c(txt(160, 66, 52, 'NO ROAD', 220), rect(30, 80, 10, 2), rect(280, 80, 10, 2));
});

def('offroad', 'Built Not Bought', 300, 230, (p) => {
  const wrench = (a: number): string =>
    rotAbout(
      a,
      150,
      100,
      rect(60, 92, 180, 16, 6),
      blob([[36, 84], [60, 80], [70, 92], [70, 108], [60, 120], [36, 116], [44, 106], [44, 94]]),
      blob([[264, 84], [240, 80], [230, 92], [230, 108], [240, 120], [264, 116], [256, 106], [256, 94]]),
    );
  p.f(wrench(35), wrench(-35));
  p.c(rect(20, 70, 260, 60));
  p.next();
  p.f(rect(24, 74, 252, 52, 6), txt(150, 200, 40, 'NOT BOUGHT', 260));
  p.c(txt(150, 118, 46, 'BUILT', 150));
});

def('offroad', 'Mud Slinger', 260, 260, (p) => {
  p.f(circ(130, 130, 104));
  const knobs: Pt[][] = [];
  for (let i = 0; i < 30; i++) {
    const a = (i * 12) * D2R;
    const o = i % 2 ? 4 : 0;
    const q = (u: number, v: number): Pt => [130 + Math.cos(a) * v - Math.sin(a) * u, 130 + Math.sin(a) * v + Math.cos(a) * u];
    knobs.push([q(-8 + o, 100), q(8 + o, 100), q(9 + o, 122 - o), q(-7 + o, 122 - o)]);
  }
  p.f(polys(knobs));
  p.c(circ(130, 130, 60), ring(130, 130, 84, 80), rect(-4, 92, 268, 76));
  p.next();
  p.f(rect(0, 98, 260, 64, 6));
  p.c(txt(130, 150, 48, 'MUD SLINGER', 236));
});

def('offroad', 'Dune Runner', 320, 200, (p) => {
  p.f(blob([...arc(160, 104, 74, 74, 180, 360, 10), [234, 104, 1], [86, 104, 1]]));
  p.c(rect(80, 70, 160, 5), rect(80, 84, 160, 5), rect(80, 96, 160, 4));
  p.next();
  p.f(blob([[0, 130, 1], [40, 100], [100, 92], [150, 110], [210, 86], [270, 90], [320, 112, 1], [320, 134, 1], [0, 134, 1]], 0.8));
  p.f(txt(160, 188, 50, 'DUNE RUNNER', 300));
});

def('offroad', 'Off Grid', 240, 240, (p) => {
  p.f(ring(120, 120, 116, 106), circ(120, 120, 98));
  const trees: Pt[][] = [];
  for (const [x, h] of [[56, 50], [84, 70], [120, 90], [156, 66], [186, 48]] as const) {
    trees.push([[x, 206 - h], [x + h * 0.32, 206], [x - h * 0.32, 206]]);
  }
  p.c(txt(120, 104, 52, 'OFF GRID', 170), polys(trees), rect(30, 120, 180, 3));
});

def('offroad', 'Trail Ready', 320, 170, (p) => {
  p.f(poly([[6, 20], [260, 20], [314, 70], [260, 120], [6, 120]]), rect(110, 120, 18, 50));
  p.c(frame(14, 28, 240, 84, 4, 3), txt(134, 90, 52, 'TRAIL READY', 214));
});

def('offroad', 'Keep It Muddy', 300, 220, (p) => {
  p.f(rotAbout(-24, 150, 110, trackBand(30, 66, 250, 30)), rotAbout(-24, 150, 110, trackBand(20, 124, 250, 30)));
  p.c(rect(20, 62, 260, 96, 10));
  p.next();
  p.f(frame(24, 66, 252, 88, 8, 5), txt(150, 106, 38, 'KEEP IT', 150), txt(150, 146, 38, 'MUDDY', 150));
});

def('offroad', 'Winch Please', 320, 180, (p) => {
  p.f(
    rect(30, 6, 70, 40, 8),
    rect(20, 14, 90, 24, 4),
    rect(62, 46, 4, 50),
    pathd('M52 96h24v14c0 18 -24 30 -38 14a20 20 0 0 1 -4 -18h10a10 10 0 0 0 20 4Z'),
    txt(206, 70, 52, 'WINCH', 190),
    txt(160, 164, 50, 'PLEASE', 290),
  );
  p.c(rect(40, 18, 3, 16), rect(50, 18, 3, 16), rect(60, 18, 3, 16), rect(70, 18, 3, 16), rect(80, 18, 3, 16), rect(90, 18, 3, 16));
});

// ===========================================================================
// BEACH & OUTDOOR
// ===========================================================================

/** Palm tree: curved trunk from (x, y) with fronds around the crown. */
function palm(x: number, y: number, lean: number, hgt: number, rnd: () => number, angles = [-160, -122, -90, -58, -20, 14]): { f: string[]; c: string[] } {
  const top: [number, number] = [x + lean, y - hgt];
  const trunk: TubePt[] = [
    [x, y, 9],
    [x + lean * 0.25, y - hgt * 0.35, 7.5],
    [x + lean * 0.65, y - hgt * 0.72, 6],
    [top[0], top[1], 5],
  ];
  const fronds: string[] = [];
  for (const a0 of angles) {
    const len = hgt * (0.46 + rnd() * 0.1);
    const ca = Math.cos(a0 * D2R);
    const sa = Math.sin(a0 * D2R);
    const droop = 0.55 + Math.max(0, sa + 0.3) * 0.2;
    const upper: Pt[] = [];
    const lower: Pt[] = [];
    const N = 6;
    for (let i = 0; i <= N; i++) {
      const t = i / N;
      const px = top[0] + ca * len * t;
      const py = top[1] + sa * len * t * 0.8 + droop * len * t * t;
      const dx = ca * len;
      const dy = sa * len * 0.8 + 2 * droop * len * t;
      const l = Math.hypot(dx, dy) || 1;
      const nx = -dy / l;
      const ny = dx / l;
      const w = len * 0.13 * Math.pow(Math.sin(Math.PI * Math.min(0.98, t * 0.95 + 0.04)), 0.7);
      const side = nx * 0 + ny >= 0 ? 1 : -1;
      upper.push([px - nx * w * 0.5 * side, py - ny * w * 0.5 * side]);
      const cut = i % 2 ? 0.25 : 1;
      lower.push([px + nx * w * cut * side, py + ny * w * cut * side, 1]);
    }
    fronds.push(smoothD([...upper, ...lower.reverse()], 0.6));
  }
  const c: string[] = [];
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const px = x + lean * t * t * 0.9 + lean * 0.1 * t;
    const py = y - hgt * t;
    c.push(rect(px - 10, py, 20, 1.6, 0.8, -lean * 0.15));
  }
  return {
    f: [tube(trunk), pathd(fronds.join('')), circ(top[0] - 4, top[1] + 8, 5), circ(top[0] + 5, top[1] + 9, 5)],
    c,
  };
}

def('beach', 'Palm Tree', 240, 270, (p) => {
  const t = palm(110, 262, 26, 180, p.rnd);
  p.f(...t.f, blob([[30, 270, 1], [70, 252], [140, 248], [210, 270, 1]]));
  p.c(...t.c);
});

def('beach', 'Palm Sunset', 320, 230, (p) => {
  const a = palm(50, 200, 20, 150, p.rnd);
  const b = palm(96, 200, -10, 104, p.rnd, [-150, -100, -50, -10]);
  p.f(blob([...arc(216, 150, 94, 94, 180, 360, 12), [310, 150, 1], [122, 150, 1]]));
  for (let i = 0; i < 4; i++) p.c(rect(110, 104 + i * 12, 210, 3 + i * 1.5));
  p.next();
  p.f(...a.f, ...b.f, blob([[0, 230, 1], [0, 204], [60, 194], [130, 200], [150, 214], [150, 230, 1]]));
  const ripple: Pt[][] = [];
  for (let i = 0; i < 4; i++) ripple.push([[150 + i * 8, 168 + i * 16], [310 - i * 14, 168 + i * 16], [306 - i * 14, 174 + i * 16], [154 + i * 8, 174 + i * 16]]);
  p.f(polys(ripple));
});

def('beach', 'Ocean Wave', 300, 230, (p) => {
  p.f(
    blob([
      [0, 230, 1],
      [0, 170],
      [30, 110],
      [80, 50],
      [150, 18],
      [220, 22],
      [268, 56],
      [282, 96],
      [270, 124],
      [246, 130],
      [232, 116],
      [240, 98],
      [226, 78],
      [196, 74],
      [168, 96],
      [160, 140],
      [180, 190],
      [230, 214],
      [300, 214],
      [300, 230, 1],
    ]),
  );
  const foam: Pt[][] = [];
  for (let i = 0; i < 7; i++) {
    const a = (-150 + i * 22) * D2R;
    const x = 190 + Math.cos(a) * 92;
    const y = 100 + Math.sin(a) * 82;
    foam.push([[x - 5, y], [x + 5, y], [x + Math.cos(a - 1.2) * 16, y + Math.sin(a - 1.2) * 16, 1]]);
  }
  p.f(polys(foam));
  p.c(
    blob([[40, 160], [70, 100], [120, 56], [96, 100], [76, 150]]),
    blob([[20, 200], [40, 170], [52, 190], [34, 206]]),
  );
});

def('beach', 'Mountain Range', 330, 190, (p) => {
  p.f(poly([[0, 180], [70, 70], [100, 100], [160, 14], [214, 86], [240, 60], [330, 180]]), rect(0, 176, 330, 14));
  p.c(
    poly([[150, 28], [160, 14], [170, 28], [174, 48], [164, 40], [156, 50], [146, 44], [138, 48]]),
    poly([[62, 84], [70, 70], [78, 84], [74, 94], [68, 88], [60, 96]]),
    poly([[232, 72], [240, 60], [250, 74], [246, 84], [240, 78], [232, 86]]),
    poly([[160, 60], [176, 110], [150, 150], [168, 110]]),
  );
});

def('beach', 'Pine Forest', 320, 230, (p) => {
  const list: [number, number][] = [[40, 120], [92, 170], [150, 206], [210, 160], [262, 120], [300, 80]];
  p.f(pathd(list.map(([x, h]) => polyD(sym(
    [[x, 214 - h], ...[1, 2, 3, 4].flatMap((i) => {
      const y = 214 - h + (h * 0.86 * i) / 4;
      const ww = (h * 0.36 * i) / 4 + h * 0.05;
      return [[x + ww, y, 1], [x + ww * 0.45, y - h * 0.02, 1]] as Pt[];
    }).slice(0, -1), [x + 5, 214 - h * 0.14], [x + 5, 216], [x, 216]], x))).join('')), rect(0, 214, 320, 16));
});

def('beach', 'Camping Tent', 300, 210, (p) => {
  p.f(poly([[30, 190], [150, 30], [270, 190]]), rect(146, 20, 8, 14), rect(0, 190, 300, 12, 3));
  p.c(poly([[150, 60], [196, 190], [150, 190]]), rect(148, 40, 4, 150));
  p.next();
  p.f(poly([[150, 62], [112, 190], [150, 190]]), bars([[40, 176, 6, 196, 1.2], [260, 176, 294, 196, 1.2]]));
  p.f(star(250, 40, 9, 4, 5), star(40, 60, 6, 2.5, 5), star(270, 100, 5, 2, 5));
});

def('beach', 'Leaping Bass', 300, 210, (p) => {
  p.f(
    tube([[70, 150, 10], [110, 90, 30], [170, 56, 34], [226, 56, 26], [262, 70, 16]]),
    blob([[238, 44], [276, 46], [296, 64, 1], [278, 70], [292, 84, 1], [262, 90], [240, 80]]),
    poly([[76, 146], [30, 156, 1], [48, 130], [40, 104, 1], [84, 128]]),
    poly([[140, 40], [150, 16, 1], [170, 26, 1], [190, 18, 1], [206, 36]]),
    poly([[130, 102], [112, 128, 1], [150, 116]]),
    poly([[170, 80], [176, 112, 1], [196, 86]]),
  );
  p.c(circ(262, 60, 4), blob([[226, 42], [232, 70], [226, 90], [220, 66]]));
  const drops: Pt[][] = [];
  for (let i = 0; i < 5; i++) drops.push([[30 + i * 26, 200], [38 + i * 26, 200], [34 + i * 26 + (i - 2) * 4, 180 - (i % 2) * 10, 1]]);
  p.f(polys(drops), blob([[0, 210, 1], [40, 196], [110, 192], [180, 200], [200, 210, 1]]));
});

def('beach', 'Kayaker', 330, 170, (p) => {
  p.f(
    blob([[4, 120, 1], [60, 110], [160, 104], [270, 108], [326, 118, 1], [270, 132], [160, 136], [60, 132]]),
    tube([[166, 110, 13], [162, 80, 11], [160, 66, 10]]),
    circ(160, 48, 12),
    blob([[146, 44], [160, 30], [176, 38], [178, 46, 1], [146, 46, 1]]),
    tube([[162, 78, 4], [190, 92, 3.5], [206, 78, 3]]),
    tube([[158, 78, 4], [140, 96, 3.5], [124, 88, 3]]),
    bars([[100, 130, 250, 24, 2.2]]),
    blob([[88, 132], [104, 118], [112, 128], [100, 148, 1]]),
    blob([[262, 22], [252, 6, 1], [238, 18], [244, 34]]),
  );
  p.c(rect(20, 116, 290, 2.5), ell(160, 108, 22, 5));
  const w: Pt[][] = [];
  for (let i = 0; i < 3; i++) w.push([[40 + i * 90, 150], [110 + i * 90, 150], [104 + i * 90, 156], [46 + i * 90, 156]]);
  p.f(polys(w), polys([[[20, 162], [80, 162], [76, 166], [24, 166]], [[230, 164], [310, 164], [306, 168], [234, 168]]]));
});

def('beach', 'Blazing Sun', 250, 250, (p) => {
  const rays: Pt[] = [];
  for (let i = 0; i < 32; i++) {
    const a = i * 11.25;
    const r = i % 2 ? 86 : i % 4 ? 116 : 124;
    rays.push([125 + Math.cos((a + (i % 2 ? 0 : 4)) * D2R) * r, 125 + Math.sin((a + (i % 2 ? 0 : 4)) * D2R) * r, i % 2 ? 0 : 1]);
  }
  p.f(blob(rays, 0.7));
  p.c(circ(125, 125, 74));
  p.next();
  p.f(circ(125, 125, 66));
  p.c(
    arcBand(125, 128, 30, 36, 20, 160),
    ell(102, 108, 7, 9),
    ell(148, 108, 7, 9),
  );
});

def('beach', 'Surfboard Trio', 250, 270, (p) => {
  p.f(
    rotAbout(-12, 70, 140, blob([[70, 10], [92, 60], [96, 180], [86, 250], [70, 262, 1], [54, 250], [44, 180], [48, 60]])),
    blob([[125, 30], [146, 80], [150, 200], [138, 246], [130, 236], [125, 252, 1], [120, 236], [112, 246], [100, 200], [104, 80]]),
    rotAbout(14, 186, 150, blob([[186, 40], [206, 90], [208, 190], [198, 250], [186, 258, 1], [174, 250], [164, 190], [166, 90]])),
  );
  p.c(
    rotAbout(-12, 70, 140, rect(68.5, 20, 3, 236)),
    rect(108, 120, 34, 6),
    rect(110, 132, 30, 3),
    rotAbout(14, 186, 150, ell(186, 110, 8, 40)),
  );
  p.next();
  p.f(rotAbout(14, 186, 150, ell(186, 110, 4, 30)));
});

def('beach', 'Scallop Shell', 250, 230, (p) => {
  const pts: Pt[] = [];
  for (let i = 0; i <= 16; i++) {
    const a = (200 + i * 8.75) * D2R;
    const r = i % 2 ? 108 : 116;
    pts.push([125 + Math.cos(a) * r, 180 + Math.sin(a) * r * 0.95]);
  }
  p.f(blob([...pts, [150, 196], [168, 190], [170, 216, 1], [80, 216, 1], [82, 190], [100, 196]]));
  for (let i = 1; i < 9; i++) {
    const a = 200 + i * 15.5;
    p.c(rotAbout(a + 90, 125, 186, poly([[123, 186], [127, 186], [129, 90], [121, 90]])));
  }
  p.c(rect(84, 196, 82, 3));
});

def('beach', 'Starfish', 250, 250, (p) => {
  const pts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (-90 + i * 36 + (i % 2 ? 0 : 4)) * D2R;
    const r = i % 2 ? 44 : 116;
    pts.push([125 + Math.cos(a) * r, 132 + Math.sin(a) * r]);
  }
  p.f(blob(pts, 0.9));
  for (let k = 0; k < 5; k++) {
    const a = (-86 + k * 72) * D2R;
    for (let j = 1; j < 5; j++) p.c(circ(125 + Math.cos(a) * (j * 20), 132 + Math.sin(a) * (j * 20), 4.5 - j * 0.6));
  }
  p.c(circ(125, 132, 6));
});

def('beach', 'Sea Turtle', 260, 240, (p) => {
  p.f(
    ell(130, 128, 70, 86),
    blob([[114, 44], [130, 14], [146, 44]]),
    circ(130, 30, 16),
    blob([[76, 80], [30, 50], [10, 56, 1], [30, 80], [70, 108]]),
    blob([[184, 80], [230, 50], [250, 56, 1], [230, 80], [190, 108]]),
    blob([[80, 176], [50, 200], [44, 222, 1], [70, 212], [96, 196]]),
    blob([[180, 176], [210, 200], [216, 222, 1], [190, 212], [164, 196]]),
    poly([[124, 210], [136, 210], [130, 232, 1]]),
  );
  p.c(ring(130, 128, 62, 58), ngon(130, 128, 20, 6, 0));
  for (let i = 0; i < 6; i++) {
    const a = (i * 60 + 30) * D2R;
    p.c(ngon(130 + Math.cos(a) * 38, 128 + Math.sin(a) * 44, 13, 6, 0));
  }
  p.c(circ(122, 24, 3), circ(138, 24, 3));
});

def('beach', 'Lighthouse', 200, 290, (p) => {
  p.f(
    poly([[74, 250], [84, 86], [116, 86], [126, 250]]),
    rect(70, 74, 60, 12, 2),
    rect(84, 46, 32, 28),
    poly([[78, 48], [100, 22], [122, 48]]),
    rect(98, 12, 4, 12),
    blob([[10, 290, 1], [20, 256], [60, 244], [100, 250], [150, 240], [186, 256], [196, 290, 1]]),
    poly([[118, 52], [196, 24, 1], [196, 46, 1]]),
    poly([[82, 52], [4, 24, 1], [4, 46, 1]]),
  );
  p.c(rect(88, 52, 24, 18), poly([[80, 120], [120, 120], [121, 140], [79, 140]]), poly([[78, 180], [122, 180], [123, 200], [77, 200]]), rect(94, 222, 12, 28, 6));
});

def('beach', 'Campfire', 250, 230, (p) => {
  p.f(
    blob([[125, 10], [150, 60], [176, 50], [182, 100], [172, 150], [150, 170], [100, 170], [76, 150], [66, 104], [80, 60], [100, 80]]),
    rotAbout(18, 125, 190, rect(30, 178, 190, 24, 12)),
    rotAbout(-18, 125, 190, rect(30, 178, 190, 24, 12)),
  );
  p.c(blob([[125, 70], [142, 110], [150, 140], [136, 162], [114, 162], [100, 140], [108, 110]]), gap(6, rotAbout(-18, 125, 190, rect(30, 178, 190, 24, 12))));
  p.next();
  p.f(blob([[125, 100], [136, 128], [132, 152], [118, 152], [114, 128]]), rotAbout(-18, 125, 190, rect(30, 178, 190, 24, 12)));
  p.c(rotAbout(-18, 125, 190, circ(210, 190, 6), ring(40, 190, 8, 5)));
});

def('beach', 'Hibiscus Flower', 250, 250, (p) => {
  const petals: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = -90 + i * 72;
    petals.push(
      rotAbout(a + 90, 125, 125, blob([[125, 125], [92, 90], [80, 40], [100, 14], [125, 26], [150, 14], [170, 40], [158, 90]])),
    );
  }
  p.f(...petals);
  for (let i = 0; i < 5; i++) p.c(rotAbout(-90 + i * 72 + 90 + 36, 125, 125, rect(123.5, 20, 3, 70, 1.5)));
  p.next();
  p.f(
    tube([[125, 125, 5], [160, 90, 4], [186, 60, 3.5]]),
    circ(188, 56, 6),
    circ(176, 50, 4),
    circ(196, 66, 4),
    circ(184, 70, 3.5),
    circ(170, 76, 3.5),
  );
  p.c(circ(125, 125, 12));
  p.next();
  p.f(circ(125, 125, 8));
});

def('beach', 'Beach Crab', 300, 210, (p) => {
  p.f(
    blob([[80, 110], [110, 80], [150, 74], [190, 80], [220, 110], [206, 140], [150, 150], [94, 140]]),
    tube([[100, 94, 6], [70, 64, 5], [62, 50, 5]]),
    tube([[200, 94, 6], [230, 64, 5], [238, 50, 5]]),
    blob([[40, 50], [50, 20], [74, 10], [82, 30, 1], [66, 32], [78, 52], [60, 64]]),
    blob([[260, 50], [250, 20], [226, 10], [218, 30, 1], [234, 32], [222, 52], [240, 64]]),
    tube([[132, 80, 3], [128, 58, 2.5]]),
    tube([[168, 80, 3], [172, 58, 2.5]]),
    circ(128, 54, 6),
    circ(172, 54, 6),
  );
  const legs: string[] = [];
  for (const d of [-1, 1]) {
    for (let i = 0; i < 3; i++) {
      const hx = 150 + d * 56;
      const hy = 120 + i * 10;
      legs.push(polyD(tubePts([[hx, hy, 4], [hx + d * (40 + i * 4), hy + 6 + i * 6, 3.2], [hx + d * (60 + i * 2), hy + 44 + i * 8, 0]])));
    }
  }
  p.f(pathd(legs.join('')));
  p.c(blob([[120, 120], [150, 130], [180, 120], [150, 136]]), circ(126, 52, 2), circ(170, 52, 2));
});

def('beach', 'Jumping Dolphin', 300, 210, (p) => {
  p.f(
    tube([[60, 150, 4], [90, 100, 18], [140, 66, 26], [200, 62, 22], [240, 80, 12], [268, 98, 5]]),
    blob([[40, 150], [62, 130], [74, 152], [50, 184, 1], [64, 156], [20, 170, 1]]),
    poly([[140, 44], [158, 14, 1], [176, 42]]),
    poly([[176, 82], [170, 120, 1], [196, 84]]),
    blob([[258, 92], [290, 104, 1], [262, 104]]),
  );
  p.c(circ(236, 76, 3.2), rect(240, 92, 26, 2, 1, 22));
  const w: Pt[] = [];
  for (let i = 0; i <= 10; i++) w.push([i * 30, 196 + Math.sin(i * 1.4) * 5]);
  p.f(blob([...w, [300, 210, 1], [0, 210, 1]], 0.8), circ(70, 180, 4), circ(84, 172, 3), circ(52, 176, 3));
});

def('beach', 'Sailboat', 250, 270, (p) => {
  p.f(
    poly([[24, 200], [226, 200], [196, 236], [50, 236]]),
    rect(120, 20, 6, 180),
    poly([[118, 30], [118, 186], [30, 186]]),
    poly([[130, 40], [210, 186], [130, 186]]),
    poly([[126, 20], [150, 28], [126, 36]]),
  );
  p.c(rect(40, 212, 170, 3), rect(62, 150, 54, 3), rect(132, 140, 50, 3));
  const w: Pt[] = [];
  for (let i = 0; i <= 10; i++) w.push([i * 25, 252 + Math.sin(i * 1.9) * 5]);
  p.f(blob([...w, [250, 270, 1], [0, 270, 1]], 0.8));
});

// ===========================================================================
// POLICE & MILITARY
// ===========================================================================

def('police-military', 'Police Shield Badge', 220, 260, (p) => {
  const half: Pt[] = [[110, 4, 1], [130, 20], [158, 14], [176, 28], [204, 30, 1], [200, 70], [210, 120], [196, 176], [160, 222], [110, 256, 1]];
  p.f(blob(sym(half, 110), 0.8));
  p.c(blob(sym(half, 110).map((q) => [110 + (q[0] - 110) * 0.88, 132 + (q[1] - 132) * 0.88, q[2] ?? 0] as Pt), 0.8));
  p.next();
  p.f(blob(sym(half, 110).map((q) => [110 + (q[0] - 110) * 0.82, 132 + (q[1] - 132) * 0.82, q[2] ?? 0] as Pt), 0.8));
  p.c(star(110, 136, 40, 17, 5), rect(36, 62, 148, 30, 4), txt(110, 218, 22, '★ ★ ★', 60));
  p.next();
  p.f(txt(110, 86, 24, 'POLICE', 120));
  p.c(circ(110, 136, 9));
});

def('police-military', 'Sheriff Star Badge', 250, 250, (p) => {
  const pts: Pt[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (-90 + i * 30) * D2R;
    const r = i % 2 ? 66 : 112;
    pts.push([125 + Math.cos(a) * r, 128 + Math.sin(a) * r, 1]);
  }
  p.f(poly(pts));
  for (let i = 0; i < 6; i++) {
    const a = (-90 + i * 60) * D2R;
    p.f(circ(125 + Math.cos(a) * 112, 128 + Math.sin(a) * 112, 11));
  }
  p.c(ring(125, 128, 62, 56), txt(125, 138, 27, 'SHERIFF', 96), star(125, 96, 10, 4, 5), star(125, 166, 10, 4, 5));
});

def('police-military', 'Patrol Car', 340, 150, (p) => {
  p.f(
    poly([[12, 96], [20, 76], [70, 70], [106, 42], [214, 40], [254, 68], [318, 76], [330, 92], [330, 116], [12, 116]]),
    rect(138, 28, 60, 10, 3),
    rect(326, 94, 12, 22, 3),
  );
  p.c(
    win([[114, 50], [156, 48], [156, 70], [94, 72]]),
    win([[164, 48], [208, 48], [236, 68], [164, 70]]),
    rect(160, 74, 2.5, 40),
    poly([[186, 80], [206, 80], [206, 96], [196, 104], [186, 96]]),
    rect(20, 100, 300, 3),
    rect(164, 29, 2, 8),
  );
  wheels(p, [[76, 118, 22], [266, 118, 22]], { arch: 4 });
});

def('police-military', 'Attack Helicopter', 340, 170, (p) => {
  p.f(
    blob([[60, 84], [120, 70], [170, 56], [220, 56], [262, 70], [300, 96], [304, 110, 1], [260, 116], [180, 118], [120, 106], [60, 96]]),
    tube([[70, 88, 8], [20, 76, 5], [10, 70, 4]]),
    poly([[14, 72], [4, 40, 1], [18, 40], [30, 72]]),
    circ(12, 70, 11),
    rect(186, 32, 10, 26, 2),
    rect(24, 22, 320, 6, 3),
    rect(150, 104, 70, 8, 2),
    rect(158, 112, 54, 14, 6),
    bars([[304, 108, 336, 110, 3]]),
    tube([[180, 118, 3], [170, 140, 3]]),
    tube([[240, 116, 3], [250, 140, 3]]),
    rect(150, 138, 120, 5, 2.5),
  );
  p.c(win([[206, 62], [236, 62], [260, 74], [270, 88], [236, 86], [206, 80]]), win([[170, 64], [198, 62], [200, 80], [176, 80]]), ring(12, 70, 8, 3));
});

def('police-military', 'Battle Tank', 350, 170, (p) => {
  track(p, 20, 110, 290, 50, 6);
  p.next();
  p.f(
    poly([[14, 112], [30, 86], [300, 86], [330, 112]]),
    blob([[100, 86, 1], [112, 52], [150, 40], [226, 40], [246, 58], [250, 86, 1]]),
    rect(240, 56, 110, 8, 2),
    rect(330, 53, 20, 14, 3),
    rect(150, 26, 30, 16, 4),
    rect(120, 16, 3, 30),
  );
  p.c(rect(30, 98, 290, 3), rect(120, 70, 110, 3));
});

def('police-military', 'Fire Truck', 370, 170, (p) => {
  p.f(
    poly([[10, 60], [260, 60], [260, 134], [10, 134]]),
    poly([[260, 134], [260, 40], [300, 36], [326, 60], [356, 72], [362, 134]]),
    rect(272, 28, 40, 8, 3),
    rect(8, 40, 250, 6, 2),
    rect(356, 116, 12, 18, 3),
  );
  const rungs: [number, number, number, number, number][] = [];
  for (let i = 0; i < 14; i++) rungs.push([20 + i * 17, 40, 20 + i * 17, 52, 1.6]);
  p.f(bars(rungs), rect(8, 50, 250, 4, 2));
  p.c(
    win([[270, 46], [300, 44], [318, 66], [270, 66]]),
    rect(20, 70, 50, 50, 3),
    rect(80, 70, 50, 50, 3),
    rect(140, 70, 50, 50, 3),
    rect(200, 70, 50, 24, 3),
    rect(24, 96, 42, 2),
    rect(84, 96, 42, 2),
    rect(144, 96, 42, 2),
    rect(200, 100, 50, 3),
    circ(225, 116, 8),
  );
  wheels(p, [[60, 138, 22], [110, 138, 22], [320, 138, 22]], { arch: 4 });
});

def('police-military', 'Fire Cross Emblem', 250, 250, (p) => {
  const arm: Pt[] = [[108, 110, 1], [96, 44, 1], [78, 12, 1], [104, 22, 1], [125, 6, 1], [146, 22, 1], [172, 12, 1], [154, 44, 1], [142, 110, 1]];
  for (let i = 0; i < 4; i++) p.f(rotAbout(i * 90, 125, 125, poly(arm)));
  p.c(circ(125, 125, 60));
  p.next();
  p.f(circ(125, 125, 54));
  p.c(
    ring(125, 125, 48, 45),
    rotAbout(40, 125, 125, rect(121, 84, 8, 82, 2), blob([[129, 86], [152, 80], [156, 100], [129, 104]])),
    rotAbout(-40, 125, 125, rect(121, 84, 8, 82, 2), blob([[121, 86], [98, 80], [94, 100], [121, 104]])),
  );
});

def('police-military', 'Fighter Jet', 300, 300, (p) => {
  p.f(
    blob([[150, 4, 1], [160, 40], [164, 110], [166, 220], [160, 260], [140, 260], [134, 220], [136, 110], [140, 40]]),
    poly([[164, 120], [284, 206], [284, 222], [166, 204]]),
    poly([[136, 120], [16, 206], [16, 222], [134, 204]]),
    poly([[164, 226], [222, 270], [222, 282], [162, 264]]),
    poly([[136, 226], [78, 270], [78, 282], [138, 264]]),
    rect(120, 240, 12, 50, 4),
    rect(168, 240, 12, 50, 4),
    bars([[164, 150, 196, 80, 2.4], [136, 150, 104, 80, 2.4]]),
    rect(276, 150, 4, 60, 2),
    rect(20, 150, 4, 60, 2),
  );
  p.c(blob([[150, 40], [156, 58], [156, 84], [150, 92], [144, 84], [144, 58]]), rect(148.5, 120, 3, 100));
});

def('police-military', 'Military Star', 250, 250, (p) => {
  p.f(ring(125, 125, 120, 108), circ(125, 125, 100));
  p.c(star(125, 128, 92, 36, 5));
  p.next();
  p.f(star(125, 128, 80, 31, 5));
  p.c(poly([[125, 48], [125, 128], [48.9, 102.7]]), poly([[125, 128], [201, 102.7], [172, 192.7]]), poly([[125, 128], [78, 192.7], [125, 161]]));
});

def('police-military', 'Navy Anchor', 220, 280, (p) => {
  p.f(
    ring(110, 30, 20, 10),
    rect(100, 48, 20, 190, 4),
    rect(40, 66, 140, 16, 8),
    circ(40, 74, 11),
    circ(180, 74, 11),
    arcBand(110, 170, 76, 94, 20, 160, 14),
    poly([[26, 196], [2, 178, 1], [48, 170]]),
    poly([[194, 196], [218, 178, 1], [172, 170]]),
    poly([[94, 238], [110, 264, 1], [126, 238]]),
  );
  for (let i = 0; i < 5; i++) p.c(rect(96, 104 + i * 22, 28, 3, 1.5, -24));
});

def('police-military', 'Dog Tags', 220, 280, (p) => {
  const tag = (x: number, y: number, a: number): string[] => [
    rotAbout(a, x + 45, y + 70, rect(x, y, 90, 140, 24)),
  ];
  const chain: string[] = [];
  for (let i = 0; i < 26; i++) {
    const t = i / 25;
    const a = Math.PI * (1 + t);
    chain.push(circ(110 + Math.cos(a) * 90, 80 + Math.sin(a) * 70, 3.2));
  }
  p.f(...chain);
  p.f(...tag(30, 96, -12));
  p.c(
    rotAbout(-12, 75, 166, circ(75, 108, 7), rect(44, 140, 62, 6, 3), rect(44, 156, 50, 6, 3), rect(44, 172, 62, 6, 3), rect(44, 188, 40, 6, 3), poly([[30, 190], [38, 196], [30, 204]])),
    gap(8, ...tag(96, 116, 10)),
  );
  p.next();
  p.f(...tag(96, 116, 10));
  p.c(rotAbout(10, 141, 186, circ(141, 128, 7), rect(110, 160, 62, 6, 3), rect(110, 176, 44, 6, 3), rect(110, 192, 62, 6, 3)));
});

def('police-military', 'Battleship', 380, 160, (p) => {
  p.f(
    poly([[4, 100], [372, 96], [350, 134], [40, 134]]),
    rect(120, 70, 120, 30, 2),
    rect(150, 44, 70, 28, 2),
    rect(170, 22, 30, 24, 2),
    rect(182, 2, 4, 22),
    rect(140, 30, 3, 42),
    rect(222, 34, 16, 36, 3),
    blob([[60, 100, 1], [64, 84], [100, 82], [104, 100, 1]]),
    rect(96, 86, 50, 5, 2, -6),
    blob([[270, 100, 1], [274, 84], [310, 82], [314, 100, 1]]),
    rect(306, 86, 54, 5, 2, -6),
  );
  p.c(rect(20, 110, 330, 3), win([[160, 50], [210, 50], [210, 58], [160, 58]]));
  for (let i = 0; i < 9; i++) p.c(circ(60 + i * 30, 120, 3));
  p.next();
  const w: Pt[] = [];
  for (let i = 0; i <= 19; i++) w.push([i * 20, 142 + Math.sin(i * 1.3) * 4]);
  p.f(blob([...w, [380, 160, 1], [0, 160, 1]], 0.8));
});

def('police-military', 'Submarine', 380, 150, (p) => {
  p.f(
    blob([[20, 90], [60, 70], [200, 64], [320, 66], [360, 80], [372, 92], [360, 104], [320, 114], [60, 114], [24, 104]]),
    blob([[190, 66, 1], [196, 34], [250, 30], [262, 66, 1]]),
    rect(218, 6, 5, 28),
    rect(218, 6, 18, 5, 2),
    poly([[196, 46], [170, 48], [170, 54], [196, 54]]),
    poly([[30, 80], [8, 62, 1], [20, 90]]),
    poly([[30, 104], [8, 122, 1], [20, 92]]),
    ell(8, 92, 5, 14),
  );
  p.c(circ(290, 84, 6), circ(316, 84, 6), circ(264, 84, 6), rect(60, 98, 230, 3));
  const w: Pt[] = [];
  for (let i = 0; i <= 19; i++) w.push([i * 20, 132 + Math.sin(i * 1.1) * 4]);
  p.next();
  p.f(polys([w.map((q) => [q[0], q[1]] as Pt).concat([[380, 138], [0, 138]])]));
});

def('police-military', 'Sergeant Chevrons', 220, 250, (p) => {
  const chev = (y: number): Pt[] => [[110, y], [206, y + 50], [206, y + 74], [110, y + 24], [14, y + 74], [14, y + 50]];
  p.f(polys([chev(8), chev(50), chev(92)]));
  p.f(arcBand(110, 20, 196, 220, 64, 116, 12));
});

def('police-military', 'Paratrooper', 240, 290, (p) => {
  const scal: Pt[] = [];
  for (let i = 0; i <= 6; i++) {
    const x = 220 - i * 33.3;
    scal.push([x, 110, 1]);
    if (i < 6) scal.push([x - 16.6, 98]);
  }
  p.f(blob([...arc(120, 110, 100, 96, 180, 360, 12), ...scal], 0.8));
  p.c(rect(86, 20, 3, 88, 1.5, -8), rect(118.5, 16, 3, 92), rect(150, 20, 3, 88, 1.5, 8));
  p.f(bars([[22, 108, 112, 200, 1.2], [70, 108, 114, 198, 1.2], [170, 108, 126, 198, 1.2], [218, 108, 128, 200, 1.2]]));
  p.f(
    circ(120, 198, 10),
    tube([[120, 210, 11], [120, 244, 10]]),
    tube([[112, 214, 4], [98, 196, 3.5], [100, 184, 3]]),
    tube([[128, 214, 4], [142, 196, 3.5], [140, 184, 3]]),
    tube([[116, 246, 5], [108, 266, 4], [112, 284, 4]]),
    tube([[124, 246, 5], [136, 264, 4], [132, 284, 4]]),
    rect(104, 218, 32, 20, 4),
  );
});

def('police-military', 'Army Utility Truck', 350, 190, (p) => {
  p.f(
    blob([[12, 56, 1], [30, 30], [200, 30], [214, 56, 1], [214, 128, 1], [12, 128, 1]]),
    poly([[214, 128], [220, 50], [270, 50], [290, 88], [340, 94], [346, 134], [214, 134]]),
    rect(340, 112, 10, 20, 3),
  );
  p.c(rect(50, 36, 3, 90), rect(100, 34, 3, 92), rect(150, 34, 3, 92), rect(12, 100, 202, 3), win([[226, 58], [262, 58], [278, 86], [226, 86]]), star(250, 110, 12, 5, 5));
  wheels(p, [[60, 148, 30], [140, 148, 30], [300, 148, 30]], { knobs: 14, arch: 4, rim: 0.5 });
});

def('police-military', 'Fire Hydrant', 200, 260, (p) => {
  p.f(
    blob([[64, 64], [76, 30], [100, 20], [124, 30], [136, 64]]),
    rect(94, 8, 12, 16, 3),
    rect(52, 60, 96, 14, 4),
    rect(62, 74, 76, 150),
    rect(30, 100, 36, 34, 6),
    rect(134, 100, 36, 34, 6),
    rect(22, 106, 14, 22, 3),
    rect(164, 106, 14, 22, 3),
    rect(84, 140, 32, 28, 8),
    rect(46, 222, 108, 16, 4),
    rect(36, 236, 128, 14, 4),
  );
  p.c(rect(62, 88, 76, 3), rect(62, 200, 76, 3), circ(56, 230, 3), circ(144, 230, 3), ngon(100, 154, 7, 5));
});

def('police-military', 'Firefighter Helmet', 280, 200, (p) => {
  p.f(
    blob([[60, 120], [70, 70], [110, 34], [160, 28], [200, 44], [226, 80], [234, 124]]),
    blob([[14, 150], [60, 118], [150, 122], [236, 118], [272, 128], [260, 150], [200, 144], [120, 146], [50, 158]]),
    blob([[124, 130, 1], [112, 66], [120, 40], [150, 34], [164, 56], [160, 130, 1]]),
  );
  p.c(
    blob([[130, 120, 1], [120, 70], [126, 48], [148, 44], [156, 62], [154, 120, 1]]),
    arcBand(150, 130, 90, 96, -170, -100, 8),
    arcBand(150, 130, 90, 96, -80, -20, 8),
  );
  p.next();
  p.f(blob([[134, 114, 1], [126, 74], [132, 54], [146, 52], [150, 66], [148, 114, 1]]));
  p.c(txt(139, 92, 16, '1', 10));
});

// ===========================================================================
// SPACE
// ===========================================================================

def('space', 'Rocket Launch', 220, 300, (p) => {
  p.f(
    blob([[110, 4, 1], [130, 40], [138, 90], [138, 180], [82, 180], [82, 90], [90, 40]]),
    poly([[82, 130], [52, 176], [52, 196], [82, 180]]),
    poly([[138, 130], [168, 176], [168, 196], [138, 180]]),
    rect(104, 150, 12, 50, 2),
    rect(88, 180, 44, 10, 2),
  );
  p.c(circ(110, 84, 13), rect(82, 124, 56, 3), rect(82, 54, 56, 3));
  p.next();
  p.f(circ(110, 84, 8));
  p.f(blob([[92, 192], [128, 192], [122, 224], [110, 250, 1], [98, 224]]));
  p.c(blob([[102, 196], [118, 196], [114, 216], [110, 230, 1], [106, 216]]));
  p.next();
  p.f(circ(50, 262, 34), circ(100, 272, 30), circ(150, 266, 34), circ(190, 280, 26), circ(20, 286, 22), ell(110, 296, 110, 10));
  p.c(circ(60, 252, 10), circ(160, 256, 9));
});

def('space', 'Retro Rocket', 240, 280, (p) => {
  const body: Pt[] = [[120, 6, 1], [146, 40], [158, 100], [154, 170], [140, 210], [100, 210], [86, 170], [82, 100], [94, 40]];
  const all = [
    blob(body),
    blob([[86, 150], [44, 196], [40, 236, 1], [70, 214], [96, 206]]),
    blob([[154, 150], [196, 196], [200, 236, 1], [170, 214], [144, 206]]),
    rect(114, 170, 12, 66, 4),
    poly([[104, 208], [136, 208], [130, 226], [110, 226]]),
  ];
  p.f(g('rotate(24 120 140)', ...all));
  p.c(g('rotate(24 120 140)', circ(120, 78, 16), circ(120, 124, 10), rect(84, 100, 72, 3)));
  p.next();
  p.f(g('rotate(24 120 140)', circ(120, 78, 10), blob([[108, 228], [132, 228], [126, 256], [120, 276, 1], [114, 256]])));
  p.f(star(30, 40, 9, 3.5, 4), star(210, 240, 8, 3, 4), star(50, 250, 5, 2, 4), circ(200, 60, 3));
});

def('space', 'Flying Saucer', 320, 170, (p) => {
  p.f(
    blob([[110, 72], [124, 36], [160, 22], [196, 36], [210, 72]]),
    ell(160, 88, 152, 28),
    ell(160, 108, 84, 16),
    tube([[100, 118, 3], [84, 150, 2.5]]),
    tube([[220, 118, 3], [236, 150, 2.5]]),
    rect(70, 148, 28, 5, 2.5),
    rect(222, 148, 28, 5, 2.5),
  );
  p.c(blob([[130, 66], [138, 44], [160, 34], [180, 44], [188, 66]]), rect(8, 84, 304, 3));
  for (let i = 0; i < 7; i++) p.c(circ(64 + i * 32, 96, 5));
  p.next();
  p.f(blob([[146, 66], [150, 54], [160, 48], [170, 54], [174, 66]]));
});

def('space', 'Astronaut Floating', 260, 260, (p) => {
  const suit = [
    circ(130, 70, 40),
    rect(60, 66, 24, 70, 8, -20),
    blob([[96, 100], [166, 100], [172, 170], [160, 190], [100, 190], [90, 170]]),
    tube([[160, 110, 14], [196, 92, 12], [222, 60, 12]]),
    tube([[100, 110, 14], [70, 140, 12], [52, 174, 12]]),
    tube([[146, 184, 15], [176, 214, 13], [186, 244, 14]]),
    tube([[112, 184, 15], [98, 222, 13], [72, 240, 14]]),
  ];
  p.f(...suit, circ(226, 50, 14), circ(48, 182, 14));
  p.c(blob([[104, 60], [130, 48], [158, 60], [156, 86], [130, 94], [106, 86]]), rect(112, 130, 36, 22, 3), rect(100, 180, 60, 3));
  p.next();
  p.f(blob([[140, 56], [150, 60], [142, 74]]), rect(118, 136, 6, 10, 1), rect(128, 136, 6, 10, 1), rect(138, 136, 6, 10, 1));
  p.f(tube([[66, 96, 2.5], [34, 80, 2.5], [30, 46, 2.5], [60, 26, 2.5], [56, 6, 2.5]]));
});

def('space', 'Ringed Planet', 320, 210, (p) => {
  const band = (a0: number, a1: number, grow = 0): string =>
    poly([...arc(160, 105, 150 + grow, 40 + grow, a0, a1, 24), ...arc(160, 105, 118 - grow, 24 - grow, a1, a0, 24)]);
  const tilt = (s: string): string => rotAbout(-18, 160, 105, s);
  // the whole ring first, hidden behind the planet; the front half is repainted on top
  p.f(tilt(band(0, 360)));
  p.c(circ(160, 105, 76));
  p.next();
  p.f(circ(160, 105, 70));
  p.c(tilt(band(0, 180, 5)), rotAbout(-18, 160, 105, blob([[96, 70], [160, 56], [224, 70], [224, 60], [96, 58]])));
  p.next();
  p.f(tilt(band(0, 180)));
  p.f(star(30, 30, 8, 3, 4), star(290, 180, 9, 3.5, 4), circ(280, 40, 3), circ(40, 180, 3));
});

def('space', 'Satellite', 320, 200, (p) => {
  p.f(
    rect(130, 66, 60, 70, 6),
    rect(190, 96, 20, 10),
    rect(110, 96, 20, 10),
    rect(210, 64, 100, 74, 3),
    rect(10, 64, 100, 74, 3),
    blob([[150, 66], [130, 30], [140, 10], [196, 36], [176, 62]]),
    bars([[160, 40, 176, 20, 2]]),
    circ(178, 18, 5),
    rect(150, 136, 20, 16, 2),
  );
  for (let r = 0; r < 3; r++) for (let c = 0; c < 4; c++) {
    p.c(rect(216 + c * 24, 70 + r * 22.6, 20, 18.6, 1), rect(16 + c * 24, 70 + r * 22.6, 20, 18.6, 1));
  }
  p.c(rect(140, 80, 40, 3), rect(140, 114, 40, 3), circ(160, 100, 6));
});

def('space', 'Moon Lander', 280, 250, (p) => {
  p.f(
    poly([[100, 20], [170, 20], [196, 50], [196, 92], [84, 92], [74, 50]]),
    rect(126, 8, 4, 14),
    circ(128, 8, 6),
    poly([[70, 96], [210, 96], [222, 146], [58, 146]]),
    rect(120, 146, 40, 16, 3),
    bars([[70, 120, 24, 214, 4], [210, 120, 256, 214, 4], [90, 140, 120, 214, 3.2], [190, 140, 160, 214, 3.2], [70, 146, 38, 186, 2], [210, 146, 242, 186, 2]]),
    rect(4, 210, 40, 8, 4),
    rect(236, 210, 40, 8, 4),
    rect(102, 210, 36, 8, 4),
    rect(142, 210, 36, 8, 4),
    blob([[0, 250, 1], [30, 236], [100, 240], [180, 232], [250, 240], [280, 250, 1]]),
  );
  p.c(poly([[96, 40], [120, 36], [120, 62], [98, 62]]), rect(80, 110, 120, 3), rect(80, 126, 120, 3), rect(138, 40, 40, 36, 4), circ(228, 244, 6));
});

def('space', 'Space Shuttle', 340, 170, (p) => {
  p.f(
    blob([[20, 80], [40, 60], [250, 56], [300, 64], [330, 84, 1], [300, 100], [40, 104]]),
    poly([[60, 60], [84, 6], [110, 6], [110, 16], [100, 60]]),
    poly([[150, 96], [40, 150], [70, 154], [250, 100]]),
    rect(4, 66, 18, 10, 2),
    rect(4, 80, 18, 10, 2),
    rect(8, 94, 14, 8, 2),
  );
  p.c(win([[284, 68], [304, 70], [312, 78], [290, 78]]), rect(100, 64, 130, 3), rect(50, 90, 240, 3), rect(120, 70, 80, 14, 3));
});

def('space', 'Crescent Moon and Stars', 250, 250, (p) => {
  p.f(circ(110, 130, 100));
  p.c(circ(160, 100, 86));
  p.next();
  p.f(star(190, 180, 22, 9, 5, -80), star(200, 60, 14, 6, 5), star(136, 40, 9, 4, 4), star(230, 120, 7, 3, 4), circ(100, 20, 3), circ(230, 220, 3));
});

def('space', 'Alien Head', 220, 260, (p) => {
  p.f(blob(sym([[110, 8], [160, 20], [196, 66], [196, 116], [170, 170], [136, 220], [110, 236]], 110)), rect(96, 226, 28, 34, 6));
  p.c(
    blob([[46, 104], [76, 96], [102, 122], [98, 150], [76, 150], [52, 132]]),
    blob([[174, 104], [144, 96], [118, 122], [122, 150], [144, 150], [168, 132]]),
    rect(98, 196, 24, 3, 1.5),
    ell(104, 176, 2, 3),
    ell(116, 176, 2, 3),
  );
});

def('space', 'Comet', 330, 200, (p) => {
  p.f(circ(270, 60, 36));
  const tail: Pt[] = [[240, 32], [120, 50], [6, 150, 1], [100, 110], [10, 190, 1], [140, 120], [60, 196, 1], [200, 110], [262, 96]];
  p.f(blob(tail, 0.7));
  p.c(blob([[232, 56], [150, 80], [60, 150], [160, 90], [240, 72]]), blob([[240, 86], [180, 110], [110, 176], [190, 112], [250, 96]]), circ(280, 52, 10));
  p.next();
  p.f(star(40, 40, 10, 4, 4), star(300, 170, 8, 3, 4), circ(150, 20, 3), circ(250, 180, 3));
});

def('space', 'Telescope', 260, 260, (p) => {
  p.f(
    rotAbout(-30, 130, 100, rect(30, 80, 190, 40, 6), rect(10, 74, 30, 52, 6), rect(210, 86, 30, 28, 4), rect(90, 60, 40, 20, 3)),
    circ(130, 110, 12),
    bars([[130, 110, 60, 250, 5], [130, 110, 200, 250, 5], [130, 110, 130, 250, 5], [90, 190, 170, 190, 3]]),
  );
  p.c(rotAbout(-30, 130, 100, rect(50, 98, 150, 3), rect(44, 80, 3, 40)), circ(130, 110, 4));
  p.f(star(40, 30, 10, 4, 4), star(230, 200, 8, 3, 4), circ(200, 20, 3));
});

def('space', 'Mars Rover', 330, 220, (p) => {
  p.f(
    rect(80, 90, 170, 44, 6),
    rect(70, 82, 190, 10, 3),
    rect(116, 30, 8, 56),
    rect(100, 14, 40, 22, 5),
    bars([[250, 110, 292, 80, 4], [292, 80, 300, 120, 3.5]]),
    rect(294, 118, 14, 10, 3),
    bars([[100, 134, 60, 170, 5], [100, 134, 140, 170, 5], [230, 134, 200, 170, 5], [230, 134, 280, 170, 5], [60, 170, 140, 170, 3]]),
    bars([[40, 80, 70, 86, 2], [40, 80, 20, 60, 2]]),
    rect(10, 52, 20, 10, 2),
  );
  p.c(circ(108, 25, 5), circ(130, 25, 5), rect(90, 106, 150, 3), rect(160, 96, 3, 34));
  wheels(p, [[60, 184, 22], [140, 184, 22], [280, 184, 22]], { knobs: 12, rim: 0.5 });
  p.f(blob([[0, 220, 1], [40, 206], [160, 206], [260, 204], [330, 214, 1], [330, 220, 1]]));
});

def('space', 'Space Station', 360, 210, (p) => {
  p.f(rect(20, 98, 320, 10, 2), rect(150, 80, 60, 46, 8), rect(166, 60, 28, 86, 6), rect(120, 92, 120, 22, 10));
  const panels: [number, number][] = [[20, 10], [80, 10], [240, 10], [300, 10], [20, 130], [80, 130], [240, 130], [300, 130]];
  for (const [x, y] of panels) p.f(rect(x, y, 42, 70, 2), rect(x + 19, y + 60, 4, 40));
  for (const [x, y] of panels) for (let i = 1; i < 5; i++) p.c(rect(x, y + i * 14, 42, 1.6));
  for (const [x, y] of panels) p.c(rect(x + 20, y, 1.6, 70));
  p.c(circ(180, 72, 4), circ(180, 134, 4), rect(130, 102, 100, 2));
});

def('space', 'UFO Abduction', 260, 290, (p) => {
  p.f(blob([[90, 50], [100, 24], [130, 14], [160, 24], [170, 50]]), ell(130, 62, 120, 22), poly([[90, 80], [170, 80], [240, 262], [20, 262]]));
  p.c(rect(14, 60, 232, 3), circ(62, 68, 4), circ(98, 72, 4), circ(130, 74, 4), circ(162, 72, 4), circ(198, 68, 4));
  // cow floating up the beam
  p.c(
    rotAbout(-10, 130, 180, blob([[88, 160], [150, 156], [168, 170], [164, 196], [96, 198], [84, 182]])),
    rotAbout(-10, 130, 180, blob([[160, 150], [186, 148], [196, 162], [186, 176], [166, 172]])),
    rotAbout(-10, 130, 180, rect(96, 194, 8, 24, 3), rect(112, 196, 8, 22, 3), rect(140, 196, 8, 22, 3), rect(154, 194, 8, 24, 3)),
    rotAbout(-10, 130, 180, poly([[170, 150], [176, 138, 1], [180, 150]]), tube([[86, 170, 2], [74, 190, 1.5], [76, 200, 0]])),
  );
  p.next();
  p.f(rotAbout(-10, 130, 180, blob([[104, 166], [120, 164], [126, 178], [112, 186]]), blob([[140, 172], [150, 168], [154, 180], [146, 186]])));
  p.f(rect(0, 270, 260, 20), ell(130, 270, 110, 8));
});

def('space', 'Astronaut Helmet', 240, 240, (p) => {
  p.f(circ(120, 110, 100), rect(40, 190, 160, 40, 14));
  p.c(blob([[40, 104], [60, 52], [120, 34], [180, 52], [200, 104], [186, 150], [120, 166], [54, 150]]), rect(40, 200, 160, 4));
  p.next();
  p.f(blob([[58, 100], [70, 64], [104, 50], [80, 76], [72, 104]]), blob([[170, 120], [180, 136], [160, 148]]), rect(180, 206, 10, 10, 2), rect(162, 206, 10, 10, 2));
  p.f(star(130, 100, 10, 4, 4), circ(100, 128, 3), circ(156, 80, 2.5));
});

def('space', 'Shooting Star', 320, 200, (p) => {
  p.f(star(240, 80, 64, 27, 5, -70));
  p.c(star(240, 80, 40, 17, 5, -70));
  p.next();
  p.f(star(240, 80, 30, 13, 5, -70));
  p.f(
    poly([[190, 110], [20, 190, 1], [180, 126]]),
    poly([[190, 88], [40, 130, 1], [184, 100]]),
    poly([[206, 128], [90, 196, 1], [200, 140]]),
  );
});

def('space', 'Constellation', 300, 230, (p) => {
  const stars: [number, number, number][] = [[30, 40, 8], [90, 60, 6], [140, 96, 9], [200, 104, 7], [226, 170, 10], [284, 160, 7], [262, 210, 6], [60, 170, 5], [120, 190, 4], [250, 30, 5]];
  const links: [number, number][] = [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 4], [3, 5]];
  p.f(
    bars(links.map(([a, b]) => {
      const A = stars[a] as [number, number, number];
      const B = stars[b] as [number, number, number];
      return [A[0], A[1], B[0], B[1], 1.4] as [number, number, number, number, number];
    })),
  );
  for (const [x, y, r] of stars) p.f(star(x, y, r * 1.7, r * 0.55, 4), circ(x, y, r * 0.55));
  p.f(circ(180, 30, 2.5), circ(20, 110, 2), circ(170, 220, 2.5), circ(290, 90, 2));
});

// ===========================================================================
// SVGS (generic craft shapes)
// ===========================================================================

def('svgs', 'Mandala', 260, 260, (p) => {
  const C = 130;
  const ringOf = (k: number, r0: number, r1: number, w: number, off = 0): string =>
    pathd(
      Array.from({ length: k }, (_, i) => {
        const a = ((i * 360) / k + off) * D2R;
        const pts = [[0, -r0], [w, -(r0 + r1) / 2], [0, -r1], [-w, -(r0 + r1) / 2]] as [number, number][];
        return polyD(pts.map(([x, y]) => [C + x * Math.cos(a) - y * Math.sin(a), C + x * Math.sin(a) + y * Math.cos(a)] as Pt));
      }).join(''),
    );
  p.f(circ(C, C, 96), ringOf(16, 90, 126, 14));
  p.c(ring(C, C, 88, 84), ringOf(16, 52, 86, 9, 11.25), circ(C, C, 44));
  for (let i = 0; i < 16; i++) {
    const a = (i * 22.5) * D2R;
    p.c(circ(C + Math.cos(a) * 108, C + Math.sin(a) * 108, 3));
  }
  p.next();
  p.f(circ(C, C, 40));
  p.c(ringOf(8, 8, 36, 7), circ(C, C, 6));
});

def('svgs', 'Paw Print', 230, 230, (p) => {
  p.f(
    blob([[115, 112], [150, 124], [176, 160], [172, 200], [140, 212], [115, 202], [90, 212], [58, 200], [54, 160], [80, 124]]),
    ell(40, 96, 22, 30, -24),
    ell(86, 52, 24, 34, -8),
    ell(144, 52, 24, 34, 8),
    ell(190, 96, 22, 30, 24),
  );
});

def('svgs', 'Heart', 240, 220, (p) => {
  p.f(pathd('M120 208C70 168 10 128 10 70C10 34 38 10 70 10C94 10 110 24 120 42C130 24 146 10 170 10C202 10 230 34 230 70C230 128 170 168 120 208Z'));
});

def('svgs', 'Arrow', 340, 120, (p) => {
  p.f(
    rect(40, 57, 240, 6, 3),
    poly([[276, 40], [334, 60, 1], [276, 80], [288, 60]]),
  );
  const fl: Pt[][] = [];
  for (let i = 0; i < 3; i++) {
    const x = 20 + i * 16;
    fl.push([[x, 58], [x + 14, 58], [x - 6, 28 + i * 2, 1], [x - 18, 28 + i * 2, 1]]);
    fl.push([[x, 62], [x + 14, 62], [x - 6, 92 - i * 2, 1], [x - 18, 92 - i * 2, 1]]);
  }
  p.f(polys(fl));
  p.c(rect(296, 58.5, 24, 3, 1.5));
  p.f(rect(150, 52, 4, 16, 1), rect(158, 52, 4, 16, 1), rect(166, 52, 4, 16, 1));
});

def('svgs', 'Feather', 220, 280, (p) => {
  const vane: Pt[] = [[196, 8, 1], [210, 40], [196, 90], [150, 160], [110, 200], [76, 226], [60, 220], [70, 180], [100, 120], [140, 64]];
  p.f(rotAbout(0, 110, 140, blob(vane)), bars([[70, 220, 20, 272, 3.5]]));
  p.c(
    pathd(smoothD(tubePts([[196, 12, 0.2], [150, 90, 2.2], [100, 170, 2.4], [66, 218, 2]]))),
    poly([[200, 64], [176, 80], [206, 70]]),
    poly([[130, 180], [104, 188], [136, 170]]),
    poly([[88, 126], [112, 128], [96, 132]]),
    poly([[162, 56], [146, 82], [164, 62]]),
  );
});

def('svgs', 'Snowflake', 250, 250, (p) => {
  const C = 125;
  const arm: [number, number, number, number, number][] = [
    [C, C, C, C - 110, 5],
    [C, C - 40, C - 26, C - 64, 4],
    [C, C - 40, C + 26, C - 64, 4],
    [C, C - 72, C - 20, C - 92, 3.5],
    [C, C - 72, C + 20, C - 92, 3.5],
  ];
  for (let i = 0; i < 6; i++) p.f(rotAbout(i * 60, C, C, bars(arm), circ(C, C - 112, 6)));
  p.f(ngon(C, C, 22, 6, 0));
  p.c(ngon(C, C, 10, 6, 0));
});

def('svgs', 'Lotus Flower', 280, 200, (p) => {
  const P = (a: number, len: number, w: number): string =>
    rotAbout(a, 140, 170, blob([[140, 170], [140 - w, 170 - len * 0.45], [140, 170 - len, 1], [140 + w, 170 - len * 0.45]]));
  p.f(P(-70, 120, 24), P(70, 120, 24), P(-38, 140, 28), P(38, 140, 28));
  p.c(gap(7, P(-38, 140, 28), P(38, 140, 28), P(0, 160, 32)));
  p.next();
  p.f(P(-38, 140, 28), P(38, 140, 28));
  p.c(gap(7, P(0, 160, 32)));
  p.next();
  p.f(P(0, 160, 32), blob([[40, 176], [140, 170], [240, 176], [200, 196], [80, 196]]));
  p.c(rect(138, 60, 4, 90, 2));
});

def('svgs', 'Monstera Leaf', 250, 270, (p) => {
  const leaf: Pt[] = [[125, 30], [190, 40], [232, 90], [236, 150], [210, 200], [160, 230], [130, 236], [90, 230], [40, 200], [14, 150], [20, 90], [60, 40]];
  p.f(blob(leaf), tube([[125, 230, 5], [122, 256, 4], [118, 270, 4]]));
  p.c(rect(123, 40, 4, 190, 2));
  for (const d of [-1, 1]) {
    for (let i = 0; i < 4; i++) {
      const y = 74 + i * 38;
      const x0 = 125 + d * 10;
      p.c(poly([[x0 + d * 64, y - 14], [x0 + d * 130, y - 30 + i * 4], [x0 + d * 130, y - 14 + i * 4], [x0 + d * 70, y]]));
      if (i < 3) p.c(ell(125 + d * 38, y + 14, 8, 5, d * 20));
    }
  }
});

def('svgs', 'Butterfly', 280, 230, (p) => {
  const up: Pt[] = [[136, 90], [110, 40], [60, 10], [16, 20], [10, 60], [40, 100], [90, 112]];
  const lo: Pt[] = [[136, 118], [90, 118], [50, 140], [40, 190], [76, 214], [116, 180], [136, 140]];
  p.f(blob(up), blob(lo), flipX(140, blob(up), blob(lo)));
  p.c(circ(60, 52, 16), circ(84, 170, 10), circ(40, 84, 7), flipX(140, circ(60, 52, 16), circ(84, 170, 10), circ(40, 84, 7)), rect(136, 30, 8, 190));
  p.next();
  p.f(ell(140, 120, 7, 60), circ(140, 56, 9), tube([[136, 50, 2], [118, 20, 1.6], [108, 10, 1.6]]), tube([[144, 50, 2], [162, 20, 1.6], [172, 10, 1.6]]), circ(108, 10, 4), circ(172, 10, 4));
});

def('svgs', 'Moon Phases', 360, 110, (p) => {
  const xs = [30, 88, 148, 212, 272, 330];
  p.f(ring(xs[0] as number, 55, 24, 20));
  p.f(pathd('M88 31a24 24 0 1 1 0 48a16 24 0 1 0 0 -48Z'));
  p.f(pathd('M148 31a24 24 0 1 1 0 48Z'));
  p.f(pathd('M212 31a24 24 0 1 1 0 48a12 24 0 1 1 0 -48Z'));
  p.f(circ(272, 55, 24));
  p.f(pathd('M330 31a24 24 0 1 0 0 48a16 24 0 1 1 0 -48Z'));
  p.f(ring(148, 55, 24, 21), ring(88, 55, 24, 21), ring(212, 55, 24, 21), ring(330, 55, 24, 21));
  p.f(star(180, 12, 6, 2.4, 4), star(60, 100, 5, 2, 4), star(300, 12, 5, 2, 4));
});

def('svgs', 'Crown', 270, 210, (p) => {
  p.f(
    poly([[20, 60], [70, 120], [100, 40], [135, 110], [170, 40], [200, 120], [250, 60], [232, 170], [38, 170]]),
    circ(20, 56, 12),
    circ(100, 34, 12),
    circ(135, 14, 12),
    circ(170, 34, 12),
    circ(250, 56, 12),
    poly([[120, 110], [135, 26, 1], [150, 110]]),
    rect(30, 176, 210, 24, 6),
  );
  p.c(rect(38, 150, 194, 4), circ(80, 188, 6), circ(135, 188, 7), circ(190, 188, 6), poly([[135, 124], [146, 136], [135, 148], [124, 136]]));
});

def('svgs', 'Lightning Bolt', 190, 270, (p) => {
  p.f(poly([[110, 4], [20, 150], [86, 150], [60, 266, 1], [172, 96], [106, 96], [150, 4]]));
  p.c(poly([[118, 20], [138, 20], [100, 104], [146, 104], [104, 170], [112, 110], [66, 110]]));
  p.next();
  p.f(poly([[120, 28], [130, 28], [96, 106], [138, 106], [108, 154], [116, 112], [76, 112]]));
});

def('svgs', 'Four Leaf Clover', 250, 270, (p) => {
  const leaf = 'M125 118C110 100 70 96 62 64C56 36 82 20 100 30C110 10 140 10 144 34C148 60 132 94 125 118Z';
  for (let i = 0; i < 4; i++) p.f(rotAbout(i * 90 - 10, 125, 120, pathd(leaf)));
  p.f(tube([[125, 130, 6], [140, 190, 5], [170, 250, 4.5]]));
  for (let i = 0; i < 4; i++) p.c(rotAbout(i * 90 - 10, 125, 120, rect(123.5, 50, 3, 60, 1.5, 8)));
});

def('svgs', 'Saguaro Cactus', 220, 280, (p) => {
  p.f(
    tube([[110, 270, 26], [110, 120, 26], [110, 30, 24]]),
    tube([[110, 160, 12], [56, 160, 18], [50, 130, 18], [50, 70, 16]]),
    tube([[110, 130, 12], [166, 130, 16], [172, 100, 16], [172, 56, 14]]),
    rect(20, 262, 180, 18, 6),
  );
  p.c(rect(101, 20, 3, 236, 1.5), rect(116, 20, 3, 236, 1.5), rect(48.5, 60, 3, 96, 1.5), rect(170.5, 46, 3, 80, 1.5));
});

def('svgs', 'Bumble Bee', 260, 220, (p) => {
  p.f(
    ell(130, 130, 70, 52),
    circ(206, 112, 28),
    poly([[62, 130], [30, 130, 1], [62, 142]]),
    tube([[216, 90, 2.5], [226, 60, 2], [240, 48, 2]]),
    tube([[206, 88, 2.5], [204, 58, 2], [214, 40, 2]]),
    circ(240, 48, 5),
    circ(214, 40, 5),
  );
  p.c(rect(100, 70, 14, 120, 4, 8), rect(140, 70, 14, 120, 4, 8), circ(214, 106, 5), arcBand(210, 116, 12, 15, 30, 120, 6));
  p.c(gap(7, ell(110, 64, 40, 26, -30), ell(150, 58, 34, 22, 20)));
  p.next();
  p.f(ell(110, 64, 40, 26, -30), ell(150, 58, 34, 22, 20));
  p.c(ell(110, 64, 32, 18, -30), ell(150, 58, 26, 14, 20));
});

def('svgs', 'Music Notes', 250, 260, (p) => {
  p.f(
    ell(60, 206, 30, 22, -24),
    ell(170, 180, 30, 22, -24),
    rect(82, 60, 10, 150),
    rect(192, 30, 10, 150),
    poly([[82, 60], [202, 30], [202, 62], [82, 92]]),
    ell(40, 100, 14, 10, -24),
    rect(50, 30, 5, 70),
    poly([[50, 30], [62, 44], [72, 66], [64, 60], [55, 52]]),
  );
  p.c(poly([[92, 96], [192, 70], [192, 78], [92, 104]]));
});

def('svgs', 'Tulip', 230, 290, (p) => {
  p.f(
    blob([[58, 60], [72, 20, 1], [98, 48], [115, 10, 1], [132, 48], [158, 20, 1], [172, 60], [170, 104], [146, 132], [115, 140], [84, 132], [60, 104]]),
    tube([[115, 130, 6], [112, 200, 5], [118, 284, 4.5]]),
    blob([[112, 250], [60, 210], [36, 150, 1], [76, 188], [112, 224]]),
    blob([[118, 230], [160, 196], [196, 150, 1], [170, 206], [120, 256]]),
  );
  p.c(
    blob([[115, 134], [92, 96], [96, 52, 1], [104, 96]]),
    blob([[115, 134], [138, 96], [134, 52, 1], [126, 96]]),
  );
});

def('svgs', 'Dragonfly', 280, 250, (p) => {
  const wing = (a: number, len: number): string => rotAbout(a, 140, 80, ell(140 + len / 2, 80, len / 2, 14));
  p.f(wing(-14, 120), wing(14, 110), wing(194, 120), wing(166, 110));
  p.c(rotAbout(-14, 140, 80, rect(150, 79, 100, 2)), rotAbout(14, 140, 80, rect(150, 79, 90, 2)), rotAbout(194, 140, 80, rect(150, 79, 100, 2)), rotAbout(166, 140, 80, rect(150, 79, 90, 2)));
  p.c(rect(128, 40, 24, 210));
  p.next();
  p.f(circ(140, 46, 12), ell(140, 84, 9, 26), tube([[140, 100, 6], [140, 170, 4], [140, 240, 3]]));
  for (let i = 0; i < 6; i++) p.c(rect(134, 120 + i * 20, 12, 2));
  p.c(circ(134, 42, 3.5), circ(146, 42, 3.5));
});

// ===========================================================================
// POP (pop-culture stickers and pop-culture vehicles share this folder)
// ===========================================================================

def('pop', 'Retro Robot', 210, 280, (p) => {
  p.f(
    rect(50, 30, 110, 80, 10),
    rect(102, 8, 6, 24),
    circ(105, 8, 7),
    rect(38, 56, 14, 30, 4),
    rect(158, 56, 14, 30, 4),
    rect(90, 108, 30, 12),
    rect(40, 118, 130, 96, 8),
    tube([[40, 130, 9], [20, 170, 8], [24, 196, 7]]),
    tube([[170, 130, 9], [190, 170, 8], [186, 196, 7]]),
    rect(56, 212, 34, 50, 4),
    rect(120, 212, 34, 50, 4),
    rect(46, 258, 52, 14, 4),
    rect(112, 258, 52, 14, 4),
  );
  p.c(circ(80, 62, 13), circ(130, 62, 13), rect(74, 86, 62, 14, 3), rect(60, 134, 90, 34, 4), circ(76, 190, 8), circ(104, 190, 8), rect(124, 184, 26, 4, 2), rect(124, 194, 26, 4, 2));
  p.f(...[-1, 1].map((d) => polys([[[24 + (d > 0 ? 162 : 0), 196], [14 + (d > 0 ? 182 : 0), 214], [24 + (d > 0 ? 162 : 0), 208], [34 + (d > 0 ? 142 : 0), 214]]])));
  p.next();
  p.f(circ(80, 62, 6), circ(130, 62, 6));
  for (let i = 0; i < 5; i++) p.f(rect(80 + i * 11, 88, 5, 10, 1));
  p.f(rect(66, 140, 10, 22, 2), rect(84, 148, 10, 14, 2), rect(102, 138, 10, 24, 2), rect(120, 144, 10, 18, 2));
});

def('pop', 'Ghost Hunter Badge', 240, 270, (p) => {
  p.f(blob(sym([[120, 6, 1], [170, 20], [226, 18, 1], [226, 150], [196, 216], [120, 264, 1]], 120), 0.9));
  p.c(blob(sym([[120, 20, 1], [166, 32], [212, 30, 1], [212, 148], [186, 206], [120, 248, 1]], 120), 0.9));
  p.next();
  p.f(blob(sym([[120, 28, 1], [164, 40], [204, 38, 1], [204, 146], [180, 200], [120, 238, 1]], 120), 0.9));
  const bottom: Pt[] = [];
  for (let i = 0; i <= 4; i++) bottom.push([150 - i * 15, i % 2 ? 150 : 162]);
  p.c(
    blob([[120, 50], [146, 60], [152, 100], [150, 130], [166, 118], [170, 126], [152, 150], ...bottom, [88, 150], [70, 126], [74, 118], [90, 130], [88, 100], [94, 60]]),
    rect(30, 170, 180, 30, 3),
  );
  p.next();
  p.f(ell(110, 90, 5, 8), ell(130, 90, 5, 8), ell(120, 112, 6, 8), txt(120, 193, 21, 'GHOST HUNTER', 148));
});

def('pop', 'Cassette Tape', 310, 200, (p) => {
  p.f(rect(6, 6, 298, 188, 14));
  p.c(rect(30, 24, 250, 100, 8), poly([[70, 194], [84, 150], [226, 150], [240, 194]]), circ(24, 24, 5), circ(286, 24, 5));
  p.next();
  p.f(rect(38, 32, 234, 84, 6), poly([[84, 188], [94, 158], [216, 158], [226, 188]]));
  p.c(rect(50, 40, 210, 16, 3), rect(96, 66, 118, 40, 20), circ(110, 176, 6), circ(200, 176, 6), rect(140, 166, 30, 8, 2));
  p.next();
  const reel = (x: number): string[] => {
    const teeth: Pt[][] = [];
    for (let i = 0; i < 6; i++) {
      const a = i * 60 * D2R;
      teeth.push([[x + Math.cos(a - 0.3) * 9, 86 + Math.sin(a - 0.3) * 9], [x + Math.cos(a) * 15, 86 + Math.sin(a) * 15], [x + Math.cos(a + 0.3) * 9, 86 + Math.sin(a + 0.3) * 9]]);
    }
    return [ring(x, 86, 16, 13), polys(teeth)];
  };
  p.f(...reel(116), ...reel(194), rect(130, 80, 50, 12, 2));
});

def('pop', 'Game Controller', 320, 210, (p) => {
  p.f(blob([[40, 60], [100, 44], [160, 52], [220, 44], [280, 60], [306, 140], [296, 194], [262, 200], [226, 150], [160, 144], [94, 150], [58, 200], [24, 194], [14, 140]]));
  p.c(
    rect(62, 76, 16, 56, 3),
    rect(42, 96, 56, 16, 3),
    circ(244, 78, 11),
    circ(270, 104, 11),
    circ(218, 104, 11),
    circ(244, 130, 11),
    rect(130, 92, 24, 8, 4),
    rect(166, 92, 24, 8, 4),
    circ(120, 146, 18),
    circ(200, 146, 18),
  );
  p.next();
  p.f(circ(120, 146, 12), circ(200, 146, 12));
});

def('pop', 'Pixel Alien', 264, 216, (p) => {
  // an original one-eyed 12 x 10 sprite
  const rows = [
    '.....XX.....',
    '....XXXX....',
    '..XXXXXXXX..',
    '.XXX....XXX.',
    'XXX..XX..XXX',
    'XXX..XX..XXX',
    '.XXX....XXX.',
    '..XXXXXXXX..',
    '.X.X.XX.X.X.',
    'X..X....X..X',
  ];
  const cells: Pt[][] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] !== 'X') continue;
      const px = 12 + x * 20;
      const py = 8 + y * 20;
      cells.push([[px, py], [px + 20.4, py], [px + 20.4, py + 20.4], [px, py + 20.4]]);
    }
  });
  p.f(polys(cells));
});

def('pop', 'Boombox', 330, 220, (p) => {
  p.f(bars([[90, 50, 110, 14, 5], [110, 14, 220, 14, 5], [220, 14, 240, 50, 5]]), rect(10, 50, 310, 160, 16));
  p.c(circ(76, 140, 50), circ(254, 140, 50), rect(130, 100, 70, 44, 4), rect(20, 62, 80, 12, 4), rect(230, 62, 80, 12, 4));
  p.next();
  p.f(circ(76, 140, 42), circ(254, 140, 42), rect(136, 106, 58, 32, 3));
  p.c(ring(76, 140, 30, 26), ring(254, 140, 30, 26), circ(76, 140, 10), circ(254, 140, 10), rect(146, 112, 38, 20, 2));
  for (let i = 0; i < 5; i++) p.c(rect(132 + i * 14, 162, 10, 10, 2));
  p.next();
  p.f(circ(76, 140, 5), circ(254, 140, 5), circ(154, 122, 5), circ(176, 122, 5));
});

def('pop', 'Vinyl Record', 250, 250, (p) => {
  p.f(circ(125, 125, 120));
  for (const r of [110, 98, 86, 74, 62]) p.c(ring(125, 125, r, r - 1.6));
  p.c(circ(125, 125, 44), blob([[180, 36], [210, 70], [222, 110], [214, 104], [200, 72], [176, 44]]));
  p.next();
  p.f(circ(125, 125, 38));
  p.c(circ(125, 125, 5), arcBand(125, 125, 24, 28, 200, 340, 8), star(125, 143, 8, 3.5, 5));
});

def('pop', 'Roller Skate', 260, 250, (p) => {
  p.f(
    blob([[70, 10, 1], [130, 10, 1], [136, 100], [190, 120], [236, 138], [246, 170], [236, 188, 1], [50, 188, 1], [52, 120], [62, 60]]),
    rect(44, 186, 200, 14, 5),
    poly([[230, 180], [256, 186, 1], [252, 208, 1], [230, 206]]),
  );
  p.c(rect(60, 28, 66, 6, 3), rect(140, 118, 30, 4, 2, 20), rect(160, 126, 30, 4, 2, 20));
  for (let i = 0; i < 5; i++) p.c(rect(100 + (i % 2) * 6, 50 + i * 16, 34, 4, 2, -20));
  p.c(rect(50, 168, 190, 4));
  wheels(p, [[84, 218, 26], [204, 218, 26]], { rim: 0.4, hub: 0.2 });
});

def('pop', 'Laser Sword', 290, 290, (p) => {
  const sword = [rect(136, 10, 18, 190, 9), rect(124, 196, 42, 12, 4), rect(130, 206, 30, 60, 4), rect(126, 262, 38, 14, 4)];
  p.f(rotAbout(35, 145, 145, ...sword));
  p.c(rotAbout(35, 145, 145, rect(141, 22, 8, 168, 4), rect(130, 216, 30, 3), rect(130, 226, 30, 3), rect(130, 236, 30, 3), rect(130, 246, 30, 3), circ(145, 202, 3)));
  p.next();
  p.f(rotAbout(35, 145, 145, rect(143.5, 26, 3, 160, 1.5)));
  p.f(star(60, 60, 14, 4, 4), star(240, 220, 10, 3, 4), circ(230, 40, 4), circ(40, 240, 3));
});

def('pop', 'Wizard Hat', 250, 250, (p) => {
  p.f(
    blob([[60, 200], [100, 140], [120, 80], [140, 40], [176, 14], [206, 24, 1], [176, 40], [160, 80], [168, 140], [196, 200]]),
    ell(125, 206, 120, 28),
  );
  p.c(
    rect(74, 176, 112, 14, 4),
    star(128, 120, 16, 6.5, 5),
    star(150, 70, 9, 4, 5),
    star(96, 160, 8, 3.5, 5),
    pathd('M150 150a20 20 0 1 0 8 -30a14 14 0 1 1 -8 30Z'),
  );
});

def('pop', 'Kaiju Stomping', 290, 290, (p) => {
  // city skyline
  const city: [number, number, number][] = [[0, 40, 220], [40, 34, 190], [74, 46, 236], [190, 40, 210], [230, 60, 180]];
  p.f(...city.map(([x, w, y]) => rect(x, y, w, 290 - y)), rect(0, 270, 290, 20));
  const lit: Pt[][] = [];
  for (const [x, w, y] of city) {
    if (x > 30 && x < 100) continue;
    for (let r = y + 10; r < 262; r += 24) {
      for (let c = x + 7; c < x + w - 8; c += 15) lit.push([[c, r], [c + 7, r], [c + 7, r + 9], [c, r + 9]]);
    }
  }
  p.c(polys(lit));
  p.c(gap(8, ...kaiju()));
  p.next();
  p.f(...kaiju());
  p.c(circ(196, 58, 3), poly([[210, 74], [238, 66], [214, 84]]));
  function kaiju(): string[] {
    return [
      tube([[150, 250, 30], [140, 190, 34], [150, 130, 30], [170, 90, 22], [180, 70, 18]]),
      blob([[166, 44], [196, 40], [232, 58], [242, 70, 1], [216, 76], [236, 90, 1], [206, 92], [176, 86]]),
      tube([[120, 230, 22], [70, 250, 14], [30, 236, 8], [14, 212, 0]]),
      tube([[130, 220, 22], [112, 256, 16], [114, 276, 16]]),
      tube([[160, 220, 22], [184, 254, 16], [186, 276, 16]]),
      tube([[160, 130, 9], [200, 140, 7], [222, 120, 6]]),
      tube([[150, 136, 9], [184, 160, 7], [210, 156, 6]]),
      polys([
        [[120, 96], [118, 80], [130, 96], [128, 120], [110, 120]],
        [[112, 140], [96, 130], [116, 156], [110, 176], [92, 170], [114, 190]],
        [[104, 200], [86, 200], [106, 214]],
        [[150, 80], [146, 56], [164, 76]],
      ]),
    ];
  }
});

def('pop', 'Comic Pow Burst', 300, 240, (p) => {
  const pts: Pt[] = [];
  const r = p.rnd;
  for (let i = 0; i < 24; i++) {
    const a = (i * 15) * D2R;
    const rr = i % 2 ? 62 + r() * 10 : 100 + r() * 22;
    pts.push([150 + Math.cos(a) * rr * 1.3, 120 + Math.sin(a) * rr * 0.92, 1]);
  }
  p.f(poly(pts));
  p.c(poly(pts.map((q) => [150 + (q[0] - 150) * 0.86, 120 + (q[1] - 120) * 0.86, 1] as Pt)));
  p.next();
  p.f(poly(pts.map((q) => [150 + (q[0] - 150) * 0.8, 120 + (q[1] - 120) * 0.8, 1] as Pt)));
  p.c(g('rotate(-8 150 120)', txt(150, 144, 70, 'POW!', 160)));
});

def('pop', 'Retro TV', 260, 260, (p) => {
  p.f(
    bars([[130, 60, 80, 6, 3], [130, 60, 190, 10, 3]]),
    circ(80, 6, 5),
    circ(190, 10, 5),
    rect(14, 56, 232, 170, 18),
    bars([[50, 224, 36, 256, 6], [210, 224, 224, 256, 6]]),
  );
  p.c(rect(30, 72, 160, 136, 34), circ(216, 96, 12), circ(216, 136, 12), rect(204, 170, 24, 3), rect(204, 180, 24, 3), rect(204, 190, 24, 3));
  p.next();
  p.f(rect(38, 80, 144, 120, 28), circ(216, 96, 8), circ(216, 136, 8));
  p.c(blob([[56, 100], [90, 90], [70, 108], [60, 140]]), rect(214.5, 88, 3, 9), rect(214.5, 128, 3, 9));
});

def('pop', 'Floppy Disk', 230, 230, (p) => {
  p.f(poly([[10, 14], [196, 14], [220, 38], [220, 218], [10, 218]]));
  p.c(rect(50, 14, 118, 66), rect(40, 118, 150, 100, 6), rect(14, 200, 10, 10, 2));
  p.next();
  p.f(rect(62, 22, 96, 52, 3), rect(48, 126, 134, 92, 4));
  p.c(rect(126, 30, 20, 36, 2), rect(62, 150, 106, 4, 2), rect(62, 170, 106, 4, 2), rect(62, 190, 80, 4, 2));
});

def('pop', 'Peace Sign', 250, 250, (p) => {
  p.f(ring(125, 125, 118, 96), rect(115, 20, 20, 210), bars([[125, 125, 54, 196, 10], [125, 125, 196, 196, 10]]));
});

def('pop', 'Lava Lamp', 170, 290, (p) => {
  p.f(
    poly([[64, 10], [106, 10], [112, 30], [58, 30]]),
    blob([[56, 30, 1], [114, 30, 1], [134, 160], [126, 200, 1], [44, 200, 1], [36, 160]]),
    poly([[44, 200], [126, 200], [150, 278], [20, 278]]),
    rect(14, 276, 142, 10, 3),
  );
  p.c(
    blob(sym([[85, 34], [108, 34], [126, 160], [120, 194], [85, 194]], 85).map((q) => [q[0], q[1], 1] as Pt)),
    rect(36, 230, 98, 4),
  );
  p.next();
  p.f(
    blob([[70, 40], [92, 44], [98, 64], [84, 78], [68, 66]]),
    blob([[90, 96], [108, 104], [110, 126], [92, 132], [84, 114]]),
    blob([[58, 140], [76, 138], [80, 158], [64, 164]]),
    blob([[50, 194], [70, 170], [90, 178], [110, 168], [122, 194]]),
    ell(100, 152, 7, 9),
  );
});

// -- pop-culture vehicles --------------------------------------------------

def('pop', 'Mystery Van', 340, 190, (p) => {
  p.f(
    blob([[14, 60, 1], [26, 40], [250, 38], [280, 48], [306, 96], [318, 110], [322, 152, 1], [14, 152, 1]]),
    rect(60, 28, 150, 8, 2),
    rect(70, 32, 4, 8),
    rect(196, 32, 4, 8),
    rect(316, 136, 20, 14, 4),
  );
  p.c(
    win([[252, 50], [276, 54], [298, 96], [252, 96]]),
    rect(156, 52, 84, 42, 8),
    rect(14, 112, 300, 3),
    rect(240, 100, 2.5, 48),
  );
  const flower = (x: number, y: number, r: number): string[] => {
    const out: string[] = [];
    for (let i = 0; i < 5; i++) {
      const a = (i * 72 - 90) * D2R;
      out.push(circ(x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.72));
    }
    return out;
  };
  p.c(...flower(60, 80, 14), ...flower(110, 70, 10), ...flower(200, 130, 8));
  p.next();
  p.f(circ(60, 80, 7), circ(110, 70, 5));
  wheels(p, [[74, 154, 26], [262, 154, 26]], { arch: 5 });
});

def('pop', 'Time Machine Coupe', 350, 200, (p) => {
  p.f(
    poly([[8, 130], [16, 110], [110, 104], [154, 82], [216, 80], [250, 104], [330, 112], [342, 124], [340, 150], [8, 150]]),
    poly([[154, 84], [140, 30], [150, 26], [192, 80]]),
    rect(16, 120, 24, 4, 1),
    bars([[30, 104, 60, 96, 2.5], [30, 96, 60, 88, 2.5]]),
  );
  p.c(win([[196, 86], [214, 86], [238, 104], [196, 104]]), poly([[152, 34], [160, 76], [176, 76], [150, 40]]), rect(60, 132, 260, 3), rect(20, 110, 40, 4), rect(20, 118, 40, 4));
  p.f(poly([[220, 40], [232, 12, 1], [236, 30], [250, 26], [240, 58, 1], [236, 40]]), poly([[70, 60], [84, 34, 1], [86, 50], [98, 48], [88, 76, 1], [84, 60]]));
  wheels(p, [[76, 150, 24], [276, 150, 24]], { arch: 4, spokes: 5, rim: 0.66 });
  p.f(poly([[40, 172], [0, 168, 1], [40, 164]]), poly([[240, 172], [200, 168, 1], [240, 164]]), poly([[110, 178], [60, 176, 1], [110, 170]]));
});

def('pop', 'Haunted Hearse', 370, 170, (p) => {
  p.f(
    poly([[8, 120], [14, 52], [30, 40], [220, 38], [250, 62], [330, 74], [356, 88], [360, 124], [8, 124]]),
    rect(352, 110, 14, 14, 3),
  );
  p.c(
    win([[221, 51], [228, 51], [242, 68], [221, 68]]),
    win([[112, 48], [214, 48], [214, 84], [112, 84]]),
    tube([[30, 54, 1.8], [52, 56, 2.6], [70, 70, 2.6], [94, 80, 1.8]]),
    rect(20, 104, 330, 3),
  );
  p.next();
  // draped curtain: scalloped valance and tied-back sides
  const val: Pt[] = [[112, 46, 1], [214, 46, 1]];
  for (let i = 0; i <= 6; i++) val.push([214 - i * 17, i % 2 ? 60 : 54, i % 2 ? 0 : 1]);
  p.f(
    blob(val, 0.8),
    blob([[112, 50], [134, 50], [124, 70], [128, 84, 1], [112, 84, 1]]),
    blob([[214, 50], [192, 50], [202, 70], [198, 84, 1], [214, 84, 1]]),
    place(290, 20, 0.14, blob(batPts(), 0.7)),
    place(200, 16, 0.1, blob(batPts(), 0.7)),
  );
  wheels(p, [[76, 128, 24], [286, 128, 24]], { arch: 4, spokes: 6, rim: 0.7 });
});

def('pop', 'Ghost Patrol Wagon', 370, 180, (p) => {
  p.f(
    poly([[8, 126], [10, 74], [30, 64], [206, 62], [236, 66], [256, 90], [334, 96], [360, 108], [362, 132], [8, 132]]),
    poly([[8, 74], [2, 54, 1], [26, 66]]),
    rect(40, 46, 170, 14, 3),
    rect(60, 34, 30, 14, 3),
    rect(110, 30, 50, 18, 4),
    rect(176, 36, 22, 12, 6),
    rect(354, 118, 14, 14, 3),
  );
  p.c(
    win([[150, 70], [208, 70], [208, 92], [150, 92]]),
    win([[214, 70], [232, 70], [248, 92], [214, 92]]),
    win([[30, 72], [140, 72], [140, 92], [30, 92]]),
    rect(8, 112, 350, 3),
    circ(180, 112, 12),
    rect(116, 36, 38, 4, 2),
  );
  p.next();
  p.f(pathd('M180 102c6 0 8 4 8 10v8l-3 -2l-3 2l-2 -2l-2 2l-3 -2l-3 2v-8c0 -6 2 -10 8 -10Z'));
  wheels(p, [[70, 134, 24], [300, 134, 24]], { arch: 4 });
});

def('pop', 'Flying Car', 340, 190, (p) => {
  p.f(
    blob([[20, 96], [60, 74], [120, 70], [150, 40], [210, 38], [240, 70], [310, 80], [330, 96], [310, 116], [40, 118]]),
    poly([[30, 90], [10, 50, 1], [44, 50], [70, 80]]),
    rect(60, 116, 60, 12, 6),
    rect(220, 116, 60, 12, 6),
  );
  p.c(blob([[156, 48], [206, 46], [228, 70], [140, 72]]), rect(40, 98, 270, 3), circ(300, 90, 5));
  const jets: Pt[][] = [];
  for (const x of [90, 250]) jets.push([[x - 24, 132], [x + 24, 132], [x + 8, 160], [x, 184, 1], [x - 8, 160]]);
  p.f(polys(jets));
  p.c(polys([[[80, 136], [100, 136], [90, 166]], [[240, 136], [260, 136], [250, 166]]]));
});

def('pop', 'Hover Bike', 330, 170, (p) => {
  p.f(
    blob([[20, 90], [60, 70], [140, 66], [200, 56], [290, 70], [326, 84, 1], [290, 94], [200, 100], [120, 110], [40, 108]]),
    blob([[120, 66], [150, 50], [200, 50], [206, 60]]),
    bars([[230, 60, 246, 30, 3], [240, 30, 262, 26, 3]]),
    rect(10, 82, 26, 18, 6),
    poly([[10, 86], [0, 92, 1], [10, 98]]),
    rect(70, 104, 60, 8, 4),
    rect(220, 96, 60, 8, 4),
  );
  p.c(rect(40, 86, 250, 3), circ(296, 80, 4), rect(150, 58, 40, 3));
  p.f(polys([[[70, 124], [130, 124], [124, 128], [76, 128]], [[80, 138], [120, 138], [116, 142], [84, 142]], [[220, 116], [280, 116], [274, 120], [226, 120]], [[230, 130], [270, 130], [266, 134], [234, 134]]]));
});

def('pop', 'Lowrider Cruiser', 370, 180, (p) => {
  const body = [
    poly([[10, 112], [16, 92], [90, 86], [130, 60], [220, 58], [254, 84], [350, 92], [362, 104], [360, 126], [10, 126]]),
  ];
  p.f(rotAbout(-7, 180, 110, ...body));
  p.c(rotAbout(-7, 180, 110, win([[138, 66], [176, 64], [176, 86], [124, 88]]), win([[184, 64], [216, 64], [240, 86], [184, 86]]), rect(20, 108, 330, 3), rect(180, 90, 2.5, 34)));
  wheels(p, [[80, 146, 24], [288, 116, 24]], { spokes: 10, rim: 0.76 });
  p.f(polys([[[40, 176], [130, 176], [126, 180], [44, 180]]]));
});

def('pop', 'Ice Cream Truck', 350, 230, (p) => {
  p.f(
    rect(10, 80, 240, 114, 6),
    poly([[250, 194], [250, 100], [290, 98], [318, 130], [340, 138], [344, 194]]),
    poly([[100, 80], [120, 20], [140, 80]]),
    circ(120, 20, 18),
    circ(108, 28, 12),
    circ(132, 28, 12),
    rect(340, 176, 10, 16, 3),
    poly([[40, 84], [180, 84], [190, 104], [30, 104]]),
  );
  p.c(
    rect(46, 110, 130, 50, 4),
    win([[258, 106], [286, 106], [306, 130], [258, 130]]),
    rect(10, 172, 330, 3),
    poly([[112, 62], [128, 62], [120, 76]]),
    rect(196, 110, 40, 26, 3),
  );
  for (let i = 0; i < 6; i++) p.c(rect(46 + i * 24, 88, 10, 14));
  p.next();
  p.f(poly([[200, 116], [214, 116], [207, 132, 1]]), circ(207, 114, 7));
  wheels(p, [[70, 196, 24], [290, 196, 24]], { arch: 4 });
});

def('pop', 'Hot Dog Car', 350, 190, (p) => {
  p.f(
    blob([[20, 110], [40, 84], [100, 76], [250, 76], [310, 84], [330, 110], [310, 136], [250, 142], [100, 142], [40, 136]]),
  );
  p.c(blob([[30, 96], [50, 70], [110, 58], [240, 58], [300, 70], [320, 96], [300, 112], [240, 116], [110, 116], [50, 112]]));
  p.next();
  p.f(blob([[30, 96], [44, 70], [110, 56], [240, 56], [306, 70], [320, 96], [306, 110], [240, 112], [110, 112], [44, 110]]));
  p.c(pathd('M60 82c20 -12 30 12 50 0s30 12 50 0s30 12 50 0s30 12 50 0s30 12 40 4v6c-10 8 -20 -16 -40 -4s-30 -12 -50 0s-30 -12 -50 0s-30 -12 -50 0s-30 -12 -50 4Z'));
  p.c(win([[150, 60], [200, 60], [200, 74], [150, 74]]));
  wheels(p, [[90, 150, 24], [260, 150, 24]], { rim: 0.6 });
});

def('pop', 'Wasteland Rig', 350, 200, (p) => {
  p.f(
    poly([[10, 120], [14, 96], [80, 90], [120, 60], [180, 58], [204, 88], [300, 94], [340, 104], [344, 140], [10, 140]]),
    rect(220, 66, 50, 26, 4),
    rect(232, 50, 26, 18, 3),
    rect(130, 40, 8, 22, 2, -20),
    rect(150, 40, 8, 22, 2, -20),
    rect(336, 110, 12, 32, 3),
  );
  const spikes: Pt[][] = [];
  for (let i = 0; i < 5; i++) spikes.push([[340, 112 + i * 6], [350, 114 + i * 6, 1], [340, 116 + i * 6]]);
  for (let i = 0; i < 5; i++) spikes.push([[20 + i * 18, 92], [26 + i * 18, 76, 1], [32 + i * 18, 92]]);
  p.f(polys(spikes));
  p.c(win([[126, 66], [174, 66], [190, 88], [124, 88]]), rect(10, 114, 330, 3), rect(40, 124, 12, 12, 2), rect(80, 124, 12, 12, 2), bars([[224, 72, 266, 86, 1.5], [224, 86, 266, 72, 1.5]]));
  p.f(bars([[30, 140, 4, 180, 3], [60, 140, 16, 184, 3]]));
  wheels(p, [[76, 154, 36], [284, 160, 28]], { knobs: 14, arch: 5, rim: 0.5 });
});

def('pop', 'Checkered Taxi Car', 350, 160, (p) => {
  p.f(
    poly([[10, 110], [14, 88], [70, 82], [110, 50], [230, 48], [266, 80], [330, 88], [342, 100], [342, 126], [10, 126]]),
    rect(148, 30, 48, 18, 4),
  );
  p.c(
    win([[118, 58], [164, 56], [164, 80], [96, 82]]),
    win([[172, 56], [224, 56], [250, 80], [172, 80]]),
    rect(168, 84, 2.5, 38),
    txt(172, 44, 14, 'TAXI', 38),
  );
  for (let i = 0; i < 18; i++) p.c(rect(20 + i * 17, 98 + (i % 2) * 7, 8.5, 7));
  wheels(p, [[80, 128, 24], [276, 128, 24]], { arch: 4, rim: 0.55 });
});

def('pop', 'Food Truck', 350, 230, (p) => {
  p.f(
    blob([[10, 40, 1], [20, 24], [270, 24], [290, 30], [306, 70], [334, 84], [340, 196, 1], [10, 196, 1]]),
    poly([[40, 100], [220, 100], [240, 126], [20, 126]]),
    rect(340, 176, 10, 18, 3),
  );
  p.c(
    rect(40, 100, 180, 50),
    win([[276, 38], [290, 40], [306, 82], [276, 82]]),
    rect(10, 172, 330, 3),
    rect(30, 40, 200, 40, 4),
  );
  p.next();
  p.f(poly([[30, 96], [230, 96], [246, 122], [14, 122]]), rect(40, 150, 180, 8, 2));
  for (let i = 0; i < 8; i++) p.c(rect(30 + i * 26, 96, 13, 26));
  p.f(txt(130, 72, 30, 'TACOS', 120));
  wheels(p, [[70, 198, 24], [290, 198, 24]], { arch: 4 });
});

def('pop', 'Woody Wagon', 350, 190, (p) => {
  p.f(
    poly([[10, 140], [14, 90], [30, 82], [220, 80], [252, 104], [320, 108], [340, 120], [342, 150], [10, 150]]),
    rect(40, 70, 180, 6, 2),
    rect(60, 66, 4, 8),
    rect(196, 66, 4, 8),
    blob([[20, 62], [60, 50], [240, 52], [280, 62, 1], [240, 66], [60, 68]]),
  );
  p.c(
    win([[30, 90], [96, 90], [96, 112], [30, 112]]),
    win([[104, 90], [170, 90], [170, 112], [104, 112]]),
    win([[178, 90], [216, 90], [236, 112], [178, 112]]),
    rect(14, 118, 240, 3),
    rect(14, 136, 240, 3),
    rect(60, 118, 3, 20),
    rect(110, 118, 3, 20),
    rect(172, 118, 3, 20),
    rect(230, 118, 3, 20),
    rect(40, 58, 200, 3),
  );
  wheels(p, [[76, 152, 24], [284, 152, 24]], { arch: 4, rim: 0.55 });
});

def('pop', 'Bubble Car', 260, 190, (p) => {
  p.f(blob([[20, 130], [30, 70], [80, 30], [150, 24], [210, 50], [240, 100], [244, 140, 1], [20, 140, 1]]));
  p.c(blob([[60, 70], [100, 40], [150, 38], [196, 60], [210, 92], [62, 94]]), rect(20, 118, 224, 3), circ(226, 110, 7));
  p.next();
  p.f(rect(128, 40, 6, 54));
  wheels(p, [[70, 144, 26], [200, 144, 26]], { arch: 4, rim: 0.55 });
});

def('pop', 'Rocket Car', 360, 150, (p) => {
  p.f(
    blob([[30, 94], [40, 70], [120, 62], [150, 44], [200, 44], [220, 64], [300, 74], [356, 92, 1], [300, 106], [40, 112]]),
    poly([[40, 70], [20, 20, 1], [60, 20], [90, 66]]),
    rect(10, 76, 30, 30, 6),
    poly([[10, 80], [0, 91], [10, 102]]),
  );
  p.c(win([[156, 50], [196, 50], [212, 66], [148, 66]]), rect(50, 92, 260, 3), circ(25, 91, 8));
  wheels(p, [[90, 112, 20], [270, 112, 20]], { arch: 3, spokes: 6, rim: 0.7 });
  p.f(star(20, 130, 6, 2, 4));
});

def('pop', 'Drag Racer', 370, 160, (p) => {
  p.f(
    poly([[80, 100], [120, 88], [150, 70], [176, 70], [186, 88], [364, 104, 1], [364, 110, 1], [80, 114]]),
    rect(10, 20, 80, 12, 4),
    rect(40, 30, 6, 50),
    rect(66, 30, 6, 50),
    rect(130, 52, 36, 20, 4),
    rect(138, 38, 6, 16, 2),
    rect(150, 34, 6, 20, 2),
  );
  p.c(win([[152, 76], [172, 76], [178, 88], [150, 88]]), rect(190, 100, 160, 3));
  wheels(p, [[70, 110, 46], [340, 122, 14]], { rim: 0.55, knobs: 0 });
});

def('pop', 'Moon Buggy', 320, 200, (p) => {
  p.f(
    rect(40, 100, 230, 16, 4),
    bars([[100, 100, 110, 60, 3], [150, 100, 150, 60, 3], [110, 60, 150, 60, 3], [200, 100, 214, 54, 3]]),
    blob([[96, 62], [110, 52], [124, 62], [122, 100], [100, 100]]),
    blob([[136, 62], [150, 52], [164, 62], [162, 100], [140, 100]]),
    rect(214, 30, 4, 30),
    blob([[196, 20], [236, 14], [226, 34], [204, 36]]),
    rect(250, 80, 30, 20, 3),
  );
  p.c(rect(50, 106, 210, 3));
  wheels(p, [[70, 150, 32], [250, 150, 32]], { spokes: 6, rim: 0.8 });
  p.f(blob([[0, 200, 1], [20, 184], [100, 180], [150, 190], [220, 180], [320, 186], [320, 200, 1]]));
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
