/**
 * An artwork's silhouette redrawn for a few pixels (the favicon): its curves flattened into
 * polygons and thinned to the points that still show at that size. Pure.
 */

export type Point = [number, number];

const CURVE_STEPS = 8;

/** The closed outlines of a path's `d` (absolute M, L, C and Z only, as the demo artwork draws). */
export function pathOutlines(d: string): Point[][] {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const outlines: Point[][] = [];
  let current: Point[] = [];
  let command = '';
  let i = 0;
  const next = (): number => {
    const n = Number(tokens[i++]);
    if (!Number.isFinite(n)) throw new Error(`outline: expected a number in "${d.slice(0, 40)}…"`);
    return n;
  };
  const close = () => {
    if (current.length > 2) outlines.push(current);
    current = [];
  };
  while (i < tokens.length) {
    if (/[A-Za-z]/.test(tokens[i]!)) command = tokens[i++]!;
    if (command === 'M') {
      close();
      current = [[next(), next()]];
      command = 'L'; // pairs after a moveto are linetos
    } else if (command === 'L') {
      current.push([next(), next()]);
    } else if (command === 'C') {
      const p0 = current[current.length - 1];
      if (!p0) throw new Error('outline: a curve before any point');
      const p1: Point = [next(), next()];
      const p2: Point = [next(), next()];
      const p3: Point = [next(), next()];
      for (let step = 1; step <= CURVE_STEPS; step++) {
        const t = step / CURVE_STEPS;
        const u = 1 - t;
        const at = (k: 0 | 1) => u * u * u * p0[k] + 3 * u * u * t * p1[k] + 3 * u * t * t * p2[k] + t * t * t * p3[k];
        current.push([at(0), at(1)]);
      }
    } else if (command === 'Z') {
      close();
      command = '';
    } else {
      throw new Error(`outline: path command "${command}" is not drawn by the demo artwork`);
    }
  }
  close();
  return outlines;
}

const distance = ([x, y]: Point, [ax, ay]: Point): number => Math.hypot(x - ax, y - ay);

const distanceToLine = (p: Point, a: Point, b: Point): number => {
  const length = distance(a, b);
  return length === 0 ? distance(p, a) : Math.abs((b[1] - a[1]) * p[0] - (b[0] - a[0]) * p[1] + b[0] * a[1] - b[1] * a[0]) / length;
};

/** Ramer–Douglas–Peucker: the fewest points of an open line that stay within `tolerance` of it. */
function thinLine(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let farthest = 0;
  let distance = 0;
  for (let k = 1; k < points.length - 1; k++) {
    const d = distanceToLine(points[k]!, first, last);
    if (d > distance) [farthest, distance] = [k, d];
  }
  if (distance <= tolerance) return [first, last];
  return [...thinLine(points.slice(0, farthest + 1), tolerance).slice(0, -1), ...thinLine(points.slice(farthest), tolerance)];
}

/** A closed outline thinned to `tolerance`: split at the point farthest from its start, each half thinned. */
export function thinOutline(outline: Point[], tolerance: number): Point[] {
  const start = outline[0]!;
  const reach = outline.map((p) => distance(p, start));
  const far = reach.indexOf(Math.max(...reach));
  return [...thinLine(outline.slice(0, far + 1), tolerance).slice(0, -1), ...thinLine([...outline.slice(far), start], tolerance).slice(0, -1)];
}

const signedArea = (outline: Point[]) =>
  outline.reduce((sum, [x, y], k) => {
    const [nx, ny] = outline[(k + 1) % outline.length]!;
    return sum + x * ny - nx * y;
  }, 0);

/**
 * Path data for outlines on a whole-unit grid: outlines smaller than `minSize` units either way are
 * left out, and every outline winds the same way, so overlapping parts of one path stay filled.
 */
export function gridPath(outlines: Point[][], tolerance: number, minSize: number): string {
  let d = '';
  for (const outline of outlines) {
    const xs = outline.map((p) => p[0]);
    const ys = outline.map((p) => p[1]);
    if (Math.max(...xs) - Math.min(...xs) < minSize && Math.max(...ys) - Math.min(...ys) < minSize) continue;
    const rounded = thinOutline(outline, tolerance)
      .map(([x, y]): Point => [Math.round(x), Math.round(y)])
      .filter((p, k, all) => k === 0 || p[0] !== all[k - 1]![0] || p[1] !== all[k - 1]![1]);
    if (rounded.length < 3) continue;
    if (signedArea(rounded) < 0) rounded.reverse();
    d += `M${rounded.map((p) => p.join(' ')).join(' ')}Z`;
  }
  return d;
}
