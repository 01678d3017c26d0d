/**
 * @module contracts/parallax-scenes
 * Parallax scenes, their stickers, and the three kinds of scene assignment (category, listing,
 * instance). The sticker and background schemas also read the scene's stored JSON columns.
 */
import * as z from 'zod/mini';
import { DEFAULT_COLOR_NAME, DEFAULT_SIZE, SCENE_SIZES } from './decal-options.ts';
import { listingSummarySchema } from './listing.ts';
import { BACKGROUND_SIZES, DEFAULT_BACKGROUND_STYLE } from './background-style.ts';

/** A sticker placed in a scene; a size outside ATOM..JUMBO reads as MICRO. */
export const parallaxSceneStickerSchema = z.object({
  listingId: z.coerce.number().check(z.int()),
  title: z._default(z.string(), ''),
  size: z.catch(z.enum(SCENE_SIZES), DEFAULT_SIZE),
  color: z._default(z.string(), DEFAULT_COLOR_NAME),
  category: z._default(z.nullable(z.string()), null),
  svgPath: z._default(z.nullable(z.string()), null),
  xOffset: z._default(z.number(), 0),
  yOffset: z._default(z.number(), 0),
});
export type ParallaxSceneSticker = z.infer<typeof parallaxSceneStickerSchema>;

export { BACKGROUND_SIZES, DEFAULT_BACKGROUND_STYLE };

export const backgroundStyleSchema = z.object({
  size: z._default(z.enum(BACKGROUND_SIZES), DEFAULT_BACKGROUND_STYLE.size),
  position: z._default(z.string(), DEFAULT_BACKGROUND_STYLE.position),
  repeat: z._default(z.string(), DEFAULT_BACKGROUND_STYLE.repeat),
  attachment: z._default(z.string(), DEFAULT_BACKGROUND_STYLE.attachment),
});
export type BackgroundStyle = z.infer<typeof backgroundStyleSchema>;

export const numberMapSchema = z.record(z.string(), z.number());
export const booleanMapSchema = z.record(z.string(), z.boolean());
export const stickerPositionsSchema = z.record(z.string(), z.object({ x: z.number(), y: z.number() }));

export const PARALLAX_SCENE_MODES = ['normal', 'static'] as const;

/** A parallax scene as the API returns it. */
export const parallaxSceneSchema = z.object({
  id: z.int(),
  name: z.string(),
  category: z.nullable(z.string()),
  component_height: z.string(),
  mode: z.enum(PARALLAX_SCENE_MODES),
  layer_y_positions: numberMapSchema,
  layer_visibility: booleanMapSchema,
  layer_speeds: numberMapSchema,
  scene_stickers: z.array(parallaxSceneStickerSchema),
  sticker_positions: stickerPositionsSchema,
  background_path: z.nullable(z.string()),
  background_style: backgroundStyleSchema,
  description: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ParallaxScene = z.infer<typeof parallaxSceneSchema>;

/** GET /api/parallax-scenes/:name: the scene with the public listings it shows. */
export const parallaxSceneDetailSchema = z.extend(parallaxSceneSchema, { enrichedStickers: z.array(listingSummarySchema) });
export type ParallaxSceneDetail = z.infer<typeof parallaxSceneDetailSchema>;

/** The scene shown above a category's group. */
export const categorySceneAssignmentSchema = z.object({ category: z.string(), scene_name: z.string() });
export type CategorySceneAssignment = z.infer<typeof categorySceneAssignmentSchema>;

/** A scene inserted before a listing's card. */
export const listingSceneInsertionSchema = z.object({ listing_id: z.int(), scene_name: z.string() });
export type ListingSceneInsertion = z.infer<typeof listingSceneInsertionSchema>;

/** The scene a parallax instance (a placement on a page) shows. */
export const instanceSceneAssignmentSchema = z.object({
  instance_id: z.string(),
  scene_name: z.string(),
  assigned_at: z.string(),
  background_path: z.nullable(z.string()),
});
export type InstanceSceneAssignment = z.infer<typeof instanceSceneAssignmentSchema>;

/**
 * Where the storefront shows scenes, as its pages are built: a scene name per category (above its
 * group) and per listing id (before its card).
 */
export const parallaxScenePlacementsSchema = z.object({
  categories: z.record(z.string(), z.string()),
  listings: z.record(z.string(), z.string()),
});
export type ParallaxScenePlacements = z.infer<typeof parallaxScenePlacementsSchema>;
