import { beforeEach, describe, expect, it } from 'vitest';
import { SIMILAR_DESIGNS_SHOWN } from '~/domain/catalogue-search.ts';
import { $grid, $similarDesigns, loadSearch, seedStorefront, setCatalogue, setSearch } from '~/features/storefront/store.ts';
import { demoCards } from '../../fixtures/demo-cards.ts';

const cards = demoCards();
const bigfootIds = cards.filter((c) => /bigfoot/i.test(`${c.title} ${c.tags.join(' ')}`)).map((c) => c.id);

/** The home page's grid as built, with the owner's synonyms the page carries, and the whole catalogue loaded. */
function openHome(synonyms: { word: string; means: string }[] = []) {
  seedStorefront(cards.slice(0, 24), '/catalogue/demo.json', null, {}, synonyms);
  setCatalogue(cards);
}

describe('the home page’s search before the full search has loaded', () => {
  it('answers a search at once without synonyms, then with them once a search has brought them', async () => {
    openHome();
    setSearch('sasquatch');
    // The full search is not in the JavaScript the grid waits for: the first answer is the plain one.
    expect($grid.get().items).toEqual([]);
    await loadSearch();
    expect(new Set($grid.get().items.map((c) => c.id))).toEqual(new Set(bigfootIds));
  });
});

describe('the home page’s search', () => {
  beforeEach(async () => {
    await loadSearch();
    openHome();
  });

  it("offers the dinosaur designs for 'dinosuar', once the whole catalogue is here", () => {
    seedStorefront(cards.slice(0, 24), '/catalogue/demo.json', null);
    setSearch('dinosuar');
    expect($grid.get().items).toEqual([]);
    expect($similarDesigns.get()).toEqual([]);
    setCatalogue(cards);
    expect($similarDesigns.get()).toHaveLength(SIMILAR_DESIGNS_SHOWN);
    for (const card of $similarDesigns.get()) expect(card.category).toBe('Dinosaur Stickers');
  });

  it("finds the 12 Bigfoot listings for 'sasquatch'", () => {
    setSearch('sasquatch');
    expect(new Set($grid.get().items.map((c) => c.id))).toEqual(new Set(bigfootIds));
    expect(bigfootIds).toHaveLength(12);
    expect($similarDesigns.get()).toEqual([]);
  });

  it('reads the owner’s synonyms from the page’s seed', () => {
    setSearch('yowie');
    expect($grid.get().items).toEqual([]);
    openHome([{ word: 'yowie', means: 'bigfoot' }]);
    setSearch('yowie');
    expect(new Set($grid.get().items.map((c) => c.id))).toEqual(new Set(bigfootIds));
  });
});
