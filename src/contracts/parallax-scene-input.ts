/**
 * @module contracts/parallax-scene-input
 * What the owner writes about parallax scenes (admin only, so kept apart from the read schemas the
 * storefront bundles): a scene created or changed, the three kinds of assignment, and where a scene
 * is in use. Layer settings are keyed 'layer-N' (by order, far to near) or by size name, as stored.
 */
import * as z from 'zod/mini';
import { SCENE_SIZES } from './decal-options.ts';
import { BACKGROUND_SIZES, PARALLAX_SCENE_MODES } from './parallax-scenes.ts';
import { instanceIdSchema, parallaxSceneNameSchema } from './queries.ts';

/** The admin panel's Y input (percent of the scene's height). */
export const LAYER_Y_LIMITS = { min: -100, max: 100 } as const;
/** A layer's speed: the defaults run 0.5 (near) to 21 (far); negative moves against the scroll. */
export const LAYER_SPEED_LIMITS = { min: -50, max: 50 } as const;
/** Stickers in one scene: a canvas full of MICRO decals stays well under this. */
export const MAX_SCENE_STICKERS = 200;

/** A site path to an image ('/backgrounds/forest.webp'): absolute, no '..', no scheme. */
export const imagePathSchema = z
  .string()
  .check(z.maxLength(300), z.regex(/^\/(?!.*\.\.)[\w\-./ ]+\.(svg|png|webp|gif|jpe?g)$/i, 'A site path to an image, such as /backgrounds/forest.webp'));

const layerKeySchema = z.string().check(z.regex(/^(layer-[1-9]\d?|ATOM|PIXEL|NANO|MICRO|SMALL|MEDIUM|LARGE)$/, "A layer is 'layer-N' or a size name"));
const finite = z.number().check(z.gte(-100_000), z.lte(100_000));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** A sticker placed in a scene, as the Scene Builder or the panel sends it. */
export const sceneStickerInputSchema = z.strictObject({
  listingId: z.int().check(z.positive()),
  title: z.optional(text(200)),
  size: z.enum(SCENE_SIZES),
  color: z.optional(text(60)),
  category: z.optional(z.nullable(text(100))),
  svgPath: z.optional(z.nullable(imagePathSchema)),
  xOffset: z.optional(finite),
  yOffset: z.optional(finite),
});

const sceneFields = {
  category: z.optional(z.nullable(text(100))),
  /** The scene's height on the page: a CSS length, '50vh' or '420px'. */
  component_height: z.optional(z.string().check(z.regex(/^\d{1,4}(\.\d{1,2})?(vh|px|rem|%)$/, 'A height such as 50vh or 420px'))),
  mode: z.optional(z.enum(PARALLAX_SCENE_MODES)),
  layer_y_positions: z.optional(z.record(layerKeySchema, z.number().check(z.gte(LAYER_Y_LIMITS.min), z.lte(LAYER_Y_LIMITS.max)))),
  layer_visibility: z.optional(z.record(layerKeySchema, z.boolean())),
  layer_speeds: z.optional(z.record(layerKeySchema, z.number().check(z.gte(LAYER_SPEED_LIMITS.min), z.lte(LAYER_SPEED_LIMITS.max)))),
  scene_stickers: z.optional(z.array(sceneStickerInputSchema).check(z.maxLength(MAX_SCENE_STICKERS))),
  /** Where the owner dragged a sticker in edit-position mode, keyed listingId-size-index. */
  sticker_positions: z.optional(
    z.record(z.string().check(z.regex(/^\d{1,16}-[A-Z]{3,6}-\d{1,3}$/, 'A position is keyed listingId-size-index')), z.strictObject({ x: finite, y: finite })),
  ),
  background_path: z.optional(z.nullable(imagePathSchema)),
  background_style: z.optional(
    z.strictObject({
      size: z.enum(BACKGROUND_SIZES),
      position: z.string().check(z.regex(/^[a-z0-9 .%-]{1,40}$/i, 'A background position such as center or 50% 20%')),
      repeat: z.enum(['no-repeat', 'repeat', 'repeat-x', 'repeat-y']),
      attachment: z.enum(['scroll', 'fixed', 'local']),
    }),
  ),
  description: z.optional(z.nullable(text(2000))),
};

/** POST /api/parallax-scenes: a new scene, by its name; what it leaves out takes the defaults. */
export const parallaxSceneCreateSchema = z.strictObject({ name: parallaxSceneNameSchema, ...sceneFields });
export type ParallaxSceneCreate = z.infer<typeof parallaxSceneCreateSchema>;
/** PUT /api/parallax-scenes/:name: the fields given replace the scene's, the others stay. */
export const parallaxSceneUpdateSchema = z.strictObject(sceneFields);
export type ParallaxSceneUpdate = z.infer<typeof parallaxSceneUpdateSchema>;

/** Where a scene shows: the categories, listings and instances assigned it. */
export const sceneUsageSchema = z.object({ categories: z.array(z.string()), listings: z.array(z.int()), instances: z.array(z.string()) });
export type SceneUsage = z.infer<typeof sceneUsageSchema>;

/** DELETE /api/parallax-scenes/:name?force=true: also clears the scene's assignments. */
export const sceneDeleteQuery = z.object({ force: z.optional(z.enum(['true', 'false'])) });
export const sceneDeletedSchema = z.object({ name: z.string(), cleared: sceneUsageSchema });
export const scenesClearedSchema = z.object({ scenes: z.int(), assignments: z.int() });

export const categorySceneAssignmentInputSchema = z.strictObject({
  category: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  scene_name: parallaxSceneNameSchema,
});
export const listingSceneInsertionInputSchema = z.strictObject({ listing_id: z.int().check(z.positive()), scene_name: parallaxSceneNameSchema });
export const instanceSceneAssignmentInputSchema = z.strictObject({
  instance_id: instanceIdSchema,
  scene_name: parallaxSceneNameSchema,
  background_path: z.optional(z.nullable(imagePathSchema)),
});

/** The spec's texts for the panel and the Scene Builder's save and load. */
export const SCENE_TEXTS = {
  noStickers: 'Please add some stickers to the scene before saving',
  noName: 'Please enter a scene name',
  notFound: 'Scene not found. Please enter a valid scene name.',
  noScenes: 'No saved parallax scenes found in database.',
  saveFailed: 'Failed to save scene to database. Please try again.',
  loadFailed: 'Failed to load scene data from database.',
  corrupted: 'Error parsing scene data. Scene may be corrupted.',
  loadFirst: 'Please load a scene first before assigning it to a category.',
  listingAndScene: 'Please select both a listing and a scene.',
  selectScene: 'Please select a scene first',
  categoryFailed: 'Failed to assign scene to category. Please try again.',
  listingFailed: 'Failed to assign scene to listing. Please try again.',
  insertionDeleteFailed: 'Failed to delete scene insertion. Please try again.',
  deleteFailed: 'Failed to delete scene',
  deleted: 'Scene deleted successfully',
} as const;

/** The answer when a scene still shows somewhere: which places, in the owner's words. */
export function sceneInUseText(name: string, usage: SceneUsage): string {
  const places = [
    usage.categories.length ? `categories ${usage.categories.join(', ')}` : '',
    usage.listings.length ? `listings ${usage.listings.join(', ')}` : '',
    usage.instances.length ? `instances ${usage.instances.join(', ')}` : '',
  ].filter(Boolean);
  return `Scene '${name}' still shows in ${places.join('; ')}. Clear those assignments, or delete it with them.`;
}
