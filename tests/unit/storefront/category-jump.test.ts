import { beforeEach, describe, expect, it } from 'vitest';
import { categoryKey } from '../../../src/domain/categories.ts';
import { $categories, $grid, $view, openListing, seedStorefront, setCategory, setCatalogue } from '../../../src/features/storefront/store.ts';
import { demoCards } from '../../fixtures/demo-cards.ts';

const cards = demoCards();

beforeEach(() => {
  seedStorefront(cards, '/catalogue/x.json', null);
  setCatalogue(cards);
});

describe('jumping to a category', () => {
  it('shows that category alone, under its own header, in the grid’s order', () => {
    setCategory(categoryKey('Horror'));
    const grid = $grid.get();
    expect(grid.groups?.map((g) => g.category)).toEqual(['Horror']);
    expect(grid.items.length).toBe(cards.filter((c) => c.category === 'Horror').length);
    expect(grid.items.every((c) => c.category === 'Horror')).toBe(true);
  });

  it('offers every category of the catalogue, with its count, in the grouped grid’s order', () => {
    const categories = $categories.get();
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(cards.length);
    expect(categories[0]!.category).toBe('Dinosaur Stickers');
  });

  it('shows every category for a key that names none, and again after All categories', () => {
    setCategory('no-such-category');
    expect($grid.get().items).toHaveLength(cards.length);
    setCategory(categoryKey('Horror'));
    setCategory(null);
    expect($grid.get().items).toHaveLength(cards.length);
  });

  it('is cleared while a listing is open, as the other filters are', () => {
    setCategory(categoryKey('Horror'));
    openListing(cards[0]!.id, 0, 0);
    expect($view.get().category).toBeNull();
  });
});
