import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { indexCatalogue, queryCatalogue } from '../../../src/domain/catalogue.ts';
import { similarDesigns } from '../../../src/domain/similar-designs.ts';
import { catalogueItem, titles } from '../../fixtures/catalogue-items.ts';

const RUNS = { numRuns: 500 };
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ maxLength: 60 }));

const item = catalogueItem;

describe('similarDesigns', () => {
  const triSkull = item({ title: 'Triceratops Skull - Gift for Him', tags: ['dinosaur', 'fossil'], salesRank: 4 });
  const trexSkull = item({ title: 'T-Rex Skull', tags: ['dinosaur'], salesRank: 2 });
  const bigfoot = item({ title: 'Bigfoot Walking', category: 'Cryptids', tags: ['sasquatch', 'halloween costume'], salesRank: 3 });
  const moon = item({ title: 'Moon Phases', category: 'Space Stickers', tags: ['astronomy'], salesRank: 1 });
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
    const inTitle = item({ title: 'Fossil Hunter', salesRank: 5 });
    expect(similar('fosil', 8, [triSkull, inTitle])).toEqual(['Fossil Hunter', 'Triceratops Skull - Gift for Him']);
  });

  it('finds a word with its punctuation taken out or left in', () => {
    expect(similar('trex banana')).toEqual(['T-Rex Skull']);
    expect(similar('t-rexx')).toEqual(['T-Rex Skull']);
  });

  it('orders equally close designs best sellers first', () => {
    const low = item({ title: 'Moon Low', salesRank: 2 });
    const high = item({ title: 'Moon High', salesRank: 1 });
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
    const listing = fc.record({
      title: anyText,
      category: fc.option(anyText, { nil: null }),
      tags: fc.array(anyText, { maxLength: 3 }),
      salesRank: fc.integer({ min: 1, max: 100 }),
    });
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
