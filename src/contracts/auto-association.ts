/**
 * The artwork path auto-association's progress (admin.md 3.5, 7): where the owner stopped and how
 * far the run has come, kept on the server so it survives a reload and another browser.
 */
import * as z from 'zod/mini';

const count = z.int().check(z.minimum(0), z.maximum(1_000_000));

export const autoAssociationCountsSchema = z.strictObject({
  total_listings: count,
  completed: count,
  skipped: count,
  last_updated: z.iso.datetime(),
});

export const autoAssociationProgressSchema = z.strictObject({
  last_processed_listing_id: z.nullable(z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))),
  auto_association_progress: autoAssociationCountsSchema,
});
export type AutoAssociationProgress = z.infer<typeof autoAssociationProgressSchema>;

/** Before the first listing: nothing processed. */
export const NO_AUTO_ASSOCIATION_PROGRESS: AutoAssociationProgress = {
  last_processed_listing_id: null,
  auto_association_progress: { total_listings: 0, completed: 0, skipped: 0, last_updated: new Date(0).toISOString() },
};
