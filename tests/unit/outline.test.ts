import { describe, expect, it } from 'vitest';
import { gridPath, pathOutlines, thinOutline, type Point } from '../../scripts/seed/outline.ts';

const area = (outline: Point[]) =>
  outline.reduce((sum, [x, y], k) => {
    const [nx, ny] = outline[(k + 1) % outline.length]!;
    return sum + x * ny - nx * y;
  }, 0) / 2;

describe('pathOutlines', () => {
  it('reads each closed subpath, pairs after a moveto as lines', () => {
    expect(pathOutlines('M0 0L10 0L10 10ZM20 20 30 20 30 30Z')).toEqual([
      [
        [0, 0],
        [10, 0],
        [10, 10],
      ],
      [
        [20, 20],
        [30, 20],
        [30, 30],
      ],
    ]);
  });

  it('flattens a curve into points on it, ending at its end point', () => {
    const [outline] = pathOutlines('M0 0C0 10 10 10 10 0Z');
    expect(outline!.length).toBe(9);
    expect(outline![outline!.length - 1]).toEqual([10, 0]);
    // The curve's midpoint: (5, 7.5) for these control points.
    expect(outline![4]![0]).toBeCloseTo(5);
    expect(outline![4]![1]).toBeCloseTo(7.5);
  });

  it('refuses commands the demo artwork never draws, rather than drawing them wrong', () => {
    expect(() => pathOutlines('M0 0a5 5 0 0 1 10 0Z')).toThrow(/"a"/);
    expect(() => pathOutlines('M0 0Q5 5 10 0Z')).toThrow(/"Q"/);
  });
});

describe('thinOutline', () => {
  it('keeps corners and drops points that lie within the tolerance of a straight run', () => {
    const square: Point[] = [
      [0, 0],
      [5, 0.1],
      [10, 0],
      [10, 5],
      [10, 10],
      [5, 10],
      [0, 10],
      [0, 5],
    ];
    expect(thinOutline(square, 0.5)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ]);
    expect(thinOutline(square, 0.05)).toContainEqual([5, 0.1]);
  });
});

describe('gridPath', () => {
  const box = (x: number, y: number, size: number, clockwise: boolean): Point[] => {
    const corners: Point[] = [
      [x, y],
      [x + size, y],
      [x + size, y + size],
      [x, y + size],
    ];
    return clockwise ? corners : corners.reverse();
  };

  it('rounds to whole units, leaves out outlines smaller than the least size, and winds every outline the same way', () => {
    const d = gridPath([box(0.4, 0.4, 10, true), box(5.2, 5.2, 10, false), box(30, 30, 1, true)], 0.5, 3);
    const outlines = pathOutlines(d);
    expect(outlines).toHaveLength(2);
    expect(d).not.toMatch(/\d\.\d/);
    expect(d).not.toContain('30 30');
    // Same sign: where the two overlap, a nonzero fill keeps them filled.
    expect(Math.sign(area(outlines[0]!))).toBe(Math.sign(area(outlines[1]!)));
  });
});
