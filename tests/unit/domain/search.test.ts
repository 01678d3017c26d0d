import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { deletions, editDistance, foldText, GENERIC_WORDS, isNoiseWord, MARKETING_WORDS, transliterate } from '../../../src/domain/search.ts';

const RUNS = { numRuns: 500 };
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ maxLength: 60 }));

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
        fc.pre(/^[^\x80-\uffff]*$/.test(text));
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
