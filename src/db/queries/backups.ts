/**
 * @module queries/backups
 * Listing backups: taking one, reading them, their stats, and restoring a listing from one.
 */
import { count, desc, eq, getTableColumns, inArray, max, min, sql } from 'drizzle-orm';
import type { Backup, BackupListItem } from '../../contracts/backups.ts';
import { hasValue, LOCAL_ONLY_COLUMNS } from '../../domain/marketplace-merge.ts';
import type { Database } from '../client.ts';
import { backups, stickers, type StickerRow } from '../schema.ts';

type BackupRow = typeof backups.$inferSelect;

const parse = (text: string | null): unknown => {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
};

export function toBackup(row: BackupRow): Backup {
  return {
    backup_id: row.backupId,
    listing_id: row.listingId,
    timestamp: row.timestamp,
    backup_type: row.backupType,
    sticker_data: (parse(row.stickerData) as Record<string, unknown> | null) ?? {},
    etsy_data: parse(row.etsyData),
    local_fields_count: row.localFieldsCount,
    etsy_fields_count: row.etsyFieldsCount,
  };
}

/**
 * The backup row of a listing as it is now, whoever takes it (the owner, a safe update, the
 * deprecated processing): `<listing id>_<ms>`, the whole row, and the Etsy data it was updated from.
 */
export function backupRow(
  row: StickerRow,
  backupType: string,
  now: Date,
  etsy: { data: string | null; fieldsCount: number } = { data: null, fieldsCount: 0 },
): BackupRow {
  return {
    backupId: `${row.etsyListingId}_${now.getTime()}`,
    listingId: row.etsyListingId,
    timestamp: now.toISOString(),
    backupType,
    stickerData: JSON.stringify(row),
    etsyData: etsy.data,
    localFieldsCount: LOCAL_ONLY_COLUMNS.filter((c) => hasValue(row[c])).length,
    etsyFieldsCount: etsy.fieldsCount,
  };
}

/** Backs a listing up as it is now; null when there is no such listing. */
export async function storeBackup(db: Database, listingId: number, backupType: string, now: Date): Promise<Backup | null> {
  const row = await db.select().from(stickers).where(eq(stickers.etsyListingId, listingId)).get();
  if (!row) return null;
  const record = backupRow(row, backupType, now);
  await db.insert(backups).values(record).onConflictDoNothing();
  return toBackup(record);
}

/** The backups the sync takes by itself; any other type the owner took, and it is never pruned. */
export const AUTOMATIC_BACKUP_TYPES = { safeUpdate: 'pre_etsy_update', deprecatedProcess: 'pre_deprecated_process' } as const;

/** How the automatic backups are thinned: older than this, beyond each listing's newest few, they go. */
export const BACKUP_RETENTION = { days: 90, keepPerListing: 5 } as const;

/**
 * Deletes automatic backups older than the retention days, always keeping each listing's newest
 * few (a restore reads the latest) and every one the owner took. Answers how many went.
 */
export async function pruneBackups(db: Database, now: Date, retention = BACKUP_RETENTION): Promise<number> {
  const cutoff = new Date(now.getTime() - retention.days * 86_400_000).toISOString();
  const result = await db.run(sql`
    DELETE FROM ${backups}
    WHERE ${backups.timestamp} < ${cutoff} AND ${inArray(backups.backupType, Object.values(AUTOMATIC_BACKUP_TYPES))}
      AND ${backups.backupId} NOT IN (
        SELECT backup_id FROM (
          SELECT backup_id, ROW_NUMBER() OVER (PARTITION BY listing_id ORDER BY timestamp DESC) AS newest
          FROM ${backups}
        ) WHERE newest <= ${retention.keepPerListing}
      )`);
  return result.meta.changes ?? 0;
}

export async function getBackup(db: Database, backupId: string): Promise<Backup | null> {
  const row = await db.select().from(backups).where(eq(backups.backupId, backupId)).get();
  return row ? toBackup(row) : null;
}

export async function latestBackup(db: Database, listingId: number): Promise<Backup | null> {
  const row = await db.select().from(backups).where(eq(backups.listingId, listingId)).orderBy(desc(backups.timestamp)).limit(1).get();
  return row ? toBackup(row) : null;
}

/** Columns that change with every write: never 'what changed'. */
const BOOKKEEPING_COLUMNS = new Set(['updatedAt', 'createdAt']);

/** The columns whose values differ between a listing's row in a backup and its row now, in the table's order. */
export function changedColumns(backup: Readonly<Record<string, unknown>>, current: Readonly<Record<string, unknown>>): string[] {
  return STICKER_COLUMNS.map(([key]) => key).filter(
    (key) => !BOOKKEEPING_COLUMNS.has(key) && JSON.stringify(backup[key] ?? null) !== JSON.stringify(current[key] ?? null),
  );
}

/** A listing's backups, newest first, each with the columns it would change if restored now. */
export async function listBackups(db: Database, listingId: number, limit = 50): Promise<BackupListItem[]> {
  const [rows, current] = await Promise.all([
    db.select().from(backups).where(eq(backups.listingId, listingId)).orderBy(desc(backups.timestamp)).limit(limit),
    db.select().from(stickers).where(eq(stickers.etsyListingId, listingId)).get(),
  ]);
  return rows.map((row) => {
    const { sticker_data, etsy_data: _e, ...summary } = toBackup(row);
    return { ...summary, changes: current ? changedColumns(sticker_data, current) : [] };
  });
}

export async function backupStats(db: Database) {
  const totals = await db
    .select({ total: count(), oldest: min(backups.timestamp), newest: max(backups.timestamp) })
    .from(backups)
    .get();
  const byType = await db.select({ type: backups.backupType, n: count() }).from(backups).groupBy(backups.backupType);
  const listings = await db.selectDistinct({ id: backups.listingId }).from(backups);
  return {
    total: totals?.total ?? 0,
    listings: listings.length,
    byType: Object.fromEntries(byType.map((r) => [r.type, r.n])),
    oldest: totals?.oldest ?? null,
    newest: totals?.newest ?? null,
  };
}

const STICKER_COLUMNS = Object.entries(getTableColumns(stickers));
const STICKER_KEYS = new Set(STICKER_COLUMNS.map(([key]) => key));

/**
 * A stored listing row read back from a backup, checked column by column against the table: every
 * column present with its type (text, number, true/false; null only where the column allows it),
 * nothing else. Null when the backup holds anything else: a backup row is data from outside too.
 */
export function parseStickerRow(data: unknown): StickerRow | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  if (Object.keys(record).some((key) => !STICKER_KEYS.has(key))) return null;
  for (const [key, column] of STICKER_COLUMNS) {
    const value = record[key];
    if (value === null && !column.notNull) continue;
    const expected = column.dataType === 'boolean' ? 'boolean' : column.dataType === 'number' ? 'number' : 'string';
    if (typeof value !== expected) return null;
  }
  return record as StickerRow;
}

/** The backup taken of a listing just before a restore, so the restore can be undone too. */
export const PRE_RESTORE_BACKUP = 'pre_restore';

/**
 * Puts a listing back as a backup holds it, after backing up the listing as it is now (both in one
 * batch); false when the backup does not hold this listing's row.
 */
export async function restoreFromBackup(db: Database, backup: Backup, now = new Date()): Promise<boolean> {
  const row = parseStickerRow(backup.sticker_data);
  if (!row || row.etsyListingId !== backup.listing_id) return false;
  const current = await db.select().from(stickers).where(eq(stickers.etsyListingId, backup.listing_id)).get();
  const { etsyListingId: _id, ...columns } = row;
  const restore = db.update(stickers).set(columns).where(eq(stickers.etsyListingId, backup.listing_id));
  if (current)
    await db.batch([
      db
        .insert(backups)
        .values(backupRow(current, PRE_RESTORE_BACKUP, now))
        .onConflictDoNothing(),
      restore,
    ]);
  else await restore;
  return true;
}
