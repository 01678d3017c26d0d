import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexCatalogue, queryCatalogue, type CatalogueItem, type SortOrder } from '../../../src/domain/catalogue.ts';
import { salesRanks } from '../../../src/domain/sales-rank.ts';
import { catalogueItem } from '../../fixtures/catalogue-items.ts';

const RUNS = { numRuns: 300 };
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A listing and how many it sold (few distinct counts, so ties are common). */
const soldArb = fc.record({ title: fc.constantFrom('Alpha', 'beta', 'Beta', 'Decal 2', 'Decal 10', 'Moon'), sold: fc.nat(4), views: fc.nat(3) });

/** Catalogue items ranked from their counts as the projection ranks them; the counts kept beside. */
function ranked(listings: readonly { title: string; sold: number; views: number }[]) {
  const ranks = salesRanks(listings, (l) => l.sold);
  const sold = new Map<CatalogueItem, number>();
  const items = listings.map((l, i) => {
    const item = catalogueItem({ title: l.title, views: l.views, salesRank: ranks[i]! });
    sold.set(item, l.sold);
    return item;
  });
  return { items, sold };
}

/** The storefront's sales order as it was when cards carried the count: the count, then title, then id. */
function byCount(items: readonly CatalogueItem[], sold: Map<CatalogueItem, number>, order: SortOrder): number[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => sign * (sold.get(a)! - sold.get(b)!) || collator.compare(a.title, b.title) || a.id - b.id).map((i) => i.id);
}

const ids = (items: readonly CatalogueItem[]) => items.map((i) => i.id);

describe('salesRanks', () => {
  it('ranks the best seller 1, equal counts sharing a rank and the next skipping as many', () => {
    expect(salesRanks([5, 90, 40, 40], (n) => n)).toEqual([4, 1, 2, 2]);
    expect(salesRanks([0, 0, 0], (n) => n)).toEqual([1, 1, 1]);
    expect(salesRanks([], (n: number) => n)).toEqual([]);
  });

  it('says of two listings which sold more, and only that', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { maxLength: 40 }), (counts) => {
        const ranks = salesRanks(counts, (n) => n);
        counts.forEach((a, i) =>
          counts.forEach((b, j) => {
            expect(Math.sign(ranks[j]! - ranks[i]!)).toBe(Math.sign(a - b));
          }),
        );
        // A rank is one more than how many sold more: it tells nothing of the count itself.
        counts.forEach((a, i) => expect(ranks[i]).toBe(1 + counts.filter((b) => b > a).length));
      }),
      RUNS,
    );
  });

  it('sorts by rank in the order the counts gave, either way, ties by title then id', () => {
    fc.assert(
      fc.property(fc.array(soldArb, { maxLength: 30 }), fc.constantFrom<SortOrder>('asc', 'desc'), (listings, order) => {
        const { items, sold } = ranked(listings);
        const index = indexCatalogue(items);
        expect(ids(queryCatalogue(index, { sortBy: 'sales', sortOrder: order }))).toEqual(byCount(items, sold, order));
        // Best match without a search orders like sales.
        expect(ids(queryCatalogue(index, { sortBy: 'best', sortOrder: order }))).toEqual(byCount(items, sold, order));
      }),
      RUNS,
    );
  });

  it('breaks the other sorts’ ties by sales as the counts did', () => {
    fc.assert(
      fc.property(fc.array(soldArb, { maxLength: 30 }), (listings) => {
        const { items, sold } = ranked(listings);
        const expected = [...items]
          .sort((a, b) => b.views - a.views || sold.get(b)! - sold.get(a)! || collator.compare(a.title, b.title) || a.id - b.id)
          .map((i) => i.id);
        expect(ids(queryCatalogue(indexCatalogue(items), { sortBy: 'views' }))).toEqual(expected);
      }),
      RUNS,
    );
  });
});
