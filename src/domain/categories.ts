/**
 * @module categories
 * Shop categories (the marketplace's shop sections), their artwork folders, their placeholder
 * images and the orders in which they are listed.
 */

/** The 12 category options, as the admin tools list them. */
export const CATEGORIES = [
  'Animal Stickers',
  'Cryptids',
  'Dinosaur Stickers',
  'Horror',
  'Offroad Slogans',
  'Outdoor Stickers',
  'Police/Military/Fire',
  'Pop Culture Stickers',
  'Space Stickers',
  'SVGs',
  'Vehicle Stickers',
  'Vehicles Pop Culture',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** Category of a listing that has none. */
export const UNCATEGORIZED = 'Uncategorized';

/**
 * The shop's sections on the marketplace, in the shop's own order. A section's title is the category
 * it maps to. The ids are the demo shop's; a real shop's come from its shop sections at sync time.
 */
export const SHOP_SECTIONS: readonly { id: number; title: Category }[] = [
  { id: 41_270_001, title: 'Space Stickers' },
  { id: 41_270_002, title: 'Cryptids' },
  { id: 41_270_003, title: 'Vehicles Pop Culture' },
  { id: 41_270_004, title: 'Pop Culture Stickers' },
  { id: 41_270_005, title: 'Animal Stickers' },
  { id: 41_270_006, title: 'Vehicle Stickers' },
  { id: 41_270_007, title: 'Dinosaur Stickers' },
  { id: 41_270_008, title: 'Outdoor Stickers' },
  { id: 41_270_009, title: 'Police/Military/Fire' },
  { id: 41_270_010, title: 'Horror' },
  { id: 41_270_011, title: 'Offroad Slogans' },
  { id: 41_270_012, title: 'SVGs' },
];

/** The category a marketplace shop section maps to, or null for an unknown section. */
export function categoryForSection(sectionId: number | null | undefined): Category | null {
  return SHOP_SECTIONS.find((s) => s.id === sectionId)?.title ?? null;
}

/** Folder under public/artwork/ that holds each category's artwork. */
export const ARTWORK_FOLDERS: Readonly<Record<Category, string>> = {
  'Animal Stickers': 'animals',
  Cryptids: 'cryptids',
  'Dinosaur Stickers': 'dinosaurs',
  Horror: 'horror',
  'Offroad Slogans': 'offroad',
  'Outdoor Stickers': 'beach',
  'Police/Military/Fire': 'police-military',
  'Pop Culture Stickers': 'pop',
  'Space Stickers': 'space',
  SVGs: 'svgs',
  'Vehicle Stickers': 'vehicles',
  'Vehicles Pop Culture': 'pop',
};

/** Artwork folder of a category, or null when the category has none. */
export function artworkFolder(category: string | null | undefined): string | null {
  return (category && ARTWORK_FOLDERS[category as Category]) || null;
}

/**
 * Display keys in the fixed order of grouped category lists (filters, scene pickers);
 * keys not listed follow alphabetically.
 */
export const CATEGORY_DISPLAY_ORDER = [
  'dinosaurs',
  'animals',
  'vehicles',
  'cartoon',
  'cryptids-legends',
  'horror',
  'pop-culture',
  'space-sci-fi',
  'outdoor-nature',
  'police-fire-military',
  'holiday-seasonal',
  'phrases-slogans',
  'weird-miscellaneous',
] as const;

const DISPLAY_KEYS: Readonly<Record<string, string>> = {
  'Dinosaur Stickers': 'dinosaurs',
  'Animal Stickers': 'animals',
  'Vehicle Stickers': 'vehicles',
  Cryptids: 'cryptids-legends',
  Horror: 'horror',
  'Pop Culture Stickers': 'pop-culture',
  'Vehicles Pop Culture': 'pop-culture',
  'Space Stickers': 'space-sci-fi',
  'Outdoor Stickers': 'outdoor-nature',
  'Police/Military/Fire': 'police-fire-military',
  'Offroad Slogans': 'phrases-slogans',
};

/** Display key of a category: its own mapping, else its lower-cased, hyphenated name. */
export function categoryDisplayKey(category: string): string {
  return (
    DISPLAY_KEYS[category] ??
    category
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}

/**
 * A category's key in a URL (`/?category=dinosaur-stickers`): its name lower-cased and hyphenated.
 * Unlike the display key, two categories never share one ('Pop Culture Stickers', 'Vehicles Pop Culture').
 * @example categoryKey('Police/Military/Fire') // 'police-military-fire'
 */
export function categoryKey(category: string): string {
  return category
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The category among `categories` whose URL key is `key`, or null. */
export function categoryFromKey(key: string | null | undefined, categories: Iterable<string>): string | null {
  if (!key) return null;
  for (const category of categories) if (categoryKey(category) === key) return category;
  return null;
}

/** Compares categories by the fixed display order, then alphabetically. */
export function compareCategoryDisplay(a: string, b: string): number {
  const rank = (c: string) => {
    const i = (CATEGORY_DISPLAY_ORDER as readonly string[]).indexOf(categoryDisplayKey(c));
    return i === -1 ? CATEGORY_DISPLAY_ORDER.length : i;
  };
  return rank(a) - rank(b) || compareNames(a, b);
}

/**
 * Category names are a few plain words: compared without the locale's collator, whose first use
 * (about 15 ms on this machine, four times that on a phone) would fall in the task that hydrates the
 * grid. Case is ignored first, as a reader orders names.
 */
function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** True for the dinosaur categories, which always lead the grouped grid. */
export function isDinosaurCategory(category: string): boolean {
  return /dino/i.test(category);
}

/**
 * Orders category groups for the grid: dinosaur categories first, then by count descending,
 * then by name.
 */
export function compareGroups(a: { category: string; count: number }, b: { category: string; count: number }): number {
  const dino = Number(isDinosaurCategory(b.category)) - Number(isDinosaurCategory(a.category));
  return dino || b.count - a.count || compareNames(a.category, b.category);
}

/** Collection placeholder keys; each has /placeholders/{key}.svg. */
export const PLACEHOLDER_KEYS = [
  'cryptids',
  'dinosaurs',
  'animals',
  'cartoons',
  'vehicles',
  'space',
  'military',
  'horror',
  'holiday',
  'pop-culture',
  'outdoor',
  'offroad',
  'default',
] as const;

export type PlaceholderKey = (typeof PLACEHOLDER_KEYS)[number];

// Checked in order: 'Vehicles Pop Culture' is pop culture before it is a vehicle.
const PLACEHOLDER_RULES: readonly [RegExp, PlaceholderKey][] = [
  [/cryptid|legend/, 'cryptids'],
  [/dino/, 'dinosaurs'],
  [/pop/, 'pop-culture'],
  [/cartoon/, 'cartoons'],
  [/animal/, 'animals'],
  [/vehicle|truck|\bcars?\b/, 'vehicles'],
  [/space|sci/, 'space'],
  [/police|military|fire/, 'military'],
  [/horror|halloween/, 'horror'],
  [/holiday|season|christmas/, 'holiday'],
  [/outdoor|beach|nature/, 'outdoor'],
  [/offroad|slogan|phrase/, 'offroad'],
];

/**
 * The collection placeholder shown when a card's image fails, chosen by category.
 * @example placeholderImage('Dinosaur Stickers') // '/placeholders/dinosaurs.svg'
 */
export function placeholderImage(category: string | null | undefined): string {
  const lower = (category ?? '').toLowerCase();
  const key = PLACEHOLDER_RULES.find(([pattern]) => pattern.test(lower))?.[1] ?? 'default';
  return `/placeholders/${key}.svg`;
}
