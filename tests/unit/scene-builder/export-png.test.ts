// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { Scene, SceneListing, SceneSticker } from '~/domain/scene.ts';
import { BUILDER_BACKGROUNDS } from '~/domain/scene.ts';
import { PX_PER_INCH } from '~/domain/scene-scale.ts';
import { BACKGROUNDS } from '~/features/scene-builder/backgrounds.ts';
import { rotatedBox } from '~/domain/geometry.ts';
import { CROP_MARGIN_PX, MAT_MARGIN_PX, unionOf } from '~/domain/scene-export.ts';
import {
  backgroundBox,
  CANVAS_LIMITS,
  downloadBlob,
  drawOrder,
  exportSize,
  sceneBounds,
  stickerBox,
  stickerTint,
} from '~/features/scene-builder/export-png.ts';

/** A listing whose MICRO size is `width` x `height` inches. */
function listing(id: number, width = 2, height = 1): SceneListing {
  return {
    id,
    title: `Design ${id}`,
    slug: `design-${id}-vinyl-decal`,
    category: 'Animals',
    etsyUrl: null,
    svgPath: `/artwork/animals/design-${id}.svg`,
    svgPaths: [],
    svgTitles: [],
    isSet: false,
    setQuantity: 1,
    isTrueScale: false,
    dimensions: { MICRO: { width, height, unit: 'inches', source: 'manual' } },
    sizeOptions: [{ name: 'MICRO', value: 'MICRO', id: null, packCount: 1 }],
    colorOptions: [],
  };
}

function sticker(id: string, overrides: Partial<SceneSticker> = {}): SceneSticker {
  return { id, listingId: 1, size: 'MICRO', color: 'Black (Matte)', x: 0, y: 0, rotation: 0, isFlipped: false, zIndex: 1, pack: null, ...overrides };
}

function scene(...stickers: SceneSticker[]): Scene {
  return { stickers, listings: { 1: listing(1) } };
}

const laptop = { width: BACKGROUNDS.laptop.widthInches * PX_PER_INCH, height: BACKGROUNDS.laptop.heightInches * PX_PER_INCH };

describe('what the image covers', () => {
  it('is the stickers and half an inch of the board around them, not the whole board', () => {
    // Two 2 x 1 inch stickers (192 x 96 px), the second 20 px right and down of the first.
    const bounds = sceneBounds(scene(sticker('a', { x: 100, y: 200 }), sticker('b', { x: 120, y: 220 })), 'plain');
    expect(bounds).toEqual({ x: 100 - CROP_MARGIN_PX, y: 200 - CROP_MARGIN_PX, width: 212 + 2 * CROP_MARGIN_PX, height: 116 + 2 * CROP_MARGIN_PX });
  });

  it('stops at the board’s edge where the margin would pass it', () => {
    const bounds = sceneBounds(scene(sticker('a', { x: 10, y: 0 })), 'laptop');
    expect(bounds).toEqual({ x: 0, y: 0, width: 10 + 192 + CROP_MARGIN_PX, height: 96 + CROP_MARGIN_PX });
  });

  it('reaches a sticker past the background, by its turned box, with the mat beyond it', () => {
    // 2 x 1 inches = 192 x 96 px; turned 90 degrees it spans 96 x 192 about its centre (x + 96, y + 48).
    const bounds = sceneBounds(scene(sticker('a', { x: laptop.width, y: -100, rotation: 90 })), 'laptop');
    expect(bounds.x).toBeCloseTo(laptop.width + 96 - 48 - CROP_MARGIN_PX);
    expect(bounds.y).toBeCloseTo(-100 + 48 - 96 - MAT_MARGIN_PX);
    expect(bounds.x + bounds.width).toBeCloseTo(laptop.width + 96 + 48 + MAT_MARGIN_PX);
  });

  it('counts a sticker whose listing is missing at the 100 x 100 fall-back size', () => {
    const bounds = sceneBounds({ stickers: [sticker('a', { listingId: 99, x: 300, y: 300 })], listings: {} }, 'plain');
    expect(bounds).toEqual({ x: 300 - CROP_MARGIN_PX, y: 300 - CROP_MARGIN_PX, width: 100 + 2 * CROP_MARGIN_PX, height: 100 + 2 * CROP_MARGIN_PX });
  });

  it('is the whole board and a mat around it when the scene is empty, as before', () => {
    expect(sceneBounds(scene(), 'laptop')).toEqual({
      x: -MAT_MARGIN_PX,
      y: -MAT_MARGIN_PX,
      width: laptop.width + 2 * MAT_MARGIN_PX,
      height: laptop.height + 2 * MAT_MARGIN_PX,
    });
  });

  it('is never drawn at fewer pixels to the inch than the whole board was', () => {
    const placed = fc.record({
      x: fc.integer({ min: -600, max: 5000 }),
      y: fc.integer({ min: -600, max: 4000 }),
      rotation: fc.integer({ min: -180, max: 180 }),
    });
    fc.assert(
      fc.property(fc.constantFrom(...BUILDER_BACKGROUNDS), fc.array(placed, { minLength: 1, maxLength: 6 }), (background, places) => {
        const s = scene(...places.map((p, i) => sticker(String(i), p)));
        // What the export drew before: the board and every sticker's turned box, with the mat around them.
        const whole = unionOf([backgroundBox(background), ...s.stickers.map((st) => rotatedBox(stickerBox(s, st), st.rotation))])!;
        whole.width += 2 * MAT_MARGIN_PX;
        whole.height += 2 * MAT_MARGIN_PX;
        // Computed by two paths, the two scales may differ in their last bit (1.1723042245288604 against ...606).
        expect(exportSize(sceneBounds(s, background), 2).scale).toBeGreaterThanOrEqual(exportSize(whole, 2).scale - 1e-12);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the image size', () => {
  it('draws at the asked scale when the scene is small', () => {
    expect(exportSize({ width: laptop.width, height: laptop.height }, 2)).toEqual({ width: 3072, height: 2208, scale: 2 });
  });

  it('keeps a fraction of a pixel at the edge rather than cutting it', () => {
    expect(exportSize({ width: 100.25, height: 50 }, 2)).toEqual({ width: 201, height: 100, scale: 2 });
  });

  it('lowers the scale so the longest side stays within 8192', () => {
    expect(exportSize({ width: 8000, height: 100 }, 2)).toEqual({ width: 8192, height: 103, scale: 1.024 });
  });

  it('lowers the scale so the area stays within 16,777,216 pixels', () => {
    const car = sceneBounds(scene(), 'car');
    const size = exportSize(car, 2);
    expect(size.scale).toBeLessThan(2);
    expect(size.width * size.height).toBeLessThanOrEqual(CANVAS_LIMITS.maxArea);
    expect(size.width * size.height).toBeGreaterThan(CANVAS_LIMITS.maxArea * 0.999);
  });

  it('never exceeds the limits, never draws above the asked scale, and loses at most a pixel a side', () => {
    const side = fc.double({ min: 1, max: 200_000, noNaN: true });
    fc.assert(
      fc.property(side, side, fc.double({ min: 0.1, max: 4, noNaN: true }), (width, height, scale) => {
        const size = exportSize({ width, height }, scale);
        return (
          size.width >= 1 &&
          size.height >= 1 &&
          size.width <= CANVAS_LIMITS.maxSide &&
          size.height <= CANVAS_LIMITS.maxSide &&
          size.width * size.height <= CANVAS_LIMITS.maxArea &&
          size.scale <= scale &&
          Math.abs(size.width - width * size.scale) <= 1 &&
          Math.abs(size.height - height * size.scale) <= 1
        );
      }),
    );
  });

  it('fits every background alone at 2x within the limits', () => {
    for (const background of BUILDER_BACKGROUNDS) {
      const size = exportSize(sceneBounds(scene(), background), 2);
      expect(size.width * size.height, background).toBeLessThanOrEqual(CANVAS_LIMITS.maxArea);
    }
  });
});

describe('the draw order', () => {
  it('draws by zIndex, back to front, keeping the scene order for equal ones', () => {
    const stickers = [sticker('a', { zIndex: 3 }), sticker('b', { zIndex: 1 }), sticker('c', { zIndex: 3 }), sticker('d', { zIndex: 2 })];
    expect(drawOrder(stickers).map((s) => s.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(stickers.map((s) => s.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the tint', () => {
  it("fills with the colour's swatch, by any of its names", () => {
    expect(stickerTint('Black (Matte)')).toBe('#1b1b1b');
    expect(stickerTint('White')).toBe('#f7f7f4');
    expect(stickerTint('Silver')).toBe('#b9bcc0');
  });

  it('falls back to the default colour for a colour the shop does not know', () => {
    expect(stickerTint('Chartreuse Sparkle')).toBe('#1b1b1b');
  });
});

describe('downloadBlob', () => {
  // jsdom has no object URLs: each test lends its own and this gives the originals back.
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a download link with the file name, then revokes the URL', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:scene');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    downloadBlob(new Blob(['png']), 'my-scene.png');

    expect(clicked).toEqual([{ href: 'blob:scene', download: 'my-scene.png' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:scene');
  });
});
