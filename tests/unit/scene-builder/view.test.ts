import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampZoom,
  GRID_MAX_PX,
  gridLines,
  inchesText,
  MAX_ZOOM,
  MIN_ZOOM,
  ppiFromCard,
  screenScale,
  stepZoom,
  ZOOM_LEVELS,
} from '../../../src/features/scene-builder/view.ts';

describe('zoom', () => {
  it('steps through the spec levels, 21 and 200 at the ends', () => {
    expect(stepZoom(100, 1)).toBe(120);
    expect(stepZoom(100, -1)).toBe(80);
    expect(stepZoom(21, 1)).toBe(40);
    expect(stepZoom(40, -1)).toBe(21);
    expect(stepZoom(21, -1)).toBe(21);
    expect(stepZoom(200, 1)).toBe(200);
    expect(stepZoom(73, 1)).toBe(80);
  });

  it('keeps any zoom inside 21 to 200', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (z) => {
        const c = clampZoom(z);
        return c >= MIN_ZOOM && c <= MAX_ZOOM;
      }),
    );
    expect(ZOOM_LEVELS[0]).toBe(21);
  });
});

describe('true size', () => {
  it('is 96 scene pixels to the inch at 100% on an uncalibrated screen', () => {
    expect(screenScale(100)).toBe(1);
    expect(screenScale(100, 120)).toBe(1.25);
  });

  it('reads the screen pixels per inch from a card matched on it, within sane bounds', () => {
    expect(ppiFromCard(3.37 * 120)).toBe(120);
    expect(ppiFromCard(1)).toBe(48);
    expect(ppiFromCard(1e6)).toBe(400);
  });
});

describe('the grid', () => {
  it('draws half-inch and inch lines, labelling whole inches', () => {
    expect(gridLines(200)).toEqual([
      { at: 0, inch: 0 },
      { at: 48, inch: null },
      { at: 96, inch: 1 },
      { at: 144, inch: null },
      { at: 192, inch: 2 },
    ]);
  });

  it('stops at 31 inches', () => {
    const lines = gridLines(10_000);
    expect(lines.at(-1)).toEqual({ at: GRID_MAX_PX, inch: 31 });
    expect(lines).toHaveLength(63);
  });

  it('writes measurements in inches', () => {
    expect(inchesText(216)).toBe('2.25"');
    expect(inchesText(96)).toBe('1"');
  });
});

describe('pinch zoom', () => {
  it('zooms by the damped ratio of the fingers, within 21 to 200', async () => {
    const { pinchZoom } = await import('../../../src/features/scene-builder/use-touch-canvas.ts');
    expect(pinchZoom(100, 100, 100)).toBe(100);
    expect(pinchZoom(100, 100, 200)).toBe(162);
    expect(pinchZoom(100, 200, 100)).toBe(62);
    expect(pinchZoom(150, 10, 1000)).toBe(200);
    expect(pinchZoom(40, 1000, 1)).toBe(21);
    expect(pinchZoom(100, 0, 50)).toBe(100);
  });
});
