import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calibrationCard,
  CARD_INCHES,
  CARD_WIDTH_RANGE,
  clampZoom,
  GRID_MAX_PX,
  gridLines,
  inchesText,
  MAX_ZOOM,
  maxCardWidth,
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

describe('the calibration card', () => {
  const ratio = CARD_INCHES.width / CARD_INCHES.height;

  it('is drawn across while it fits, upright on a phone', () => {
    expect(calibrationCard(337, 520)).toEqual({ width: 337, height: (337 * CARD_INCHES.height) / CARD_INCHES.width, upright: false });
    const phone = calibrationCard(526, 342);
    expect(phone.upright).toBe(true);
    expect(phone.height).toBe(526);
    expect(phone.width).toBeLessThanOrEqual(342);
  });

  it('keeps the card proportions and fits the room at every setting the slider offers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 140, max: 2000 }), fc.integer({ min: 200, max: 2000 }), fc.double({ min: 0, max: 1, noNaN: true }), (room, tall, at) => {
        const max = maxCardWidth({ width: room, height: tall });
        const width = Math.round(CARD_WIDTH_RANGE.min + at * (max - CARD_WIDTH_RANGE.min));
        const card = calibrationCard(width, room);
        const long = Math.max(card.width, card.height);
        const short = Math.min(card.width, card.height);
        expect(long / short).toBeCloseTo(ratio, 6);
        expect(long).toBe(width);
        // The smallest card is wider than a tiny room can hold: only there may it overflow.
        if (CARD_WIDTH_RANGE.min * (CARD_INCHES.height / CARD_INCHES.width) <= room) expect(card.width).toBeLessThanOrEqual(room);
        if (width > CARD_WIDTH_RANGE.min) expect(card.height).toBeLessThanOrEqual(Math.max(tall, card.upright ? 0 : card.height));
      }),
    );
  });

  it('offers phones their real density (about 150 to 165 pixels per inch) upright', () => {
    expect(ppiFromCard(maxCardWidth({ width: 342, height: 560 }))).toBeGreaterThanOrEqual(160);
    expect(maxCardWidth({ width: 100_000, height: 100_000 })).toBe(CARD_WIDTH_RANGE.max);
    // A desktop dialog: across, as wide as it is.
    expect(maxCardWidth({ width: 520, height: 300 })).toBe(520);
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

describe('Ctrl+wheel zoom', () => {
  it('zooms out on a wheel down and in on a wheel up, within 21 to 200', async () => {
    const { wheelZoom } = await import('../../../src/features/scene-builder/use-touch-canvas.ts');
    expect(wheelZoom(100, 100)).toBeCloseTo(87.06, 2);
    expect(wheelZoom(100, -100)).toBeCloseTo(114.87, 2);
    expect(wheelZoom(100, 1e6)).toBe(MIN_ZOOM);
    expect(wheelZoom(100, -1e6)).toBe(MAX_ZOOM);
    expect(wheelZoom(100, Number.NaN)).toBe(100);
  });

  it('adds a trackpad’s many small steps up to what one big step does', async () => {
    const { wheelZoom } = await import('../../../src/features/scene-builder/use-touch-canvas.ts');
    let zoom = 100;
    for (let i = 0; i < 50; i++) zoom = wheelZoom(zoom, -2);
    expect(zoom).toBeCloseTo(wheelZoom(100, -100), 6);
    // Each step alone would round back to 100: the sum is what moves the zoom.
    expect(Math.round(wheelZoom(100, -2))).toBe(100);
  });
});
