/**
 * @module queries/admin-listings
 * The owner's reads and writes of listings, hidden ones included: the Listing Manager's rows, the
 * editor's record, the next listing without artwork, and a local save (backed up first, in the
 * same batch, so a save never lands without the copy it can be undone from).
 */
import { and, asc, desc, eq, isNull, ne, or } from 'drizzle-orm';
import {
  CORE_COLOR_KEYS,
  type AdminListing,
  type ArtworkCandidate,
  type CoreColorKey,
  type ListingUpdate,
  type ManagerRow,
} from '../../contracts/admin-listings.ts';
import type { ColorFacts } from '../../contracts/color-audit.ts';
import type { InventoryProduct } from '../../contracts/listing.ts';
import { computedInventoryColumns } from '../../domain/inventory-columns.ts';
import { hasValue } from '../../domain/marketplace-merge.ts';
import type { Database } from '../client.ts';
import { columnSchemas, parseColumn } from '../json.ts';
import { jsonAt } from '../json-sql.ts';
import { categoryOf, toFullListing } from '../projections.ts';
import { backups, marketplaceListings, stickers, type NewStickerRow, type StickerRow } from '../schema.ts';
import { backupRow, storeBackup } from './backups.ts';

/** The backup a local save takes of the listing before it changes. */
export const LOCAL_SAVE_BACKUP = 'pre_local_save';
/** The backup taken before a push to Etsy, before anything is sent. */
export const PUSH_BACKUP = 'pre_etsy_push';

const { stringList, enabledColors } = columnSchemas;

const managerColumns = {
  id: stickers.etsyListingId,
  title: stickers.title,
  description: stickers.description,
  category: stickers.category,
  tags: stickers.tags,
  // Asked only of JSON: one listing's corrupt listing_data must not fail the whole manager.
  skus: jsonAt(stickers.listingData, '$.skus'),
  displayOrder: stickers.displayOrder,
  publicVisible: stickers.publicVisible,
  isSet: stickers.isSet,
  isTrueScale: stickers.isTrueScale,
  dimensions: stickers.dimensions,
  svgPath: stickers.svgPath,
  sales: stickers.totalSalesVolume,
  etsyUrl: stickers.etsyUrl,
  scrapingStatus: stickers.variationScrapingStatus,
};

/** Every listing as a row of the Listing Manager, in display order. */
export async function loadManagerRows(db: Database): Promise<ManagerRow[]> {
  const rows = await db.select(managerColumns).from(stickers).orderBy(asc(stickers.displayOrder), asc(stickers.etsyListingId));
  return rows.map(({ dimensions, tags, skus, category, svgPath, ...row }) => ({
    ...row,
    category: categoryOf(category),
    tags: parseColumn(stringList, tags, []),
    skus: parseColumn(stringList, skus, []),
    svgPath: svgPath || null,
    // The spec's badge: empty, "null" and "{}" are all missing.
    hasDimensions: hasValue(dimensions) && dimensions !== 'null',
  }));
}

/** What the colour audit reads of every listing: its marketplace colours, the owner's choice, whether its data was imported. */
export async function loadColorFacts(db: Database): Promise<ColorFacts[]> {
  const rows = await db
    .select({
      id: stickers.etsyListingId,
      title: stickers.title,
      etsyUrl: stickers.etsyUrl,
      colors: stickers.colorVariations,
      enabledColors: stickers.enabledColors,
      imported: marketplaceListings.etsyListingId,
    })
    .from(stickers)
    .leftJoin(marketplaceListings, eq(marketplaceListings.etsyListingId, stickers.etsyListingId))
    .orderBy(asc(stickers.title), asc(stickers.etsyListingId));
  return rows.map(({ colors, enabledColors: enabled, imported, ...row }) => ({
    ...row,
    colors: parseColumn(columnSchemas.variations, colors, []).map((v) => v.value),
    enabledColors: parseColumn(enabledColors, enabled, {}),
    hasMarketplaceData: imported !== null,
  }));
}

/** A stickers row as the editor reads it: the whole stored inventory (SKUs too), where the public listing has its lighter matrix. */
export function toAdminListing(row: StickerRow): AdminListing {
  const full = toFullListing(row);
  return {
    ...full,
    total_sales_volume: row.totalSalesVolume,
    inventory_matrix: { products: parseColumn(columnSchemas.inventory, row.inventoryData, full.inventory_matrix).products },
    enabledColors: parseColumn(enabledColors, row.enabledColors, {}),
    uniqueDescription: row.uniqueDescription,
    boilerPlateText: row.boilerPlateText,
  };
}

/** One listing for the editor, hidden or not; null when there is none. */
export async function getAdminListing(db: Database, id: number): Promise<AdminListing | null> {
  const row = await db.select().from(stickers).where(eq(stickers.etsyListingId, id)).get();
  return row ? toAdminListing(row) : null;
}

const withoutArtwork = () => or(isNull(stickers.svgPath), eq(stickers.svgPath, ''));

/** The listings without Scene Builder artwork, best sellers first, at most `limit` (the auto-association's batch). */
export async function listingsWithoutArtwork(db: Database, limit: number): Promise<ArtworkCandidate[]> {
  return db
    .select({ id: stickers.etsyListingId, title: stickers.title, sales: stickers.totalSalesVolume })
    .from(stickers)
    .where(withoutArtwork())
    .orderBy(desc(stickers.totalSalesVolume), asc(stickers.etsyListingId))
    .limit(limit);
}

/** The top-selling listing without Scene Builder artwork, other than `exclude`; null when every one has it. */
export async function nextWithoutArtwork(db: Database, exclude?: number): Promise<{ id: number; title: string } | null> {
  const missing = withoutArtwork();
  const row = await db
    .select({ id: stickers.etsyListingId, title: stickers.title })
    .from(stickers)
    .where(exclude === undefined ? missing : and(missing, ne(stickers.etsyListingId, exclude)))
    .orderBy(desc(stickers.totalSalesVolume), asc(stickers.etsyListingId))
    .limit(1)
    .get();
  return row ?? null;
}

/** The columns an update writes: JSON fields as the text the table stores. */
export function updateColumns(update: ListingUpdate): Partial<NewStickerRow> {
  const { svgPaths, svgTitles, sizes, dimensions, enabledColors: colors, category, ...plain } = update;
  return {
    ...plain,
    ...(category !== undefined && { category }),
    ...(svgPaths !== undefined && { svgPaths: JSON.stringify(svgPaths) }),
    ...(svgTitles !== undefined && { svgTitles: JSON.stringify(svgTitles) }),
    ...(sizes !== undefined && { sizes: JSON.stringify(sizes) }),
    ...(dimensions !== undefined && { dimensions: JSON.stringify(dimensions) }),
    ...(colors !== undefined && { enabledColors: JSON.stringify(colors) }),
  };
}

/**
 * Saves the owner's changes to a listing, after a backup of it as it was (both in one batch).
 * Answers the listing as saved, or null when there is no such listing.
 */
export async function updateListing(db: Database, id: number, update: ListingUpdate, now: Date): Promise<AdminListing | null> {
  const row = await db.select().from(stickers).where(eq(stickers.etsyListingId, id)).get();
  if (!row) return null;
  const [, saved] = await db.batch([
    db
      .insert(backups)
      .values(backupRow(row, LOCAL_SAVE_BACKUP, now))
      .onConflictDoNothing(),
    db
      .update(stickers)
      .set({ ...updateColumns(update), updatedAt: now.toISOString() })
      .where(eq(stickers.etsyListingId, id))
      .returning(),
  ]);
  return saved[0] ? toAdminListing(saved[0]) : null;
}

async function writeColumns(db: Database, id: number, columns: Partial<NewStickerRow>, now: Date): Promise<AdminListing | null> {
  const [saved] = await db
    .update(stickers)
    .set({ ...columns, updatedAt: now.toISOString() })
    .where(eq(stickers.etsyListingId, id))
    .returning();
  return saved ? toAdminListing(saved) : null;
}

/** Backs a listing up before a push to Etsy; false when there is no such listing. */
export async function backupBeforePush(db: Database, id: number, now: Date): Promise<boolean> {
  return (await storeBackup(db, id, PUSH_BACKUP, now)) !== null;
}

/** A title or description Etsy took: the listing and its stored marketplace record say it too. */
export async function applyPushedText(db: Database, id: number, field: 'title' | 'description', value: string, now: Date): Promise<AdminListing | null> {
  const row = await db.select({ listingData: stickers.listingData }).from(stickers).where(eq(stickers.etsyListingId, id)).get();
  if (!row) return null;
  const listingData = parseColumn(columnSchemas.listingData, row.listingData, { skus: [] });
  return writeColumns(db, id, { [field]: value, listingData: JSON.stringify({ ...listingData, [field]: value }) }, now);
}

/** The inventory Etsy read back after a colour push, with the columns computed from it and the colours the owner enabled. */
export async function applyPushedInventory(
  db: Database,
  id: number,
  inventory: { products: InventoryProduct[] },
  colors: readonly CoreColorKey[],
  now: Date,
): Promise<AdminListing | null> {
  const enabled = Object.fromEntries(CORE_COLOR_KEYS.map((key) => [key, colors.includes(key)]));
  return writeColumns(
    db,
    id,
    { inventoryData: JSON.stringify(inventory), ...computedInventoryColumns(inventory.products), enabledColors: JSON.stringify(enabled) },
    now,
  );
}
