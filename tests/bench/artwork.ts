/**
 * The artwork path auto-association and the colour audit, without I/O (issue 19's budgets):
 * suggestions for one listing against 5,000 artwork files (p95 over 200 listings, budget 50 ms), and
 * the audit of 5,000 stored listings without its pacing (median of 3, budget 2 s): each listing's
 * stored colour variations (as the sync merged them from the marketplace) and saved colour choice
 * parsed from their JSON text, and classified.
 */
import { readdirSync } from 'node:fs';
import { demoShop } from '../../scripts/seed/catalogue.ts';
import { columnSchemas, parseColumn } from '../../src/db/json.ts';
import { indexArtwork, suggestArtwork, wordsOf } from '../../src/domain/artwork-suggestions.ts';
import { auditListing } from '../../src/domain/color-audit.ts';
import { percentile } from './trace.ts';

const FILES = 5000;

/** The demo shop's artwork, and as many more named from its titles' words, in its folders. */
function artworkFiles(titles: readonly string[]): string[] {
  const real = readdirSync('public/artwork', { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.svg'))
    .map((e) => `/${e.parentPath.replace(/^public\//, '')}/${e.name}`);
  const folders = [...new Set(real.map((p) => p.split('/')[2]!))];
  const files = new Set(real);
  for (let i = 0; files.size < FILES; i++) {
    const words = wordsOf(titles[i % titles.length]!).slice(0, 3);
    files.add(`/artwork/${folders[i % folders.length]}/${words.join('-')}-${i}.svg`);
  }
  return [...files];
}

export function runArtworkBench(listings = 5000): void {
  const shop = demoShop({ listings });
  const titles = shop.listings.map((l) => l.row.title);

  const indexStart = performance.now();
  const files = indexArtwork(artworkFiles(titles));
  const indexMs = performance.now() - indexStart;
  const samples: number[] = [];
  let shown = 0;
  for (const { row } of shop.listings.slice(0, 200)) {
    const start = performance.now();
    shown += suggestArtwork({ id: row.etsyListingId!, title: row.title }, files).length;
    samples.push(performance.now() - start);
  }

  const runs: number[] = [];
  let nonCompliant = 0;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    nonCompliant = 0;
    for (const { row } of shop.listings) {
      const record = auditListing({
        listingId: row.etsyListingId!,
        title: row.title,
        etsyUrl: row.etsyUrl ?? '',
        currentColors: parseColumn(columnSchemas.variations, row.colorVariations, []).map((v) => v.value),
        enabledColors: parseColumn(columnSchemas.enabledColors, row.enabledColors, {}),
      });
      if (record.hasIssues) nonCompliant++;
    }
    runs.push(performance.now() - start);
  }
  const median = [...runs].sort((a, b) => a - b)[1]!;

  console.log(`Artwork suggestions against ${files.length} files (indexed once in ${indexMs.toFixed(0)} ms), 200 listings:`);
  console.log(
    `  per listing p95 ${percentile(samples, 95).toFixed(1)} ms  p50 ${percentile(samples, 50).toFixed(1)} ms (budget p95 <= 50 ms); ${(shown / samples.length).toFixed(1)} suggestions a listing`,
  );
  console.log(
    `Colour audit of ${shop.listings.length} stored listings, no pacing: ${median.toFixed(0)} ms (median of 3; budget 2,000 ms); ${nonCompliant} non-compliant`,
  );
}
