/**
 * @module contracts/admin-listings
 * The owner's side of a listing: the Listing Manager's rows (hidden listings too), the editor's
 * record, the local save (local-only fields and the local copy of title and description), and the
 * pushes of a title, a description or the colours to Etsy with what they would change.
 */
import * as z from 'zod/mini';
import { PACK_COUNT_RANGE } from './decal-options.ts';
import { dimensionsSchema, fullListingSchema, sizeEntrySchema } from './listing.ts';

const listingId = z.int().check(z.positive());

/** Etsy's limit, and the editor's counter (n/140). */
export const TITLE_MAX = 140;
/** At most this many designs in a set (the listing's own artwork and the extra ones). */
export const SET_QUANTITY_MAX = PACK_COUNT_RANGE.max;

/** The 21 core colours' keys (src/domain/colors.ts), as the editor's chips and the colour pushes name them. */
export const CORE_COLOR_KEYS = [
  'BLACK',
  'WHITE',
  'GRAY',
  'RED',
  'ORANGE',
  'YELLOW',
  'DOZER_YELLOW',
  'GREEN',
  'FOREST_GREEN',
  'ICE_BLUE',
  'SKY_BLUE',
  'BLUE',
  'PURPLE',
  'VIOLET',
  'PINK',
  'NUT_BROWN',
  'BROWN',
  'SILVER_METALLIC',
  'GOLD_METALLIC',
  'COPPER_METALLIC',
  'GRAY_HOLOGRAPHIC',
] as const;
export const coreColorKeySchema = z.enum(CORE_COLOR_KEYS);
export type CoreColorKey = z.infer<typeof coreColorKeySchema>;

/**
 * A site path to an artwork file ('/artwork/dinosaurs/t-rex.svg'): absolute, no '..', no scheme,
 * since the storefront draws it as a mask on its own origin.
 */
export const artworkPathSchema = z
  .string()
  .check(z.maxLength(300), z.regex(/^\/(?!.*\.\.)[\w\-./ ]+\.(svg|png|webp|jpe?g)$/i, 'An artwork path is a site path such as /artwork/dinosaurs/t-rex.svg'));

/** A row of the Listing Manager: what the table shows, sorts, filters and searches. */
export const managerRowSchema = z.object({
  id: listingId,
  title: z.string(),
  description: z.string(),
  /** 'Uncategorized' when the listing has none. */
  category: z.string(),
  tags: z.array(z.string()),
  skus: z.array(z.string()),
  displayOrder: z.int(),
  publicVisible: z.boolean(),
  isSet: z.boolean(),
  isTrueScale: z.boolean(),
  hasDimensions: z.boolean(),
  svgPath: z.nullable(z.string()),
  /** The stored total_sales_volume. */
  sales: z.int(),
  etsyUrl: z.nullable(z.string()),
  /** Why automatic dimension extraction gave nothing, when it did not ('failed', 'timeout'), or null. */
  scrapingStatus: z.nullable(z.string()),
});
export type ManagerRow = z.infer<typeof managerRowSchema>;

/** The editor's record: the full listing (hidden or not) and the fields only the owner sees. */
export const adminListingSchema = z.extend(fullListingSchema, {
  /** Units sold, summed from the stored transactions: public shapes carry a rank instead. */
  total_sales_volume: z.int().check(z.minimum(0)),
  /** Core colour key to whether the listing offers it. */
  enabledColors: z.record(z.string(), z.boolean()),
  uniqueDescription: z.nullable(z.string()),
  boilerPlateText: z.nullable(z.string()),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

const title = z.string().check(z.trim(), z.minLength(1, 'Please enter a title first.'), z.maxLength(TITLE_MAX, `A title is at most ${TITLE_MAX} characters`));
const longText = z.string().check(z.maxLength(50_000));

/**
 * PUT /api/admin/listings/:id: the fields to change, each optional, at least one. Marketplace-only
 * fields (views, state, inventory...) are not here: the sync owns them.
 */
export const listingUpdateSchema = z
  .strictObject({
    title: z.optional(title),
    description: z.optional(longText),
    uniqueDescription: z.optional(z.nullable(longText)),
    boilerPlateText: z.optional(z.nullable(longText)),
    category: z.optional(z.string().check(z.trim(), z.minLength(1, 'Please select a category first.'), z.maxLength(100))),
    svgPath: z.optional(z.nullable(artworkPathSchema)),
    svgPaths: z.optional(z.array(z.union([z.literal(''), artworkPathSchema])).check(z.maxLength(SET_QUANTITY_MAX - 1))),
    svgTitles: z.optional(z.array(z.string().check(z.maxLength(140))).check(z.maxLength(SET_QUANTITY_MAX - 1))),
    isSet: z.optional(z.boolean()),
    setQuantity: z.optional(z.int().check(z.minimum(1), z.maximum(SET_QUANTITY_MAX))),
    isPack: z.optional(z.boolean()),
    packType: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(40)))),
    sizes: z.optional(z.array(sizeEntrySchema).check(z.maxLength(12))),
    dimensions: z.optional(dimensionsSchema),
    enabledColors: z.optional(z.partialRecord(coreColorKeySchema, z.boolean())),
    publicVisible: z.optional(z.boolean()),
    displayOrder: z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000))),
  })
  .check(z.refine((update) => Object.keys(update).length > 0, 'Send at least one field to change'));
export type ListingUpdate = z.infer<typeof listingUpdateSchema>;

/** What the owner can push to Etsy from the editor, with the value to push. */
export const marketplacePushSchema = z.discriminatedUnion('field', [
  z.strictObject({ field: z.literal('title'), value: title }),
  z.strictObject({ field: z.literal('description'), value: z.string().check(z.trim(), z.minLength(1), z.maxLength(50_000)) }),
  z.strictObject({ field: z.literal('colors'), value: z.array(coreColorKeySchema).check(z.minLength(1, 'Enable at least one colour')) }),
]);
export type MarketplacePush = z.infer<typeof marketplacePushSchema>;
export type PushField = MarketplacePush['field'];

/** What a push would change on Etsy, read from Etsy itself: the approval modal's before and after. */
export const pushPreviewSchema = z.object({
  field: z.enum(['title', 'description', 'colors']),
  before: z.string(),
  after: z.string(),
  /** Nothing would change: Etsy already has this. */
  unchanged: z.boolean(),
});
export type PushPreview = z.infer<typeof pushPreviewSchema>;

/** A push Etsy took, read back and matching: the listing as stored after it. */
export const pushResultSchema = z.object({ field: z.enum(['title', 'description', 'colors']), listing: adminListingSchema });

/** GET /api/admin/listings/next-without-artwork: the top seller without artwork, other than `exclude`. */
export const nextWithoutArtworkQuery = z.object({
  exclude: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,15}$/)), z.transform(Number))),
});
export const nextListingSchema = z.nullable(z.object({ id: listingId, title: z.string() }));

/** A listing the artwork auto-association may show: without an artwork path, best sellers first (admin.md 7: hasSvgPath=false, sales desc, limit 999). */
export const artworkCandidateSchema = z.object({ id: listingId, title: z.string(), sales: z.int() });
export type ArtworkCandidate = z.infer<typeof artworkCandidateSchema>;

/** The spec's texts for the editor's saves and pushes (admin.md section 8). */
export const EDITOR_TEXTS = {
  allHaveArtwork: 'All listings have svgPath set! 🎉',
  noPath: 'Please enter a file path first.',
  pathSaved: 'Scene builder file path saved successfully!',
  pathAndPackSaved: 'Scene builder file path and pack data saved successfully!',
  pathFailed: 'Failed to save scene builder file path.',
  packSaved: 'Pack data saved successfully!',
  packFailed: 'Failed to save pack data.',
  sizesSaved: 'Sizes and dimensions saved successfully!',
  sizesFailed: 'Failed to save sizes and dimensions.',
  titleSaved: 'Title saved to local database successfully!',
  titleFailed: 'Failed to save title to local database.',
  categorySaved: 'Category saved successfully!',
  categoryFailed: 'Failed to save category.',
  noCategory: 'Please select a category first.',
  noTitle: 'Please enter a title first.',
  colorsSaved: 'Colors saved to local database successfully!',
  colorsFailed: 'Failed to save colors to local database.',
  descriptionSaved: 'Description saved to local database successfully!',
  descriptionFailed: 'Failed to save description to local database.',
  noColorProperty: '❌ No color property found for this listing. This listing may not have color variations configured.',
  tokenInvalid: '❌ OAuth token is invalid or expired. Please reconnect to Etsy.',
  noToken: '❌ No OAuth token found. Please connect to Etsy first.',
} as const;

/** 'Title updated on Etsy successfully!', 'Failed to update colors on Etsy.' */
export const pushSucceeded = (field: PushField) => `${field[0]!.toUpperCase()}${field.slice(1)} updated on Etsy successfully!`;
export const pushFailed = (field: PushField) => `Failed to update ${field} on Etsy.`;
