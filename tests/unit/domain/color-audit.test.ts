import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  auditListing,
  colorsToPush,
  expectedColors,
  importSummary,
  nonCompliantByTitle,
  summariseAudit,
  type AuditedListing,
} from '../../../src/domain/color-audit.ts';
import { COLORS } from '../../../src/domain/colors.ts';

const listing = (currentColors: string[], enabledColors: AuditedListing['enabledColors'] = {}, title = 'Owl'): AuditedListing => ({
  listingId: title.length,
  title,
  etsyUrl: 'https://www.etsy.com/listing/1',
  currentColors,
  enabledColors,
});
const ALL_CORE = COLORS.map((c) => c.name);

describe('auditListing', () => {
  it('is compliant when the marketplace offers exactly the core colours the listing should (all 21 when none are saved)', () => {
    const record = auditListing(listing(['Black', 'White', ...ALL_CORE.slice(2)]));
    expect(record).toMatchObject({ mappedColors: ALL_CORE, missingCoreColors: [], extraColors: [], hasIssues: false });
  });

  it('names the missing core colours and the extra ones', () => {
    const record = auditListing(listing(['Black - Matte', 'Lime', 'Gold'], { BLACK: true, RED: true }));
    expect(record).toMatchObject({ mappedColors: ['Black (Matte)'], missingCoreColors: ['Red'], extraColors: ['Lime', 'Gold'], hasIssues: true });
    expect(record.enabledColors.RED).toBe(true);
    expect(record.enabledColors.GOLD_METALLIC).toBe(false);
  });

  it('finds every colour missing on a listing that offers none', () => {
    expect(auditListing(listing([])).missingCoreColors).toEqual(ALL_CORE);
  });

  it('classifies every offered colour as mapped or extra, and every expected one as offered or missing', () => {
    const offered = fc.array(fc.oneof(fc.constantFrom(...ALL_CORE, 'Black', 'Silver'), fc.string({ maxLength: 12 })), { maxLength: 25 });
    const chosen = fc.dictionary(fc.constantFrom(...COLORS.map((c) => c.key)), fc.boolean());
    fc.assert(
      fc.property(offered, chosen, (current, enabled) => {
        const r = auditListing(listing(current, enabled));
        const expected = COLORS.filter((c) => expectedColors(enabled)[c.key]).map((c) => c.name);
        expect(new Set([...r.mappedColors, ...r.missingCoreColors])).toEqual(new Set(expected));
        expect(r.mappedColors.filter((c) => r.missingCoreColors.includes(c))).toEqual([]);
        expect(r.hasIssues).toBe(r.missingCoreColors.length + r.extraColors.length > 0);
        expect(r.extraColors.length).toBeLessThanOrEqual(current.length);
      }),
    );
  });
});

describe('the audit summary and list', () => {
  const records = [
    auditListing(listing(ALL_CORE, {}, 'Zebra')),
    auditListing(listing(['Black'], { BLACK: true, RED: true }, 'Moose')),
    auditListing(listing(['Lime'], { BLACK: true }, 'Apple')),
  ];

  it('counts the five cards', () => {
    expect(summariseAudit(records)).toEqual({ total: 3, compliant: 1, nonCompliant: 2, missingColors: 2, extraColors: 1 });
  });

  it('lists only the non-compliant listings, by title', () => {
    expect(nonCompliantByTitle(records).map((r) => r.title)).toEqual(['Apple', 'Moose']);
  });
});

describe('Update Etsy and Import All Data', () => {
  it('pushes the colours a listing should offer: its saved choice in the shop’s order, else all 21', () => {
    expect(colorsToPush({ enabledColors: { RED: true, BLACK: true, WHITE: false } })).toEqual(['BLACK', 'RED']);
    expect(colorsToPush({ enabledColors: {} })).toEqual(COLORS.map((c) => c.key));
  });

  it('says what the import did, each error on its line, and that the old results were cleared', () => {
    const text = importSummary({
      created: 0,
      changed: 3,
      unchanged: 37,
      skipped: 1,
      failed: 2,
      errors: ['Owl (2): Incomplete Etsy source data', 'Fox (3): x'],
    });
    expect(text.split('\n')).toEqual([
      'Imported 40, skipped 1, errors 2.',
      'Owl (2): Incomplete Etsy source data',
      'Fox (3): x',
      'The earlier audit results were cleared: Run Color Audit checks the imported colours.',
    ]);
  });
});
