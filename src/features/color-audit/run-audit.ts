/**
 * @module color-audit/run-audit
 * The audit run (admin.md 4): every listing whose shop data was imported, one after another with
 * the spec's pause, resumed from the saved progress (listings already audited are skipped), the
 * progress saved every few listings and at the end, so a reload or a closed tab loses little.
 */
import type { ColorAuditProgress, ColorFacts } from '~/contracts/color-audit.ts';
import { AUDIT_DELAY_MS, auditListing, type ColorAuditRecord } from '~/domain/color-audit.ts';

/** Listings audited between two saves of the progress. */
export const SAVE_EVERY = 25;

export interface AuditRunOptions {
  facts: readonly ColorFacts[];
  saved: ColorAuditProgress | null;
  save: (progress: ColorAuditProgress) => Promise<unknown>;
  onProgress: (current: number, total: number, progress: ColorAuditProgress) => void;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  pace?: number;
  /** Stops the run after the listing in hand (the page was left). */
  signal?: AbortSignal;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runAudit({
  facts,
  saved,
  save,
  onProgress,
  now = () => new Date(),
  sleep = wait,
  pace = AUDIT_DELAY_MS,
  signal,
}: AuditRunOptions): Promise<ColorAuditProgress> {
  const auditable = facts.filter((f) => f.hasMarketplaceData);
  const known = new Set(auditable.map((f) => f.id));
  // What was audited of listings that still exist; a listing gone since is forgotten.
  const audited = new Set((saved?.auditedIds ?? []).filter((id) => known.has(id)));
  let progress: ColorAuditProgress = {
    auditedIds: [...audited],
    auditResults: (saved?.auditResults ?? []).filter((r) => audited.has(r.listingId)),
    timestamp: now().toISOString(),
  };
  onProgress(audited.size, auditable.length, progress);
  let sinceSave = 0;
  for (const listing of auditable) {
    if (signal?.aborted) break;
    if (audited.has(listing.id)) continue;
    const record = auditListing({
      listingId: listing.id,
      title: listing.title,
      etsyUrl: listing.etsyUrl ?? '',
      currentColors: listing.colors,
      enabledColors: listing.enabledColors,
    });
    audited.add(listing.id);
    progress = {
      auditedIds: [...progress.auditedIds, listing.id],
      auditResults: record.hasIssues ? [...progress.auditResults, record] : progress.auditResults,
      timestamp: now().toISOString(),
    };
    onProgress(audited.size, auditable.length, progress);
    if (++sinceSave >= SAVE_EVERY) {
      sinceSave = 0;
      await save(progress);
    }
    await sleep(pace);
  }
  await save(progress);
  return progress;
}

/** The progress with one listing audited again (after its colours were pushed): its record replaced, or dropped once compliant. */
export function withReaudited(progress: ColorAuditProgress, record: ColorAuditRecord, now: Date): ColorAuditProgress {
  const others = progress.auditResults.filter((r) => r.listingId !== record.listingId);
  return {
    auditedIds: progress.auditedIds.includes(record.listingId) ? progress.auditedIds : [...progress.auditedIds, record.listingId],
    auditResults: record.hasIssues ? [...others, record] : others,
    timestamp: now.toISOString(),
  };
}
