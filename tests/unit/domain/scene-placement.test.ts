import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Box } from '~/domain/geometry.ts';
import { freeSpot, groupSize, placeNew, PLACEMENT_GAP } from '~/domain/scene-placement.ts';

const VIEW: Box = { x: 0, y: 0, width: 800, height: 600 };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxArb = fc.record({
  x: fc.integer({ min: -200, max: 1200 }),
  y: fc.integer({ min: -200, max: 900 }),
  width: fc.integer({ min: 20, max: 400 }),
  height: fc.integer({ min: 20, max: 400 }),
});

describe('a new sticker’s place', () => {
  it('is the view’s top-left corner, a gap in, on an empty canvas', () => {
    expect(placeNew({ size: { width: 100, height: 100 }, occupied: [], visible: { x: 300, y: 50, width: 390, height: 400 } })).toEqual({ x: 324, y: 74 });
  });

  it('is beside the stickers already there, in reading order, never on them', () => {
    const one = { x: 24, y: 24, width: 200, height: 100 };
    expect(freeSpot({ width: 200, height: 100 }, [one], VIEW)).toEqual({ x: 248, y: 24 });
    const row = [one, { x: 248, y: 24, width: 200, height: 100 }, { x: 472, y: 24, width: 300, height: 100 }];
    expect(freeSpot({ width: 200, height: 100 }, row, VIEW)).toEqual({ x: 24, y: 148 });
  });

  it('leaves stickers out of view out of the reckoning', () => {
    expect(freeSpot({ width: 100, height: 100 }, [{ x: 2000, y: 2000, width: 500, height: 500 }], VIEW)).toEqual({ x: 24, y: 24 });
  });

  it('goes just below the view when the view is full, and right of everything when that is too narrow', () => {
    const full = [{ x: 0, y: 0, width: 800, height: 600 }];
    expect(freeSpot({ width: 100, height: 100 }, full, VIEW)).toBeNull();
    expect(placeNew({ size: { width: 100, height: 100 }, occupied: full, visible: VIEW })).toEqual({ x: 24, y: 624 });
    // Wider than the view: below it too, from its left edge.
    expect(placeNew({ size: { width: 900, height: 100 }, occupied: full, visible: VIEW })).toEqual({ x: 24, y: 624 });
  });

  it('never answers a spot on another sticker, wherever the view is full', () => {
    fc.assert(
      fc.property(fc.array(boxArb, { maxLength: 30 }), fc.integer({ min: 20, max: 900 }), fc.integer({ min: 20, max: 500 }), (occupied, width, height) => {
        const box = { ...placeNew({ size: { width, height }, occupied, visible: VIEW }), width, height };
        for (const other of occupied) expect(intersects(box, other)).toBe(false);
      }),
    );
  });

  it('answers a free spot that lies in view, a gap clear of every sticker, whenever it answers one', () => {
    fc.assert(
      fc.property(fc.array(boxArb, { maxLength: 30 }), fc.integer({ min: 20, max: 500 }), fc.integer({ min: 20, max: 500 }), (occupied, width, height) => {
        const spot = freeSpot({ width, height }, occupied, VIEW);
        if (!spot) return;
        const box = { ...spot, width, height };
        expect(box.x).toBeGreaterThanOrEqual(VIEW.x + PLACEMENT_GAP);
        expect(box.y).toBeGreaterThanOrEqual(VIEW.y + PLACEMENT_GAP);
        expect(box.x + width).toBeLessThanOrEqual(VIEW.x + VIEW.width - PLACEMENT_GAP);
        expect(box.y + height).toBeLessThanOrEqual(VIEW.y + VIEW.height - PLACEMENT_GAP);
        for (const other of occupied) {
          const grown = {
            x: other.x - PLACEMENT_GAP,
            y: other.y - PLACEMENT_GAP,
            width: other.width + 2 * PLACEMENT_GAP,
            height: other.height + 2 * PLACEMENT_GAP,
          };
          expect(intersects(box, grown)).toBe(false);
        }
      }),
    );
  });

  it('finds a spot whenever an empty strip of the view could hold the box', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 300 }), fc.integer({ min: 20, max: 200 }), (width, height) => {
        // Everything but a band across the bottom is taken.
        const taken = [{ x: 0, y: 0, width: 800, height: 600 - height - 2 * PLACEMENT_GAP - PLACEMENT_GAP }];
        expect(freeSpot({ width, height }, taken, VIEW)).not.toBeNull();
      }),
    );
  });

  it('measures a group from its members', () => {
    expect(
      groupSize([
        { x: 0, y: 0, width: 100, height: 100 },
        { x: 144, y: 0, width: 100, height: 100 },
        { x: 0, y: 144, width: 50, height: 200 },
      ]),
    ).toEqual({ width: 244, height: 344 });
    expect(groupSize([])).toEqual({ width: 0, height: 0 });
  });
});
