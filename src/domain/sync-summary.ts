/**
 * @module sync-summary
 * A run's outcome in the owner's words, the same in the results modal, the progress panel, Past
 * runs and the debug screen: for a catalogue run the listings new, changed, unchanged and failed,
 * and which fields changed; for Fetch Sales the sales read and stored. Pure.
 */
import type { FieldTally, SyncOutcome, SyncSummary } from '../contracts/marketplace.ts';

/** The listings a catalogue run looked at: new, changed, unchanged and failed (not those Etsy no longer has). */
export const listingsLookedAt = (o: SyncOutcome) => o.created + o.changed + o.unchanged + o.failed;

/** True when a run read nothing: it stopped (failed, cancelled) before its first listing or sale. */
export const nothingDone = (o: SyncOutcome) => !o.sales && listingsLookedAt(o) + o.skipped === 0;

/**
 * The counts line that heads a summary.
 * @example outcomeLine({ created: 0, changed: 1, unchanged: 215, failed: 0, skipped: 0, sales: null })
 * // 'Listings: 216  New: 0  Changed: 1  Unchanged: 215  Failed: 0'
 */
export function outcomeLine(o: SyncOutcome): string {
  if (o.sales) {
    const s = o.sales;
    return `Sales on Etsy: ${s.onEtsy}  Stored: ${s.stored}  New: ${s.newSales}  Pages read: ${s.pagesRead}  Listings whose sales changed: ${s.listingsChanged}`;
  }
  const skipped = o.skipped ? `  Not on Etsy: ${o.skipped}` : '';
  return `Listings: ${listingsLookedAt(o)}  New: ${o.created}  Changed: ${o.changed}  Unchanged: ${o.unchanged}  Failed: ${o.failed}${skipped}`;
}

/**
 * Which fields changed, and in how many listings; null when none did.
 * @example fieldsLine([{ field: 'title', listings: 1 }, { field: 'price', listings: 3 }]) // 'Fields changed: title (1), price (3)'
 */
export const fieldsLine = (fields: FieldTally): string | null =>
  fields.length ? `Fields changed: ${fields.map((f) => `${f.field} (${f.listings})`).join(', ')}` : null;

/**
 * The outcome in a few words, for a table cell or under a progress bar.
 * @example outcomeBrief({ created: 0, changed: 1, unchanged: 215, failed: 0, skipped: 0, sales: null }) // '1 changed, 215 unchanged'
 */
export function outcomeBrief(o: SyncOutcome): string {
  if (o.sales) return `${o.sales.newSales} new sales, ${o.sales.stored} of ${o.sales.onEtsy} stored`;
  const parts = [
    o.created ? `${o.created} new` : '',
    `${o.changed} changed`,
    `${o.unchanged} unchanged`,
    o.failed ? `${o.failed} failed` : '',
    o.skipped ? `${o.skipped} not on Etsy` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * A summary as lines: the counts, the fields changed, then the listings new or changed (first 10,
 * with what changed), every error and every warning, each list under its heading.
 */
export function summaryLines(s: SyncSummary): string[] {
  const section = (title: string, lines: readonly string[]) => (lines.length ? ['', title, ...lines] : []);
  const fields = fieldsLine(s.fields);
  return [
    outcomeLine(s),
    ...(fields ? [fields] : []),
    ...section(s.sales ? 'Sales counts changed:' : 'Updates:', s.updates),
    ...section('Errors:', s.errors),
    ...section('Warnings:', s.warnings),
  ];
}
