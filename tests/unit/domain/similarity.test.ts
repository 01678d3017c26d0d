import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { CatalogueItem } from '../../../src/domain/catalogue.ts';
import { HOLIDAY_TERMS, isHolidayTag, similarityScore, similarityOrder } from '../../../src/domain/similarity.ts';
import { catalogueItem, titles } from '../../fixtures/catalogue-items.ts';

const item = (overrides: Partial<CatalogueItem> = {}): CatalogueItem => catalogueItem({ title: 'Plain Design', category: 'Horror', ...overrides });

describe('similarityScore', () => {
  it('notes a shared category', () => {
    const source = item({ category: 'Dinosaur Stickers' });
    expect(similarityScore(source, item({ category: 'Dinosaur Stickers' })).sameCategory).toBe(true);
    expect(similarityScore(source, item({ category: 'Horror' })).sameCategory).toBe(false);
  });

  it('does not count two listings without a category as the same category', () => {
    expect(similarityScore(item({ category: null }), item({ category: null })).sameCategory).toBe(false);
  });

  it('counts shared title words longer than 2 characters, ignoring case, shared filler and sticker words', () => {
    const source = item({ title: 'T-Rex Skull Vinyl Decal for the Truck' });
    const other = item({ title: 'Raptor skull sticker for the TRUCK window vinyl decal' });
    // skull and truck are shared; 'for', 'the', 'vinyl', 'decal' say nothing.
    expect(similarityScore(source, other).titleOverlap).toBe(2);
  });

  it('weighs an ordinary shared tag 1 and a shared holiday tag 5, case-insensitively', () => {
    const source = item({ tags: ['Truck', 'Christmas', 'funny'] });
    expect(similarityScore(source, item({ tags: ['truck'] })).tagScore).toBe(1);
    expect(similarityScore(source, item({ tags: ['CHRISTMAS'] })).tagScore).toBe(5);
    expect(similarityScore(source, item({ tags: ['christmas', 'truck', 'FUNNY', 'other'] })).tagScore).toBe(7);
  });

  it('counts a tag repeated on a listing once', () => {
    const source = item({ tags: ['truck'] });
    expect(similarityScore(source, item({ tags: ['truck', 'Truck', 'TRUCK'] })).tagScore).toBe(1);
  });

  it.each(['christmas', 'halloween', 'thanksgiving', 'easter', "valentine's day", '4th of july', 'hanukkah', 'spooky season'])(
    'treats "%s" as a holiday term',
    (term) => {
      expect(HOLIDAY_TERMS.has(term)).toBe(true);
      expect(similarityScore(item({ tags: [term] }), item({ tags: [term] })).tagScore).toBe(5);
    },
  );
});

describe('holiday tags', () => {
  it('weighs a shared tag that contains a holiday term 5', () => {
    const costume = item({ tags: ['halloween costume'] });
    expect(similarityScore(costume, item({ tags: ['Halloween Costume'] })).tagScore).toBe(5);
    expect(similarityScore(item({ tags: ['Christmas truck decal', 'funny'] }), item({ tags: ['christmas truck decal', 'funny'] })).tagScore).toBe(6);
  });

  it('finds a holiday term anywhere in a tag, as whole words, with or without apostrophes', () => {
    expect(isHolidayTag('halloween costume')).toBe(true);
    expect(isHolidayTag('spooky halloween')).toBe(true);
    expect(isHolidayTag("Mother's Day gift")).toBe(true);
    expect(isHolidayTag('happy-4th-of-july')).toBe(true);
    expect(isHolidayTag('valentines day card')).toBe(true);
    expect(isHolidayTag('HALLOWEEN')).toBe(true);
  });

  it('does not take a word that merely contains a holiday term for one', () => {
    expect(isHolidayTag('eastern dragon')).toBe(false);
    expect(isHolidayTag('halloweenish')).toBe(false);
    expect(isHolidayTag('truck')).toBe(false);
    expect(isHolidayTag('')).toBe(false);
  });

  it('treats every tag made of a holiday term and other words as a holiday tag', () => {
    const other = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(fc.constantFrom(...HOLIDAY_TERMS), fc.array(other, { maxLength: 2 }), fc.array(other, { maxLength: 2 }), (term, before, after) => {
        const tag = [...before, term, ...after].join(' ');
        expect(isHolidayTag(tag)).toBe(true);
        expect(similarityScore(item({ tags: [tag] }), item({ tags: [tag.toUpperCase()] })).tagScore).toBe(5);
      }),
      { numRuns: 300 },
    );
  });
});

describe('similarityOrder', () => {
  it('leaves the open listing out', () => {
    const source = item({ title: 'Open' });
    const other = item({ title: 'Other' });
    expect(similarityOrder(source, [source, other])).toEqual([other]);
  });

  it('puts the same category first, ahead of a listing with more title and tag overlap', () => {
    const source = item({ title: 'Bigfoot Camping Tent', category: 'Cryptids', tags: ['christmas'] });
    const sameCategory = item({ title: 'Mothman', category: 'Cryptids' });
    const lookalike = item({ title: 'Bigfoot Camping Tent Night', category: 'Outdoor Stickers', tags: ['christmas'] });
    expect(similarityOrder(source, [lookalike, sameCategory])).toEqual([sameCategory, lookalike]);
  });

  it('then orders by shared title words, ahead of shared tags', () => {
    const source = item({ title: 'Bigfoot Camping Tent', category: 'Cryptids', tags: ['christmas', 'forest'] });
    const twoWords = item({ title: 'Bigfoot Camping', category: 'Cryptids' });
    const oneWord = item({ title: 'Bigfoot Fishing', category: 'Cryptids', tags: ['christmas', 'forest'] });
    const noWords = item({ title: 'Mothman', category: 'Cryptids', tags: ['christmas', 'forest'] });
    expect(similarityOrder(source, [noWords, oneWord, twoWords])).toEqual([twoWords, oneWord, noWords]);
  });

  it('then orders by shared tags, a holiday tag outweighing four ordinary tags', () => {
    const source = item({ title: 'Santa Sleigh', tags: ['christmas', 'truck', 'funny', 'window', 'car'] });
    const fourOrdinary = item({ title: 'Ordinary', tags: ['truck', 'funny', 'window', 'car'] });
    const oneHoliday = item({ title: 'Holiday', tags: ['Christmas'] });
    const none = item({ title: 'None', tags: ['unrelated'] });
    expect(titles(similarityOrder(source, [none, fourOrdinary, oneHoliday]))).toEqual(['Holiday', 'Ordinary', 'None']);
  });

  it('lets six ordinary shared tags outweigh one holiday tag', () => {
    const source = item({ title: 'Santa Sleigh', tags: ['halloween', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6'] });
    const sixOrdinary = item({ title: 'Ordinary', tags: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'] });
    const oneHoliday = item({ title: 'Holiday', tags: ['halloween'] });
    expect(titles(similarityOrder(source, [oneHoliday, sixOrdinary]))).toEqual(['Ordinary', 'Holiday']);
  });

  it('keeps the catalogue order for ties', () => {
    const source = item({ title: 'Santa Sleigh', tags: ['christmas', 'a1', 'a2', 'a3', 'a4', 'a5'] });
    const fiveOrdinary = item({ title: 'Ordinary', tags: ['a1', 'a2', 'a3', 'a4', 'a5'] });
    const oneHoliday = item({ title: 'Holiday', tags: ['christmas'] });
    expect(titles(similarityOrder(source, [fiveOrdinary, oneHoliday]))).toEqual(['Ordinary', 'Holiday']);
    expect(titles(similarityOrder(source, [oneHoliday, fiveOrdinary]))).toEqual(['Holiday', 'Ordinary']);
  });

  it('returns every other listing exactly once, ordered by category, then title overlap, then tag score', () => {
    const word = fc.constantFrom('bigfoot', 'camping', 'tent', 'skull', 'truck', 'the', 'decal');
    const tag = fc.constantFrom('christmas', 'halloween', 'truck', 'funny', 'forest');
    const listing = fc.record({
      title: fc.array(word, { maxLength: 4 }).map((w) => w.join(' ')),
      category: fc.constantFrom('Cryptids', 'Horror', null),
      tags: fc.array(tag, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(listing, fc.array(listing, { maxLength: 12 }), (src, others) => {
        const source = item(src);
        const items = [source, ...others.map((o) => item(o))];
        const result = similarityOrder(source, items);
        expect(result).toHaveLength(items.length - 1);
        expect(new Set(result).size).toBe(result.length);
        expect(result).not.toContain(source);
        const key = (i: CatalogueItem) => {
          const s = similarityScore(source, i);
          return [Number(s.sameCategory), s.titleOverlap, s.tagScore] as const;
        };
        const byScore = (p: CatalogueItem, q: CatalogueItem) => {
          const [a, b] = [key(p), key(q)];
          return b[0] - a[0] || b[1] - a[1] || b[2] - a[2];
        };
        // Array.prototype.sort is stable: listings that score the same keep the catalogue order.
        expect(result).toEqual(items.slice(1).sort(byScore));
      }),
      { numRuns: 500 },
    );
  });
});
