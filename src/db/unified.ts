/**
 * @module unified
 * The unified listing as the API and the build hand it out, made from a stickers row.
 */
import type { Dimensions } from '../domain/dimensions.ts';
import { availableColors, availableSizes, colorVariations, lowestPrice, sizeVariations, type InventoryProduct, type SizeEntry, type Variation } from '../domain/inventory.ts';
import type { Price } from '../domain/price.ts';
import { PRICE_FALLBACK_TEXT } from '../domain/price.ts';
import { UNCATEGORIZED } from '../domain/categories.ts';
import { columnSchemas, parseColumn } from './json.ts';
import type { StickerRow } from './schema.ts';

/** A listing in the public API: one name per field (admin.md 3.1 names), JSON columns parsed. */
export interface UnifiedSticker {
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
  inventory_matrix: { products: InventoryProduct[] };
  listing_data: { skus: string[]; [key: string]: unknown };
  variation_images_data: { results: { value_id?: number; value?: string; image_id?: number }[] };
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

const { stringList, dimensions, sizes, variations, inventory, listingData, variationImages } = columnSchemas;

/** Parses a stickers row into the unified listing. */
export function toUnifiedSticker(row: StickerRow): UnifiedSticker {
  const matrix = parseColumn(inventory, row.inventoryMatrix ?? row.inventoryData, { products: [] });
  const products = matrix.products as InventoryProduct[];
  const storedSizes = parseColumn(variations, row.sizeVariations, []);
  const storedColors = parseColumn(variations, row.colorVariations, []);
  const storedAvailableSizes = parseColumn(stringList, row.availableSizes, []);
  const storedAvailableColors = parseColumn(stringList, row.availableColors, []);
  const price = lowestPrice(products);
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
    // Local variation lists win; otherwise they are read from the inventory.
    available_sizes: storedAvailableSizes.length ? storedAvailableSizes : availableSizes(products),
    available_colors: storedAvailableColors.length ? storedAvailableColors : availableColors(products),
    sizeVariations: storedSizes.length ? storedSizes : sizeVariations(products),
    colorVariations: storedColors.length ? storedColors : colorVariations(products),
    dimensions: parseColumn(dimensions, row.dimensions, {}),
    sizes: parseColumn(sizes, row.sizes, []) as SizeEntry[],
    inventory_matrix: { products },
    listing_data: parseColumn(listingData, row.listingData, { skus: [] }),
    variation_images_data: parseColumn(variationImages, row.variationImagesData, { results: [] }),
    price: price.hasPriceFallback ? null : price.price,
    hasPriceFallback: price.hasPriceFallback,
    priceText: price.hasPriceFallback ? PRICE_FALLBACK_TEXT : price.price.formatted,
    last_etsy_update: row.lastEtsyUpdate,
    variation_scraping_status: row.variationScrapingStatus,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
