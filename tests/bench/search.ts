/**
 * Search + tag filter + sort over the 5,000-listing catalogue, as the grid runs them on every
 * keystroke. Prints the median and p95 time per keystroke (budget: 5 ms median).
 */
import { indexCatalogue, queryCatalogue, type CatalogueItem, type SortKey } from '../../src/domain/catalogue.ts';
import { columnSchemas, parseColumn } from '../../src/db/json.ts';
import { demoShop } from '../../scripts/seed/catalogue.ts';

export function runSearchBench(listings = 5000): void {
  const shop = demoShop({ listings });
  const items: CatalogueItem[] = shop.listings.map(({ row }) => ({
    id: row.etsyListingId!,
    title: row.title,
    category: row.category ?? null,
    tags: parseColumn(columnSchemas.stringList, row.tags, []),
    skus: parseColumn(columnSchemas.listingData, row.listingData, { skus: [] }).skus,
    sales: row.totalSalesVolume ?? 0,
    views: row.views ?? 0,
    isTrueScale: !!row.isTrueScale,
    createdAt: row.createdAt!,
    updatedAt: row.updatedAt!,
  }));
  const index = indexCatalogue(items);
  const typed = ['t-rex skull', 'mothman', 'lifted jeep', 'mic-1', 'rocket', 'send it'];
  const tagSets = [[], ['dinosaur'], ['halloween', 'cryptid', 'offroad']];
  const sorts: SortKey[] = ['sales', 'title', 'views', 'updated', 'trueScale'];
  const samples: number[] = [];
  let results = 0;
  for (let round = 0; round < 3; round++) {
    for (const word of typed) {
      for (let n = 1; n <= word.length; n++) {
        const tags = tagSets[(n + round) % tagSets.length]!;
        const sortBy = sorts[(n + round) % sorts.length]!;
        const start = performance.now();
        results += queryCatalogue(index, { search: word.slice(0, n), tags, sortBy }).length;
        samples.push(performance.now() - start);
      }
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
  console.log(`search+tags+sort over ${items.length} listings: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms per keystroke (${samples.length} keystrokes, ${results} results; budget 5 ms median)`);
}
