import { describe, expect, it } from 'vitest';
import type { SyncOutcome } from '../../../src/contracts/marketplace.ts';
import { fieldsLine, nothingDone, outcomeBrief, outcomeLine } from '../../../src/domain/sync-summary.ts';

const outcome = (over: Partial<SyncOutcome> = {}): SyncOutcome => ({ created: 0, changed: 0, unchanged: 0, failed: 0, skipped: 0, sales: null, ...over });
const sales = { pagesRead: 3, onEtsy: 93723, stored: 93723, newSales: 12, listingsChanged: 4 };

describe('a run’s outcome in words', () => {
  it('a catalogue run counts unchanged listings apart from changed ones', () => {
    expect(outcomeLine(outcome({ changed: 1, unchanged: 215 }))).toBe('Listings: 216  New: 0  Changed: 1  Unchanged: 215  Failed: 0');
    expect(outcomeBrief(outcome({ changed: 1, unchanged: 215 }))).toBe('1 changed, 215 unchanged');
    expect(outcomeBrief(outcome({ created: 230 }))).toBe('230 new, 0 changed, 0 unchanged');
    expect(outcomeBrief(outcome({ changed: 2, unchanged: 3, failed: 1, skipped: 4 }))).toBe('2 changed, 3 unchanged, 1 failed, 4 not on Etsy');
  });

  it('Fetch Sales says its sales, never listing totals that are always 0', () => {
    expect(outcomeLine(outcome({ changed: 4, sales }))).toBe('Sales on Etsy: 93723  Stored: 93723  New: 12  Pages read: 3  Listings whose sales changed: 4');
    expect(outcomeBrief(outcome({ sales }))).toBe('12 new sales, 93723 of 93723 stored');
  });

  it('the fields changed, with how many listings changed each; none: no line', () => {
    expect(
      fieldsLine([
        { field: 'title', listings: 1 },
        { field: 'dimension sources', listings: 200 },
      ]),
    ).toBe('Fields changed: title (1), dimension sources (200)');
    expect(fieldsLine([])).toBeNull();
  });

  it('a run that read nothing (stopped before its first listing) has nothing to say; one that read anything, or any sales, has', () => {
    expect(nothingDone(outcome())).toBe(true);
    expect(nothingDone(outcome({ unchanged: 1 }))).toBe(false);
    expect(nothingDone(outcome({ skipped: 1 }))).toBe(false);
    expect(nothingDone(outcome({ sales: { ...sales, newSales: 0 } }))).toBe(false);
  });
});
