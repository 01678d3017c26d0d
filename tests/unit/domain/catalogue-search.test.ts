import { describe, it, expect } from 'vitest';
import { indexCatalogue, queryCatalogue } from '../../../src/domain/catalogue.ts';
import { searchCatalogue, SIMILAR_DESIGNS_SHOWN } from '../../../src/domain/catalogue-search.ts';
import { synonymIndex } from '../../../src/domain/synonyms.ts';
import { catalogueItem as item, titles } from '../../fixtures/catalogue-items.ts';
import { demoCards } from '../../fixtures/demo-cards.ts';

const cards = demoCards();
const index = indexCatalogue(cards);
const withBigfoot = cards.filter((c) => /bigfoot/i.test(c.title) || c.tags.some((t) => /bigfoot/i.test(t)));

describe('the storefront’s one search, over the demo shop', () => {
  it("offers the dinosaur designs for the typo 'dinosuar', which matches nothing as typed", () => {
    const found = searchCatalogue(index, { search: 'dinosuar' }, { similar: SIMILAR_DESIGNS_SHOWN });
    expect(found.items).toEqual([]);
    expect(found.similar).toHaveLength(SIMILAR_DESIGNS_SHOWN);
    for (const card of found.similar) expect(card.category).toBe('Dinosaur Stickers');
  });

  it("finds the shop's 12 Bigfoot listings for 'sasquatch', a word no listing uses", () => {
    expect(withBigfoot).toHaveLength(12);
    expect(cards.some((c) => /sasquatch/i.test(`${c.title} ${c.tags.join(' ')}`))).toBe(false);
    const found = searchCatalogue(index, { search: 'sasquatch', sortBy: 'sales' }, { similar: SIMILAR_DESIGNS_SHOWN });
    expect(found.items).toEqual(queryCatalogue(index, { search: 'bigfoot', sortBy: 'sales' }));
    expect(new Set(found.items)).toEqual(new Set(withBigfoot));
    expect(found.similar).toEqual([]);
  });

  it('leaves what a surface cannot show out of both lists (the Scene Builder shows listings with artwork)', () => {
    const keep = (card: (typeof cards)[number]) => card.hasArtwork;
    expect(cards.some((c) => !c.hasArtwork && c.category === 'Cryptids')).toBe(true);
    const bigfoot = searchCatalogue(index, { search: 'sasquatch' }, { keep });
    expect(bigfoot.items.length).toBeGreaterThan(0);
    expect(bigfoot.items.every(keep)).toBe(true);
    const dinosaurs = searchCatalogue(index, { search: 'dinosuar' }, { similar: 50, keep });
    expect(dinosaurs.similar.length).toBeGreaterThan(0);
    expect(dinosaurs.similar.every(keep)).toBe(true);
  });

  it('offers no similar designs unless asked, nor without a search', () => {
    expect(searchCatalogue(index, { search: 'dinosuar' }).similar).toEqual([]);
    expect(searchCatalogue(index, { search: 'd' }, { similar: 8 }).similar).toEqual([]);
    expect(searchCatalogue(index, { tags: ['no such tag'] }, { similar: 8 })).toEqual({ items: [], similar: [] });
  });

  it('offers similar designs from the whole catalogue when tags or a category leave nothing, as the home page always has', () => {
    const found = searchCatalogue(index, { search: 'dinosuar', category: 'Horror' }, { similar: 4 });
    expect(found.items).toEqual([]);
    expect(found.similar.map((c) => c.category)).toEqual(Array(4).fill('Dinosaur Stickers'));
  });

  it('uses the owner’s synonyms given with the query', () => {
    const small = indexCatalogue([item({ title: 'Bigfoot Walking' }), item({ title: 'Moon' })]);
    expect(titles(searchCatalogue(small, { search: 'yowie' }).items)).toEqual([]);
    expect(titles(searchCatalogue(small, { search: 'yowie', synonyms: synonymIndex([{ word: 'yowie', means: 'bigfoot' }]) }).items)).toEqual([
      'Bigfoot Walking',
    ]);
  });
});
