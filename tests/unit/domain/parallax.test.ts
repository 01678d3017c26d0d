import { describe, it, expect } from 'vitest';
import {
  DEFAULT_LAYER_Y,
  DEFAULT_LAYER_SPEEDS,
  LAYER_ORDER,
  DEFAULT_SCENE_HEIGHT,
  CATEGORY_SCENE_HEIGHT,
  FALLBACK_SCENES,
  SCENE_BUILDER_CATEGORY,
  DEFAULT_BACKGROUND_STYLE,
  layerShift,
} from '../../../src/domain/parallax.ts';

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
    expect(DEFAULT_SCENE_HEIGHT).toBe('50vh');
    expect(CATEGORY_SCENE_HEIGHT).toBe('60vh');
  });

  it('falls back to the home-dino1 and scooby2 scenes', () => {
    expect([...FALLBACK_SCENES]).toEqual(['home-dino1', 'scooby2']);
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
