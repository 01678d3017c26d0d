import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { indexCatalogue, queryCatalogue, type CatalogueItem } from '../../../src/domain/catalogue.ts';
import { deletions, editDistance, foldText, GENERIC_WORDS, isNoiseWord, MARKETING_WORDS, similarDesigns, transliterate } from '../../../src/domain/search.ts';
import { catalogueItem, titles } from '../../fixtures/catalogue-items.ts';

const RUNS = { numRuns: 500 };
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ maxLength: 60 }));

const item = catalogueItem;

/** Optimal string alignment distance, the whole table: the reference for the bounded version. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** foldText as first written: every step on the whole text. */
const foldReference = (text: string) =>
  transliterate(text.toLowerCase())
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('transliterate', () => {
  it('writes accented letters as plain ones', () => {
    expect(transliterate('Café Crème')).toBe('Cafe Creme');
    expect(transliterate('jalapeño über straße')).toBe('jalapeno uber strasse');
    expect(transliterate('ÆØÅ æøå Łódź ẞ')).toBe('AEOA aeoa Lodz SS');
  });

  it('gives letters that decompose to capitals in lower case once folded', () => {
    expect(foldText('ℌello Ⅻ')).toBe('hello xii');
  });

  it('leaves ASCII text as it is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        fc.pre(/^[\x00-\x7f]*$/.test(text));
        expect(transliterate(text)).toBe(text);
      }),
      RUNS,
    );
  });
});

describe('foldText', () => {
  it('lower-cases, drops punctuation inside and between words, and makes runs of spaces one', () => {
    expect(foldText("  T-Rex's  Café ")).toBe('trexs cafe');
    expect(foldText('Wolf Howling - Water Bottle Decal')).toBe('wolf howling water bottle decal');
    expect(foldText('Police/Military/Fire')).toBe('policemilitaryfire');
    expect(foldText('a\t-\nb')).toBe('a b');
    expect(foldText('!!!')).toBe('');
  });

  it('gives the same text as folding step by step, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.stringMatching(/^[a-zA-Z \-'.!é\t]{0,30}$/)), (text) => {
        expect(foldText(text)).toBe(foldReference(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('folds a text in two parts split at a space as it folds the whole', () => {
    fc.assert(
      fc.property(anyText, anyText, fc.constantFrom(' ', ' - ', ' | ', '\t'), (a, b, gap) => {
        const whole = foldText(a + gap + b);
        const [x, y] = [foldText(a), foldText(gap + b)];
        expect(x && y ? `${x} ${y}` : x || y).toBe(whole);
      }),
      RUNS,
    );
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbouring letters as one edit each', () => {
    expect(editDistance('skull', 'skull')).toBe(0);
    expect(editDistance('skul', 'skull')).toBe(1);
    expect(editDistance('skulll', 'skull')).toBe(1);
    expect(editDistance('skyll', 'skull')).toBe(1);
    expect(editDistance('sklul', 'skull')).toBe(1);
    expect(editDistance('dinosuar', 'dinosaur')).toBe(1);
    expect(editDistance('bigfut', 'bigfoot')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('stops counting past the bound', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('', 'abcdef', 2)).toBe(3);
  });

  it('agrees with the full optimal string alignment table, up to the bound', () => {
    const word = fc.stringMatching(/^[abc]{0,8}$/);
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        const full = osa(a, b);
        expect(editDistance(a, b)).toBe(full);
        expect(editDistance(a, b, max)).toBe(Math.min(full, max + 1));
        expect(editDistance(b, a)).toBe(full);
      }),
      { numRuns: 2000 },
    );
  });

  it('lists every way of deleting one letter', () => {
    expect(deletions('skull')).toEqual(['kull', 'sull', 'skll', 'skul', 'skul']);
    expect(deletions('')).toEqual([]);
  });
});

describe('noise words', () => {
  it('counts generic shop words and the marketing words gift, him, her and for as naming no design', () => {
    for (const w of ['vinyl', 'decal', 'sticker', 'die', 'cut']) expect(GENERIC_WORDS.has(w)).toBe(true);
    for (const w of ['gift', 'him', 'her', 'for']) expect(MARKETING_WORDS.has(w)).toBe(true);
    expect(isNoiseWord('gift')).toBe(true);
    expect(isNoiseWord('skull')).toBe(false);
  });
});

describe('similarDesigns', () => {
  const triSkull = item({ title: 'Triceratops Skull - Gift for Him', tags: ['dinosaur', 'fossil'], sales: 10 });
  const trexSkull = item({ title: 'T-Rex Skull', tags: ['dinosaur'], sales: 50 });
  const bigfoot = item({ title: 'Bigfoot Walking', category: 'Cryptids', tags: ['sasquatch', 'halloween costume'], sales: 30 });
  const moon = item({ title: 'Moon Phases', category: 'Space Stickers', tags: ['astronomy'], sales: 90 });
  const all = [moon, bigfoot, trexSkull, triSkull];
  const similar = (query: string, limit = 8, items = all) => titles(similarDesigns(indexCatalogue(items), query, limit));

  it('finds the closest designs for a search with typos, the closest first', () => {
    expect(queryCatalogue(indexCatalogue(all), { search: 'tricertops skul' })).toEqual([]);
    expect(similar('tricertops skul')).toEqual(['Triceratops Skull - Gift for Him', 'T-Rex Skull']);
  });

  it('allows one edit in a word of 4 or 5 letters and two from 6 letters', () => {
    expect(similar('skul')).toEqual(['T-Rex Skull', 'Triceratops Skull - Gift for Him']);
    expect(similar('bigfut')).toEqual(['Bigfoot Walking']);
    expect(similar('dinosuar')).toEqual(['T-Rex Skull', 'Triceratops Skull - Gift for Him']);
    expect(similar('mxxn')).toEqual([]);
    expect(similar('mon')).toEqual([]);
  });

  it('reads tags and categories too, title words weighing most', () => {
    expect(similar('halloweeen')).toEqual(['Bigfoot Walking']);
    expect(similar('cryptds')).toEqual(['Bigfoot Walking']);
    const inTitle = item({ title: 'Fossil Hunter', sales: 1 });
    expect(similar('fosil', 8, [triSkull, inTitle])).toEqual(['Fossil Hunter', 'Triceratops Skull - Gift for Him']);
  });

  it('finds a word with its punctuation taken out or left in', () => {
    expect(similar('trex banana')).toEqual(['T-Rex Skull']);
    expect(similar('t-rexx')).toEqual(['T-Rex Skull']);
  });

  it('orders equally close designs best sellers first', () => {
    const low = item({ title: 'Moon Low', sales: 1 });
    const high = item({ title: 'Moon High', sales: 100 });
    expect(similar('moonn', 8, [low, high])).toEqual(['Moon High', 'Moon Low']);
  });

  it('ignores generic shop and marketing words, and leaves out designs sharing no close word', () => {
    expect(similar('decal sticker')).toEqual([]);
    expect(similar('gift for him')).toEqual([]);
    expect(similar('zzzzzz')).toEqual([]);
    expect(similar('')).toEqual([]);
  });

  it('returns at most the limit', () => {
    expect(similar('skul', 1)).toEqual(['T-Rex Skull']);
    expect(similar('skul', 0)).toEqual([]);
  });

  it('never throws and returns distinct listings of the index, at most the limit', () => {
    const listing = fc.record({ title: anyText, category: fc.option(anyText, { nil: null }), tags: fc.array(anyText, { maxLength: 3 }), sales: fc.nat(100) });
    fc.assert(
      fc.property(fc.array(listing, { maxLength: 10 }), anyText, fc.nat(10), (listings, query, limit) => {
        const items = listings.map((l) => item(l));
        const result = similarDesigns(indexCatalogue(items), query, limit);
        expect(result.length).toBeLessThanOrEqual(limit);
        expect(new Set(result).size).toBe(result.length);
        for (const r of result) expect(items).toContain(r);
      }),
      RUNS,
    );
  });
});
