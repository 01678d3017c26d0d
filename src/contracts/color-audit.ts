/**
 * The colour audit's saved progress (admin.md 3.5, 7): which listings were audited, the records of
 * those that are not compliant, and when. Only the non-compliant records are kept (the page shows
 * only those; the compliant are counted from the audited ids): with every record, 5,000 listings
 * would outgrow a database row.
 */
import * as z from 'zod/mini';
import { coreColorKeySchema } from './admin-listings.ts';

const id = z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const colorList = z.array(z.string().check(z.maxLength(100))).check(z.maxLength(60));

export const colorAuditRecordSchema = z.strictObject({
  listingId: id,
  title: z.string().check(z.maxLength(300)),
  currentColors: colorList,
  mappedColors: colorList,
  missingCoreColors: colorList,
  extraColors: colorList,
  hasIssues: z.boolean(),
  enabledColors: z.partialRecord(coreColorKeySchema, z.boolean()),
  etsyUrl: z.string().check(z.maxLength(300)),
});

/** At most this many listings in one audit: the shop's 5,000 with room to grow. */
export const AUDIT_MAX_LISTINGS = 20_000;

export const colorAuditProgressSchema = z.strictObject({
  auditedIds: z.array(id).check(z.maxLength(AUDIT_MAX_LISTINGS)),
  auditResults: z.array(colorAuditRecordSchema).check(z.maxLength(AUDIT_MAX_LISTINGS)),
  timestamp: z.iso.datetime(),
});
export type ColorAuditProgress = z.infer<typeof colorAuditProgressSchema>;

/** What the audit reads of each listing (admin): its marketplace colours as the sync merged them and the owner's choice. */
export const colorFactsSchema = z.object({
  id,
  title: z.string(),
  etsyUrl: z.nullable(z.string()),
  /** The colour values the marketplace offers. */
  colors: z.array(z.string()),
  enabledColors: z.record(z.string(), z.boolean()),
  /** False when the shop's data was never imported for it: the audit skips it. */
  hasMarketplaceData: z.boolean(),
});
export type ColorFacts = z.infer<typeof colorFactsSchema>;
