import { beforeEach, describe, expect, it } from 'vitest';
import { $favourites } from '../../../src/features/storefront/favourites-list.ts';
import { $grid, openListing, seedStorefront, setCatalogue, setView, toggleFavouritesView } from '../../../src/features/storefront/store.ts';
import { DEFAULT_VIEW } from '../../../src/domain/storefront-view.ts';
import { demoCards } from '../../fixtures/demo-cards.ts';

const cards = demoCards();

beforeEach(() => {
  seedStorefront(cards, '/catalogue/x.json', null);
  setCatalogue(cards);
  setView(DEFAULT_VIEW);
  $favourites.set([]);
});

// The grid (every card) and an open listing render again whenever the grid's model is a new object:
// the hearts change it only where they decide what the grid shows.
describe('the grid and the shopper’s hearts', () => {
  it('keeps its model when a heart changes outside a favourites view', () => {
    const before = $grid.get();
    $favourites.set([cards[0]!.id]);
    expect($grid.get()).toBe(before);
  });

  it('keeps its model under an open listing when the stored hearts arrive', () => {
    openListing(cards[0]!.id, 0, 0);
    const before = $grid.get();
    $favourites.set([cards[1]!.id, cards[2]!.id]);
    expect($grid.get()).toBe(before);
  });

  it('follows the hearts in the favourites view', () => {
    toggleFavouritesView();
    expect($grid.get().items).toEqual([]);
    $favourites.set([cards[3]!.id]);
    expect($grid.get().items.map((c) => c.id)).toEqual([cards[3]!.id]);
    $favourites.set([]);
    expect($grid.get().items).toEqual([]);
  });

  it('shows a shared list whatever the shopper’s own hearts', () => {
    setView({ ...DEFAULT_VIEW, favourites: [cards[4]!.id, cards[5]!.id] });
    const before = $grid.get();
    expect(before.items.map((c) => c.id).sort()).toEqual([cards[4]!.id, cards[5]!.id].sort());
    $favourites.set([cards[6]!.id]);
    expect($grid.get()).toBe(before);
  });
});
