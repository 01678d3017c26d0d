/**
 * @module fake-etsy/records
 * A demo listing as an Etsy record: the listing, its images, inventory and variation images in
 * Etsy v3's shapes, as the fake marketplace stores and serves them, and what a sync reads of one.
 * The demo catalogue (scripts/seed/catalogue.ts) builds each listing's record here and its row by
 * the sync's own merge of that record, so the seeded catalogue is what a sync against the fake
 * writes: the first sync after `npm start` finds every listing unchanged.
 */
import { inventorySchema, type InventoryProduct } from '../../src/contracts/listing.ts';
import type { MarketplaceRecord } from '../../src/domain/marketplace-merge.ts';
import type { components } from '../../worker/marketplace/etsy-openapi.ts';
import type {
  EtsyInventory,
  EtsyInventoryProduct,
  EtsyListing,
  EtsyListingImage,
  EtsyListingState,
  EtsyListingWithAssociations,
  EtsyMoney,
  EtsyPropertyValue,
} from '../../worker/marketplace/etsy-types.ts';

/** The fake shop's id (the product's configured shop id when it talks to the fake). */
export const FAKE_SHOP_ID = 31_415_926;
/** The shop owner's user id: access tokens begin with it. */
export const FAKE_USER_ID = 27_182_818;
/** The processing profile every offering carries (Etsy's readiness_state_id since 2026). */
export const FAKE_READINESS_STATE_ID = 1_207_000_001;
export const SHIPPING_PROFILE_ID = 1_207_000_002;
const RETURN_POLICY_ID = 1_207_000_003;
const STICKER_TAXONOMY_ID = 2839;
const RENEWAL_SECONDS = 120 * 86_400;

export type EtsyVariationImages = components['schemas']['ListingVariationImages'];
export type ListingStateName = NonNullable<EtsyListingState>;

/** A listing as the fake stores it: the ShopListing fields, the ones it always has made required. */
export type FakeListing = EtsyListing & {
  listing_id: number;
  title: string;
  description: string;
  state: ListingStateName;
  tags: string[];
  last_modified_timestamp: number;
  updated_timestamp: number;
};

/** An inventory as the fake stores it: every field Etsy answers present. */
export type FakeInventory = EtsyInventory & {
  products: EtsyInventoryProduct[];
  price_on_property: number[];
  quantity_on_property: number[];
  sku_on_property: number[];
  readiness_state_on_property: number[];
};

/** One listing and what hangs off it. */
export interface ListingRecord {
  listing: FakeListing;
  images: EtsyListingImage[];
  inventory: FakeInventory;
  variationImages: EtsyVariationImages;
  views: number;
}

/**
 * The smallest set of variation properties that decides a product field (price, quantity, sku):
 * what Etsy answers as `price_on_property` and the like.
 */
export function propertiesDeciding(products: readonly EtsyInventoryProduct[], field: (p: EtsyInventoryProduct) => unknown): number[] {
  const ids = [...new Set(products.flatMap((p) => (p.property_values ?? []).map((v) => v.property_id ?? 0)))].sort((a, b) => a - b);
  const subsets: number[][] = [[]];
  for (const id of ids) for (const s of [...subsets]) subsets.push([...s, id]);
  subsets.sort((a, b) => a.length - b.length);
  return subsets.find((subset) => decides(products, subset, field)) ?? ids;
}

/** True when products that agree on these properties' values agree on the field too. */
export function decides(products: readonly EtsyInventoryProduct[], propertyIds: readonly number[], field: (p: EtsyInventoryProduct) => unknown): boolean {
  const seen = new Map<string, string>();
  for (const product of products) {
    const key = propertyIds.map((id) => JSON.stringify(product.property_values?.find((v) => v.property_id === id)?.values ?? [])).join('|');
    const value = JSON.stringify(field(product) ?? null);
    const before = seen.get(key);
    if (before !== undefined && before !== value) return false;
    seen.set(key, value);
  }
  return true;
}

export const offeringPrice = (p: EtsyInventoryProduct) => p.offerings?.[0]?.price;
export const offeringQuantity = (p: EtsyInventoryProduct) => p.offerings?.[0]?.quantity;
export const productSku = (p: EtsyInventoryProduct) => p.sku;

/** Completes an inventory with the `*_on_property` lists Etsy derives from its products. */
export function withPropertyLists(products: EtsyInventoryProduct[]): FakeInventory {
  return {
    products,
    price_on_property: propertiesDeciding(products, offeringPrice),
    quantity_on_property: propertiesDeciding(products, offeringQuantity),
    sku_on_property: propertiesDeciding(products, productSku),
    readiness_state_on_property: [],
  };
}

/** Unique SKUs of an inventory, in product order (ShopListingWithAssociations.skus). */
export function skusOf(inventory: FakeInventory): string[] {
  return [...new Set(inventory.products.map((p) => p.sku ?? '').filter((s) => s !== ''))];
}

/** One listing image as the demo decides it: a URL per Etsy size, and the full size's pixels. */
export interface DemoEtsyImage {
  id: number;
  url_75x75: string;
  url_170x135: string;
  url_570xN: string;
  url_fullxfull: string;
  full_width: number;
  full_height: number;
}

/** What the demo catalogue decides of a listing on Etsy; the rest of the record is the same for every listing. */
export interface DemoEtsyListing {
  listingId: number;
  title: string;
  description: string;
  tags: readonly string[];
  state: ListingStateName;
  url: string;
  /** The listing's own price (Etsy's lowest); none for a listing whose offerings lost theirs. */
  price: EtsyMoney | null;
  shopSectionId: number | null;
  quantity: number;
  /** 1 and up; null when not featured (Etsy's -1). */
  featuredRank: number | null;
  favourites: number;
  views: number;
  /** ISO times: Etsy keeps whole seconds. */
  createdAt: string;
  modifiedAt: string;
  /** Each image in Etsy's sizes, and the full size's pixels. */
  images: readonly DemoEtsyImage[];
  /** The products, an offering without a price written as `price: null`. */
  products: readonly InventoryProduct[];
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Products as Etsy answers them: scale fields, is_deleted, a processing profile; no `price: null` (Etsy's schema has no null Money). */
function etsyProducts(products: readonly InventoryProduct[]): EtsyInventoryProduct[] {
  return products.map((product) => ({
    product_id: product.product_id,
    sku: product.sku ?? '',
    is_deleted: false,
    offerings: product.offerings.map(({ price, ...rest }) => ({
      ...rest,
      is_deleted: false,
      readiness_state_id: FAKE_READINESS_STATE_ID,
      ...(price ? { price: price as EtsyMoney } : {}),
    })),
    property_values: product.property_values.map((value): EtsyPropertyValue => ({ scale_id: null, scale_name: null, ...value })),
  }));
}

/** A demo listing's Etsy record, every field Etsy answers filled in. */
export function demoEtsyRecord(demo: DemoEtsyListing): ListingRecord {
  const modified = seconds(demo.modifiedAt);
  const created = seconds(demo.createdAt);
  const listing: FakeListing = {
    listing_id: demo.listingId,
    user_id: FAKE_USER_ID,
    shop_id: FAKE_SHOP_ID,
    title: demo.title,
    description: demo.description,
    state: demo.state,
    creation_timestamp: created,
    created_timestamp: created,
    ending_timestamp: modified + RENEWAL_SECONDS,
    original_creation_timestamp: created,
    last_modified_timestamp: modified,
    updated_timestamp: modified,
    state_timestamp: created,
    quantity: demo.quantity,
    shop_section_id: demo.shopSectionId,
    featured_rank: demo.featuredRank ?? -1,
    url: demo.url,
    num_favorers: demo.favourites,
    non_taxable: false,
    is_taxable: true,
    is_customizable: true,
    is_personalizable: false,
    personalization_is_required: false,
    personalization_char_count_max: null,
    personalization_instructions: null,
    listing_type: 'physical',
    tags: [...demo.tags],
    materials: ['vinyl'],
    shipping_profile_id: SHIPPING_PROFILE_ID,
    return_policy_id: RETURN_POLICY_ID,
    processing_min: 1,
    processing_max: 2,
    who_made: 'i_did',
    when_made: 'made_to_order',
    is_supply: false,
    item_weight: null,
    item_weight_unit: null,
    item_length: null,
    item_width: null,
    item_height: null,
    item_dimensions_unit: null,
    is_private: false,
    style: [],
    file_data: '',
    has_variations: demo.products.length > 1,
    should_auto_renew: true,
    language: 'en-US',
    ...(demo.price ? { price: { ...demo.price } } : {}),
    taxonomy_id: STICKER_TAXONOMY_ID,
    readiness_state_id: FAKE_READINESS_STATE_ID,
  };
  return {
    listing,
    images: demo.images.map((image, k) => ({
      listing_id: demo.listingId,
      listing_image_id: image.id,
      hex_code: null,
      red: null,
      green: null,
      blue: null,
      hue: null,
      saturation: null,
      brightness: null,
      is_black_and_white: null,
      creation_tsz: created,
      created_timestamp: created,
      rank: k + 1,
      url_75x75: image.url_75x75,
      url_170x135: image.url_170x135,
      url_570xN: image.url_570xN,
      url_fullxfull: image.url_fullxfull,
      full_height: image.full_height,
      full_width: image.full_width,
      alt_text: null,
    })),
    inventory: withPropertyLists(etsyProducts(demo.products)),
    variationImages: { count: 0, results: [] },
    views: demo.views,
  };
}

/** A listing as getListing and getListingsByListingIds answer it: with its SKUs and views, and its images when asked. */
export function listingAnswer(record: ListingRecord, withImages: boolean): EtsyListingWithAssociations {
  return { ...record.listing, skus: skusOf(record.inventory), views: record.views, ...(withImages ? { images: record.images } : {}) };
}

/**
 * What a sync reads of a listing (worker/marketplace/connection.ts fetchRecords): the batch read
 * with its images, and its inventory through the same product schema the client reads it with.
 */
export function marketplaceRecordOf(record: ListingRecord): MarketplaceRecord {
  return { listing: listingAnswer(record, true), images: record.images, inventory: inventorySchema.parse(record.inventory) };
}
