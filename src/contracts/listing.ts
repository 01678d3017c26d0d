/**
 * @module contracts/listing
 * A listing crosses from D1 to the Worker, the build and the browser in three named shapes, each
 * defined here once and made by one function in src/db/projections.ts:
 * - the catalogue card: what the grid, its search, filters, sorts and similarity need;
 * - the listing summary: every field but the stored marketplace JSON (lists, listing pages);
 * - the full listing: the summary plus that JSON (one listing's detail).
 * The value schemas inside them (money, variations, dimensions, size entries, inventory) also read
 * the stored JSON columns, so what is stored and what is served cannot drift apart.
 */
import * as z from 'zod/mini';
import { PACK_COUNT_RANGE, SIZE_ORDER } from './decal-options.ts';

const text = z.string();
const count = z.int().check(z.minimum(0));
const listingId = z.int().check(z.positive());

export const sizeNameSchema = z.enum(SIZE_ORDER);

/** A marketplace money value as it arrives: any field may be missing or malformed. */
export const moneySchema = z.looseObject({
  amount: z.optional(z.unknown()),
  divisor: z.optional(z.unknown()),
  currency_code: z.optional(z.unknown()),
  formatted: z.optional(z.unknown()),
});
export type RawMoney = z.infer<typeof moneySchema>;

export const PRICE_SOURCES = ['offering', 'listing'] as const;

/** A price that can be trusted: amount / divisor, with its display text. */
export const priceSchema = z.object({
  amount: z.number(),
  divisor: z.number().check(z.positive()),
  currency: text,
  /** amount / divisor, e.g. 4.99 */
  value: z.number(),
  /** Display text, e.g. '$4.99' */
  formatted: text,
  /** Where the price came from: the size's own offering, or the listing's base price. */
  source: z.enum(PRICE_SOURCES),
});
export type Price = z.infer<typeof priceSchema>;

/** A variation a shopper can pick: the marketplace's property value id and its text. */
export const variationSchema = z.object({ id: z.nullable(z.int()), value: text });
export type Variation = z.infer<typeof variationSchema>;

export const DIMENSION_SOURCES = ['description', 'variation', 'manual'] as const;
export type DimensionSource = (typeof DIMENSION_SOURCES)[number];

/** A decal's physical size in inches for one size name. */
export const dimensionSchema = z.object({
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
  unit: z._default(z.literal('inches'), 'inches'),
  source: z._default(z.enum(DIMENSION_SOURCES), 'manual'),
  /** Set designs only: which design of the set the entry measures. */
  design: z.optional(z.int().check(z.positive())),
});
export type Dimension = z.infer<typeof dimensionSchema>;

/** Dimensions keyed by size name, or '{SIZE}_design{n}' for the extra designs of a set. */
export const dimensionsSchema = z.record(text, dimensionSchema);
export type Dimensions = z.infer<typeof dimensionsSchema>;

/** A size as the editor and the Scene Builder see it. */
export const sizeEntrySchema = z.object({
  name: sizeNameSchema,
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  price: z.nullable(z.number()),
  sku: z._default(text, ''),
  packCount: z._default(z.int().check(z.minimum(PACK_COUNT_RANGE.min), z.maximum(PACK_COUNT_RANGE.max)), 1),
  enabled: z._default(z.boolean(), false),
});
export type SizeEntry = z.infer<typeof sizeEntrySchema>;

export const propertyValueSchema = z.looseObject({
  property_id: z.optional(z.number()),
  // Etsy's description lets it be null: read as no name.
  property_name: z.pipe(
    z.nullable(text),
    z.transform((name) => name ?? ''),
  ),
  value_ids: z.optional(z.array(z.number())),
  values: z.array(text),
});
export type PropertyValue = z.infer<typeof propertyValueSchema>;

export const offeringSchema = z.looseObject({
  offering_id: z.optional(z.number()),
  quantity: z.optional(z.number()),
  is_enabled: z.optional(z.boolean()),
  is_available: z.optional(z.boolean()),
  price: z.optional(z.nullable(moneySchema)),
});
export type Offering = z.infer<typeof offeringSchema>;

/** A marketplace inventory product: its size and colour values and its offerings. */
export const inventoryProductSchema = z.looseObject({
  product_id: z.optional(z.number()),
  sku: z.optional(z.nullable(text)),
  property_values: z._default(z.array(propertyValueSchema), []),
  offerings: z._default(z.array(offeringSchema), []),
});
export type InventoryProduct = z.infer<typeof inventoryProductSchema>;

export const inventorySchema = z.looseObject({ products: z._default(z.array(inventoryProductSchema), []) });

/** The marketplace listing record as stored; `skus` is what the catalogue searches. */
export const listingDataSchema = z.looseObject({
  listing_id: z.optional(z.number()),
  title: z.optional(text),
  description: z.optional(text),
  tags: z.optional(z.array(text)),
  skus: z._default(z.array(text), []),
  price: z.optional(z.nullable(moneySchema)),
  shop_section_id: z.optional(z.nullable(z.number())),
});

export const variationImagesSchema = z.looseObject({
  count: z.optional(z.number()),
  results: z._default(
    z.array(
      z.looseObject({ property_id: z.optional(z.number()), value_id: z.optional(z.number()), value: z.optional(text), image_id: z.optional(z.number()) }),
    ),
    [],
  ),
});

export const VARIATION_SCRAPING_STATUSES = ['success', 'failed', 'timeout'] as const;

/** One buyer's review as the storefront shows it: its stars, its text (plain text, never HTML) and its day. */
export const reviewSchema = z.object({
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  text,
  /** The day it was written, YYYY-MM-DD. */
  date: text,
});
export type Review = z.infer<typeof reviewSchema>;

/** A listing's reviews summed up: the average of its stars (one decimal) and how many reviews gave them. */
export const ratingSchema = z.object({ average: z.number().check(z.minimum(1), z.maximum(5)), count: z.int().check(z.positive()) });
export type Rating = z.infer<typeof ratingSchema>;

/**
 * What a listing's page says of its buyers: its rating (null without reviews), its latest reviews
 * with text, newest first, and its sales count, null unless the owner shows it (the admin setting);
 * only the live detail carries it, never a prebuilt page.
 */
export const listingReviewsSchema = z.object({
  rating: z.nullable(ratingSchema),
  latest: z.array(reviewSchema),
  salesCount: z.nullable(count),
});
export type ListingReviews = z.infer<typeof listingReviewsSchema>;

/**
 * A listing in public lists and on its own page: every field but the stored marketplace JSON, and
 * but its sales count (total_sales_volume), which is the owner's to show (reviews.salesCount on the
 * detail when the setting is on; the admin's listing carries it). Lists come in the server's order.
 */
export const listingSummarySchema = z.object({
  etsyListingId: listingId,
  slug: text,
  title: text,
  description: text,
  /** Never empty: a listing without one is 'Uncategorized'. */
  category: text,
  tags: z.array(text),
  state: text,
  quantity: z.int(),
  views: count,
  num_favorers: count,
  featured_rank: z.nullable(z.int()),
  first_image_url: z.nullable(text),
  largest_size_image_url: z.nullable(text),
  all_image_urls: z.array(text),
  etsyUrl: z.nullable(text),
  etsyShareUrl: z.nullable(text),
  svgPath: z.nullable(text),
  svgPaths: z.array(text),
  svgTitles: z.array(text),
  isSet: z.boolean(),
  isPack: z.boolean(),
  packType: z.nullable(text),
  setQuantity: z.int(),
  isTrueScale: z.boolean(),
  publicVisible: z.boolean(),
  displayOrder: z.int(),
  available_sizes: z.array(text),
  available_colors: z.array(text),
  sizeVariations: z.array(variationSchema),
  colorVariations: z.array(variationSchema),
  dimensions: dimensionsSchema,
  sizes: z.array(sizeEntrySchema),
  /** The lowest trustworthy price, or null with hasPriceFallback set. */
  price: z.nullable(priceSchema),
  hasPriceFallback: z.boolean(),
  /** '$4.99' or 'See Etsy'. */
  priceText: text,
  last_etsy_update: z.nullable(text),
  variation_scraping_status: z.nullable(z.enum(VARIATION_SCRAPING_STATUSES)),
  created_at: text,
  updated_at: text,
  /** Only where one listing is shown (the public detail, its own page): lists leave it out. */
  reviews: z.optional(listingReviewsSchema),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

/** One listing in full: the summary plus the stored marketplace JSON a shopper's choice needs. */
export const fullListingSchema = z.extend(listingSummarySchema, {
  inventory_matrix: z.object({ products: z.array(inventoryProductSchema) }),
  listing_data: listingDataSchema,
  variation_images_data: variationImagesSchema,
});
export type FullListing = z.infer<typeof fullListingSchema>;

/** One public listing in the shared catalogue: just what the grid and the list rules read. */
export const catalogueCardSchema = z.object({
  id: listingId,
  slug: text,
  title: text,
  /** Never empty: a listing without one is 'Uncategorized', on every side. */
  category: text,
  tags: z.array(text),
  skus: z.array(text),
  /**
   * Best-seller rank among the public listings: 1 sold the most, equal sales share a rank. What the
   * 'sales' sort needs, without the count the owner may keep private.
   */
  salesRank: z.int().check(z.positive()),
  views: count,
  isTrueScale: z.boolean(),
  createdAt: text,
  updatedAt: text,
  /** Artwork path, else the first marketplace image, else the category placeholder. */
  image: text,
  /** True when the listing has its own artwork (SVG), which the Scene Builder and the hero need. */
  hasArtwork: z.boolean(),
  /** Size names offered, smallest first. */
  availableSizes: z.array(text),
  priceText: text,
  hasPriceFallback: z.boolean(),
});
export type CatalogueCard = z.infer<typeof catalogueCardSchema>;

/**
 * What a card or the listing modal shows of a listing: a catalogue card but for its best-seller
 * rank, which only the catalogue knows (a card made from a summary, as the hero's, has none).
 */
export type ShownCard = Omit<CatalogueCard, 'salesRank'>;

/** The shared catalogue: the static file every page loads, and its live copy from the API. */
export const catalogueFileSchema = z.object({
  /** The database's catalogue revision the cards were read at. */
  revision: z.int(),
  cards: z.array(catalogueCardSchema),
});
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;

/** GET /api/global-tags: a tag with the number of public listings carrying it. */
export const tagCountSchema = z.object({ tag: text, count: count });
export type TagCount = z.infer<typeof tagCountSchema>;

/** GET /api/categories: a category with its count and artwork folder. */
export const categoryCountSchema = z.object({ category: text, count: count, folder: z.nullable(text) });
export type CategoryCount = z.infer<typeof categoryCountSchema>;
