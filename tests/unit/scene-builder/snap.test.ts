import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rotatedBox, type Box } from '../../../src/domain/geometry.ts';
import { SNAP_GRID_PX, SNAP_THRESHOLD_SCREEN_PX, snapDrag } from '../../../src/features/scene-builder/snap.ts';

const box = (x: number, y: number, width = 50, height = 50): Box => ({ x, y, width, height });
/** A sticker beside the dragged ones: its left, centre and right lines are at 100, 140 and 180. */
const other = box(100, 1000, 80, 80);

describe('snapping to the quarter-inch grid', () => {
  it('pulls the left and top edges to the nearest quarter inch within 6 screen pixels at 100%', () => {
    expect(snapDrag({ box: box(29, 44), others: [], scale: 1, free: false })).toEqual({ x: 24, y: 48, guides: [] });
  });

  it('leaves an edge more than 6 screen pixels from the grid where the pointer put it', () => {
    expect(snapDrag({ box: box(33, 60.5), others: [], scale: 1, free: false })).toEqual({ x: 33, y: 60.5, guides: [] });
  });

  it('reaches twice as far in scene pixels at 50%, where a scene pixel is half a screen pixel', () => {
    expect(snapDrag({ box: box(35, 58), others: [], scale: 0.5, free: false })).toEqual({ x: 24, y: 48, guides: [] });
    expect(snapDrag({ box: box(35, 58), others: [], scale: 1, free: false })).toEqual({ x: 35, y: 58, guides: [] });
  });
});

describe('snapping to other stickers', () => {
  it('lines up left edges and draws a guide spanning both stickers', () => {
    const result = snapDrag({ box: box(103, 310), others: [box(100, 200, 80, 80)], scale: 1, free: false });
    expect(result.x).toBe(100);
    expect(result.guides).toEqual([{ axis: 'x', at: 100, from: 200, to: 362 }]);
  });

  it('lines up right edges with left edges and centres with centres', () => {
    // The dragged right edge (x + 50) meets the other's left edge at 100.
    expect(snapDrag({ box: box(52, 1000.5), others: [other], scale: 1, free: false }).x).toBe(50);
    // The dragged centre (x + 25) meets the other's centre at 140: x = 115, nearer than the grid's 120.
    const centred = snapDrag({ box: box(116, 1000.5), others: [other], scale: 1, free: false });
    expect(centred.x).toBe(115);
    expect(centred.guides).toContainEqual({ axis: 'x', at: 140, from: 1000, to: 1080 });
  });

  it('lines up tops, middles and bottoms on the other axis, with horizontal guides', () => {
    const result = snapDrag({ box: box(400, 213), others: [box(100, 200, 80, 80)], scale: 1, free: false });
    // The dragged middle (y + 25) meets the other's middle at 240.
    expect(result.y).toBe(215);
    expect(result.guides).toEqual([{ axis: 'y', at: 240, from: 100, to: 450 }]);
  });

  it('prefers a sticker line to the grid at the same distance, and the nearer one otherwise', () => {
    // 27 is 3 from both the grid (24) and the other's left edge (30).
    expect(snapDrag({ box: box(27, 1000.5), others: [box(30, 0, 60, 60)], scale: 1, free: false }).x).toBe(30);
    // 26 is 2 from the grid and 4 from the other's left edge.
    const result = snapDrag({ box: box(26, 1000.5), others: [box(30, 0, 60, 60)], scale: 1, free: false });
    expect(result.x).toBe(24);
    expect(result.guides).toEqual([]);
  });

  it('measures the threshold in screen pixels: 5 scene pixels snap at 100% but not at 200%', () => {
    const others = [box(101, 0, 100, 100)];
    expect(snapDrag({ box: box(106, 1000.5), others, scale: 1, free: false }).x).toBe(101);
    expect(snapDrag({ box: box(106, 1000.5), others, scale: 2, free: false }).x).toBe(106);
    expect(snapDrag({ box: box(104, 1000.5), others, scale: 2, free: false }).x).toBe(101);
  });

  it('merges the guides of stickers lined up on the same line into one', () => {
    const result = snapDrag({ box: box(102, 500.5), others: [box(100, 100, 60, 60), box(100, 800, 40, 40)], scale: 1, free: false });
    expect(result.guides).toEqual([{ axis: 'x', at: 100, from: 100, to: 840 }]);
  });
});

describe('free dragging (Alt)', () => {
  it('neither snaps nor draws guides', () => {
    expect(snapDrag({ box: box(103, 199), others: [box(100, 200, 80, 80)], scale: 1, free: true })).toEqual({ x: 103, y: 199, guides: [] });
  });
});

describe('any drag', () => {
  const boxes = fc.record({
    x: fc.double({ min: -2000, max: 4000, noNaN: true }),
    y: fc.double({ min: -2000, max: 4000, noNaN: true }),
    width: fc.double({ min: 1, max: 1500, noNaN: true }),
    height: fc.double({ min: 1, max: 1500, noNaN: true }),
  });

  it('lands no further than the threshold from where the pointer put it, on each axis', () => {
    fc.assert(
      fc.property(boxes, fc.array(boxes, { maxLength: 8 }), fc.double({ min: 0.21, max: 8, noNaN: true }), fc.boolean(), (dragged, others, scale, free) => {
        const { x, y, guides } = snapDrag({ box: dragged, others, scale, free });
        const threshold = SNAP_THRESHOLD_SCREEN_PX / scale;
        expect(Math.abs(x - dragged.x)).toBeLessThanOrEqual(threshold);
        expect(Math.abs(y - dragged.y)).toBeLessThanOrEqual(threshold);
        for (const guide of guides) expect(guide.to).toBeGreaterThanOrEqual(guide.from);
      }),
    );
  });

  it('stays where the pointer put it, without guides, when free', () => {
    fc.assert(
      fc.property(boxes, fc.array(boxes, { maxLength: 8 }), fc.double({ min: 0.21, max: 8, noNaN: true }), (dragged, others, scale) => {
        expect(snapDrag({ box: dragged, others, scale, free: true })).toEqual({ x: dragged.x, y: dragged.y, guides: [] });
      }),
    );
  });

  it('snaps to the grid or to a guide whenever it moves', () => {
    let moves = 0;
    fc.assert(
      fc.property(boxes, fc.array(boxes, { maxLength: 8 }), fc.double({ min: 0.21, max: 8, noNaN: true }), (dragged, others, scale) => {
        const { x, guides } = snapDrag({ box: dragged, others, scale, free: false });
        if (x === dragged.x) return;
        moves++;
        const onGrid = Math.abs(x / SNAP_GRID_PX - Math.round(x / SNAP_GRID_PX)) < 1e-9;
        expect(onGrid || guides.some((g) => g.axis === 'x')).toBe(true);
      }),
    );
    expect(moves, 'some drags moved').toBeGreaterThan(0);
  });
});

describe('a rotated sticker', () => {
  it('snaps by the box it covers on screen', () => {
    expect(rotatedBox(box(0, 0, 200, 100), 90)).toEqual({ x: 50, y: -50, width: 100, height: 200 });
    expect(rotatedBox(box(10, 20, 200, 100), 180)).toEqual(box(10, 20, 200, 100));
    const turned = rotatedBox(box(0, 0, 100, 100), 45);
    expect(turned.width).toBeCloseTo(100 * Math.SQRT2);
    expect(turned.x).toBeCloseTo(50 - 50 * Math.SQRT2);
  });
});
