/**
 * @module contracts/saved-scene
 * The Scene Builder's scene as kept in localStorage: the spec's format (version '1.0.0', timestamp,
 * stickerCount, data with selectedStickers, globalSize, globalColor, zoom, sidebarCollapsed,
 * sidebarWidth) plus what the builder needs to draw it again without the network (`data.listings`)
 * and its other preferences (background, grid, details, the screen's measured pixels per inch).
 * Reading is lenient where it can be: a bad preference reads as its default, a bad sticker or
 * listing is left out; only a file without `data.selectedStickers` is corrupt.
 */
import * as z from 'zod/mini';
import { DEFAULT_COLOR_NAME, DEFAULT_SIZE, PACK_COUNT_RANGE, SCENE_SIZES } from './decal-options.ts';
import { dimensionsSchema, sizeNameSchema, variationSchema } from './listing.ts';

/** The format's version; another one is read, with a warning. */
export const SAVED_SCENE_VERSION = '1.0.0';

/** The canvas backgrounds, each drawn at a known real-world scale. */
export const BUILDER_BACKGROUNDS = ['plain', 'car', 'laptop', 'desk'] as const;
export type BuilderBackground = (typeof BUILDER_BACKGROUNDS)[number];

/** Preference bounds and defaults (the spec's zoom and sidebar; pixels per inch a screen can have). */
export const SAVED_PREFS_LIMITS = {
  zoom: { min: 21, max: 200, default: 100 },
  sidebarWidth: { min: 300, max: 800, default: 400 },
  screenPpi: { min: 48, max: 400 },
} as const;

/** A listing as the builder keeps it (SceneListing in src/domain/scene.ts). */
export const sceneListingSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  etsyUrl: z.nullable(z.string()),
  svgPath: z.nullable(z.string()),
  svgPaths: z.array(z.string()),
  svgTitles: z.array(z.string()),
  isSet: z.boolean(),
  setQuantity: z.int().check(z.minimum(1)),
  isTrueScale: z.boolean(),
  dimensions: dimensionsSchema,
  sizeOptions: z.array(
    z.object({
      name: sizeNameSchema,
      value: z.string(),
      id: z.nullable(z.int()),
      packCount: z.int().check(z.minimum(PACK_COUNT_RANGE.min), z.maximum(PACK_COUNT_RANGE.max)),
    }),
  ),
  colorOptions: z.array(variationSchema),
  isFallback: z.optional(z.boolean()),
});

/**
 * A sticker in `data.selectedStickers`, with the spec's names for pack membership. Its size is
 * read by the caller: outside ATOM..JUMBO it is MICRO.
 */
export const savedStickerSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  listingId: z.int().check(z.positive()),
  size: z.string(),
  color: z.string(),
  x: z.number(),
  y: z.number(),
  rotation: z._default(z.number(), 0),
  isFlipped: z._default(z.boolean(), false),
  zIndex: z._default(z.number(), 0),
  isPartOfPack: z._default(z.boolean(), false),
  packId: z.optional(z.nullable(z.string())),
  packType: z.optional(z.nullable(z.enum(['pack', 'set']))),
  packQuantity: z.optional(z.nullable(z.int())),
  packIndex: z.optional(z.nullable(z.int())),
});
export type SavedSticker = z.infer<typeof savedStickerSchema>;

/** A value that reads as its fallback when it is missing or wrong, rather than spoiling the file. */
const or = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) => z.catch(schema, fallback);
const range = (limits: { min: number; max: number }) => z.number().check(z.minimum(limits.min), z.maximum(limits.max));

/** The saved scene as written; read with each field's fallback. */
export const savedSceneSchema = z.object({
  version: or(z.string(), ''),
  /** ISO 8601 time of the save. */
  timestamp: or(z.union([z.string(), z.number()]), ''),
  stickerCount: or(z.int().check(z.minimum(0)), 0),
  data: z.object({
    /** A sticker that cannot be read is null here and left out. */
    selectedStickers: z.array(or(z.nullable(savedStickerSchema), null)),
    globalSize: or(z.enum(SCENE_SIZES), DEFAULT_SIZE),
    globalColor: or(z.string(), DEFAULT_COLOR_NAME),
    zoom: or(range(SAVED_PREFS_LIMITS.zoom), SAVED_PREFS_LIMITS.zoom.default),
    sidebarCollapsed: or(z.boolean(), false),
    sidebarWidth: or(range(SAVED_PREFS_LIMITS.sidebarWidth), SAVED_PREFS_LIMITS.sidebarWidth.default),
    /** Beyond the spec: the listings the stickers show, so a restore needs no request. */
    listings: or(z.array(or(z.nullable(sceneListingSchema), null)), []),
    background: or(z.enum(BUILDER_BACKGROUNDS), 'plain'),
    showGrid: or(z.boolean(), true),
    showDetails: or(z.boolean(), true),
    /** The screen's measured pixels per inch (Calibrate), or null for the browser's 96. */
    screenPpi: or(z.nullable(range(SAVED_PREFS_LIMITS.screenPpi)), null),
  }),
});
export type SavedScene = z.infer<typeof savedSceneSchema>;
