/**
 * @module projections
 * The one place a stickers row becomes each of the listing's contract shapes: the catalogue card,
 * the listing summary and the full listing (src/contracts/listing.ts).
 */
import type { CatalogueCard, FullListing, ListingSummary } from '../contracts/listing.ts';
import type { ArtworkListing } from '../contracts/smart-loading.ts';
import { offeredSizes } from '../domain/hero-stickers.ts';
import { placeholderImage, UNCATEGORIZED } from '../domain/categories.ts';
import { priceFrom, priceText } from '../domain/price.ts';
import { salesRanks } from '../domain/sales-rank.ts';
import { columnSchemas, parseColumn } from './json.ts';
import type { StickerRow } from './schema.ts';

/** The stored marketplace JSON columns, left out of summaries. */
export const HEAVY_COLUMNS = ['listingData', 'inventoryData', 'inventoryMatrix', 'variationImagesData'] as const;
export type SummaryRow = Omit<StickerRow, (typeof HEAVY_COLUMNS)[number]>;

/** What a catalogue card is made from: light columns, plus the SKUs read out of listing_data. */
export type CatalogueRow = Pick<
  StickerRow,
  | 'etsyListingId'
  | 'slug'
  | 'title'
  | 'category'
  | 'tags'
  | 'totalSalesVolume'
  | 'views'
  | 'isTrueScale'
  | 'createdAt'
  | 'updatedAt'
  | 'svgPath'
  | 'firstImageUrl'
  | 'availableSizes'
  | 'minPrice'
> & { skus: string | null };

const { stringList, money, dimensions, sizes, variations, inventory, listingData, variationImages } = columnSchemas;

/** A listing's category as every surface shows and filters it: never empty. */
export const categoryOf = (stored: string | null): string => stored?.trim() || UNCATEGORIZED;

const priceOf = (minPrice: string | null) => priceFrom(parseColumn(money, minPrice, null));

/**
 * The public listings' cards in the shared catalogue, each ranked among them by its sales: the
 * count stays here, the card carries only the rank.
 */
export function toCatalogueCards(rows: readonly CatalogueRow[]): CatalogueCard[] {
  const ranks = salesRanks(rows, (row) => row.totalSalesVolume);
  return rows.map((row, i) => toCatalogueCard(row, ranks[i]!));
}

function toCatalogueCard(row: CatalogueRow, salesRank: number): CatalogueCard {
  const category = categoryOf(row.category);
  const price = priceOf(row.minPrice);
  const svgPath = row.svgPath || null;
  return {
    id: row.etsyListingId,
    slug: row.slug,
    title: row.title,
    category,
    tags: parseColumn(stringList, row.tags, []),
    skus: parseColumn(stringList, row.skus, []),
    salesRank,
    views: row.views,
    isTrueScale: row.isTrueScale,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    image: svgPath ?? row.firstImageUrl ?? placeholderImage(category),
    hasArtwork: svgPath !== null,
    availableSizes: parseColumn(stringList, row.availableSizes, []),
    priceText: priceText(price),
    hasPriceFallback: price.hasPriceFallback,
  };
}

/** Parses the light columns of a stickers row into a listing summary. */
export function toListingSummary(row: SummaryRow): ListingSummary {
  const price = priceOf(row.minPrice);
  return {
    etsyListingId: row.etsyListingId,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: categoryOf(row.category),
    tags: parseColumn(stringList, row.tags, []),
    state: row.state,
    quantity: row.quantity,
    views: row.views,
    num_favorers: row.numFavorers,
    featured_rank: row.featuredRank,
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
    sizes: parseColumn(sizes, row.sizes, []),
    price: price.hasPriceFallback ? null : price.price,
    hasPriceFallback: price.hasPriceFallback,
    priceText: priceText(price),
    last_etsy_update: row.lastEtsyUpdate,
    variation_scraping_status: row.variationScrapingStatus,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** Parses a whole stickers row into the full listing. */
export function toFullListing(row: StickerRow): FullListing {
  return {
    ...toListingSummary(row),
    inventory_matrix: { products: parseColumn(inventory, row.inventoryMatrix ?? row.inventoryData, { products: [] }).products },
    listing_data: parseColumn(listingData, row.listingData, { skus: [] }),
    variation_images_data: parseColumn(variationImages, row.variationImagesData, { results: [] }),
  };
}

/**
 * A listing as the hero and the parallax scenes draw it: artwork, offered sizes and their
 * dimensions, nothing else. Null without artwork.
 */
export function toArtworkListing(summary: ListingSummary): ArtworkListing | null {
  const svgPath = summary.svgPath?.trim();
  if (!svgPath) return null;
  const available_sizes = offeredSizes(summary);
  const dimensions = Object.fromEntries(
    available_sizes.flatMap((size) => {
      const d = summary.dimensions[size];
      return d ? [[size, { width: d.width, height: d.height }]] : [];
    }),
  );
  return { etsyListingId: summary.etsyListingId, slug: summary.slug, title: summary.title, category: summary.category, svgPath, available_sizes, dimensions };
}
