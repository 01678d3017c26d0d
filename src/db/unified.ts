/**
 * @module unified
 * The unified listing as the API and the build hand it out, made from a stickers row.
 */
import type { Dimensions } from '../domain/dimensions.ts';
import { availableColors, availableSizes, colorVariations, lowestPrice, sizeVariations, type InventoryProduct, type SizeEntry, type Variation } from '../domain/inventory.ts';
import { priceFrom, priceText, type Price } from '../domain/price.ts';
import { UNCATEGORIZED } from '../domain/categories.ts';
import { columnSchemas, parseColumn } from './json.ts';
import type { StickerRow } from './schema.ts';

/** A listing in public lists: every field but the stored marketplace JSON. */
export interface ListingSummary {
  etsyListingId: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  state: string;
  quantity: number;
  views: number;
  num_favorers: number;
  featured_rank: number | null;
  total_sales_volume: number;
  first_image_url: string | null;
  largest_size_image_url: string | null;
  all_image_urls: string[];
  etsyUrl: string | null;
  etsyShareUrl: string | null;
  svgPath: string | null;
  svgPaths: string[];
  svgTitles: string[];
  isSet: boolean;
  isPack: boolean;
  packType: string | null;
  setQuantity: number;
  isTrueScale: boolean;
  publicVisible: boolean;
  displayOrder: number;
  available_sizes: string[];
  available_colors: string[];
  sizeVariations: Variation[];
  colorVariations: Variation[];
  dimensions: Dimensions;
  sizes: SizeEntry[];
  /** The lowest trustworthy price, or null with hasPriceFallback set. */
  price: Price | null;
  hasPriceFallback: boolean;
  /** '$4.99' or 'See Etsy'. */
  priceText: string;
  last_etsy_update: string | null;
  variation_scraping_status: string | null;
  created_at: string;
  updated_at: string;
}

/** A listing in full (the detail endpoint and the build): the summary plus the stored marketplace JSON. */
export interface UnifiedSticker extends ListingSummary {
  inventory_matrix: { products: InventoryProduct[] };
  listing_data: { skus: string[]; [key: string]: unknown };
  variation_images_data: { results: { value_id?: number; value?: string; image_id?: number }[] };
}

/** The stored marketplace JSON columns, left out of summaries. */
export const HEAVY_COLUMNS = ['listingData', 'inventoryData', 'inventoryMatrix', 'variationImagesData'] as const;
export type SummaryRow = Omit<StickerRow, (typeof HEAVY_COLUMNS)[number]>;

const { stringList, dimensions, sizes, variations, inventory, listingData, variationImages } = columnSchemas;

const moneySchema = columnSchemas.money;

/** Parses the light columns of a stickers row into a listing summary. */
export function toListingSummary(row: SummaryRow): ListingSummary {
  const price = priceFrom(parseColumn(moneySchema, row.minPrice, null));
  return {
    etsyListingId: row.etsyListingId,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category?.trim() || UNCATEGORIZED,
    tags: parseColumn(stringList, row.tags, []),
    state: row.state,
    quantity: row.quantity,
    views: row.views,
    num_favorers: row.numFavorers,
    featured_rank: row.featuredRank,
    total_sales_volume: row.totalSalesVolume,
    first_image_url: row.firstImageUrl,
    largest_size_image_url: row.largestSizeImageUrl,
    all_image_urls: parseColumn(stringList, row.allImageUrls, []),
    etsyUrl: row.etsyUrl,
    etsyShareUrl: row.etsyShareUrl,
    svgPath: row.svgPath || null,
    svgPaths: parseColumn(stringList, row.svgPaths, []),
    svgTitles: parseColumn(stringList, row.svgTitles, []),
    isSet: row.isSet,
    isPack: row.isPack,
    packType: row.packType,
    setQuantity: row.setQuantity,
    isTrueScale: row.isTrueScale,
    publicVisible: row.publicVisible,
    displayOrder: row.displayOrder,
    available_sizes: parseColumn(stringList, row.availableSizes, []),
    available_colors: parseColumn(stringList, row.availableColors, []),
    sizeVariations: parseColumn(variations, row.sizeVariations, []),
    colorVariations: parseColumn(variations, row.colorVariations, []),
    dimensions: parseColumn(dimensions, row.dimensions, {}),
    sizes: parseColumn(sizes, row.sizes, []) as SizeEntry[],
    price: price.hasPriceFallback ? null : price.price,
    hasPriceFallback: price.hasPriceFallback,
    priceText: priceText(price),
    last_etsy_update: row.lastEtsyUpdate,
    variation_scraping_status: row.variationScrapingStatus,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** Parses a whole stickers row into the unified listing. */
export function toUnifiedSticker(row: StickerRow): UnifiedSticker {
  return {
    ...toListingSummary(row),
    inventory_matrix: { products: parseColumn(inventory, row.inventoryMatrix ?? row.inventoryData, { products: [] }).products as InventoryProduct[] },
    listing_data: parseColumn(listingData, row.listingData, { skus: [] }),
    variation_images_data: parseColumn(variationImages, row.variationImagesData, { results: [] }),
  };
}

/**
 * The computed columns of a listing, derived from its inventory: what a sync or an edit writes
 * beside inventory_data so that lists never parse the inventory.
 */
export function computedInventoryColumns(products: readonly InventoryProduct[]) {
  const lowest = lowestPrice(products);
  // The matrix keeps what a shopper's choice needs: each product's size and colour values and its price.
  const matrix = products.map((p) => ({
    property_values: p.property_values.map(({ property_id, property_name, value_ids, values }) => ({ property_id, property_name, value_ids, values })),
    offerings: p.offerings.map(({ price, is_enabled, is_available }) => ({ price, is_enabled, is_available })),
  }));
  return {
    inventoryMatrix: JSON.stringify({ products: matrix }),
    availableSizes: JSON.stringify(availableSizes(products)),
    availableColors: JSON.stringify(availableColors(products)),
    sizeVariations: JSON.stringify(sizeVariations(products)),
    colorVariations: JSON.stringify(colorVariations(products)),
    minPrice: lowest.hasPriceFallback ? null : JSON.stringify({ amount: lowest.price.amount, divisor: lowest.price.divisor, currency_code: lowest.price.currency }),
  };
}
