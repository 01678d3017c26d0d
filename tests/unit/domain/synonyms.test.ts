import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { indexCatalogue, queryCatalogue } from '../../../src/domain/catalogue.ts';
import { searchCatalogue } from '../../../src/domain/catalogue-search.ts';
import { ownerSynonymsSchema } from '../../../src/contracts/search-synonyms.ts';
import { BUILT_IN_SYNONYMS, BUILT_IN_SYNONYM_INDEX, MAX_QUERY_REWRITES, queryRewrites, synonymIndex } from '../../../src/domain/synonyms.ts';
import { catalogueItem as item, titles } from '../../fixtures/catalogue-items.ts';

const RUNS = { numRuns: 300 };

describe('the synonym index', () => {
  it('holds the built-in list, folded as the search folds text', () => {
    expect(BUILT_IN_SYNONYM_INDEX.get('sasquatch')).toEqual(['bigfoot']);
    expect(BUILT_IN_SYNONYM_INDEX.get('tyrannosaurus')).toEqual(['trex']);
    expect(BUILT_IN_SYNONYM_INDEX.get('pumpkin')).toEqual(['jackolantern']);
    expect(BUILT_IN_SYNONYM_INDEX.get('nessie')).toEqual(['loch ness']);
  });

  it('adds the owner’s words to the built-in ones, each meaning once per word, and never a word meaning itself', () => {
    const index = synonymIndex([
      { word: 'Yowie', means: 'Bigfoot' },
      { word: 'sasquatch', means: 'yeti' },
      { word: 'sasquatch', means: 'bigfoot' },
      { word: 'trex', means: 't-rex' },
    ]);
    expect(index.get('yowie')).toEqual(['bigfoot']);
    expect(index.get('sasquatch')).toEqual(['bigfoot', 'yeti']);
    expect(index.has('trex')).toBe(false);
  });

  it('is a list the admin route would take back as the owner’s: one word each, no pair twice', () => {
    expect(ownerSynonymsSchema.safeParse({ synonyms: BUILT_IN_SYNONYMS }).success).toBe(true);
  });
});

describe('query rewrites', () => {
  it('replace a word that has synonyms by each meaning, and leave the query itself out', () => {
    expect(queryRewrites('Sasquatch crossing', BUILT_IN_SYNONYM_INDEX)).toEqual(['bigfoot crossing']);
    expect(queryRewrites('bigfoot crossing', BUILT_IN_SYNONYM_INDEX)).toEqual([]);
    expect(queryRewrites('sasquatch', new Map())).toEqual([]);
  });

  it('change one word at a time first, then several together', () => {
    const index = synonymIndex([
      { word: 'cop', means: 'sheriff' },
      { word: 'auto', means: 'vehicle' },
    ]);
    expect(queryRewrites('cop auto', index)).toEqual([
      'police auto',
      'sheriff auto',
      'cop car',
      'cop vehicle',
      'police car',
      'police vehicle',
      'sheriff car',
      'sheriff vehicle',
    ]);
  });

  it('stop at the bound, keeping the rewrites that change fewest words', () => {
    const many = synonymIndex(Array.from({ length: 6 }, (_, i) => ({ word: 'abc', means: `meaning${i}` })));
    const rewrites = queryRewrites('abc abc', many);
    expect(rewrites).toHaveLength(MAX_QUERY_REWRITES);
    for (const rewrite of rewrites) expect(rewrite.split(' ')).toContain('abc');
  });
});

describe('a search with synonyms', () => {
  const bigfoot = item({ title: 'Bigfoot Crossing Sign - Car Window Sticker', category: 'Cryptids', salesRank: 3 });
  const yeti = item({ title: 'Yeti Vinyl Decal', category: 'Cryptids', tags: ['bigfoot'], salesRank: 4 });
  const moth = item({ title: 'Mothman', category: 'Cryptids', salesRank: 1 });
  const trex = item({ title: 'T-Rex Skull', category: 'Dinosaur Stickers', salesRank: 2 });
  const all = indexCatalogue([bigfoot, yeti, moth, trex]);
  const search = (q: string, synonyms = BUILT_IN_SYNONYM_INDEX) => titles(searchCatalogue(all, { search: q, sortBy: 'best', synonyms }).items);

  it("finds for 'sasquatch' what 'bigfoot' finds, best match first", () => {
    expect(search('sasquatch')).toEqual(search('bigfoot'));
    expect(search('sasquatch')).toEqual(['Bigfoot Crossing Sign - Car Window Sticker', 'Yeti Vinyl Decal']);
    expect(search('sasquatch crossing')).toEqual(['Bigfoot Crossing Sign - Car Window Sticker']);
    expect(search('tyrannosaurus')).toEqual(['T-Rex Skull']);
  });

  it('uses the owner’s words when given, the built-in ones when not', () => {
    expect(search('yowie')).toEqual([]);
    expect(search('yowie', synonymIndex([{ word: 'yowie', means: 'bigfoot' }]))).toEqual(search('bigfoot'));
    expect(titles(searchCatalogue(all, { search: 'sasquatch' }).items)).toHaveLength(2);
    // The catalogue's own query reads no synonyms unless given their rewrites: the grid's first answer needs no synonym code.
    expect(queryCatalogue(all, { search: 'sasquatch' })).toEqual([]);
  });

  it('keeps a search without synonyms as it was', () => {
    expect(search('mothman')).toEqual(['Mothman']);
    expect(search('moth', new Map())).toEqual(search('moth'));
  });

  it('finds, for a query holding a synonym, at least what the query with its meaning finds', () => {
    const words = ['bigfoot', 'yeti', 'crossing', 'skull', 'trex', 'police', 'car', 'moon', 'loch', 'ness', 'rocket', 'raptor', 'x'];
    const word = fc.constantFrom(...words);
    const listing = fc.record({
      title: fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
      tags: fc.array(word, { maxLength: 2 }),
      category: fc.option(fc.constantFrom('Cryptids', 'Space Stickers'), { nil: null }),
      salesRank: fc.integer({ min: 1, max: 100 }),
    });
    // The owner's words start with q, which no listing word or built-in word does: each query holds one synonym.
    const synonym = fc.record({ word: fc.stringMatching(/^q[a-z]{1,7}$/), means: fc.constantFrom(...words.filter((w) => w.length >= 2), 'loch ness') });
    fc.assert(
      fc.property(
        fc.array(listing, { maxLength: 12 }),
        fc.array(synonym, { minLength: 1, maxLength: 4 }),
        fc.array(word, { maxLength: 2 }),
        fc.nat(),
        fc.nat(),
        (listings, owner, rest, pick, at) => {
          const synonyms = synonymIndex(owner);
          const { word: term, means } = owner[pick % owner.length]!;
          fc.pre(synonyms.get(term)?.includes(means) === true);
          const index = indexCatalogue(listings.map((l) => item(l)));
          const position = at % (rest.length + 1);
          const withTerm = [...rest.slice(0, position), term, ...rest.slice(position)].join(' ');
          const withMeaning = [...rest.slice(0, position), means, ...rest.slice(position)].join(' ');
          const found = new Set(searchCatalogue(index, { search: withTerm, synonyms }).items);
          for (const listing of searchCatalogue(index, { search: withMeaning, synonyms: new Map() }).items) expect(found).toContain(listing);
        },
      ),
      RUNS,
    );
  });
});
