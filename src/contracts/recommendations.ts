/**
 * @module contracts/recommendations
 * How often the designs shown under a listing were seen and clicked.
 */
import * as z from 'zod/mini';

/** At most this many designs are counted in one call (the modal shows eight). */
export const MAX_TRACKED_RECOMMENDATIONS = 20;

/** GET /api/listing-recommendations/:id: one design shown under the listing. */
export const recommendationSchema = z.object({
  recommended_listing_id: z.int(),
  position: z.int(),
  click_count: z.int(),
  view_count: z.int(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** PUT /api/listing-recommendations/:id: counts one view of a set of designs, or one click. */
export const trackRecommendationsSchema = z
  .strictObject({
    recommendedListingIds: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(MAX_TRACKED_RECOMMENDATIONS)),
    view_count: z.optional(z.literal(1)),
    click_count: z.optional(z.literal(1)),
  })
  .check(z.refine((b) => (b.view_count ?? 0) + (b.click_count ?? 0) === 1, { message: 'Send view_count=1 or click_count=1', path: ['view_count'] }));
export type TrackRecommendations = z.infer<typeof trackRecommendationsSchema>;

/** The answer of the PUT. */
export const trackedRecommendationsSchema = z.object({ sourceListingId: z.int(), updated: z.int() });
export type TrackedRecommendations = z.infer<typeof trackedRecommendationsSchema>;
