/**
 * @module contracts/decal-options
 * What a decal is ordered as, in the words every payload uses: the size names (and the aliases read
 * as them), the sizes a scene draws, the default size and colour, the bounds of a pack. The schemas
 * check against these; src/domain/sizes.ts and its neighbours build their rules on them.
 */

/** Every size name the shop uses, smallest first. */
export const SIZE_ORDER = ['ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL', 'MEDIUM', 'LARGE', 'XLARGE', 'JUMBO', 'MAX'] as const;

export type SizeName = (typeof SIZE_ORDER)[number];

/** Sizes a scene sticker or a parallax layer may have; anything else falls back to MICRO. */
export const SCENE_SIZES = ['ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL', 'MEDIUM', 'LARGE', 'JUMBO'] as const satisfies readonly SizeName[];

export type SceneSize = (typeof SCENE_SIZES)[number];

/** The size a listing opens at when it offers it. */
export const DEFAULT_SIZE: SceneSize = 'MICRO';

/** Abbreviations found in marketplace variation names and descriptions. */
export const SIZE_ALIASES: Readonly<Record<string, SizeName>> = {
  MED: 'MEDIUM',
  LAR: 'LARGE',
  LG: 'LARGE',
  L: 'LARGE',
  JUM: 'JUMBO',
  MAX: 'JUMBO',
  SM: 'SMALL',
  S: 'SMALL',
  XL: 'XLARGE',
};

const SIZE_SET: ReadonlySet<string> = new Set(SIZE_ORDER);

/**
 * Reads a size name from free text (a variation value such as 'Med - 4" x 3"'): the first word,
 * upper-cased, with aliases expanded. Returns null when the word is not a size.
 * @example toSizeName('med 4x3') // 'MEDIUM'
 */
export function toSizeName(raw: string | null | undefined): SizeName | null {
  if (!raw) return null;
  const word = raw
    .trim()
    .split(/[^A-Za-z]+/)
    .find(Boolean)
    ?.toUpperCase();
  if (!word) return null;
  const alias = SIZE_ALIASES[word];
  if (alias) return alias;
  return SIZE_SET.has(word) ? (word as SizeName) : null;
}

/** The default colour's name (the first of src/domain/colors.ts). */
export const DEFAULT_COLOR_NAME = 'Black (Matte)';

/** Bounds of a pack count typed in the editor. */
export const PACK_COUNT_RANGE = { min: 1, max: 20 } as const;
