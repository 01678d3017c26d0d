/**
 * Seeds the local D1 with the demo shop when it holds no listings.
 *   node scripts/seed.ts                 seed if empty
 *   node scripts/seed.ts --force         replace the catalogue with the demo shop
 *   node scripts/seed.ts --listings 5000 a larger synthetic catalogue (benchmarks; use its own D1_STATE);
 *                                        reseeds when the database holds another number of listings
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { database, type Database } from '../src/db/client.ts';
import { d1StateDir, withLocalD1 } from '../src/db/local-d1.ts';
import * as schema from '../src/db/schema.ts';
import { demoShop, type DemoShop } from './seed/catalogue.ts';

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false }, listings: { type: 'string' } } });
const listings = values.listings ? Number(values.listings) : undefined;
if (listings !== undefined && (!Number.isInteger(listings) || listings < 1)) throw new Error('--listings takes a whole number');

/** D1 runs a batch in one transaction; a few hundred statements keep each one small. */
const BATCH = 200;

async function runBatches(db: Database, statements: readonly { execute: () => unknown }[]): Promise<void> {
  for (let i = 0; i < statements.length; i += BATCH) {
    const chunk = statements.slice(i, i + BATCH) as unknown as Parameters<Database['batch']>[0];
    await db.batch(chunk);
  }
}

async function writeShop(db: Database, shop: DemoShop): Promise<void> {
  const now = new Date().toISOString();
  await runBatches(db, [
    db.delete(schema.stickers),
    db.delete(schema.marketplaceListings),
    db.delete(schema.parallaxScenes),
    db.delete(schema.categorySceneAssignments),
    db.delete(schema.listingSceneInsertions),
    db.delete(schema.instanceSceneAssignments),
    db.delete(schema.heroSettings),
  ]);
  await runBatches(db, [
    ...shop.listings.map((l) => db.insert(schema.stickers).values(l.row)),
    ...shop.listings.map((l) =>
      db.insert(schema.marketplaceListings).values({
        etsyListingId: l.row.etsyListingId!,
        listingData: JSON.stringify(l.marketplace.listingData),
        imagesData: JSON.stringify(l.marketplace.imagesData),
        inventoryData: JSON.stringify(l.marketplace.inventoryData),
        variationImagesData: JSON.stringify(l.marketplace.variationImagesData),
        extractedVariations: JSON.stringify(l.marketplace.extractedVariations),
        createdAt: now,
        updatedAt: now,
      }),
    ),
    ...shop.scenes.map((s) => db.insert(schema.parallaxScenes).values(s)),
    ...shop.categoryAssignments.map((a) => db.insert(schema.categorySceneAssignments).values(a)),
    ...shop.listingInsertions.map((a) => db.insert(schema.listingSceneInsertions).values(a)),
    ...shop.instanceAssignments.map((a) => db.insert(schema.instanceSceneAssignments).values(a)),
    db.insert(schema.heroSettings).values({ id: 1, ...shop.hero }),
  ]);
}

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
  await writeShop(db, shop);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seed: wrote ${shop.listings.length} listings and ${shop.scenes.length} scenes to ${d1StateDir()} in ${seconds} s.`);
});
