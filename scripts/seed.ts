/**
 * Seeds the local D1 with the demo shop when it holds no listings.
 *   node scripts/seed.ts                 seed if empty
 *   node scripts/seed.ts --force         replace the catalogue with the demo shop
 *   node scripts/seed.ts --listings 5000 a larger synthetic catalogue (benchmarks; use its own D1_STATE);
 *                                        reseeds when the database holds another number of listings
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { database } from '../src/db/client.ts';
import { d1StateDir, withLocalD1 } from '../src/db/local-d1.ts';
import * as schema from '../src/db/schema.ts';
import { artworkCatalogue } from './seed/artwork.ts';
import { demoShop } from './seed/catalogue.ts';
import { writeDemoPhotos } from './seed/photos.ts';
import { writeDemoShop } from './seed/write.ts';

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false }, listings: { type: 'string' } } });
const listings = values.listings ? Number(values.listings) : undefined;
if (listings !== undefined && (!Number.isInteger(listings) || listings < 1)) throw new Error('--listings takes a whole number');

// The listings' photos are files the site serves: written before the database is looked at, so a
// kept database on a fresh checkout has them too.
const photos = writeDemoPhotos(fileURLToPath(new URL('../public', import.meta.url)), artworkCatalogue());
if (photos.written > 0) console.log(`Seed: wrote ${photos.written} demo photos to public/photos.`);

await withLocalD1(async (d1) => {
  const db = database(d1);
  const count =
    (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(schema.stickers)
        .get()
    )?.n ?? 0;
  if (count > 0 && !values.force && (listings === undefined || count === listings)) {
    console.log(`Seed: ${count} listings already in ${d1StateDir()}; keeping them.`);
    return;
  }
  const started = performance.now();
  const shop = demoShop({ listings });
  await writeDemoShop(db, shop);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seed: wrote ${shop.listings.length} listings and ${shop.scenes.length} scenes to ${d1StateDir()} in ${seconds} s.`);
});
