/**
 * @module contracts/smart-loading
 * POST /api/smart-loading/parallax-first: everything the home page's hero and parallax scenes need,
 * in one request made when the page is idle. The page names the scenes it will show (from the
 * assignments it was built with) and whether it has a hero; the answer holds the hero's settings and
 * its candidate stickers, the scenes by name, and the listings those scenes show, keyed by listing id.
 */
import * as z from 'zod/mini';
import { heroSettingsSchema } from './hero.ts';
import { parallaxSceneNameSchema } from './queries.ts';
import { parallaxSceneSchema } from './parallax-scenes.ts';

/** A page shows at most this many scenes at once. */
export const MAX_ACTIVE_SCENES = 20;
/** Limits of the hero's fallback fetches when the first source gives too few listings, in order. */
export const HERO_FALLBACK_FETCH_LIMITS = [200, 100] as const;
/** The hero asks for this many random candidates unless it says otherwise. */
export const HERO_CANDIDATE_LIMIT = HERO_FALLBACK_FETCH_LIMITS[0];

/**
 * A public listing with artwork, as the hero and the scenes draw it: no prices, no marketplace data.
 * `available_sizes` are the sizes it is offered in, smallest first; `dimensions` in inches by size.
 */
export const artworkListingSchema = z.object({
  etsyListingId: z.int().check(z.positive()),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  svgPath: z.string(),
  available_sizes: z.array(z.string()),
  dimensions: z.record(z.string(), z.object({ width: z.number(), height: z.number() })),
});
export type ArtworkListing = z.infer<typeof artworkListingSchema>;

export const smartLoadingRequestSchema = z.strictObject({
  /** Scene names the page will show; unknown names are left out of the answer. */
  activeScenes: z.array(parallaxSceneNameSchema).check(z.maxLength(MAX_ACTIVE_SCENES)),
  /** The hero's wish: how many random candidates it wants; null when the page has no hero. */
  heroTarget: z.nullable(z.strictObject({ candidates: z.int().check(z.minimum(2), z.maximum(HERO_CANDIDATE_LIMIT)) })),
});
export type SmartLoadingRequest = z.infer<typeof smartLoadingRequestSchema>;

export const smartLoadingSchema = z.object({
  /** The hero's settings and stickers: the configured ones first, then random candidates. */
  hero: z.nullable(z.object({ settings: heroSettingsSchema, stickers: z.array(artworkListingSchema) })),
  /** The public listings the scenes show, keyed by etsyListingId. */
  parallax: z.record(z.string(), artworkListingSchema),
  /** The named scenes that exist, and the first scene (by name) for a placement whose scene is gone. */
  sceneDetails: z.record(z.string(), parallaxSceneSchema),
  /** The first scene by name, the fallback of a placement whose scene is gone; null with no scenes at all. */
  firstScene: z.nullable(z.string()),
});
export type SmartLoading = z.infer<typeof smartLoadingSchema>;
