/**
 * @module build/snapshot
 * The build's view of the database: taken once per build from the local D1 (the same queries as
 * the Worker, through src/db), written to .cache/, and read back by every page through its contract.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { snapshotSchema, type Snapshot } from '../contracts/snapshot.ts';
import type { Database } from '../db/client.ts';
import type { LeftOutListing, OnLeftOut } from '../db/listing-columns.ts';
import { getHeroSettings } from '../db/queries/hero.ts';
import { listCategoryAssignments, listListingInsertions } from '../db/queries/parallax-scenes.ts';
import { loadCatalogueCards, loadPublicSummaries, readCatalogueRevision } from '../db/queries/listings.ts';
import { reviewsOfPublicListings } from '../db/queries/reviews.ts';
import { listOwnerSynonyms } from '../db/queries/search-synonyms.ts';

/** One snapshot file per database, so builds from different local databases never mix. */
export const SNAPSHOT_FILE = resolve(`.cache/snapshot.${basename(process.env.D1_STATE ?? 'state')}.json`);

/**
 * Reads what the pages are built from. A listing left out for a corrupt column is told to
 * onLeftOut once, though both the summaries and the cards leave it out.
 */
export async function takeSnapshot(db: Database, onLeftOut?: OnLeftOut): Promise<Snapshot> {
  const leftOut = new Map<number, LeftOutListing>();
  const collect: OnLeftOut = (listing) => void leftOut.set(listing.listingId, listing);
  const [revision, listings, cards, hero, categoryScenes, listingScenes, synonyms] = await Promise.all([
    readCatalogueRevision(db),
    loadPublicSummaries(db, collect),
    loadCatalogueCards(db, collect),
    getHeroSettings(db),
    listCategoryAssignments(db),
    listListingInsertions(db),
    listOwnerSynonyms(db),
  ]);
  const scenes = {
    categories: Object.fromEntries(categoryScenes.map((a) => [a.category, a.scene_name])),
    listings: Object.fromEntries(listingScenes.map((a) => [String(a.listing_id), a.scene_name])),
  };
  if (onLeftOut) for (const listing of leftOut.values()) onLeftOut(listing);
  // Each listing's page carries its rating and latest reviews; never its sales count (the live detail's alone).
  const reviews = await reviewsOfPublicListings(
    db,
    listings.map((l) => l.etsyListingId),
  );
  const withReviews = listings.map((listing) => ({ ...listing, reviews: reviews.get(listing.etsyListingId)! }));
  return { takenAt: new Date().toISOString(), revision, listings: withReviews, cards, hero, scenes, synonyms };
}

export function writeSnapshot(snapshot: Snapshot): void {
  mkdirSync(dirname(SNAPSHOT_FILE), { recursive: true });
  writeFileSync(SNAPSHOT_FILE, JSON.stringify(snapshot));
}

let cached: Snapshot | null = null;

/** The snapshot the current build took (read once per process). */
export function readSnapshot(): Snapshot {
  cached ??= snapshotSchema.parse(JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')));
  return cached;
}
