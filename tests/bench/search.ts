/**
 * Search + tag filter + sort over the 5,000-listing catalogue, as the grid runs them on every
 * keystroke. Prints the median and p95 time per keystroke (budget: 5 ms median), the time of a
 * search holding synonyms (each meaning is one more pass), then the time of the similar designs
 * offered when a search finds nothing.
 */
import { indexCatalogue, queryCatalogue, type CatalogueItem, type SortKey } from '../../src/domain/catalogue.ts';
import { salesRanks } from '../../src/domain/sales-rank.ts';
import { similarDesigns } from '../../src/domain/similar-designs.ts';
import { columnSchemas, parseColumn } from '../../src/db/json.ts';
import { demoShop } from '../../scripts/seed/catalogue.ts';

export function runSearchBench(listings = 5000): void {
  const shop = demoShop({ listings });
  const ranks = salesRanks(shop.listings, ({ row }) => row.totalSalesVolume ?? 0);
  const items: CatalogueItem[] = shop.listings.map(({ row }, i) => ({
    id: row.etsyListingId!,
    title: row.title,
    category: row.category ?? null,
    tags: parseColumn(columnSchemas.stringList, row.tags, []),
    skus: parseColumn(columnSchemas.listingData, row.listingData, { skus: [] }).skus,
    salesRank: ranks[i]!,
    views: row.views ?? 0,
    isTrueScale: !!row.isTrueScale,
    createdAt: row.createdAt!,
    updatedAt: row.updatedAt!,
  }));
  const index = indexCatalogue(items);
  const typed = ['t-rex skull', 'trex', 'mothman', 'lifted jeep', 'mic-1', 'rocket', 'send it', 'truck'];
  const tagSets = [[], ['dinosaur'], ['halloween', 'cryptid', 'offroad']];
  const sorts: SortKey[] = ['best', 'sales', 'title', 'views', 'updated', 'trueScale'];
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
  console.log(
    `search+tags+sort over ${items.length} listings: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms per keystroke (${samples.length} keystrokes, ${results} results; budget 5 ms median)`,
  );

  // Words with built-in synonyms: the query and each rewrite are searched.
  const withSynonyms = ['sasquatch', 'sasquatch crossing', 'cop car', 'auto tow truck', 'spaceman'];
  const rewritten: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const search of withSynonyms) {
      const begun = performance.now();
      results += queryCatalogue(index, { search, sortBy: 'best' }).length;
      rewritten.push(performance.now() - begun);
    }
  }
  rewritten.sort((a, b) => a - b);
  console.log(
    `a search holding synonyms: median ${rewritten[Math.floor(rewritten.length / 2)]!.toFixed(2)} ms, max ${rewritten.at(-1)!.toFixed(2)} ms (${rewritten.length} searches)`,
  );

  // Typos that find nothing: the grid then shows similar designs, on every keystroke too.
  const typos = ['triceratop skul', 'bigfut', 'dinosuar', 'helicoptr', 'mothmn', 'halloweeen'];
  let start = performance.now();
  similarDesigns(index, typos[0]!, 8);
  const first = performance.now() - start;
  const similar: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const typo of typos) {
      start = performance.now();
      similarDesigns(index, typo, 8);
      similar.push(performance.now() - start);
    }
  }
  similar.sort((a, b) => a - b);
  const median = similar[Math.floor(similar.length / 2)]!.toFixed(2);
  console.log(
    `similar designs for a search with no result: median ${median} ms, max ${similar.at(-1)!.toFixed(2)} ms per keystroke (${similar.length} searches; the first, which reads the catalogue's words once, ${first.toFixed(1)} ms)`,
  );
}
