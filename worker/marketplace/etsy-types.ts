/**
 * @module marketplace/etsy-types
 * The Etsy v3 shapes the fake marketplace builds its answers from, taken from the types generated
 * out of Etsy's own OpenAPI description (etsy-openapi.ts, `npm run etsy:types`), and the product's
 * Etsy constants. The client reads answers through etsy-schemas.ts instead.
 */
import type { components, operations } from './etsy-openapi.ts';

type Schemas = components['schemas'];

export type EtsyListing = Schemas['ShopListing'];
export type EtsyListingWithAssociations = Schemas['ShopListingWithAssociations'];
export type EtsyListingImage = Schemas['ListingImage'];
export type EtsyInventory = Schemas['ListingInventory'];
export type EtsyInventoryProduct = Schemas['ListingInventoryProduct'];
export type EtsyOffering = Schemas['ListingInventoryProductOffering'];
export type EtsyPropertyValue = Schemas['ListingPropertyValue'];
export type EtsyMoney = Schemas['Money'];
export type EtsyTransaction = Schemas['ShopReceiptTransaction'];
export type EtsyListingState = NonNullable<operations['getListingsByShop']['parameters']['query']>['state'];

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
