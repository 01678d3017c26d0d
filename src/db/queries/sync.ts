/**
 * @module queries/sync
 * What a marketplace sync writes: listings new to the catalogue, safe updates of the ones it has
 * (a backup first, marketplace fields only, the local fields checked afterwards and restored from
 * the backup when one was lost), the raw marketplace records, and the runs themselves.
 */
import { and, desc, eq, gt, inArray, like, lt, ne, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  INCOMPLETE_SOURCE,
  INTEGRITY_FAILED,
  marketplaceColumns,
  newListingRow,
  planReprocess,
  planSafeUpdate,
  storedMarketplaceRecord,
  validateIntegrity,
  type MarketplaceRecord,
  type PlannedWrite,
} from '../../domain/marketplace-merge.ts';
import { tallyFields } from '../../domain/listing-changes.ts';
import { SLUG_SUFFIX, slugify } from '../../domain/slug.ts';
import { chunk, runBatch } from '../batch.ts';
import { columnSchemas, parseColumn } from '../json.ts';
import * as z from 'zod/mini';
import { AUTOMATIC_BACKUP_TYPES, backupRow, latestBackup, restoreFromBackup } from './backups.ts';
import { NO_BACKUP, RESTORE_FAILED } from '../../contracts/backups.ts';
import { syncOutcomeSchema, type ListingField, type SalesFigures, type SyncOutcome, type SyncSummary } from '../../contracts/marketplace.ts';
import type { DeprecatedPlan } from '../../contracts/debug.ts';
import type { Database } from '../client.ts';
import { backups, marketplaceListings, stickers, syncRuns, type StickerRow } from '../schema.ts';

export type SyncKind = (typeof syncRuns.$inferSelect)['kind'];

/** What applying a batch of marketplace records did, listing by listing. */
export interface ApplyResult {
  created: { id: number; title: string }[];
  /** Listings written because something changed, with what changed (`detail`, when given, says it instead: '15 sold, was 12'). */
  changed: { id: number; title: string; fields: ListingField[]; detail?: string }[];
  /** Listings Etsy had nothing new for: nothing written. */
  unchanged: number;
  /** The title is the one the catalogue or Etsy gave, when either did. */
  failed: { id: number; title?: string; error: string }[];
  warnings: { id: number; warning: string }[];
  /** Listings asked for that Etsy did not return (sold out, deactivated or removed since): nothing to import. */
  skipped: number[];
  /** A Fetch Sales run's figures; null for the catalogue runs. */
  sales: SalesFigures | null;
  /** Rows D1 wrote for these listings (backups, rows, raw records; not the rare restores). */
  rowsWritten: number;
}

export const emptyResult = (): ApplyResult => ({ created: [], changed: [], unchanged: 0, failed: [], warnings: [], skipped: [], sales: null, rowsWritten: 0 });

/** The rows of these listings, by id. */
export async function rowsByIds(db: Database, ids: readonly number[]): Promise<Map<number, StickerRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(stickers)
    .where(inArray(stickers.etsyListingId, [...ids]));
  return new Map(rows.map((row) => [row.etsyListingId, row]));
}

/** Every listing id the catalogue has, with the marketplace modification time it stored. */
export async function storedModifiedTimes(db: Database): Promise<Map<number, string | null>> {
  const rows = await db.select({ id: stickers.etsyListingId, at: stickers.lastEtsyUpdate }).from(stickers);
  return new Map(rows.map((r) => [r.id, r.at]));
}

/** A slug no other listing has: the title's, else with -2, -3... before the suffix. */
async function freeSlug(db: Database, title: string, claimed: Set<string>): Promise<string> {
  const base = slugify(title);
  const stem = base.slice(0, -SLUG_SUFFIX.length);
  const taken = new Set(
    (
      await db
        .select({ slug: stickers.slug })
        .from(stickers)
        .where(or(eq(stickers.slug, base), like(stickers.slug, `${stem}-%`)))
    ).map((r) => r.slug),
  );
  let candidate = base;
  for (let n = 2; taken.has(candidate) || claimed.has(candidate); n++) candidate = `${stem}-${n}${SLUG_SUFFIX}`;
  claimed.add(candidate);
  return candidate;
}

const rawRecord = (record: MarketplaceRecord, id: number) => ({ etsyListingId: id, ...storedMarketplaceRecord(record) });

/**
 * Applies marketplace records: new listings are created, existing ones safely updated, and those
 * Etsy changed nothing in (planSafeUpdate finds no field) left alone: no backup, no write. One D1
 * transaction writes the backups, the updates and the raw records; the local fields are then read
 * back and compared, and a listing whose local data did not survive is restored from its backup.
 * A record missing its listing or inventory fails alone; the others go ahead.
 */
export async function applyMarketplaceRecords(
  db: Database,
  records: readonly MarketplaceRecord[],
  now: Date,
  options: { createNew: boolean },
): Promise<ApplyResult> {
  const result = emptyResult();
  const usable: { id: number; record: MarketplaceRecord }[] = [];
  for (const record of records) {
    const id = record.listing?.listing_id;
    try {
      marketplaceColumns(record);
      usable.push({ id: id!, record });
    } catch {
      result.failed.push({ id: typeof id === 'number' ? id : 0, ...(record.listing?.title ? { title: record.listing.title } : {}), error: INCOMPLETE_SOURCE });
    }
  }
  const existing = await rowsByIds(
    db,
    usable.map((u) => u.id),
  );
  const stamp = now.toISOString();
  const statements: BatchItem<'sqlite'>[] = [];
  const claimed = new Set<string>();
  const touched: { id: number; before: StickerRow | null; title: string; fields: ListingField[] }[] = [];
  for (const { id, record } of usable) {
    const before = existing.get(id) ?? null;
    let fields: ListingField[] = [];
    if (before) {
      const plan = planSafeUpdate(before, record);
      if (plan.fields.length === 0) {
        result.unchanged += 1;
        continue;
      }
      fields = plan.fields;
      statements.push(
        db
          .insert(backups)
          .values(
            backupRow(before, AUTOMATIC_BACKUP_TYPES.safeUpdate, now, {
              data: JSON.stringify(record.listing),
              fieldsCount: Object.keys(plan.columns).length,
            }),
          )
          .onConflictDoNothing(),
        db
          .update(stickers)
          .set({ ...plan.columns, updatedAt: stamp })
          .where(eq(stickers.etsyListingId, id)),
      );
    } else if (options.createNew) {
      statements.push(
        db.insert(stickers).values({ ...newListingRow(record, await freeSlug(db, record.listing.title!, claimed)), createdAt: stamp, updatedAt: stamp }),
      );
    } else continue;
    statements.push(
      db
        .insert(marketplaceListings)
        .values(rawRecord(record, id))
        .onConflictDoUpdate({ target: marketplaceListings.etsyListingId, set: { ...rawRecord(record, id), updatedAt: stamp } }),
    );
    touched.push({ id, before, title: record.listing.title!, fields });
  }
  result.rowsWritten += await runBatch(db, statements);

  const after = await rowsByIds(
    db,
    touched.map((t) => t.id),
  );
  for (const { id, before, title, fields } of touched) {
    if (!before) {
      result.created.push({ id, title });
      continue;
    }
    const report = validateIntegrity(before, after.get(id) ?? {});
    if (!report.ok) {
      result.failed.push({ id, title, error: `${INTEGRITY_FAILED}: ${report.errors.join(', ')}. ${await recoverFromLatestBackup(db, id)}` });
      continue;
    }
    result.changed.push({ id, title, fields });
    for (const warning of report.warnings) result.warnings.push({ id, warning });
  }
  return result;
}

/** After a failed safe update: the listing put back as its latest backup (the one just taken) holds it. */
async function recoverFromLatestBackup(db: Database, listingId: number): Promise<string> {
  try {
    const backup = await latestBackup(db, listingId);
    if (!backup) return NO_BACKUP;
    return (await restoreFromBackup(db, backup)) ? `Restored from backup ${backup.backup_id}.` : RESTORE_FAILED;
  } catch {
    return RESTORE_FAILED;
  }
}

export async function startSyncRun(db: Database, kind: SyncKind, startedAt: Date): Promise<number> {
  const row = await db.insert(syncRuns).values({ kind, startedAt: startedAt.toISOString() }).returning({ id: syncRuns.id }).get();
  return row.id;
}

/** A result's counts: what Past runs and the summary's first line say. */
export const outcomeOf = (result: ApplyResult): SyncOutcome => ({
  created: result.created.length,
  changed: result.changed.length,
  unchanged: result.unchanged,
  failed: result.failed.length,
  skipped: result.skipped.length,
  sales: result.sales,
});

/**
 * The summary the admin sees: the counts, how many listings changed each field, the first 10 new or
 * changed listings (with what changed) then '... and N more', every error.
 */
export function summarise(result: ApplyResult): SyncSummary {
  const done = [
    ...result.created.map((c) => `Created ${c.title} (${c.id})`),
    ...result.changed.map((u) => `${result.sales ? '' : 'Updated '}${u.title} (${u.id}): ${u.detail ?? u.fields.join(', ')}`),
  ];
  const updates = done.length > 10 ? [...done.slice(0, 10), `... and ${done.length - 10} more`] : done;
  return {
    ...outcomeOf(result),
    fields: tallyFields(result.changed.map((c) => c.fields)),
    updates,
    errors: result.failed.map((f) => `${f.title ? `${f.title} (${f.id})` : f.id}: ${f.error}`),
    warnings: result.warnings.map((w) => `${w.id}: ${w.warning}`),
    rowsWritten: result.rowsWritten,
  };
}

export async function finishSyncRun(db: Database, id: number, result: ApplyResult, finishedAt: Date, error: string | null = null): Promise<void> {
  const summary = summarise(result);
  const status = error ? 'failed' : summary.failed > 0 ? 'partial' : 'succeeded';
  const successful = summary.created + summary.changed + summary.unchanged;
  await db
    .update(syncRuns)
    .set({
      // A run the owner cancelled stays cancelled, with what it did before it stopped.
      status: sql`CASE WHEN ${syncRuns.status} = 'cancelled' THEN 'cancelled' ELSE ${status} END`,
      finishedAt: finishedAt.toISOString(),
      total: successful + summary.failed,
      successful,
      failed: summary.failed,
      summary: JSON.stringify(summary),
      // ...and keeps saying why it stopped, beside what it did.
      error: sql`CASE WHEN ${syncRuns.status} = 'cancelled' THEN ${syncRuns.error} ELSE ${error} END`,
    })
    .where(eq(syncRuns.id, id));
}

/** Adds one batch's result to a run's running totals. */
export function mergeResults(a: ApplyResult, b: ApplyResult): ApplyResult {
  return {
    created: [...a.created, ...b.created],
    changed: [...a.changed, ...b.changed],
    unchanged: a.unchanged + b.unchanged,
    failed: [...a.failed, ...b.failed],
    warnings: [...a.warnings, ...b.warnings],
    skipped: [...a.skipped, ...b.skipped],
    sales: b.sales ?? a.sales,
    rowsWritten: a.rowsWritten + b.rowsWritten,
  };
}

const briefColumns = {
  runId: syncRuns.id,
  kind: syncRuns.kind,
  status: syncRuns.status,
  startedAt: syncRuns.startedAt,
  finishedAt: syncRuns.finishedAt,
  summary: syncRuns.summary,
};

/** The latest runs, newest first, each with its outcome once it ended (read from its summary; null while it runs). */
export async function recentSyncRuns(db: Database, limit = 10) {
  const rows = await db.select(briefColumns).from(syncRuns).orderBy(desc(syncRuns.id)).limit(limit);
  return rows.map(({ summary, ...run }) => {
    const outcome = syncOutcomeSchema.safeParse(parseSummary(summary));
    return { ...run, outcome: outcome.success ? outcome.data : null };
  });
}

/** A run's stored summary as JSON ('{}' while it runs); unreadable text reads as none. */
export function parseSummary(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The message a run left 'running' past its time gets: its Workflow is gone, or never reported back. */
export const STOPPED_FROM_OUTSIDE = 'Stopped from outside: no word from the run for longer than a run takes';

/** Marks the runs still 'running' after longer than a run may take as stopped, so none shows as running forever. */
export async function stopSilentRuns(db: Database, now: Date): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  await db
    .update(syncRuns)
    .set({ status: 'stopped', finishedAt: now.toISOString(), error: STOPPED_FROM_OUTSIDE })
    .where(
      and(
        eq(syncRuns.status, 'running'),
        or(
          and(eq(syncRuns.kind, 'scheduled'), lt(syncRuns.startedAt, before(SCHEDULED_RUN_ALIVE_MS))),
          and(ne(syncRuns.kind, 'scheduled'), lt(syncRuns.startedAt, before(RUN_ALIVE_MS))),
        ),
      ),
    );
}

/** Cancels a run under way: its Workflow stops before its next batch. False when it was not running. */
export async function cancelSyncRun(db: Database, id: number, now: Date): Promise<boolean> {
  const done = await db
    .update(syncRuns)
    .set({ status: 'cancelled', finishedAt: now.toISOString(), error: 'Cancelled by the owner' })
    .where(and(eq(syncRuns.id, id), eq(syncRuns.status, 'running')))
    .returning({ id: syncRuns.id });
  return done.length > 0;
}

/** Whether the owner cancelled a run (its Workflow asks before each batch). */
export async function isCancelled(db: Database, id: number): Promise<boolean> {
  return (await db.select({ status: syncRuns.status }).from(syncRuns).where(eq(syncRuns.id, id)).get())?.status === 'cancelled';
}

/** The time the last finished run of a kind started, or null. */
export async function lastRunStart(db: Database, kinds: readonly SyncKind[]): Promise<string | null> {
  const row = await db
    .select({ at: syncRuns.startedAt })
    .from(syncRuns)
    .where(and(inArray(syncRuns.kind, [...kinds]), inArray(syncRuns.status, ['succeeded', 'partial'])))
    .orderBy(desc(syncRuns.id))
    .limit(1)
    .get();
  return row?.at ?? null;
}

/** A run counts as going for an hour at most: one still 'running' after that was stopped from outside. */
export const RUN_ALIVE_MS = 60 * 60_000;
/** The cron's runs: a whole cron period (one still 'running' after that is stuck, not busy). */
export const SCHEDULED_RUN_ALIVE_MS = 6 * 60 * 60_000;

/** The sync run under way now (of one kind, when asked), or null; `aliveMs` is how long a run may take. */
export async function activeSyncRun(
  db: Database,
  now: Date,
  options: { kind?: SyncKind; aliveMs?: number } = {},
): Promise<{ id: number; kind: SyncKind } | null> {
  const since = new Date(now.getTime() - (options.aliveMs ?? RUN_ALIVE_MS)).toISOString();
  const where = and(eq(syncRuns.status, 'running'), gt(syncRuns.startedAt, since), options.kind ? eq(syncRuns.kind, options.kind) : undefined);
  return (await db.select({ id: syncRuns.id, kind: syncRuns.kind }).from(syncRuns).where(where).orderBy(desc(syncRuns.id)).limit(1).get()) ?? null;
}

/** One run as the admin panel reads it. */
export async function getSyncRun(db: Database, id: number) {
  return (await db.select().from(syncRuns).where(eq(syncRuns.id, id)).get()) ?? null;
}

/** One listing's deprecated processing, worked out: the write it would make, or why its stored data cannot be read. */
type ReprocessStep = ({ id: number; title: string; before: StickerRow; listingData: string | null } & PlannedWrite) | { id: number; error: string };

/**
 * The deprecated processing, planned without writing, 50 listings at a time (each listing with a
 * stored Etsy record and a row), each by planReprocess: the preview and the run both go through it.
 */
async function* reprocessSteps(db: Database): AsyncGenerator<ReprocessStep[]> {
  const ids = (await db.select({ id: marketplaceListings.etsyListingId }).from(marketplaceListings)).map((r) => r.id);
  for (const part of chunk(ids, 50)) {
    const raws = await db.select().from(marketplaceListings).where(inArray(marketplaceListings.etsyListingId, part));
    const rows = await rowsByIds(db, part);
    yield raws.flatMap((raw): ReprocessStep[] => {
      const before = rows.get(raw.etsyListingId);
      if (!before) return [];
      try {
        // Stored by an earlier sync, but read back through the same schemas as any stored JSON.
        const record: MarketplaceRecord = {
          listing: parseColumn(columnSchemas.listingData, raw.listingData, { skus: [] }),
          images: parseColumn(columnSchemas.marketplaceImages, raw.imagesData, { results: [] }).results,
          inventory: parseColumn(z.nullable(columnSchemas.inventory), raw.inventoryData, null),
        };
        return [{ id: raw.etsyListingId, title: before.title, before, listingData: raw.listingData, ...planReprocess(before, record) }];
      } catch (error) {
        return [{ id: raw.etsyListingId, error: `Failed to process Etsy data: ${error instanceof Error ? error.message : String(error)}` }];
      }
    });
  }
}

/** What the deprecated processing would change now, listing by listing, tallied; nothing is written. */
export async function planReprocessing(db: Database): Promise<DeprecatedPlan> {
  const changes: ListingField[][] = [];
  let listings = 0;
  let failed = 0;
  for await (const steps of reprocessSteps(db)) {
    for (const step of steps) {
      listings += 1;
      if ('error' in step) failed += 1;
      else if (step.fields.length > 0) changes.push(step.fields);
    }
  }
  return { listings, changed: changes.length, unchanged: listings - failed - changes.length, failed, fields: tallyFields(changes) };
}

/**
 * The deprecated processing path: rebuilds every listing that has stored marketplace data from that
 * data alone, as if new (its dimensions, sizes, variations and pack read again from Etsy's text),
 * overwriting what the owner set. A listing it would not change is left alone; each one it changes
 * is backed up first, so it can be restored.
 */
export async function reprocessStoredRecords(db: Database, now: Date): Promise<ApplyResult> {
  const result = emptyResult();
  for await (const steps of reprocessSteps(db)) {
    const statements: BatchItem<'sqlite'>[] = [];
    for (const step of steps) {
      if ('error' in step) {
        result.failed.push(step);
        continue;
      }
      if (step.fields.length === 0) {
        result.unchanged += 1;
        continue;
      }
      statements.push(
        db
          .insert(backups)
          .values(
            backupRow(step.before, AUTOMATIC_BACKUP_TYPES.deprecatedProcess, now, { data: step.listingData, fieldsCount: Object.keys(step.columns).length }),
          )
          .onConflictDoNothing(),
        db
          .update(stickers)
          .set({ ...step.columns, updatedAt: now.toISOString() })
          .where(eq(stickers.etsyListingId, step.id)),
      );
      result.changed.push({ id: step.id, title: step.title, fields: step.fields });
    }
    result.rowsWritten += await runBatch(db, statements);
  }
  return result;
}

/** Every listing id of the catalogue, hidden ones included: a safe update's work list. */
export async function allListingIds(db: Database): Promise<number[]> {
  return (await db.select({ id: stickers.etsyListingId }).from(stickers)).map((r) => r.id);
}
