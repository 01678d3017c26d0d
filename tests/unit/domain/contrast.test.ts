import { describe, expect, it } from 'vitest';
import { COLORS, findColor } from '../../../src/domain/colors.ts';
import {
  backdropContrast,
  contrastRatio,
  DARK_CHECKER,
  LIGHT_CHECKER,
  MIN_SHAPE_CONTRAST,
  needsDarkBackdrop,
  relativeLuminance,
} from '../../../src/domain/contrast.ts';

const hexOf = (name: string) => findColor(name)!.hex;

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('reads three-digit hex and ignores case', () => {
    expect(relativeLuminance('#FFF')).toBe(relativeLuminance('#ffffff'));
    expect(relativeLuminance('#e07')).toBe(relativeLuminance('#ee0077'));
  });

  it.each(['', 'red', '#12', '#1234567', 'rgb(0, 0, 0)'])('throws on %j, which is no hex colour', (value) => {
    expect(() => relativeLuminance(value)).toThrow(TypeError);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1c4fa1', '#1c4fa1')).toBe(1);
  });

  it('does not depend on the order of the two colours', () => {
    expect(contrastRatio('#f26a1b', '#1b1b1b')).toBe(contrastRatio('#1b1b1b', '#f26a1b'));
  });

  it('matches the WCAG figure for the old BUY IT NOW orange under white text (3.2:1)', () => {
    expect(contrastRatio('#ffffff', '#e0702b')).toBeCloseTo(3.22, 2);
  });
});

describe('backdropContrast', () => {
  it('is the contrast with the tone the colour stands out from least', () => {
    expect(backdropContrast('#000000', ['#ffffff', '#777777'])).toBe(contrastRatio('#000000', '#777777'));
  });
});

describe('needsDarkBackdrop', () => {
  it.each(['White (Matte)', 'Yellow', 'Ice Blue', 'Silver Metallic', 'Pink'])('puts %s on the dark checkerboard', (name) => {
    expect(needsDarkBackdrop(hexOf(name))).toBe(true);
  });

  it.each(['Black (Matte)', 'Brown', 'Blue', 'Purple', 'Forest Green', 'Red'])('leaves %s on the light checkerboard', (name) => {
    expect(needsDarkBackdrop(hexOf(name))).toBe(false);
  });

  it.each(COLORS.map((c) => [c.name, c.hex] as const))('shows %s (%s) with at least 3:1 against the backdrop it gets', (_name, hex) => {
    const backdrop = needsDarkBackdrop(hex) ? DARK_CHECKER : LIGHT_CHECKER;
    expect(backdropContrast(hex, backdrop)).toBeGreaterThanOrEqual(MIN_SHAPE_CONTRAST);
  });

  it('picks the backdrop with the more contrast for any grey', () => {
    for (let level = 0; level <= 255; level += 5) {
      const grey = `#${level.toString(16).padStart(2, '0').repeat(3)}`;
      const best = Math.max(backdropContrast(grey, LIGHT_CHECKER), backdropContrast(grey, DARK_CHECKER));
      expect(backdropContrast(grey, needsDarkBackdrop(grey) ? DARK_CHECKER : LIGHT_CHECKER)).toBe(best);
    }
  });
});
