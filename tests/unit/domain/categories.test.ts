import { describe, it, expect } from 'vitest';
import {
  CATEGORIES,
  UNCATEGORIZED,
  SHOP_SECTIONS,
  categoryForSection,
  ARTWORK_FOLDERS,
  artworkFolder,
  CATEGORY_DISPLAY_ORDER,
  categoryDisplayKey,
  compareCategoryDisplay,
  isDinosaurCategory,
  compareGroups,
  PLACEHOLDER_KEYS,
  placeholderImage,
  categoryKey,
  categoryFromKey,
} from '../../../src/domain/categories.ts';

describe('categories', () => {
  it('has the 12 category options of the admin tools, alphabetically', () => {
    expect([...CATEGORIES]).toEqual([
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
    ]);
  });

  it('uses Uncategorized as the default category', () => {
    expect(UNCATEGORIZED).toBe('Uncategorized');
  });
});

describe('shop sections', () => {
  it('maps the twelve shop sections to categories in the shop order', () => {
    expect(SHOP_SECTIONS.map((s) => s.title)).toEqual([
      'Space Stickers',
      'Cryptids',
      'Vehicles Pop Culture',
      'Pop Culture Stickers',
      'Animal Stickers',
      'Vehicle Stickers',
      'Dinosaur Stickers',
      'Outdoor Stickers',
      'Police/Military/Fire',
      'Horror',
      'Offroad Slogans',
      'SVGs',
    ]);
  });

  it('gives every section a distinct id', () => {
    expect(new Set(SHOP_SECTIONS.map((s) => s.id)).size).toBe(SHOP_SECTIONS.length);
  });

  it('finds the category of every known section id', () => {
    for (const section of SHOP_SECTIONS) expect(categoryForSection(section.id)).toBe(section.title);
  });

  it('returns null for an unknown or missing section id', () => {
    expect(categoryForSection(1)).toBeNull();
    expect(categoryForSection(null)).toBeNull();
    expect(categoryForSection(undefined)).toBeNull();
  });
});

describe('artwork folders', () => {
  it.each([
    ['Animal Stickers', 'animals'],
    ['Cryptids', 'cryptids'],
    ['Dinosaur Stickers', 'dinosaurs'],
    ['Horror', 'horror'],
    ['Offroad Slogans', 'offroad'],
    ['Outdoor Stickers', 'beach'],
    ['Police/Military/Fire', 'police-military'],
    ['Pop Culture Stickers', 'pop'],
    ['Space Stickers', 'space'],
    ['SVGs', 'svgs'],
    ['Vehicle Stickers', 'vehicles'],
    ['Vehicles Pop Culture', 'pop'],
  ] as const)('keeps %s artwork in the %s folder', (category, folder) => {
    expect(ARTWORK_FOLDERS[category]).toBe(folder);
    expect(artworkFolder(category)).toBe(folder);
  });

  it('has a folder for every category', () => {
    expect(Object.keys(ARTWORK_FOLDERS).sort()).toEqual([...CATEGORIES].sort());
  });

  it('returns null for a category without a folder', () => {
    expect(artworkFolder('Uncategorized')).toBeNull();
    expect(artworkFolder('')).toBeNull();
    expect(artworkFolder(null)).toBeNull();
    expect(artworkFolder(undefined)).toBeNull();
  });
});

describe('grouped display order', () => {
  it('lists the display keys in the spec order', () => {
    expect([...CATEGORY_DISPLAY_ORDER]).toEqual([
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
    ]);
  });

  it('maps the shop categories to their display keys', () => {
    expect(categoryDisplayKey('Dinosaur Stickers')).toBe('dinosaurs');
    expect(categoryDisplayKey('Cryptids')).toBe('cryptids-legends');
    expect(categoryDisplayKey('Space Stickers')).toBe('space-sci-fi');
    expect(categoryDisplayKey('Offroad Slogans')).toBe('phrases-slogans');
  });

  it('derives a lower-case hyphenated key for a category without a mapping', () => {
    expect(categoryDisplayKey('  Holiday & Seasonal ')).toBe('holiday-seasonal');
    expect(categoryDisplayKey('SVGs')).toBe('svgs');
  });

  it('orders categories by the display order, then others alphabetically', () => {
    const shuffled = [
      'SVGs',
      'Uncategorized',
      'Horror',
      'Cryptids',
      'Animal Stickers',
      'Dinosaur Stickers',
      'Cartoon',
      'Holiday Seasonal',
      'Space Stickers',
      'Beach',
    ];
    expect(shuffled.sort(compareCategoryDisplay)).toEqual([
      'Dinosaur Stickers',
      'Animal Stickers',
      'Cartoon',
      'Cryptids',
      'Horror',
      'Space Stickers',
      'Holiday Seasonal',
      'Beach',
      'SVGs',
      'Uncategorized',
    ]);
  });

  it('orders every shop category by the display order', () => {
    const sorted = [...CATEGORIES].sort(compareCategoryDisplay);
    expect(sorted.slice(0, 3)).toEqual(['Dinosaur Stickers', 'Animal Stickers', 'Vehicle Stickers']);
    expect(sorted.at(-1)).toBe('SVGs');
  });

  it('breaks a tie between two categories with the same key by name', () => {
    expect(compareCategoryDisplay('Pop Culture Stickers', 'Vehicles Pop Culture')).toBeLessThan(0);
    expect(compareCategoryDisplay('Vehicles Pop Culture', 'Pop Culture Stickers')).toBeGreaterThan(0);
  });
});

describe('grid group order', () => {
  it('recognises dinosaur categories', () => {
    expect(isDinosaurCategory('Dinosaur Stickers')).toBe(true);
    expect(isDinosaurCategory('dinosaurs')).toBe(true);
    expect(isDinosaurCategory('Animal Stickers')).toBe(false);
  });

  it('puts dinosaur categories before bigger groups', () => {
    const groups = [
      { category: 'Animal Stickers', count: 50 },
      { category: 'Dinosaur Stickers', count: 1 },
    ];
    expect(groups.sort(compareGroups).map((g) => g.category)).toEqual(['Dinosaur Stickers', 'Animal Stickers']);
  });

  it('orders the rest by count descending, then by name', () => {
    const groups = [
      { category: 'Horror', count: 3 },
      { category: 'Cryptids', count: 3 },
      { category: 'Space Stickers', count: 9 },
      { category: 'Dinosaur Stickers', count: 2 },
      { category: 'Animal Stickers', count: 1 },
    ];
    expect(groups.sort(compareGroups).map((g) => g.category)).toEqual(['Dinosaur Stickers', 'Space Stickers', 'Cryptids', 'Horror', 'Animal Stickers']);
  });

  it('orders two dinosaur categories by count, then name', () => {
    const groups = [
      { category: 'Dino B', count: 2 },
      { category: 'Dinosaur Stickers', count: 5 },
      { category: 'Dino A', count: 2 },
    ];
    expect(groups.sort(compareGroups).map((g) => g.category)).toEqual(['Dinosaur Stickers', 'Dino A', 'Dino B']);
  });
});

describe('placeholder images', () => {
  it('has a placeholder for each collection of the spec plus a default', () => {
    expect([...PLACEHOLDER_KEYS].sort()).toEqual([
      'animals',
      'cartoons',
      'cryptids',
      'default',
      'dinosaurs',
      'holiday',
      'horror',
      'military',
      'offroad',
      'outdoor',
      'pop-culture',
      'space',
      'vehicles',
    ]);
  });

  it.each([
    ['Cryptids', 'cryptids'],
    ['Dinosaur Stickers', 'dinosaurs'],
    ['Animal Stickers', 'animals'],
    ['Cartoon', 'cartoons'],
    ['Vehicle Stickers', 'vehicles'],
    ['Space Stickers', 'space'],
    ['Police/Military/Fire', 'military'],
    ['Horror', 'horror'],
    ['Holiday Seasonal', 'holiday'],
    ['Pop Culture Stickers', 'pop-culture'],
    ['Outdoor Stickers', 'outdoor'],
    ['Offroad Slogans', 'offroad'],
  ])('gives %s cards the %s placeholder', (category, key) => {
    expect(placeholderImage(category)).toBe(`/placeholders/${key}.svg`);
  });

  it('matches car as a word, so a scary category is not a vehicle', () => {
    expect(placeholderImage('Scary Stuff')).toBe('/placeholders/default.svg');
    expect(placeholderImage('Race Cars')).toBe('/placeholders/vehicles.svg');
  });

  it('treats Vehicles Pop Culture as pop culture rather than vehicles', () => {
    expect(placeholderImage('Vehicles Pop Culture')).toBe('/placeholders/pop-culture.svg');
  });

  it('shows the default placeholder for categories without a collection', () => {
    expect(placeholderImage('SVGs')).toBe('/placeholders/default.svg');
    expect(placeholderImage('Uncategorized')).toBe('/placeholders/default.svg');
    expect(placeholderImage(null)).toBe('/placeholders/default.svg');
    expect(placeholderImage(undefined)).toBe('/placeholders/default.svg');
  });

  it('only ever points at a known placeholder', () => {
    for (const category of [...CATEGORIES, 'Uncategorized', 'Holiday', 'Cartoon', '']) {
      const key = placeholderImage(category).replace(/^\/placeholders\/|\.svg$/g, '');
      expect(PLACEHOLDER_KEYS as readonly string[]).toContain(key);
    }
  });
});

describe('category keys in the URL', () => {
  it('hyphenates the lower-cased name, so every category has a key of its own', () => {
    expect(categoryKey('Dinosaur Stickers')).toBe('dinosaur-stickers');
    expect(categoryKey('Police/Military/Fire')).toBe('police-military-fire');
    expect(new Set(CATEGORIES.map(categoryKey)).size).toBe(CATEGORIES.length);
  });

  it('finds the category of a key, or none', () => {
    expect(categoryFromKey('police-military-fire', CATEGORIES)).toBe('Police/Military/Fire');
    expect(categoryFromKey('no-such-category', CATEGORIES)).toBeNull();
    expect(categoryFromKey(null, CATEGORIES)).toBeNull();
  });
});
