/**
 * @module seed/write
 * Writes the demo shop into a database, replacing the catalogue, its scenes and the hero: what
 * scripts/seed.ts does to the local D1, and what the Worker tests do to theirs to start as
 * `npm start` does.
 */
import type { Database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import { storeReviews } from '../../src/db/queries/reviews.ts';
import { storedMarketplaceRecord } from '../../src/domain/marketplace-merge.ts';
import { reviewRowOf } from '../../src/domain/reviews.ts';
import { marketplaceRecordOf } from '../fake-etsy/records.ts';
import type { DemoShop } from './catalogue.ts';

/** D1 runs a batch in one transaction; a few hundred statements keep each one small. */
const BATCH = 200;

async function runBatches(db: Database, statements: readonly { execute: () => unknown }[]): Promise<void> {
  for (let i = 0; i < statements.length; i += BATCH) {
    const chunk = statements.slice(i, i + BATCH) as unknown as Parameters<Database['batch']>[0];
    await db.batch(chunk);
  }
}

export async function writeDemoShop(db: Database, shop: DemoShop): Promise<void> {
  const now = new Date().toISOString();
  await runBatches(db, [
    db.delete(schema.stickers),
    db.delete(schema.marketplaceListings),
    db.delete(schema.parallaxScenes),
    db.delete(schema.categorySceneAssignments),
    db.delete(schema.listingSceneInsertions),
    db.delete(schema.instanceSceneAssignments),
    db.delete(schema.heroSettings),
    db.delete(schema.listingReviews),
  ]);
  await runBatches(db, [
    ...shop.listings.map((l) => db.insert(schema.stickers).values(l.row)),
    ...shop.listings.map((l) =>
      db.insert(schema.marketplaceListings).values({
        etsyListingId: l.row.etsyListingId!,
        // Etsy's record as a sync stores it.
        ...storedMarketplaceRecord(marketplaceRecordOf(l.etsy)),
        variationImagesData: JSON.stringify(l.etsy.variationImages),
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
  // The shop's reviews as a sync stores them (run 0: no run has seen them yet).
  await storeReviews(db, shop.reviews.map(reviewRowOf), 0);
}
