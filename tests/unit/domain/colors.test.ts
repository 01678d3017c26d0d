import { describe, it, expect } from 'vitest';
import { CORE_COLOR_KEYS } from '../../../src/contracts/admin-listings.ts';
import { COLORS, DEFAULT_COLOR, FALLBACK_COLOR_NAMES, findColor, matchColor } from '../../../src/domain/colors.ts';

/** key, storefront name, editor name — straight from the specs (storefront 3, admin 3.3). */
const SPEC_COLORS = [
  ['BLACK', 'Black (Matte)', 'Black - Matte'],
  ['WHITE', 'White (Matte)', 'White - Matte'],
  ['GRAY', 'Gray', 'Gray'],
  ['RED', 'Red', 'Red'],
  ['ORANGE', 'Orange', 'Orange'],
  ['YELLOW', 'Yellow', 'Yellow'],
  ['DOZER_YELLOW', 'Dozer Yellow', 'Dozer Yellow'],
  ['GREEN', 'Green', 'Green'],
  ['FOREST_GREEN', 'Forest Green', 'Forest Green'],
  ['ICE_BLUE', 'Ice Blue', 'Ice Blue'],
  ['SKY_BLUE', 'Sky Blue', 'Sky Blue'],
  ['BLUE', 'Blue', 'Blue'],
  ['PURPLE', 'Purple', 'Purple'],
  ['VIOLET', 'Violet', 'Violet'],
  ['PINK', 'Pink', 'Pink'],
  ['SILVER_METALLIC', 'Silver Metallic', 'Silver'],
  ['GOLD_METALLIC', 'Gold Metallic', 'Gold'],
  ['COPPER_METALLIC', 'Copper Metallic', 'Copper'],
  ['GRAY_HOLOGRAPHIC', 'Gray Holographic', 'Gray Holographic'],
  ['NUT_BROWN', 'Nut Brown', 'Nut Brown'],
  ['BROWN', 'Brown', 'Brown'],
] as const;

describe('the 21 official colours', () => {
  it('has exactly 21 colours', () => {
    expect(COLORS).toHaveLength(21);
  });

  it('lists the storefront names in the storefront order', () => {
    expect(COLORS.map((c) => c.name)).toEqual(SPEC_COLORS.map(([, name]) => name));
  });

  it('has the 21 core keys of the admin tools, the same the editor and the colour pushes accept', () => {
    expect(COLORS.map((c) => c.key).sort()).toEqual(SPEC_COLORS.map(([key]) => key).sort());
    expect([...CORE_COLOR_KEYS].sort()).toEqual(SPEC_COLORS.map(([key]) => key).sort());
  });

  it.each(SPEC_COLORS)('names %s "%s" in the storefront and "%s" in the editor', (key, name, editorName) => {
    const color = COLORS.find((c) => c.key === key);
    expect(color).toBeDefined();
    expect(color!.name).toBe(name);
    expect(color!.editorName).toBe(editorName);
  });

  it('gives every colour a six-digit hex swatch', () => {
    for (const c of COLORS) expect(c.hex, c.key).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('gives every colour its own swatch', () => {
    expect(new Set(COLORS.map((c) => c.hex.toLowerCase())).size).toBe(21);
  });

  it('derives editor names from keys by replacing underscores, except matte and metallic ones', () => {
    const exceptions = new Set(['BLACK', 'WHITE', 'SILVER_METALLIC', 'GOLD_METALLIC', 'COPPER_METALLIC']);
    for (const c of COLORS.filter((c) => !exceptions.has(c.key))) {
      const expected = c.key
        .toLowerCase()
        .split('_')
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join(' ');
      expect(c.editorName).toBe(expected);
    }
  });

  it('makes Black (Matte) at index 0 the default colour', () => {
    expect(COLORS[0]!.name).toBe('Black (Matte)');
    expect(DEFAULT_COLOR).toBe(COLORS[0]);
  });

  it('falls back to Black, White and Red for listings without colour variations', () => {
    expect([...FALLBACK_COLOR_NAMES]).toEqual(['Black', 'White', 'Red']);
  });
});

describe('findColor', () => {
  it.each(SPEC_COLORS)('finds %s by its key, storefront name and editor name', (key, name, editorName) => {
    expect(findColor(key)?.key).toBe(key);
    expect(findColor(name)?.key).toBe(key);
    expect(findColor(editorName)?.key).toBe(key);
  });

  it('finds the matte pair by the plain words Black and White', () => {
    expect(findColor('Black')?.name).toBe('Black (Matte)');
    expect(findColor('white')?.name).toBe('White (Matte)');
  });

  it('finds the metallics by the plain metal name', () => {
    expect(findColor('Silver')?.key).toBe('SILVER_METALLIC');
    expect(findColor('gold')?.key).toBe('GOLD_METALLIC');
    expect(findColor('COPPER')?.key).toBe('COPPER_METALLIC');
  });

  it('ignores case, spacing and punctuation', () => {
    expect(findColor('  black (MATTE) ')?.key).toBe('BLACK');
    expect(findColor('sky-blue')?.key).toBe('SKY_BLUE');
  });

  it('returns null for an unofficial, empty or missing colour', () => {
    expect(findColor('Magenta')).toBeNull();
    expect(findColor('')).toBeNull();
    expect(findColor(null)).toBeNull();
    expect(findColor(undefined)).toBeNull();
  });
});

describe('matchColor', () => {
  const v = (...values: string[]) => values.map((value, i) => ({ id: i, value }));

  it('prefers an exact value over a first-word match that comes earlier', () => {
    const variations = v('Red Matte', 'Red');
    expect(matchColor('Red', variations)).toBe(variations[1]);
  });

  it('matches the exact value case-insensitively and ignoring surrounding spaces', () => {
    const variations = v('Black', 'Sky Blue');
    expect(matchColor('  sky blue ', variations)).toBe(variations[1]);
  });

  it('falls back to the first word when no value is exact', () => {
    const variations = v('Black', 'Red Gloss');
    expect(matchColor('Red', variations)).toBe(variations[1]);
    expect(matchColor('Red (Matte)', variations)).toBe(variations[1]);
  });

  it('matches the storefront default Black (Matte) to a plain Black variation by its first word', () => {
    const variations = v('White', 'Black', 'Red');
    expect(matchColor('Black (Matte)', variations)).toBe(variations[1]);
  });

  it('falls back to Black when neither the value nor its first word matches', () => {
    const variations = v('White', 'Red', 'Black - Matte');
    expect(matchColor('Purple', variations)).toBe(variations[2]);
  });

  it('falls back to the first entry when there is no Black either', () => {
    const variations = v('White', 'Red');
    expect(matchColor('Purple', variations)).toBe(variations[0]);
  });

  it('goes straight to Black, then the first entry, when no colour is wanted', () => {
    const withBlack = v('Red', 'Black');
    expect(matchColor(null, withBlack)).toBe(withBlack[1]);
    expect(matchColor('', withBlack)).toBe(withBlack[1]);
    const withoutBlack = v('Red', 'White');
    expect(matchColor(undefined, withoutBlack)).toBe(withoutBlack[0]);
  });

  it('returns null when there are no variations', () => {
    expect(matchColor('Red', [])).toBeNull();
  });
});
