import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rotatedBox, type Box } from '../../../src/domain/geometry.ts';
import { CROP_MARGIN_PX, MAT_MARGIN_PX, exportCrop, unionOf } from '../../../src/domain/scene-export.ts';

const RUNS = { numRuns: 500 };
/** Rounding slack of the float sums. */
const EPS = 1e-6;

/** A sticker as placed: its unturned box (top-left, true size) and its rotation. */
interface Placed {
  box: Box;
  rotation: number;
}

const boards = fc.record({
  x: fc.constant(0),
  y: fc.constant(0),
  width: fc.integer({ min: 1000, max: 4800 }),
  height: fc.integer({ min: 800, max: 3600 }),
});

function placedOn(board: Box, { onBoard }: { onBoard: boolean }): fc.Arbitrary<Placed> {
  return fc
    .record({
      width: fc.integer({ min: 10, max: 500 }),
      height: fc.integer({ min: 10, max: 500 }),
      fx: fc.double({ min: 0, max: 1, noNaN: true }),
      fy: fc.double({ min: 0, max: 1, noNaN: true }),
      rotation: fc.double({ min: -360, max: 360, noNaN: true }),
    })
    .map(({ width, height, fx, fy, rotation }) => {
      // Placed by its turned box's top-left, anywhere it fits (on the board, a pixel in from its
      // edges, where float noise cannot push it past them) or up to 600 px past it.
      const turned = rotatedBox({ x: 0, y: 0, width, height }, rotation);
      const inset = onBoard ? 1 : -600;
      const x = inset + fx * Math.max(0, board.width - 2 * inset - turned.width) - turned.x;
      const y = inset + fy * Math.max(0, board.height - 2 * inset - turned.height) - turned.y;
      return { box: { x, y, width, height }, rotation };
    });
}

/** A scene: a board and one to eight stickers on it (or, with onBoard false, some reaching past it). */
const scenes = (onBoard: boolean) =>
  boards.chain((board) => fc.record({ board: fc.constant(board), stickers: fc.array(placedOn(board, { onBoard }), { minLength: 1, maxLength: 8 }) }));

/** A turned sticker's four corners, worked out from its rotation (not from rotatedBox). */
function corners({ box, rotation }: Placed): { x: number; y: number }[] {
  const t = (rotation * Math.PI) / 180;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx, sy]) => {
    const dx = (sx! * box.width) / 2;
    const dy = (sy! * box.height) / 2;
    return { x: cx + dx * Math.cos(t) - dy * Math.sin(t), y: cy + dx * Math.sin(t) + dy * Math.cos(t) };
  });
}

const turnedBoxes = (stickers: readonly Placed[]) => stickers.map((s) => rotatedBox(s.box, s.rotation));
const right = (r: Box) => r.x + r.width;
const bottom = (r: Box) => r.y + r.height;
const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x - EPS && inner.y >= outer.y - EPS && right(inner) <= right(outer) + EPS && bottom(inner) <= bottom(outer) + EPS;

describe('rotatedBox', () => {
  it('swaps width and height at 90 degrees, about the same centre', () => {
    expect(rotatedBox({ x: 0, y: 0, width: 200, height: 100 }, 90)).toEqual({
      x: expect.closeTo(50),
      y: expect.closeTo(-50),
      width: expect.closeTo(100),
      height: expect.closeTo(200),
    });
  });

  it('grows a square by the square root of two at 45 degrees', () => {
    const box = rotatedBox({ x: 0, y: 0, width: 100, height: 100 }, 45);
    expect(box.width).toBeCloseTo(100 * Math.SQRT2);
    expect(box.x).toBeCloseTo(50 - (100 * Math.SQRT2) / 2);
  });

  it('turns the same either way and every half turn', () => {
    fc.assert(
      fc.property(fc.double({ min: -720, max: 720, noNaN: true }), (rotation) => {
        const box = { x: 10, y: 20, width: 300, height: 120 };
        const a = rotatedBox(box, rotation);
        const b = rotatedBox(box, -rotation + 180);
        return Math.abs(a.width - b.width) < 1e-6 && Math.abs(a.height - b.height) < 1e-6;
      }),
    );
  });
});

describe('unionOf', () => {
  it('is null for nothing and the smallest box around the rest', () => {
    expect(unionOf([])).toBeNull();
    expect(
      unionOf([
        { x: 0, y: 10, width: 10, height: 10 },
        { x: 20, y: 0, width: 10, height: 5 },
      ]),
    ).toEqual({ x: 0, y: 0, width: 30, height: 20 });
  });
});

describe('exportCrop', () => {
  const plain = { x: 0, y: 0, width: 2880, height: 1920 };

  it('is the stickers and half an inch of board around them', () => {
    expect(exportCrop([{ x: 100, y: 200, width: 192, height: 96 }], plain)).toEqual({ x: 52, y: 152, width: 288, height: 192 });
  });

  it('keeps what margin the board has near its edge', () => {
    expect(exportCrop([{ x: 10, y: 1900, width: 20, height: 20 }], plain)).toEqual({
      x: 0,
      y: 1900 - CROP_MARGIN_PX,
      width: 30 + CROP_MARGIN_PX,
      height: 20 + CROP_MARGIN_PX,
    });
  });

  it('keeps the whole board with its mat when there are no stickers', () => {
    expect(exportCrop([], plain)).toEqual({ x: -MAT_MARGIN_PX, y: -MAT_MARGIN_PX, width: 2880 + 2 * MAT_MARGIN_PX, height: 1920 + 2 * MAT_MARGIN_PX });
  });

  it('puts every corner of every turned sticker inside the crop', () => {
    fc.assert(
      fc.property(fc.oneof(scenes(true), scenes(false)), ({ board, stickers }) => {
        const crop = exportCrop(turnedBoxes(stickers), board);
        for (const corner of stickers.flatMap(corners)) {
          expect(corner.x).toBeGreaterThanOrEqual(crop.x - EPS);
          expect(corner.y).toBeGreaterThanOrEqual(crop.y - EPS);
          expect(corner.x).toBeLessThanOrEqual(right(crop) + EPS);
          expect(corner.y).toBeLessThanOrEqual(bottom(crop) + EPS);
        }
      }),
      RUNS,
    );
  });

  it('stays inside the board when every sticker is on it, keeping the margin wherever the board has room', () => {
    fc.assert(
      fc.property(scenes(true), ({ board, stickers }) => {
        const boxes = turnedBoxes(stickers);
        const crop = exportCrop(boxes, board);
        expect(contains(board, crop)).toBe(true);
        const extent = unionOf(boxes)!;
        // Each side: the margin, or all the board there is on that side when that is less.
        expect(extent.x - crop.x).toBeCloseTo(Math.min(CROP_MARGIN_PX, extent.x - board.x), 6);
        expect(extent.y - crop.y).toBeCloseTo(Math.min(CROP_MARGIN_PX, extent.y - board.y), 6);
        expect(right(crop) - right(extent)).toBeCloseTo(Math.min(CROP_MARGIN_PX, right(board) - right(extent)), 6);
        expect(bottom(crop) - bottom(extent)).toBeCloseTo(Math.min(CROP_MARGIN_PX, bottom(board) - bottom(extent)), 6);
      }),
      RUNS,
    );
  });

  it('never shows more than the whole-board export did: the board and every sticker, with the mat', () => {
    fc.assert(
      fc.property(fc.oneof(scenes(true), scenes(false)), ({ board, stickers }) => {
        const boxes = turnedBoxes(stickers);
        const whole = unionOf([board, ...boxes])!;
        const matted = {
          x: whole.x - MAT_MARGIN_PX,
          y: whole.y - MAT_MARGIN_PX,
          width: whole.width + 2 * MAT_MARGIN_PX,
          height: whole.height + 2 * MAT_MARGIN_PX,
        };
        expect(contains(matted, exportCrop(boxes, board))).toBe(true);
      }),
      RUNS,
    );
  });

  it('leaves the mat beyond a sticker that reaches past the board', () => {
    const crop = exportCrop([{ x: -50, y: 100, width: 100, height: 100 }], plain);
    expect(crop.x).toBe(-50 - MAT_MARGIN_PX);
    expect(crop.y).toBe(100 - CROP_MARGIN_PX);
  });
});
