/**
 * @module storefront/catalogue
 * The compact catalogue every page shares: one card per public listing, just what the grid, its
 * search, filters, sorts and the similarity order need. Built at build time, fetched once per visit.
 */
import type { CatalogueItem } from '../../domain/catalogue.ts';
import { placeholderImage } from '../../domain/categories.ts';
import type { ListingSummary, UnifiedSticker } from '../../db/unified.ts';

export interface CatalogueCard extends CatalogueItem {
  slug: string;
  /** Artwork path, else the first marketplace image, else the category placeholder. */
  image: string;
  priceText: string;
  hasPriceFallback: boolean;
}

export interface CatalogueFile {
  builtAt: string;
  cards: CatalogueCard[];
}

/** A listing's card. */
export function toCatalogueCard(s: ListingSummary | UnifiedSticker, skus: readonly string[]): CatalogueCard {
  return {
    id: s.etsyListingId,
    slug: s.slug,
    title: s.title,
    category: s.category,
    tags: s.tags,
    skus,
    sales: s.total_sales_volume,
    views: s.views,
    isTrueScale: s.isTrueScale,
    createdAt: s.created_at,
    updatedAt: s.updated_at,
    image: s.svgPath ?? s.first_image_url ?? placeholderImage(s.category),
    priceText: s.priceText,
    hasPriceFallback: s.hasPriceFallback,
  };
}

/** A listing as its page's island needs it: the summary; the inventory is fetched after hydration. */
export function toModalListing({ inventory_matrix: _m, listing_data: _l, variation_images_data: _v, ...summary }: UnifiedSticker): ListingSummary {
  return summary;
}
