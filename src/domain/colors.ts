/**
 * @module colors
 * The shop's 21 official vinyl colours, with the names each screen uses and a swatch value.
 */
import type { CoreColorKey } from '../contracts/admin-listings.ts';
import { DEFAULT_COLOR_NAME } from '../contracts/decal-options.ts';

export interface DecalColor {
  /** Stable key used by the admin tools and the colour audit. */
  key: CoreColorKey;
  /** Name shown in the storefront and the Scene Builder, e.g. 'Black (Matte)'. */
  name: string;
  /** Name shown in the listing editor, e.g. 'Black - Matte'. */
  editorName: string;
  /** Swatch colour; artwork is tinted with it (CSS mask), so no per-colour filter is needed. */
  hex: string;
}

const color = (key: CoreColorKey, name: string, editorName: string, hex: string): DecalColor => ({ key, name, editorName, hex });

/** The 21 colours in the storefront's order; index 0 is the default colour. */
export const COLORS: readonly DecalColor[] = [
  color('BLACK', 'Black (Matte)', 'Black - Matte', '#1b1b1b'),
  color('WHITE', 'White (Matte)', 'White - Matte', '#f7f7f4'),
  color('GRAY', 'Gray', 'Gray', '#8a8d91'),
  color('RED', 'Red', 'Red', '#c8102e'),
  color('ORANGE', 'Orange', 'Orange', '#f26a1b'),
  color('YELLOW', 'Yellow', 'Yellow', '#ffd200'),
  color('DOZER_YELLOW', 'Dozer Yellow', 'Dozer Yellow', '#f2a900'),
  color('GREEN', 'Green', 'Green', '#2e9d3a'),
  color('FOREST_GREEN', 'Forest Green', 'Forest Green', '#1f4d2b'),
  color('ICE_BLUE', 'Ice Blue', 'Ice Blue', '#a9d8f0'),
  color('SKY_BLUE', 'Sky Blue', 'Sky Blue', '#4aa8e0'),
  color('BLUE', 'Blue', 'Blue', '#1c4fa1'),
  color('PURPLE', 'Purple', 'Purple', '#5b2a86'),
  color('VIOLET', 'Violet', 'Violet', '#9b6fc9'),
  color('PINK', 'Pink', 'Pink', '#f28ab2'),
  color('SILVER_METALLIC', 'Silver Metallic', 'Silver', '#b9bcc0'),
  color('GOLD_METALLIC', 'Gold Metallic', 'Gold', '#c9a43a'),
  color('COPPER_METALLIC', 'Copper Metallic', 'Copper', '#b8693d'),
  color('GRAY_HOLOGRAPHIC', 'Gray Holographic', 'Gray Holographic', '#a7a9b4'),
  color('NUT_BROWN', 'Nut Brown', 'Nut Brown', '#7a4b2a'),
  color('BROWN', 'Brown', 'Brown', '#4e3222'),
];

/** The default colour (index 0), the one payloads default to. */
export const DEFAULT_COLOR: DecalColor = COLORS.find((c) => c.name === DEFAULT_COLOR_NAME)!;

/** Colours offered when a listing has no colour variations of its own. */
export const FALLBACK_COLOR_NAMES = ['Black', 'White', 'Red'] as const;

const normalise = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const BY_NAME = new Map<string, DecalColor>();
for (const c of COLORS) {
  for (const alias of [c.key, c.name, c.editorName]) BY_NAME.set(normalise(alias), c);
}
// Plain words the marketplace uses for the matte pair and the metallics.
BY_NAME.set('black', COLORS[0]!);
BY_NAME.set('white', COLORS[1]!);

/**
 * Finds an official colour by any of its names ('Black (Matte)', 'Black - Matte', 'BLACK', 'black').
 * @example findColor('Silver').key // 'SILVER_METALLIC'
 */
export function findColor(name: string | null | undefined): DecalColor | null {
  if (!name) return null;
  return BY_NAME.get(normalise(name)) ?? null;
}

/**
 * Picks the variation that best matches a wanted colour: exact value, then the first word,
 * then Black, then the first entry.
 * @example matchColor('Red Gloss', [{ value: 'Black' }, { value: 'Red' }]) // { value: 'Red' }
 */
export function matchColor<T extends { value: string }>(wanted: string | null | undefined, variations: readonly T[]): T | null {
  if (variations.length === 0) return null;
  const lower = (s: string) => s.trim().toLowerCase();
  const want = lower(wanted ?? '');
  const firstWord = (s: string) => lower(s).split(/[\s(-]+/)[0] ?? '';
  return (
    (want && variations.find((v) => lower(v.value) === want)) ||
    (want && variations.find((v) => firstWord(v.value) === firstWord(want))) ||
    variations.find((v) => firstWord(v.value) === 'black') ||
    variations[0] ||
    null
  );
}
