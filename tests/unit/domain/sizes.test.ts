import { describe, it, expect } from 'vitest';
import {
  SIZE_ORDER,
  SCENE_SIZES,
  EDITOR_SIZES,
  DEFAULT_SIZE,
  SIZE_SCALE,
  SIZE_ALIASES,
  toSizeName,
  toSceneSize,
  sizeRank,
  compareSizes,
  sizeScale,
  initialSize,
} from '../../../src/domain/sizes.ts';

describe('size order', () => {
  it('lists every size smallest first, XLARGE between LARGE and JUMBO, MAX last', () => {
    expect([...SIZE_ORDER]).toEqual(['ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL', 'MEDIUM', 'LARGE', 'XLARGE', 'JUMBO', 'MAX']);
  });

  it('limits scene and parallax sizes to ATOM..JUMBO without XLARGE or MAX', () => {
    expect([...SCENE_SIZES]).toEqual(['ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL', 'MEDIUM', 'LARGE', 'JUMBO']);
  });

  it('offers ATOM..LARGE and MAX in the listing editor', () => {
    expect([...EDITOR_SIZES]).toEqual(['ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL', 'MEDIUM', 'LARGE', 'MAX']);
  });

  it('makes MICRO the default size', () => {
    expect(DEFAULT_SIZE).toBe('MICRO');
  });

  it('ranks each size by its position and unknown names after all of them', () => {
    SIZE_ORDER.forEach((name, i) => expect(sizeRank(name)).toBe(i));
    expect(sizeRank('HUGE')).toBe(SIZE_ORDER.length);
    expect(sizeRank('')).toBe(SIZE_ORDER.length);
  });

  it('sorts a shuffled size list smallest first with unknown names last', () => {
    const shuffled = ['MAX', 'HUGE', 'SMALL', 'ATOM', 'JUMBO', 'MICRO', 'XLARGE', 'NANO', 'LARGE', 'PIXEL', 'MEDIUM'];
    expect(shuffled.sort(compareSizes)).toEqual([...SIZE_ORDER, 'HUGE']);
  });

  it('compares sizes with a negative, zero or positive result', () => {
    expect(compareSizes('ATOM', 'MAX')).toBeLessThan(0);
    expect(compareSizes('MAX', 'ATOM')).toBeGreaterThan(0);
    expect(compareSizes('NANO', 'NANO')).toBe(0);
  });
});

describe('scale table', () => {
  it.each([
    ['ATOM', 1 / 600],
    ['PIXEL', 1 / 300],
    ['NANO', 1 / 175],
    ['MICRO', 1 / 107],
    ['SMALL', 1 / 56],
    ['MEDIUM', 1 / 32],
    ['LARGE', 1 / 18],
    ['JUMBO', 0.1],
    ['MAX', 1 / 6],
  ] as const)('gives %s a scale of its spec value', (name, scale) => {
    expect(SIZE_SCALE[name]).toBe(scale);
  });

  it('has exactly the nine sizes of the spec table', () => {
    expect(Object.keys(SIZE_SCALE).sort()).toEqual(['ATOM', 'JUMBO', 'LARGE', 'MAX', 'MEDIUM', 'MICRO', 'NANO', 'PIXEL', 'SMALL']);
  });

  it('grows strictly from ATOM to MAX', () => {
    const ordered = SIZE_ORDER.filter((s) => s !== 'XLARGE').map((s) => SIZE_SCALE[s]);
    for (let i = 1; i < ordered.length; i++) expect(ordered[i]!).toBeGreaterThan(ordered[i - 1]!);
  });

  it.each(['ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL', 'MEDIUM', 'LARGE', 'JUMBO'] as const)('looks up the scale of %s through sizeScale', (name) => {
    expect(sizeScale(name)).toBe(SIZE_SCALE[name]);
  });

  it('gives MAX its own 1/6 scale although marketplace text reads MAX as JUMBO', () => {
    expect(sizeScale('MAX')).toBe(1 / 6);
    expect(sizeScale('max')).toBe(1 / 6);
  });

  it('looks up the scale of an alias through the size it stands for', () => {
    expect(sizeScale('MED')).toBe(1 / 32);
    expect(sizeScale('lar 8x5')).toBe(1 / 18);
  });

  it('uses the MICRO scale for XLARGE, unknown, empty and missing sizes', () => {
    expect(sizeScale('XLARGE')).toBe(1 / 107);
    expect(sizeScale('HUGE')).toBe(1 / 107);
    expect(sizeScale('')).toBe(1 / 107);
    expect(sizeScale(null)).toBe(1 / 107);
    expect(sizeScale(undefined)).toBe(1 / 107);
  });
});

describe('size aliases', () => {
  it.each([
    ['MED', 'MEDIUM'],
    ['LAR', 'LARGE'],
    ['JUM', 'JUMBO'],
    ['MAX', 'JUMBO'],
    ['SM', 'SMALL'],
    ['S', 'SMALL'],
    ['LG', 'LARGE'],
    ['L', 'LARGE'],
    ['XL', 'XLARGE'],
  ] as const)('expands %s to %s', (alias, size) => {
    expect(SIZE_ALIASES[alias]).toBe(size);
    expect(toSizeName(alias)).toBe(size);
  });

  it('has no aliases beyond the nine of the spec', () => {
    expect(Object.keys(SIZE_ALIASES).sort()).toEqual(['JUM', 'L', 'LAR', 'LG', 'MAX', 'MED', 'S', 'SM', 'XL']);
  });
});

describe('toSizeName', () => {
  it('reads the first word of a variation value, case-insensitively', () => {
    expect(toSizeName('med 4x3')).toBe('MEDIUM');
    expect(toSizeName('Micro - 2.1" x 1.3"')).toBe('MICRO');
    expect(toSizeName('  nano')).toBe('NANO');
    expect(toSizeName('Lar (8in x 5in)')).toBe('LARGE');
  });

  it('accepts every full size name', () => {
    for (const name of SIZE_ORDER.filter((s) => s !== 'MAX')) expect(toSizeName(name.toLowerCase())).toBe(name);
  });

  it('returns null when the first word is not a size', () => {
    expect(toSizeName('Red Gloss')).toBeNull();
    expect(toSizeName('4.5" x 3"')).toBeNull();
    expect(toSizeName('')).toBeNull();
    expect(toSizeName(null)).toBeNull();
    expect(toSizeName(undefined)).toBeNull();
  });

  it('only looks at the first word', () => {
    expect(toSizeName('Pack of SMALL')).toBeNull();
  });
});

describe('toSceneSize', () => {
  it.each(['ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL', 'MEDIUM', 'LARGE', 'JUMBO'] as const)('keeps %s', (name) => {
    expect(toSceneSize(name)).toBe(name);
  });

  it('falls back to MICRO for a size outside ATOM..JUMBO', () => {
    expect(toSceneSize('XLARGE')).toBe('MICRO');
    expect(toSceneSize('XL')).toBe('MICRO');
  });

  it('falls back to MICRO for unknown, empty and missing sizes', () => {
    expect(toSceneSize('GIGANTIC')).toBe('MICRO');
    expect(toSceneSize('')).toBe('MICRO');
    expect(toSceneSize(null)).toBe('MICRO');
    expect(toSceneSize(undefined)).toBe('MICRO');
  });

  it('expands aliases before checking', () => {
    expect(toSceneSize('med')).toBe('MEDIUM');
    expect(toSceneSize('JUM')).toBe('JUMBO');
  });
});

describe('initialSize', () => {
  it('opens at MICRO when it is offered, even when smaller sizes are', () => {
    expect(initialSize(['ATOM', 'NANO', 'MICRO', 'LARGE'])).toBe('MICRO');
  });

  it('opens at the smallest size offered when MICRO is absent', () => {
    expect(initialSize(['SMALL', 'NANO'])).toBe('NANO');
    expect(initialSize(['LARGE', 'MEDIUM', 'SMALL'])).toBe('SMALL');
    expect(initialSize(['MAX', 'JUMBO'])).toBe('JUMBO');
  });

  it('returns null when nothing is offered', () => {
    expect(initialSize([])).toBeNull();
  });

  it('does not reorder the list it is given', () => {
    const available = ['LARGE', 'PIXEL'];
    expect(initialSize(available)).toBe('PIXEL');
    expect(available).toEqual(['LARGE', 'PIXEL']);
  });
});
