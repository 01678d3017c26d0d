/**
 * @module sizes
 * Rules on decal sizes (rank, scale, the size a listing opens at) shared by the storefront, the
 * Scene Builder and parallax layers. The names, their order and aliases are the payloads' vocabulary
 * (src/contracts/decal-options.ts), re-exported here.
 */
import { DEFAULT_SIZE, SCENE_SIZES, SIZE_ALIASES, SIZE_ORDER, toSizeName, type SceneSize, type SizeName } from '../contracts/decal-options.ts';

export { DEFAULT_SIZE, SCENE_SIZES, SIZE_ALIASES, SIZE_ORDER, toSizeName, type SceneSize, type SizeName };

/** The sizes the shop sells as everyday decals, ATOM to LARGE (bigger ones exist for some designs). */
export const SOLD_SIZES = SIZE_ORDER.slice(0, SIZE_ORDER.indexOf('XLARGE')) as readonly Exclude<SizeName, 'XLARGE' | 'JUMBO' | 'MAX'>[];

/** Sizes offered in the listing editor (XLARGE and JUMBO are never sold as their own entry there). */
export const EDITOR_SIZES = ['ATOM', 'PIXEL', 'NANO', 'MICRO', 'SMALL', 'MEDIUM', 'LARGE', 'MAX'] as const satisfies readonly SizeName[];

/** Real-world scale of each size, as a fraction of life size. */
export const SIZE_SCALE: Readonly<Record<Exclude<SizeName, 'XLARGE'>, number>> = {
  ATOM: 1 / 600,
  PIXEL: 1 / 300,
  NANO: 1 / 175,
  MICRO: 1 / 107,
  SMALL: 1 / 56,
  MEDIUM: 1 / 32,
  LARGE: 1 / 18,
  JUMBO: 0.1,
  MAX: 1 / 6,
};

/** Aliases too common in ordinary text ('S', 'sm'): read from variation values only, never from prose. */
const VARIATION_ONLY_ALIASES: ReadonlySet<string> = new Set(['L', 'S', 'LG', 'SM']);

/** Every word that names a size in a description: the size names and the aliases safe in prose. */
export const PROSE_SIZE_WORDS: readonly string[] = [
  ...SIZE_ORDER,
  ...Object.keys(SIZE_ALIASES).filter((a) => !VARIATION_ONLY_ALIASES.has(a) && !SIZE_ORDER.includes(a as SizeName)),
];

const SCENE_SIZE_SET: ReadonlySet<string> = new Set(SCENE_SIZES);

/**
 * The size a scene sticker or storefront layer is drawn at: one of ATOM..JUMBO, MICRO otherwise.
 * @example toSceneSize('XLARGE') // 'MICRO'
 */
export function toSceneSize(raw: string | null | undefined): SceneSize {
  const name = toSizeName(raw);
  return name && SCENE_SIZE_SET.has(name) ? (name as SceneSize) : DEFAULT_SIZE;
}

/** Position of a size in SIZE_ORDER; unknown names sort last. */
export function sizeRank(name: string): number {
  const index = SIZE_ORDER.indexOf(name as SizeName);
  return index === -1 ? SIZE_ORDER.length : index;
}

/** Compares two size names smallest first, for Array.prototype.sort. */
export function compareSizes(a: string, b: string): number {
  return sizeRank(a) - sizeRank(b);
}

/**
 * Scale of a size as a fraction of life size; sizes without their own scale use MICRO's.
 * An exact table name wins over an alias, so 'MAX' is 1/6 here even though marketplace text reads MAX as JUMBO.
 */
export function sizeScale(raw: string | null | undefined): number {
  const exact = raw?.trim().toUpperCase();
  if (exact && exact in SIZE_SCALE) return SIZE_SCALE[exact as keyof typeof SIZE_SCALE];
  const name = toSizeName(raw);
  if (name && name !== 'XLARGE') return SIZE_SCALE[name];
  return SIZE_SCALE[DEFAULT_SIZE];
}

/**
 * The size a listing opens at: MICRO when offered, else the smallest size offered.
 * @example initialSize(['SMALL', 'NANO']) // 'NANO'
 */
export function initialSize<T extends string>(available: readonly T[]): T | null {
  if (available.length === 0) return null;
  const micro = available.find((s) => s === DEFAULT_SIZE);
  if (micro) return micro;
  return [...available].sort(compareSizes)[0] ?? null;
}
