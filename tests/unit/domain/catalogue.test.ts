import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  SEARCH_MIN_LENGTH,
  MAX_SELECTED_TAGS,
  STOREFRONT_SORTS,
  SEARCH_SORT,
  SORT_KEYS,
  MATCH_TIERS,
  storefrontSorts,
  matchTier,
  defaultOrder,
  indexCatalogue,
  normaliseQuery,
  matchesQuery,
  normaliseTags,
  matchesTags,
  comparatorFor,
  queryCatalogue,
  groupByCategory,
  groupingAllowed,
  tagCounts,
  truncateTitle,
  textSortKey,
  resultsCountText,
  type CatalogueItem,
  type Indexed,
  type SortKey,
  type SortOrder,
} from '../../../src/domain/catalogue.ts';
import { foldText } from '../../../src/domain/search.ts';
import { catalogueItem, titles } from '../../fixtures/catalogue-items.ts';

const RUNS = { numRuns: 500 };
const item = catalogueItem;
const search = (items: readonly CatalogueItem[], q: string) => titles(queryCatalogue(indexCatalogue(items), { search: q, sortBy: 'title' }));
const byTags = (items: readonly CatalogueItem[], tags: string[]) => titles(queryCatalogue(indexCatalogue(items), { tags, sortBy: 'title' }));
const sorted = (items: readonly CatalogueItem[], sortBy: SortKey, sortOrder?: SortOrder) =>
  titles(queryCatalogue(indexCatalogue(items), { sortBy, ...(sortOrder ? { sortOrder } : {}) }));

describe('search', () => {
  const trex = item({ title: 'T-Rex Skull', category: 'Dinosaur Stickers', tags: ['Jurassic', 'fossil'], skus: ['TREX-MIC-BLK'] });
  const bigfoot = item({ title: 'Bigfoot Walking', category: 'Cryptids', tags: ['sasquatch', 'forest'], skus: ['BF-SM-01'] });
  const jeep = item({ title: 'Off-Road Jeep Trail', category: 'Vehicle Stickers', tags: ['4x4'], skus: [] });
  const all = [trex, bigfoot, jeep];

  it('starts filtering at 2 characters', () => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(search(all, 'b')).toEqual(['Bigfoot Walking', 'Off-Road Jeep Trail', 'T-Rex Skull']);
    expect(search(all, 'bi')).toEqual(['Bigfoot Walking']);
  });

  it('does not count surrounding spaces towards the 2 characters', () => {
    expect(normaliseQuery(' b ')).toBeNull();
    expect(normaliseQuery('  BI ')).toBe('bi');
    expect(normaliseQuery('')).toBeNull();
    expect(normaliseQuery(null)).toBeNull();
    expect(normaliseQuery(undefined)).toBeNull();
  });

  it('matches a substring of the title, case-insensitively', () => {
    expect(search(all, 'SKUL')).toEqual(['T-Rex Skull']);
    expect(search(all, 'oot wal')).toEqual(['Bigfoot Walking']);
  });

  it('matches a substring of the category', () => {
    expect(search(all, 'crypt')).toEqual(['Bigfoot Walking']);
    expect(search(all, 'vehicle stick')).toEqual(['Off-Road Jeep Trail']);
  });

  it('matches a substring of a tag', () => {
    expect(search(all, 'squat')).toEqual(['Bigfoot Walking']);
    expect(search(all, 'JURASS')).toEqual(['T-Rex Skull']);
    expect(search(all, '4x')).toEqual(['Off-Road Jeep Trail']);
  });

  it('matches a SKU from the listing data, whole or in part', () => {
    expect(search(all, 'trex-mic-blk')).toEqual(['T-Rex Skull']);
    expect(search(all, 'bf-sm')).toEqual(['Bigfoot Walking']);
  });

  it('matches query words against title words split on spaces and hyphens', () => {
    expect(search(all, 't rex')).toEqual(['T-Rex Skull']);
    expect(search(all, 'skull t-rex')).toEqual(['T-Rex Skull']);
    expect(search(all, 'jeep off')).toEqual(['Off-Road Jeep Trail']);
    expect(search(all, 'road  trail')).toEqual(['Off-Road Jeep Trail']);
  });

  it('needs every query word to be found in a title word', () => {
    expect(search(all, 't rex banana')).toEqual([]);
  });

  it('ignores punctuation inside a title word: "trex" finds "T-Rex", "offroad" finds "Off-Road"', () => {
    expect(search(all, 'trex')).toEqual(['T-Rex Skull']);
    expect(search(all, 'TREX SKULL')).toEqual(['T-Rex Skull']);
    expect(search(all, 'offroad')).toEqual(['Off-Road Jeep Trail']);
  });

  it('still finds a hyphenated title by its hyphenated spelling', () => {
    expect(search(all, 't-rex')).toEqual(['T-Rex Skull']);
    expect(search(all, 'T-Rex Sk')).toEqual(['T-Rex Skull']);
  });

  it('ignores punctuation inside a query word', () => {
    const trexTitle = item({ title: 'Trex Skull' });
    const mothman = item({ title: "Mothman's Back" });
    expect(search([trexTitle, mothman], 't-rex')).toEqual(['Trex Skull']);
    expect(search([trexTitle, mothman], 't.rex')).toEqual(['Trex Skull']);
    expect(search([trexTitle, mothman], 'mothmans')).toEqual(["Mothman's Back"]);
    expect(search([item({ title: 'Mothmans Back' })], "mothman's")).toEqual(['Mothmans Back']);
  });

  it('matches query words against title words with their punctuation removed, in any order', () => {
    expect(search(all, 'skull trex')).toEqual(['T-Rex Skull']);
    expect(search(all, 'trail offroad')).toEqual(['Off-Road Jeep Trail']);
    expect(search(all, 'trail offroad banana')).toEqual([]);
  });

  it('ignores punctuation inside category, tag and SKU words too', () => {
    const police = item({ title: 'Badge', category: 'Police/Military/Fire', tags: ['t-rex fan'], skus: ['BDG-SM-01'] });
    expect(search([police], 'militaryfire')).toEqual(['Badge']);
    expect(search([police], 'trex fan')).toEqual(['Badge']);
    expect(search([police], 'bdgsm')).toEqual(['Badge']);
  });

  it('reads accented letters as plain ones on both sides', () => {
    expect(search([item({ title: 'Café Racer' })], 'cafe racer')).toEqual(['Café Racer']);
    expect(search([item({ title: 'Cafe Racer' })], 'CAFÉ')).toEqual(['Cafe Racer']);
    expect(search([item({ title: 'Jalapeño Pepper' })], 'jalapeno')).toEqual(['Jalapeño Pepper']);
  });

  it('does not let a query that is one character once its punctuation is gone match every listing', () => {
    const bigfootT = item({ title: 'Tall Bigfoot' });
    expect(search([trex, bigfootT], 't-')).toEqual(['T-Rex Skull']);
    expect(search([trex, bigfootT], "'t")).toEqual([]);
  });

  it('finds nothing when nothing matches', () => {
    expect(search(all, 'zebra')).toEqual([]);
  });

  it('treats a listing without a category as having an empty one', () => {
    const loose = item({ title: 'Loose', category: null });
    expect(search([loose], 'dinosaur')).toEqual([]);
    expect(search([loose], 'loose')).toEqual(['Loose']);
  });

  it('answers matchesQuery directly for an indexed listing', () => {
    const [entry] = indexCatalogue([trex]);
    expect(matchesQuery(entry!, 't rex')).toBe(true);
    expect(matchesQuery(entry!, 'trex')).toBe(true);
    expect(matchesQuery(entry!, 'fossil')).toBe(true);
    expect(matchesQuery(entry!, 'bigfoot')).toBe(false);
  });

  it("finds every listing the spec's rules find (title, category, tag, SKU substrings, title words)", () => {
    fc.assert(
      fc.property(fc.array(itemArb, { minLength: 1, maxLength: 10 }), fc.oneof(smallText, wordArb), (items, query) => {
        const q = normaliseQuery(query);
        fc.pre(q !== null);
        for (const entry of indexCatalogue(items)) if (specMatches(entry.item, q)) expect(matchesQuery(entry, q)).toBe(true);
      }),
      RUNS,
    );
  });

  it('indexes the folded title whole and its design name up to the first " - "', () => {
    const [entry] = indexCatalogue([item({ title: "T-Rex's Skull - for Truck | Laptop" })]);
    expect(entry!.name).toBe("t-rex's skull");
    expect(entry!.nameFolded).toBe('trexs skull');
    expect(entry!.titleFolded).toBe('trexs skull for truck laptop');
    fc.assert(
      fc.property(
        fc.oneof(
          textArb,
          fc.array(fc.oneof(wordArb, fc.constantFrom('-', ' - ', '|', '–')), { maxLength: 6 }).map((w) => w.join(' ')),
        ),
        (title) => {
          const [e] = indexCatalogue([item({ title })]);
          expect(e!.titleFolded).toBe(foldText(title));
          expect(e!.nameFolded).toBe(foldText(e!.name));
          expect(e!.title.startsWith(e!.name)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('finds a title word with punctuation put inside it, or taken out of it', () => {
    const word = fc.stringMatching(/^[a-z]{4,10}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.nat(), fc.nat(), fc.constantFrom('-', "'", '.', '&'), (words, w, at, mark) => {
        const target = words[w % words.length]!;
        const cut = 1 + (at % (target.length - 1));
        const marked = target.slice(0, cut) + mark + target.slice(cut);
        const plain = item({ title: words.join(' ') });
        const punctuated = item({ title: words.map((x) => (x === target ? marked : x)).join(' ') });
        expect(search([plain], marked)).toEqual([plain.title]);
        expect(search([punctuated], target)).toEqual([punctuated.title]);
      }),
      RUNS,
    );
  });

  it('never throws on arbitrary queries and listing text', () => {
    fc.assert(
      fc.property(textArb, fc.array(textArb, { maxLength: 4 }), textArb, (title, tags, q) => {
        const [entry] = indexCatalogue([item({ title, tags, skus: tags, category: title })]);
        expect([q, normaliseQuery(q) ?? ''].map((query) => typeof matchesQuery(entry!, query))).toEqual(['boolean', 'boolean']);
      }),
      RUNS,
    );
  });

  it('always finds a listing by any 2+ character piece of its title', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 2, maxLength: 30 }), fc.nat(), fc.nat(), (title, a, b) => {
        const start = a % (title.length - 1);
        const end = start + 2 + (b % (title.length - start - 1));
        const piece = title.slice(start, end);
        fc.pre(piece.trim().length >= 2);
        expect(search([item({ title })], piece)).toEqual([title]);
      }),
      RUNS,
    );
  });
});

describe('tag filter', () => {
  const dino = item({ title: 'Dino', tags: ['Dinosaur', 'Jurassic'] });
  const wolf = item({ title: 'Wolf', tags: ['animal', 'forest'] });
  const ufo = item({ title: 'UFO', tags: ['space'] });
  const bare = item({ title: 'Bare', tags: [] });
  const all = [dino, wolf, ufo, bare];

  it('keeps listings having any of the selected tags', () => {
    expect(byTags(all, ['jurassic', 'space'])).toEqual(['Dino', 'UFO']);
  });

  it('compares tags case-insensitively', () => {
    expect(byTags(all, ['DINOSAUR'])).toEqual(['Dino']);
    expect(byTags(all, ['Forest'])).toEqual(['Wolf']);
  });

  it('matches whole tags, not parts of them', () => {
    expect(byTags(all, ['dino'])).toEqual([]);
  });

  it('excludes untagged listings once a tag is selected', () => {
    expect(byTags(all, ['jurassic', 'animal', 'space'])).toEqual(['Dino', 'UFO', 'Wolf']);
    expect(byTags([bare], ['anything'])).toEqual([]);
  });

  it('keeps every listing, untagged ones included, when no tag is selected', () => {
    expect(byTags(all, [])).toEqual(['Bare', 'Dino', 'UFO', 'Wolf']);
    expect(titles(queryCatalogue(indexCatalogue(all), { tags: null, sortBy: 'title' }))).toEqual(['Bare', 'Dino', 'UFO', 'Wolf']);
  });

  it('accepts at most 10 selected tags and ignores the 11th', () => {
    expect(MAX_SELECTED_TAGS).toBe(10);
    const ten = Array.from({ length: 10 }, (_, i) => `tag${i}`);
    expect(normaliseTags([...ten, 'space'])).toEqual(ten);
    expect(byTags(all, [...ten, 'space'])).toEqual([]);
    expect(byTags(all, [...ten.slice(0, 9), 'space'])).toEqual(['UFO']);
  });

  it('trims, lower-cases and de-duplicates selected tags before counting them', () => {
    const repeated = ['Space', ' space ', 'SPACE', '', '  '];
    expect(normaliseTags(repeated)).toEqual(['space']);
    const nine = Array.from({ length: 9 }, (_, i) => `tag${i}`);
    expect(byTags(all, [...nine, 'Tag0', 'TAG1', 'space'])).toEqual(['UFO']);
    expect(normaliseTags(null)).toEqual([]);
  });

  it("ignores stray spaces in a listing's own tags", () => {
    const [entry] = indexCatalogue([{ ...dino, tags: [' Jurassic '] }]);
    expect(matchesTags(entry!, ['jurassic'])).toBe(true);
  });

  it('answers matchesTags directly for an indexed listing', () => {
    const [entry] = indexCatalogue([dino]);
    expect(matchesTags(entry!, ['jurassic'])).toBe(true);
    expect(matchesTags(entry!, ['space'])).toBe(false);
    expect(matchesTags(entry!, [])).toBe(true);
  });

  it('combines search and tags: both must match', () => {
    const result = queryCatalogue(indexCatalogue(all), { search: 'wo', tags: ['space', 'animal'] });
    expect(titles(result)).toEqual(['Wolf']);
    expect(queryCatalogue(indexCatalogue(all), { search: 'ufo', tags: ['animal'] })).toEqual([]);
  });
});

describe('category filter', () => {
  it('keeps only listings of the exact category, case-insensitively', () => {
    const items = [item({ title: 'A', category: 'Horror' }), item({ title: 'B', category: 'Horror Movies' }), item({ title: 'C', category: null })];
    expect(titles(queryCatalogue(indexCatalogue(items), { category: ' horror ', sortBy: 'title' }))).toEqual(['A']);
    expect(titles(queryCatalogue(indexCatalogue(items), { category: '', sortBy: 'title' }))).toEqual(['A', 'B', 'C']);
  });
});

describe('sorts', () => {
  it('offers the five storefront sorts: sales (default, descending), title ascending, views, updated and TRUEscale descending', () => {
    expect(STOREFRONT_SORTS.map((s) => [s.key, s.order])).toEqual([
      ['sales', 'desc'],
      ['title', 'asc'],
      ['views', 'desc'],
      ['updated', 'desc'],
      ['trueScale', 'desc'],
    ]);
    expect(SORT_KEYS).toContain('created');
    for (const key of SORT_KEYS) expect(defaultOrder(key)).toBe(key === 'title' ? 'asc' : 'desc');
  });

  it('sorts by sales, best sellers first by default, when no sort is given', () => {
    const items = [item({ title: 'Low', salesRank: 3 }), item({ title: 'High', salesRank: 1 }), item({ title: 'Mid', salesRank: 2 })];
    expect(titles(queryCatalogue(indexCatalogue(items), {}))).toEqual(['High', 'Mid', 'Low']);
  });

  it('sorts by sales in either direction, ties by title then id', () => {
    // Equal sales share a rank (1, 2, 2, 4).
    const tieB = item({ title: 'Beta', salesRank: 2 });
    const tieA = item({ title: 'Alpha', salesRank: 2 });
    const items = [item({ title: 'Low', salesRank: 4 }), tieB, tieA, item({ title: 'High', salesRank: 1 })];
    expect(sorted(items, 'sales')).toEqual(['High', 'Alpha', 'Beta', 'Low']);
    expect(sorted(items, 'sales', 'asc')).toEqual(['Low', 'Alpha', 'Beta', 'High']);
  });

  it('sorts by title A to Z by default, case-insensitively and with numbers in numeric order', () => {
    const items = [item({ title: 'zebra' }), item({ title: 'Decal 10' }), item({ title: 'apple' }), item({ title: 'Decal 2' })];
    expect(sorted(items, 'title')).toEqual(['apple', 'Decal 2', 'Decal 10', 'zebra']);
    expect(sorted(items, 'title', 'desc')).toEqual(['zebra', 'Decal 10', 'Decal 2', 'apple']);
  });

  it('sorts titles with accents beside their plain letters, leading zeros by value, and equal titles by id', () => {
    const items = [
      item({ id: 2, title: 'Eclair' }),
      item({ id: 1, title: 'éclair' }),
      item({ id: 3, title: 'Decal 007' }),
      item({ id: 4, title: 'Decal 10' }),
      item({ id: 5, title: 'Dinosaur' }),
    ];
    expect(sorted(items, 'title')).toEqual(['Decal 007', 'Decal 10', 'Dinosaur', 'éclair', 'Eclair']);
    expect(textSortKey('Decal 07')).toBe(textSortKey('decal 7'));
  });

  it('breaks a title tie by sales, then id', () => {
    const first = item({ title: 'Same', salesRank: 2 });
    const best = item({ title: 'same', salesRank: 1 });
    const second = item({ title: 'Same', salesRank: 2 });
    const result = queryCatalogue(indexCatalogue([second, first, best]), { sortBy: 'title' });
    expect(result).toEqual([best, first, second]);
  });

  it('sorts by views in either direction, ties by sales', () => {
    const items = [
      item({ title: 'Few', views: 3 }),
      item({ title: 'TieLowSales', views: 50, salesRank: 2 }),
      item({ title: 'TieHighSales', views: 50, salesRank: 1 }),
      item({ title: 'Many', views: 900 }),
    ];
    expect(sorted(items, 'views')).toEqual(['Many', 'TieHighSales', 'TieLowSales', 'Few']);
    expect(sorted(items, 'views', 'asc')).toEqual(['Few', 'TieHighSales', 'TieLowSales', 'Many']);
  });

  it('sorts by date updated, newest first by default, ties by sales', () => {
    const items = [
      item({ title: 'Old', updatedAt: '2023-05-01T00:00:00.000Z' }),
      item({ title: 'New', updatedAt: '2025-02-01T00:00:00.000Z' }),
      item({ title: 'MidA', updatedAt: '2024-06-01T00:00:00.000Z', salesRank: 2 }),
      item({ title: 'MidB', updatedAt: '2024-06-01T00:00:00.000Z', salesRank: 1 }),
    ];
    expect(sorted(items, 'updated')).toEqual(['New', 'MidB', 'MidA', 'Old']);
    expect(sorted(items, 'updated', 'asc')).toEqual(['Old', 'MidB', 'MidA', 'New']);
  });

  it('sorts TRUEscale listings first by default, each half by sales', () => {
    const items = [
      item({ title: 'PlainBest', salesRank: 1 }),
      item({ title: 'TrueLow', isTrueScale: true, salesRank: 4 }),
      item({ title: 'Plain', salesRank: 3 }),
      item({ title: 'TrueHigh', isTrueScale: true, salesRank: 2 }),
    ];
    expect(sorted(items, 'trueScale')).toEqual(['TrueHigh', 'TrueLow', 'PlainBest', 'Plain']);
    expect(sorted(items, 'trueScale', 'asc')).toEqual(['PlainBest', 'Plain', 'TrueHigh', 'TrueLow']);
  });

  it('offers "Best match" first, and only while a search is active; the five sorts stay as they are', () => {
    expect(SEARCH_SORT).toEqual({ key: 'best', label: 'Best match', order: 'desc' });
    expect(SORT_KEYS).toContain('best');
    expect(STOREFRONT_SORTS.map((s) => s.key)).not.toContain('best');
    expect(storefrontSorts(true)).toEqual([SEARCH_SORT, ...STOREFRONT_SORTS]);
    expect(storefrontSorts(false)).toEqual(STOREFRONT_SORTS);
  });

  describe('best match', () => {
    const tailHigh = item({ title: 'T-Rex Skull - for Truck Laptop Tumbler', salesRank: 3 });
    const nameLow = item({ title: 'Fire Truck - Gift for Him', salesRank: 8 });
    const nameHigh = item({ title: 'Monster Truck', salesRank: 6 });
    const byCategory = item({ title: 'Wheel', category: 'Truck Stuff', salesRank: 5 });
    const byTagHigh = item({ title: 'Wolf Howling', tags: ['truck decal'], salesRank: 4 });
    const byTagLow = item({ title: 'Bear', tags: ['TRUCK'], salesRank: 7 });
    const bySku = item({ title: 'Moose', skus: ['TRUCK-01'], salesRank: 2 });
    const unrelated = item({ title: 'Moon', salesRank: 1 });
    const all = [unrelated, bySku, byTagLow, byTagHigh, byCategory, nameLow, tailHigh, nameHigh];
    const best = (q: string | null, sortOrder?: SortOrder) =>
      titles(queryCatalogue(indexCatalogue(all), { search: q, sortBy: 'best', ...(sortOrder ? { sortOrder } : {}) }));

    it('orders results by the design name, then the rest of the title, category, tag and SKU, each by sales', () => {
      expect(best('truck')).toEqual([
        'Monster Truck',
        'Fire Truck - Gift for Him',
        'T-Rex Skull - for Truck Laptop Tumbler',
        'Wheel',
        'Wolf Howling',
        'Bear',
        'Moose',
      ]);
    });

    it('turns the whole order over in ascending order', () => {
      expect(best('truck', 'asc')).toEqual(best('truck').reverse());
    });

    it('orders like best selling when no search is active', () => {
      expect(best(null)).toEqual(sorted(all, 'sales'));
      expect(best('t')).toEqual(sorted(all, 'sales'));
    });

    it('counts a match of every query word as a title match', () => {
      const words = item({ title: 'Skull of a T-Rex', tags: ['t rex'], salesRank: 2 });
      const tagged = item({ title: 'Fossil', tags: ['t rex'], salesRank: 1 });
      expect(titles(queryCatalogue(indexCatalogue([tagged, words]), { search: 't rex', sortBy: 'best' }))).toEqual(['Skull of a T-Rex', 'Fossil']);
    });

    it('answers matchTier directly for an indexed listing', () => {
      expect(MATCH_TIERS).toEqual(['name', 'title', 'category', 'tag', 'sku']);
      const [tail, name, category, tag, sku, none] = indexCatalogue([tailHigh, nameHigh, byCategory, byTagHigh, bySku, unrelated]);
      expect(matchTier(name!, 'truck')).toBe('name');
      expect(matchTier(tail!, 'truck')).toBe('title');
      expect(matchTier(tail!, 'trex')).toBe('name');
      expect(matchTier(category!, 'truck')).toBe('category');
      expect(matchTier(tag!, 'truck')).toBe('tag');
      expect(matchTier(sku!, 'truck')).toBe('sku');
      expect(matchTier(none!, 'truck')).toBeNull();
    });
  });

  it('sorts by date added for the Scene Builder', () => {
    const items = [item({ title: 'Old', createdAt: '2022-01-01' }), item({ title: 'New', createdAt: '2024-01-01' })];
    expect(sorted(items, 'created')).toEqual(['New', 'Old']);
    expect(sorted(items, 'created', 'asc')).toEqual(['Old', 'New']);
  });

  it('breaks a full tie by id so the order is total', () => {
    const a = item({ title: 'Twin' });
    const b = item({ title: 'Twin' });
    for (const key of SORT_KEYS) {
      expect(comparatorFor(key)(a, b)).toBeLessThan(0);
      expect(comparatorFor(key)(b, a)).toBeGreaterThan(0);
      expect(comparatorFor(key)(a, a)).toBe(0);
    }
  });
});

const textArb = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ maxLength: 40 }));
const wordArb = fc.constantFrom('t-rex', 'Skull', 'bigfoot', 'UFO', 'jeep', 'Off-Road', 'dino', 'Dinosaur', 'space', 'a', 'Ä', '🦖');
const smallText = fc.oneof(
  textArb,
  fc.array(wordArb, { maxLength: 4 }).map((w) => w.join(' ')),
);
const itemArb = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  title: smallText,
  category: fc.option(fc.oneof(fc.constantFrom('Dinosaur Stickers', 'Cryptids', 'Space Stickers', ''), textArb), { nil: null }),
  tags: fc.array(fc.oneof(wordArb, textArb), { maxLength: 4 }),
  skus: fc.array(fc.oneof(fc.constantFrom('TREX-MIC', 'UFO-01'), textArb), { maxLength: 2 }),
  salesRank: fc.integer({ min: 1, max: 50 }),
  views: fc.integer({ min: 0, max: 50 }),
  isTrueScale: fc.boolean(),
  createdAt: fc.constantFrom('2023-01-01', '2024-01-01', '2025-01-01'),
  updatedAt: fc.constantFrom('2023-01-01', '2024-01-01', '2025-01-01'),
});
/** The spec's search rules as they stood before punctuation was ignored: results may only grow. */
function specMatches(i: CatalogueItem, q: string): boolean {
  const title = i.title.toLowerCase();
  if (title.includes(q) || (i.category ?? '').toLowerCase().includes(q)) return true;
  if (i.tags.some((t) => t.trim().toLowerCase().includes(q)) || i.skus.some((s) => s.toLowerCase().includes(q))) return true;
  const words = q.split(/[\s-]+/).filter(Boolean);
  const titleWords = title.split(/[\s-]+/).filter(Boolean);
  return words.length > 1 && words.every((w) => titleWords.some((tw) => tw.includes(w)));
}
const queryArb = fc.record(
  {
    search: fc.option(fc.oneof(smallText, wordArb), { nil: null }),
    tags: fc.option(fc.array(fc.oneof(wordArb, textArb), { maxLength: 12 }), { nil: null }),
    category: fc.option(fc.constantFrom('Dinosaur Stickers', 'cryptids', ''), { nil: null }),
    sortBy: fc.constantFrom(...SORT_KEYS),
    sortOrder: fc.constantFrom<SortOrder>('asc', 'desc'),
  },
  { requiredKeys: [] },
);

describe('queryCatalogue properties', () => {
  it('never throws and returns a sorted subset of its input', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 25 }), queryArb, (items, query) => {
        const result = queryCatalogue(indexCatalogue(items), query);
        expect(result.length).toBeLessThanOrEqual(items.length);
        expect(new Set(result).size).toBe(result.length);
        for (const r of result) expect(items).toContain(r);
        const sortBy = query.sortBy ?? 'sales';
        const order = query.sortOrder ?? defaultOrder(sortBy);
        const compare = comparatorFor(sortBy, order);
        const q = normaliseQuery(query.search);
        const entries = new Map<CatalogueItem, Indexed<CatalogueItem>>(indexCatalogue(items).map((e) => [e.item, e]));
        // Best match with a search: tiers first (turned over in ascending order), then the sales order.
        const tier = (i: CatalogueItem) => (sortBy === 'best' && q !== null ? MATCH_TIERS.indexOf(matchTier(entries.get(i)!, q)!) : 0);
        const sign = order === 'asc' ? -1 : 1;
        for (let i = 1; i < result.length; i++) {
          const [a, b] = [result[i - 1]!, result[i]!];
          expect(sign * (tier(a) - tier(b)) || compare(a, b)).toBeLessThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });

  it('keeps exactly the listings that pass search, tags and category', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 25 }), queryArb, (items, query) => {
        const index = indexCatalogue(items);
        const kept = new Set(queryCatalogue(index, query));
        const q = normaliseQuery(query.search);
        const tags = normaliseTags(query.tags);
        const category = query.category?.trim().toLowerCase() || null;
        for (const entry of index) {
          const passes =
            (category === null || (entry.item.category ?? '').toLowerCase() === category) && matchesTags(entry, tags) && (q === null || matchesQuery(entry, q));
          expect(kept.has(entry.item)).toBe(passes);
        }
      }),
      RUNS,
    );
  });

  it('never keeps an untagged listing while a tag is selected', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 25 }), fc.array(wordArb, { minLength: 1, maxLength: 3 }), (items, tags) => {
        for (const r of queryCatalogue(indexCatalogue(items), { tags })) expect(r.tags.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('does not filter on a query shorter than 2 characters', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 25 }), fc.string({ maxLength: 1 }), (items, q) => {
        expect(queryCatalogue(indexCatalogue(items), { search: q })).toHaveLength(items.length);
      }),
      RUNS,
    );
  });
});

describe('groupByCategory', () => {
  it('puts dinosaur categories first, then larger groups, then names', () => {
    const items = [
      item({ title: 'h1', category: 'Horror' }),
      item({ title: 'c1', category: 'Cryptids' }),
      item({ title: 's1', category: 'Space Stickers' }),
      item({ title: 's2', category: 'Space Stickers' }),
      item({ title: 's3', category: 'Space Stickers' }),
      item({ title: 'd1', category: 'Dinosaur Stickers' }),
      item({ title: 'h2', category: 'Horror' }),
      item({ title: 'c2', category: 'Cryptids' }),
    ];
    const groups = groupByCategory(items);
    expect(groups.map((g) => [g.category, g.count])).toEqual([
      ['Dinosaur Stickers', 1],
      ['Space Stickers', 3],
      ['Cryptids', 2],
      ['Horror', 2],
    ]);
  });

  it('keeps the incoming order of the listings inside each group', () => {
    const items = [item({ title: 'second', category: 'Horror', salesRank: 2 }), item({ title: 'first', category: 'Horror', salesRank: 1 })];
    expect(groupByCategory(items)[0]!.items.map((i) => i.title)).toEqual(['second', 'first']);
  });

  it('gathers listings without a category under Uncategorized', () => {
    const groups = groupByCategory([item({ category: null }), item({ category: '  ' }), item({ category: 'Horror' })]);
    expect(groups.map((g) => [g.category, g.count])).toEqual([
      ['Uncategorized', 2],
      ['Horror', 1],
    ]);
  });

  it('returns no groups for no listings', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('groupingAllowed', () => {
  it('allows grouping only without a search, a tag filter, a favourites filter or an open modal', () => {
    expect(groupingAllowed({})).toBe(true);
    expect(groupingAllowed({ search: 'r' })).toBe(true);
    expect(groupingAllowed({ search: 're' })).toBe(false);
    expect(groupingAllowed({ tags: ['space'] })).toBe(false);
    expect(groupingAllowed({ tags: ['  '] })).toBe(true);
    expect(groupingAllowed({ modalOpen: true })).toBe(false);
    expect(groupingAllowed({ favourites: true })).toBe(false);
  });
});

describe('tagCounts', () => {
  it('counts each tag once per listing, case-insensitively, most used first then alphabetically', () => {
    const items = [item({ tags: ['Dinosaur', 'dinosaur', 'fossil'] }), item({ tags: ['DINOSAUR', 'space'] }), item({ tags: ['Alien', ' '] })];
    expect(tagCounts(items).map(({ tag, count }) => ({ tag: tag.toLowerCase(), count }))).toEqual([
      { tag: 'dinosaur', count: 2 },
      { tag: 'alien', count: 1 },
      { tag: 'fossil', count: 1 },
      { tag: 'space', count: 1 },
    ]);
  });
});

describe('truncateTitle', () => {
  it('cuts a title longer than 20 characters to 20 plus an ellipsis', () => {
    expect(truncateTitle('Sasquatch Hiking The Trail')).toBe('Sasquatch Hiking The...');
    expect(truncateTitle('abcdefghijklmnopqrstu')).toBe('abcdefghijklmnopqrst...');
  });

  it('keeps a title of 20 characters or fewer whole', () => {
    expect(truncateTitle('abcdefghijklmnopqrst')).toBe('abcdefghijklmnopqrst');
    expect(truncateTitle('T-Rex Skull')).toBe('T-Rex Skull');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateTitle('Triceratops Charging Decal')).toBe('Triceratops Charging...');
    expect(truncateTitle('Bigfoot Walking In The Woods')).toBe('Bigfoot Walking In T...');
    expect(truncateTitle('Nineteen characters and more')).toBe('Nineteen characters...');
  });

  it('accepts the 21-character reading of the other screen', () => {
    expect(truncateTitle('abcdefghijklmnopqrstu', 21)).toBe('abcdefghijklmnopqrstu');
    expect(truncateTitle('abcdefghijklmnopqrstuv', 21)).toBe('abcdefghijklmnopqrstu...');
  });
});

describe('the results counter', () => {
  it('says what narrows the stickers: a search, tags (any of them), or both', () => {
    expect(resultsCountText(210, { search: false, tags: 0 })).toBe('210 stickers');
    expect(resultsCountText(1, { search: true, tags: 0 })).toBe('1 sticker matching your search');
    expect(resultsCountText(4, { search: false, tags: 1 })).toBe('4 stickers with the selected tag');
    expect(resultsCountText(9, { search: false, tags: 2 })).toBe('9 stickers with any of the selected tags');
    expect(resultsCountText(2, { search: true, tags: 3 })).toBe('2 stickers matching your search and tags');
  });
});
