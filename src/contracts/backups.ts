/**
 * @module contracts/backups
 * Copies of a listing taken before a marketplace write (and on demand), to restore local fields from.
 */
import * as z from 'zod/mini';

export const backupSchema = z.object({
  backup_id: z.string(),
  listing_id: z.int(),
  timestamp: z.string(),
  backup_type: z.string(),
  /** The listing's row as it was. */
  sticker_data: z.record(z.string(), z.unknown()),
  /** What the marketplace sent then, when the backup came before a sync. */
  etsy_data: z.nullable(z.unknown()),
  local_fields_count: z.int(),
  etsy_fields_count: z.int(),
});
export type Backup = z.infer<typeof backupSchema>;

/** A backup in a list: everything but the two copies. */
export const backupSummarySchema = z.omit(backupSchema, { sticker_data: true, etsy_data: true });

/** A backup in a listing's list, with the columns a restore would change now (the listing's row's names). */
export const backupListItemSchema = z.extend(backupSummarySchema, { changes: z.array(z.string()) });
export type BackupListItem = z.infer<typeof backupListItemSchema>;

export const backupStatsSchema = z.object({
  total: z.int(),
  listings: z.int(),
  byType: z.record(z.string(), z.int()),
  oldest: z.nullable(z.string()),
  newest: z.nullable(z.string()),
});

/** POST /api/admin/backups: a backup of a listing as it is now. */
export const storeBackupSchema = z.strictObject({
  listingId: z.int().check(z.positive()),
  backupType: z._default(z.string().check(z.minLength(1), z.maxLength(40)), 'manual'),
});

export const NO_BACKUP = 'No backup found for listing';
export const RESTORE_FAILED = 'Restore operation failed';
export const BACKUP_STORE_FAILED = 'Failed to store backup';
