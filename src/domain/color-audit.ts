/**
 * @module color-audit
 * The colour audit (admin.md 2.5, 3.5): whether the colours a listing offers on the marketplace are
 * the core colours it should offer. What it should offer is the owner's choice saved in the editor
 * (enabledColors); with none saved, all 21 (the editor's Assign Default). A marketplace colour that
 * names no core colour, or a core colour the listing should not offer, is extra; a colour it should
 * offer and does not is missing. A listing is compliant with neither.
 */
import type { CoreColorKey } from '../contracts/admin-listings.ts';
import { COLORS, findColor } from './colors.ts';

/** The audit's pause after each listing (admin.md 9); Import All Data keeps its calls to Etsy this far apart (batched: see decisions.md). */
export const AUDIT_DELAY_MS = 50;
export const IMPORT_DELAY_MS = 200;

/** The spec's texts (admin.md 8). */
export const COLOR_AUDIT_TEXTS = {
  importError: (message: string) => `Error importing listing data: ${message}`,
  auditError: (message: string) => `Error running color audit: ${message}`,
} as const;

export interface ColorAuditRecord {
  listingId: number;
  title: string;
  /** The colour values the marketplace offers, as it names them. */
  currentColors: string[];
  /** Those that name a core colour, by its name (in core order). */
  mappedColors: string[];
  missingCoreColors: string[];
  extraColors: string[];
  hasIssues: boolean;
  /** The core colours the listing should offer (every key, once audited; a saved record may hold fewer). */
  enabledColors: Partial<Record<CoreColorKey, boolean>>;
  etsyUrl: string;
}

export interface AuditedListing {
  listingId: number;
  title: string;
  etsyUrl: string;
  currentColors: readonly string[];
  /** The owner's saved choice; empty when none is saved. */
  enabledColors: Readonly<Partial<Record<CoreColorKey, boolean>>>;
}

/** The core colours a listing should offer: the saved choice, else all 21. */
export function expectedColors(enabled: Readonly<Partial<Record<CoreColorKey, boolean>>>): Record<CoreColorKey, boolean> {
  const saved = COLORS.some((c) => enabled[c.key] === true);
  return Object.fromEntries(COLORS.map((c) => [c.key, saved ? enabled[c.key] === true : true])) as Record<CoreColorKey, boolean>;
}

/**
 * One listing's audit record.
 * @example auditListing({ listingId: 1, title: 'Owl', etsyUrl: '', currentColors: ['Black', 'Lime'], enabledColors: { BLACK: true, RED: true } })
 *   // mappedColors ['Black (Matte)'], missingCoreColors ['Red'], extraColors ['Lime'], hasIssues true
 */
export function auditListing(listing: AuditedListing): ColorAuditRecord {
  const enabled = expectedColors(listing.enabledColors);
  const offered = new Set<CoreColorKey>();
  const extraColors: string[] = [];
  for (const value of listing.currentColors) {
    const core = findColor(value);
    if (core && enabled[core.key]) offered.add(core.key);
    else extraColors.push(value);
  }
  const mappedColors = COLORS.filter((c) => offered.has(c.key)).map((c) => c.name);
  const missingCoreColors = COLORS.filter((c) => enabled[c.key] && !offered.has(c.key)).map((c) => c.name);
  return {
    listingId: listing.listingId,
    title: listing.title,
    currentColors: [...listing.currentColors],
    mappedColors,
    missingCoreColors,
    extraColors,
    hasIssues: missingCoreColors.length > 0 || extraColors.length > 0,
    enabledColors: enabled,
    etsyUrl: listing.etsyUrl,
  };
}

export interface ColorAuditSummary {
  total: number;
  compliant: number;
  nonCompliant: number;
  /** Listings missing at least one colour, and those offering at least one extra. */
  missingColors: number;
  extraColors: number;
}

/**
 * The five summary cards' figures. `audited` counts every listing audited (the compliant ones are
 * not kept as records); without it, the records are all there is.
 */
export function summariseAudit(records: readonly ColorAuditRecord[], audited = records.length): ColorAuditSummary {
  const nonCompliant = records.filter((r) => r.hasIssues).length;
  return {
    total: audited,
    compliant: audited - nonCompliant,
    nonCompliant,
    missingColors: records.filter((r) => r.missingCoreColors.length > 0).length,
    extraColors: records.filter((r) => r.extraColors.length > 0).length,
  };
}

/** What the page lists: only the non-compliant listings, by title. */
export function nonCompliantByTitle(records: readonly ColorAuditRecord[]): ColorAuditRecord[] {
  return records.filter((r) => r.hasIssues).sort((a, b) => a.title.localeCompare(b.title) || a.listingId - b.listingId);
}

/** The core colours a listing's Update Etsy sends: those it should offer, by key, in the shop's order. */
export const colorsToPush = (record: Pick<ColorAuditRecord, 'enabledColors'>): CoreColorKey[] => {
  const expected = expectedColors(record.enabledColors);
  return COLORS.filter((c) => expected[c.key]).map((c) => c.key);
};

/**
 * Import All Data's alert (admin.md 4): imported (changed or not), skipped and errors, each error on
 * its line, and that the earlier results were cleared so the next audit reads what was imported.
 * @example importSummary({ created: 0, changed: 1, unchanged: 39, skipped: 1, failed: 0, errors: [] }) // 'Imported 40, skipped 1, errors 0. ...'
 */
export function importSummary(summary: {
  created: number;
  changed: number;
  unchanged: number;
  skipped: number;
  failed: number;
  errors: readonly string[];
}): string {
  return [
    `Imported ${summary.created + summary.changed + summary.unchanged}, skipped ${summary.skipped}, errors ${summary.failed}.`,
    ...summary.errors,
    'The earlier audit results were cleared: Run Color Audit checks the imported colours.',
  ].join('\n');
}
