import { describe, it, expect } from 'vitest';
import {
  DEFAULT_LAYER_Y,
  DEFAULT_LAYER_SPEEDS,
  LAYER_ORDER,
  DEFAULT_PARALLAX_SCENE_HEIGHT,
  CATEGORY_PARALLAX_SCENE_HEIGHT,
  FALLBACK_PARALLAX_SCENES,
  SCENE_BUILDER_CATEGORY,
  DEFAULT_BACKGROUND_STYLE,
  layerShift,
  backgroundCss,
  CATEGORY_PARALLAX_SIZES,
  centredLayerShift,
  chooseParallaxScene,
  layerOf,
  layoutParallaxScene,
  placementSizes,
  parallaxSceneHeight,
  parallaxLayers,
  stableIndex,
  stickerPixelSize,
  stickerWidthShare,
  movedStickerPosition,
  SCENE_DESIGN_WIDTH,
  stickerPosition,
  stickerPositionKey,
  type ParallaxSceneLayout,
  type StickerArtwork,
  type StoredParallaxSceneSticker,
} from '../../../src/domain/parallax.ts';
import fc from 'fast-check';

describe('parallax defaults', () => {
  it('places the layers at the spec heights in percent', () => {
    expect(DEFAULT_LAYER_Y).toEqual({ LARGE: 5, MEDIUM: 20, SMALL: 35, MICRO: 50, NANO: 65, PIXEL: 80, ATOM: 95 });
  });

  it('orders the layers from far (LARGE) to near (ATOM) with speeds 21, 7.8, 3, 2, 1.5, 1, 0.5', () => {
    expect([...LAYER_ORDER]).toEqual(['LARGE', 'MEDIUM', 'SMALL', 'MICRO', 'NANO', 'PIXEL', 'ATOM']);
    expect([...DEFAULT_LAYER_SPEEDS]).toEqual([21, 7.8, 3, 2, 1.5, 1, 0.5]);
  });

  it('puts each layer lower than the one behind it', () => {
    for (let i = 1; i < LAYER_ORDER.length; i++) {
      expect(DEFAULT_LAYER_Y[LAYER_ORDER[i]!]).toBeGreaterThan(DEFAULT_LAYER_Y[LAYER_ORDER[i - 1]!]);
    }
  });

  it('makes scenes 50vh by default and 60vh for categories', () => {
    expect(DEFAULT_PARALLAX_SCENE_HEIGHT).toBe('50vh');
    expect(CATEGORY_PARALLAX_SCENE_HEIGHT).toBe('60vh');
  });

  it('falls back to the home-dino1 and scooby2 scenes', () => {
    expect([...FALLBACK_PARALLAX_SCENES]).toEqual(['home-dino1', 'scooby2']);
  });

  it('files Scene Builder scenes under Scene Builder Created', () => {
    expect(SCENE_BUILDER_CATEGORY).toBe('Scene Builder Created');
  });

  it('uses a cover, centred, non-repeating, scrolling background by default', () => {
    expect(DEFAULT_BACKGROUND_STYLE).toEqual({ size: 'cover', position: 'center', repeat: 'no-repeat', attachment: 'scroll' });
  });
});

describe('layerShift', () => {
  it('moves a layer by scroll delta x speed x 0.1', () => {
    expect(layerShift(100, 21)).toBeCloseTo(210);
    expect(layerShift(100, 0.5)).toBeCloseTo(5);
    expect(layerShift(-40, 7.8)).toBeCloseTo(-31.2);
  });

  it('does not move a layer without scrolling', () => {
    expect(layerShift(0, 21)).toBe(0);
  });
});

describe('parallaxLayers', () => {
  it('gives every layer, far to near, its default Y, speed and visibility when the scene says nothing', () => {
    expect(parallaxLayers({})).toEqual([
      { size: 'LARGE', y: 5, speed: 21, visible: true },
      { size: 'MEDIUM', y: 20, speed: 7.8, visible: true },
      { size: 'SMALL', y: 35, speed: 3, visible: true },
      { size: 'MICRO', y: 50, speed: 2, visible: true },
      { size: 'NANO', y: 65, speed: 1.5, visible: true },
      { size: 'PIXEL', y: 80, speed: 1, visible: true },
      { size: 'ATOM', y: 95, speed: 0.5, visible: true },
    ]);
  });

  it('takes a scene’s own settings keyed by size name', () => {
    const [large, medium] = parallaxLayers({ layer_y_positions: { LARGE: 12 }, layer_speeds: { MEDIUM: 4 }, layer_visibility: { LARGE: false } });
    expect(large).toEqual({ size: 'LARGE', y: 12, speed: 21, visible: false });
    expect(medium).toEqual({ size: 'MEDIUM', y: 20, speed: 4, visible: true });
  });

  it('takes settings keyed layer-1.. in order from far to near', () => {
    const layers = parallaxLayers({
      layer_y_positions: { 'layer-1': 0, 'layer-7': 90 },
      layer_speeds: { 'layer-2': 9 },
      layer_visibility: { 'layer-3': false },
    });
    expect(layers[0]).toMatchObject({ size: 'LARGE', y: 0 });
    expect(layers[6]).toMatchObject({ size: 'ATOM', y: 90 });
    expect(layers[1]).toMatchObject({ size: 'MEDIUM', speed: 9 });
    expect(layers[2]).toMatchObject({ size: 'SMALL', visible: false });
  });

  it('prefers the size name when both keys are given', () => {
    expect(parallaxLayers({ layer_speeds: { MICRO: 3.5, 'layer-4': 8 } })[3]).toMatchObject({ size: 'MICRO', speed: 3.5 });
  });

  it('ignores values that are not numbers or booleans, and brings Y inside -100..100', () => {
    const layers = parallaxLayers({
      layer_y_positions: { LARGE: Number.NaN, MEDIUM: 250, SMALL: -300 },
      layer_speeds: { LARGE: Number.POSITIVE_INFINITY },
      layer_visibility: { LARGE: 'no' as unknown as boolean },
    });
    expect(layers[0]).toEqual({ size: 'LARGE', y: 5, speed: 21, visible: true });
    expect(layers[1]!.y).toBe(100);
    expect(layers[2]!.y).toBe(-100);
  });

  it('keeps only the sizes asked for, still far to near', () => {
    expect(parallaxLayers({}, ['ATOM', 'MEDIUM']).map((l) => l.size)).toEqual(['MEDIUM', 'ATOM']);
  });
});

describe('placements', () => {
  it('shows ATOM to MEDIUM in a category scene and every layer in a listing’s scene', () => {
    expect([...CATEGORY_PARALLAX_SIZES].sort()).toEqual(['ATOM', 'MEDIUM', 'MICRO', 'NANO', 'PIXEL', 'SMALL']);
    expect(placementSizes('category')).not.toContain('LARGE');
    expect([...placementSizes('listing')]).toEqual([...LAYER_ORDER]);
  });

  it('makes a category’s box 60vh and a listing’s 50vh', () => {
    expect(parallaxSceneHeight('category')).toBe('60vh');
    expect(parallaxSceneHeight('listing')).toBe('50vh');
  });

  it('puts JUMBO stickers on the farthest layer and every other size on its own', () => {
    expect(layerOf('JUMBO')).toBe('LARGE');
    for (const size of LAYER_ORDER) expect(layerOf(size)).toBe(size);
  });
});

describe('chooseParallaxScene', () => {
  const available = { 'home-dino1': {}, scooby2: {} };

  it('uses the assigned scene when it exists', () => {
    expect(chooseParallaxScene('scooby2', available, 'home-dino1')).toBe('scooby2');
  });

  it('falls back to the first scene when the assigned one is gone', () => {
    expect(chooseParallaxScene('deleted-scene', available, 'home-dino1')).toBe('home-dino1');
    expect(chooseParallaxScene(null, available, 'home-dino1')).toBe('home-dino1');
  });

  it('shows no scene when neither exists', () => {
    expect(chooseParallaxScene('deleted-scene', available, null)).toBeNull();
    expect(chooseParallaxScene('deleted-scene', {}, 'home-dino1')).toBeNull();
  });

  it('is not fooled by names of object properties', () => {
    expect(chooseParallaxScene('toString', available, null)).toBeNull();
  });
});

describe('stickerPosition', () => {
  const sticker = { listingId: 42, size: 'MICRO', xOffset: 10, yOffset: -4 };

  it('uses the sticker’s own offsets without a saved position', () => {
    expect(stickerPosition(sticker, 0, {})).toEqual({ x: 10, y: -4 });
    expect(stickerPosition(sticker, 0, null)).toEqual({ x: 10, y: -4 });
  });

  it('lets a saved position keyed listingId-size-index override the offsets', () => {
    expect(stickerPositionKey(42, 'MICRO', 3)).toBe('42-MICRO-3');
    expect(stickerPosition(sticker, 3, { '42-MICRO-3': { x: 55, y: 7 } })).toEqual({ x: 55, y: 7 });
  });

  it('reads only the position of the same index and size', () => {
    expect(stickerPosition(sticker, 1, { '42-MICRO-3': { x: 55, y: 7 }, '42-SMALL-1': { x: 1, y: 1 } })).toEqual({ x: 10, y: -4 });
  });
});

describe('movedStickerPosition', () => {
  it('moves a sticker by a share of the scene, y kept from its layer line', () => {
    expect(movedStickerPosition({ x: 50, y: 0 }, 20, { dx: 5, dy: -30 })).toEqual({ x: 55, y: -20 });
    expect(movedStickerPosition({ x: 10.123, y: 2 }, 50, { dx: 0.004, dy: 0.333 })).toEqual({ x: 10.13, y: 2.33 });
  });

  it('keeps a sticker inside the scene', () => {
    expect(movedStickerPosition({ x: 98, y: 0 }, 80, { dx: 10, dy: 40 })).toEqual({ x: 100, y: 20 });
    expect(movedStickerPosition({ x: 2, y: 0 }, 5, { dx: -10, dy: -40 })).toEqual({ x: 0, y: -5 });
  });
});

describe('stickerWidthShare', () => {
  it('is the share of a desktop-wide scene a sticker covers, so a phone draws it smaller in proportion', () => {
    expect(stickerWidthShare(216)).toBe(18);
    expect(stickerWidthShare(SCENE_DESIGN_WIDTH)).toBe(100);
    // Two stickers side by side keep their relative widths at any scene width.
    expect(stickerWidthShare(300) / stickerWidthShare(150)).toBe(2);
  });
});

describe('stickerPixelSize', () => {
  it('draws a sticker at its real size, 96 px per inch', () => {
    expect(stickerPixelSize({ MICRO: { width: 2.25, height: 1.125 } }, 'MICRO')).toEqual({ width: 216, height: 108 });
  });

  it('draws a sticker without dimensions for its size 1 inch square', () => {
    expect(stickerPixelSize({ SMALL: { width: 3.5, height: 1.75 } }, 'MICRO')).toEqual({ width: 96, height: 96 });
    expect(stickerPixelSize(null, 'MICRO')).toEqual({ width: 96, height: 96 });
    expect(stickerPixelSize({ MICRO: { width: 0, height: 1 } }, 'MICRO')).toEqual({ width: 96, height: 96 });
  });
});

describe('layoutParallaxScene', () => {
  const art = (title: string, dims: StickerArtwork['dimensions'] = {}): StickerArtwork => ({ title, svgPath: `/artwork/${title}.svg`, dimensions: dims });
  const sticker = (
    listingId: number,
    size: StoredParallaxSceneSticker['size'],
    extra: Partial<StoredParallaxSceneSticker> = {},
  ): StoredParallaxSceneSticker => ({
    listingId,
    title: `stored ${listingId}`,
    size,
    color: 'Red',
    svgPath: null,
    xOffset: 20,
    yOffset: 3,
    ...extra,
  });
  const artwork = { '1': art('rex', { MICRO: { width: 2, height: 1 } }), '2': art('van'), '3': art('moon') };

  it('places each sticker on its size’s layer, its Y added to the layer’s, tinted with its colour', () => {
    const scene: ParallaxSceneLayout = { scene_stickers: [sticker(1, 'MICRO')] };
    const micro = layoutParallaxScene(scene, artwork).find((l) => l.size === 'MICRO')!;
    expect(micro.stickers).toEqual([
      {
        key: '1-MICRO-0',
        listingId: 1,
        title: 'rex',
        size: 'MICRO',
        color: 'Red',
        hex: '#c8102e',
        artwork: '/artwork/rex.svg',
        x: 20,
        y: 53,
        width: 192,
        height: 96,
      },
    ]);
  });

  it('uses the saved positions over the offsets and the layer’s own Y', () => {
    const scene: ParallaxSceneLayout = {
      scene_stickers: [sticker(2, 'NANO')],
      sticker_positions: { '2-NANO-0': { x: 70, y: -10 } },
      layer_y_positions: { NANO: 40 },
    };
    expect(layoutParallaxScene(scene, artwork).find((l) => l.size === 'NANO')!.stickers[0]).toMatchObject({ x: 70, y: 30 });
  });

  it('leaves out stickers whose listing has no artwork in the answer, and those of sizes the placement does not show', () => {
    const scene: ParallaxSceneLayout = { scene_stickers: [sticker(9, 'MICRO'), sticker(3, 'LARGE'), sticker(3, 'MEDIUM')] };
    const layers = layoutParallaxScene(scene, artwork, placementSizes('category'));
    expect(layers.map((l) => l.size)).toEqual(['MEDIUM', 'SMALL', 'MICRO', 'NANO', 'PIXEL', 'ATOM']);
    expect(layers.flatMap((l) => l.stickers.map((s) => s.key))).toEqual(['3-MEDIUM-2']);
  });

  it('drops hidden layers with their stickers', () => {
    const scene: ParallaxSceneLayout = { scene_stickers: [sticker(1, 'MICRO')], layer_visibility: { MICRO: false } };
    const layers = layoutParallaxScene(scene, artwork);
    expect(layers.map((l) => l.size)).not.toContain('MICRO');
    expect(layers.flatMap((l) => l.stickers)).toEqual([]);
  });

  it('draws a sticker’s own artwork path before its listing’s, an unknown colour in black, and JUMBO on the LARGE layer', () => {
    const scene: ParallaxSceneLayout = { scene_stickers: [sticker(1, 'JUMBO', { svgPath: '/artwork/set-design-2.svg', color: 'Plaid' })] };
    const large = layoutParallaxScene(scene, artwork).find((l) => l.size === 'LARGE')!;
    expect(large.stickers[0]).toMatchObject({ artwork: '/artwork/set-design-2.svg', color: 'Black (Matte)', hex: '#1b1b1b', size: 'JUMBO' });
  });
});

describe('centredLayerShift', () => {
  it('is zero when the scene is centred in the viewport', () => {
    expect(centredLayerShift(300, 200, 800, 21)).toBeCloseTo(0);
  });

  it('equals (scrollY - scrollY when centred) x speed x 0.1, for any scroll', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3000, max: 3000 }),
        fc.integer({ min: 100, max: 900 }),
        fc.integer({ min: 300, max: 1200 }),
        fc.constantFrom(...DEFAULT_LAYER_SPEEDS),
        (delta, height, viewport, speed) => {
          const centredTop = viewport / 2 - height / 2;
          // Scrolling down by delta moves the scene up by delta.
          expect(centredLayerShift(centredTop - delta, height, viewport, speed)).toBeCloseTo(layerShift(delta, speed), 6);
        },
      ),
    );
  });

  it('spans -A..A over the scroll during which the scene is visible, A = (viewport + height) / 2 x speed x 0.1', () => {
    const [viewport, height, speed] = [800, 480, 7.8];
    const a = ((viewport + height) / 2) * speed * 0.1;
    expect(centredLayerShift(viewport, height, viewport, speed)).toBeCloseTo(-a);
    expect(centredLayerShift(-height, height, viewport, speed)).toBeCloseTo(a);
  });
});

describe('backgroundCss', () => {
  it('draws cover, centred, without repeat by default', () => {
    expect(backgroundCss(null)).toEqual({ size: 'cover', position: 'center', repeat: 'no-repeat', attachment: 'scroll' });
  });

  it('stretches a fill background and repeats a tiled one at its own size', () => {
    expect(backgroundCss({ size: 'fill', position: 'top', repeat: 'no-repeat', attachment: 'scroll' })).toMatchObject({
      size: '100% 100%',
      position: 'top',
      repeat: 'no-repeat',
    });
    expect(backgroundCss({ size: 'tile', position: 'center', repeat: 'no-repeat', attachment: 'scroll' })).toMatchObject({ size: 'auto', repeat: 'repeat' });
    expect(backgroundCss({ size: 'contain' })).toMatchObject({ size: 'contain', position: 'center', repeat: 'no-repeat' });
  });
});

describe('stableIndex', () => {
  it('picks the same index for the same text, always inside the list', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 64 }), (text, count) => {
        const index = stableIndex(text, count);
        expect(index).toBe(stableIndex(text, count));
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(count);
      }),
    );
  });

  it('spreads different names over the list', () => {
    const picks = new Set(['home-dino1', 'scooby2', 'deep-space', 'cryptid-woods', 'a', 'b', 'c', 'd'].map((n) => stableIndex(n, 16)));
    expect(picks.size).toBeGreaterThan(3);
  });
});

describe('withoutStickers', () => {
  it('drops the stickers of some listings and re-keys the saved positions of the rest', async () => {
    const { withoutStickers } = await import('../../../src/domain/parallax.ts');
    const scene = {
      scene_stickers: [
        { listingId: 1, size: 'MICRO' },
        { listingId: 2, size: 'NANO' },
        { listingId: 3, size: 'LARGE' },
      ],
      sticker_positions: { '1-MICRO-0': { x: 10, y: 1 }, '2-NANO-1': { x: 20, y: 2 }, '3-LARGE-2': { x: 30, y: 3 } },
    };
    const kept = withoutStickers(scene, (id) => id !== 2);
    expect(kept.scene_stickers.map((s) => s.listingId)).toEqual([1, 3]);
    expect(kept.sticker_positions).toEqual({ '1-MICRO-0': { x: 10, y: 1 }, '3-LARGE-1': { x: 30, y: 3 } });
  });
});
