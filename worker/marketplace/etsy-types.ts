/**
 * @module marketplace/etsy-types
 * The Etsy v3 shapes the product uses, from the types generated out of Etsy's own OpenAPI
 * description (etsy-openapi.ts, `npm run etsy:types`), plus the 2026 batch inventory endpoint the
 * description predates (modelled on getListingInventory, as Etsy documents it).
 */
import type { components, operations } from './etsy-openapi.ts';

type Schemas = components['schemas'];

export type EtsyListing = Schemas['ShopListing'];
export type EtsyListings = Schemas['ShopListings'];
export type EtsyListingWithAssociations = Schemas['ShopListingWithAssociations'];
export type EtsyListingsWithAssociations = Schemas['ShopListingsWithAssociations'];
export type EtsyListingImage = Schemas['ListingImage'];
export type EtsyListingImages = Schemas['ListingImages'];
export type EtsyInventory = Schemas['ListingInventory'];
export type EtsyInventoryProduct = Schemas['ListingInventoryProduct'];
export type EtsyOffering = Schemas['ListingInventoryProductOffering'];
export type EtsyPropertyValue = Schemas['ListingPropertyValue'];
export type EtsyMoney = Schemas['Money'];
export type EtsyUser = Schemas['User'];
export type EtsySelf = Schemas['Self'];
export type EtsyTransaction = Schemas['ShopReceiptTransaction'];
export type EtsyTransactions = Schemas['ShopReceiptTransactions'];
export type EtsyError = Schemas['ErrorSchema'];
export type EtsyListingState = NonNullable<operations['getListingsByShop']['parameters']['query']>['state'];

/** GET /v3/application/listings/batch/inventory?listing_ids=... (getListingsInventoryByListingIds, up to 100 ids). */
export interface EtsyBatchInventory {
  count: number;
  results: { listing_id: number; inventory: EtsyInventory }[];
}

/** The token endpoint's answer (authorization_code and refresh_token grants). */
export interface EtsyTokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds: an hour. */
  expires_in: number;
  refresh_token: string;
}

/** The token endpoint's error answer (invalid_grant: the refresh token was used or revoked). */
export interface EtsyTokenError {
  error: string;
  error_description?: string;
}

/** The scopes the product asks for. */
export const ETSY_SCOPES = ['listings_r', 'listings_w', 'transactions_r', 'shops_r', 'profile_r'] as const;
/** Ids per batch read (listings, images, inventory). */
export const ETSY_BATCH_SIZE = 100;
/** Listings per page of a shop's listings. */
export const ETSY_PAGE_SIZE = 100;
