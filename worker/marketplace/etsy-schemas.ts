/**
 * @module marketplace/etsy-schemas
 * What the product reads of Etsy's answers, as schemas: the client parses every answer through
 * one before any code sees it, so an answer of the wrong shape is a marketplace error, never a
 * cast. Objects are loose: the fields named here are checked, the others are kept as Etsy sent
 * them (the raw listing is stored whole). The fake marketplace's answers are checked against these
 * as well as against Etsy's OpenAPI description (tests/unit/fake-etsy/schemas.test.ts).
 */
import * as z from 'zod/mini';
import { inventoryProductSchema, moneySchema } from '~/contracts/listing.ts';

const id = z.int().check(z.positive());
const count = z.int().check(z.minimum(0));
const seconds = z.optional(z.nullable(z.number()));

/** GET /v3/application/users/me (getMe). */
export const etsySelfSchema = z.looseObject({ user_id: id, shop_id: z.optional(z.nullable(id)) });

/** A listing image: the sync keeps its URLs in rank order. */
export const etsyImageSchema = z.looseObject({
  listing_image_id: z.optional(id),
  rank: z.optional(z.nullable(z.number())),
  url_570xN: z.optional(z.string()),
  url_fullxfull: z.optional(z.string()),
});

/**
 * A listing, with the fields the merge, the sync and the write read-back use. Nullable only where
 * Etsy's description says so: the stored listing is read again with the catalogue's schema.
 */
export const etsyListingSchema = z.looseObject({
  listing_id: id,
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  state: z.optional(z.string()),
  url: z.optional(z.string()),
  quantity: z.optional(z.nullable(z.number())),
  views: z.optional(z.nullable(z.number())),
  num_favorers: z.optional(z.nullable(z.number())),
  featured_rank: z.optional(z.nullable(z.number())),
  tags: z.optional(z.array(z.string())),
  skus: z.optional(z.array(z.string())),
  shop_section_id: z.optional(z.nullable(z.number())),
  last_modified_timestamp: seconds,
  updated_timestamp: seconds,
  price: z.optional(z.nullable(moneySchema)),
  images: z.optional(z.array(etsyImageSchema)),
});
export type EtsyListingAnswer = z.infer<typeof etsyListingSchema>;

const pageOf = <T extends z.ZodMiniType>(item: T) => z.looseObject({ count: z.optional(count), results: z._default(z.array(item), []) });

/** GET /v3/application/shops/{shop_id}/listings and /v3/application/listings/batch. */
export const etsyListingsSchema = pageOf(etsyListingSchema);
/** GET /v3/application/listings/{listing_id}/images. */
export const etsyImagesSchema = pageOf(etsyImageSchema);
/** GET /v3/application/shops/{shop_id}/listings/{listing_id}/variation-images. */
export const etsyVariationImagesSchema = pageOf(
  z.looseObject({ property_id: z.optional(z.number()), value_id: z.optional(z.number()), image_id: z.optional(z.number()) }),
);

/** GET /v3/application/listings/{listing_id}/inventory: every product, with the `*_on_property` lists. */
export const etsyInventorySchema = z.looseObject({
  products: z.array(inventoryProductSchema),
  price_on_property: z.optional(z.array(z.number())),
  quantity_on_property: z.optional(z.array(z.number())),
  sku_on_property: z.optional(z.array(z.number())),
});
export type EtsyInventoryAnswer = z.infer<typeof etsyInventorySchema>;

/**
 * GET /v3/application/listings/batch/inventory. An inventory Etsy sends without its products is
 * kept as it came (`products` absent): the merge then fails that one listing, not the batch.
 */
export const etsyBatchInventorySchema = z.looseObject({
  count: z.optional(count),
  results: z.array(z.looseObject({ listing_id: id, inventory: z.looseObject({ products: z.optional(z.array(inventoryProductSchema)) }) })),
});

/** GET /v3/application/shops/{shop_id}/transactions (getShopReceiptTransactionsByShop). */
export const etsyTransactionsSchema = pageOf(
  z.looseObject({
    transaction_id: id,
    listing_id: z.optional(z.nullable(id)),
    quantity: z.optional(z.nullable(z.number())),
    price: z.optional(z.nullable(moneySchema)),
    created_timestamp: seconds,
    create_timestamp: seconds,
  }),
);

/**
 * A buyer's review (getReviewsByShop's TransactionReview): what the mirror keeps of it. A review
 * without its transaction, listing, stars from 1 to 5 or time cannot be stored whole: the page is
 * refused as malformed rather than stored in part. The buyer's id and photo are not read.
 */
export const etsyReviewSchema = z.looseObject({
  transaction_id: id,
  listing_id: id,
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  review: z.optional(z.nullable(z.string())),
  language: z.optional(z.nullable(z.string())),
  created_timestamp: z.int().check(z.positive()),
  updated_timestamp: seconds,
});
export type EtsyReviewAnswer = z.infer<typeof etsyReviewSchema>;

/** GET /v3/application/shops/{shop_id}/reviews (getReviewsByShop). */
export const etsyReviewsSchema = pageOf(etsyReviewSchema);

/** The token endpoint's answer to both grants. */
export const etsyTokenSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  expires_in: z.number().check(z.positive()),
  token_type: z.optional(z.string()),
});
export type EtsyToken = z.infer<typeof etsyTokenSchema>;

/** The token endpoint's refusal: only the code is read (its description is never shown: answers are not copied into messages). */
export const etsyTokenErrorSchema = z.looseObject({ error: z.string().check(z.regex(/^[a-z_]{1,64}$/)) });

/** The schema each of Etsy's operations is read with, by operation id (the fake's tests walk it). */
export const ETSY_ANSWER_SCHEMAS = {
  getMe: etsySelfSchema,
  getListingsByShop: etsyListingsSchema,
  getListingsByListingIds: etsyListingsSchema,
  getListing: etsyListingSchema,
  getListingImages: etsyImagesSchema,
  getListingVariationImages: etsyVariationImagesSchema,
  getListingInventory: etsyInventorySchema,
  getListingsInventoryByListingIds: etsyBatchInventorySchema,
  getShopReceiptTransactionsByShop: etsyTransactionsSchema,
  getReviewsByShop: etsyReviewsSchema,
  updateListing: etsyListingSchema,
  updateListingInventory: etsyInventorySchema,
  oauthToken: etsyTokenSchema,
} as const;
