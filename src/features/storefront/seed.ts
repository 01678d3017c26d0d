/**
 * @module storefront/seed
 * A prebuilt page's data for the storefront island (its first cards, and a listing page's listing),
 * handed over as one JSON text. Astro's own prop encoding wraps every value and escapes every quote:
 * it made the home page's props 100 KB for 24 cards, pushing the page past the first round trip.
 * The text is written by our build from contract-checked data, and read back without zod so the
 * first screen's JavaScript stays small.
 */
import type { CatalogueCard, ListingSummary } from '~/contracts/listing.ts';
import type { ParallaxScenePlacements } from '~/contracts/parallax-scenes.ts';
import type { Synonym } from '~/domain/synonyms.ts';

/**
 * What a listing's page carries of its listing: what the modal draws before the live details
 * arrive (sizes, colours, dimensions, photos, description, reviews, the marketplace link). The
 * rest of the listing (inventory, prices, dates, counts) comes with the details.
 */
export type SeedListing = Pick<
  ListingSummary,
  'etsyListingId' | 'sizeVariations' | 'colorVariations' | 'dimensions' | 'etsyUrl' | 'largest_size_image_url' | 'all_image_urls' | 'description' | 'reviews'
>;

/** The listing's part of the seed, field by field (a spread would carry every field it has). */
export const seedListing = (listing: ListingSummary): SeedListing => ({
  etsyListingId: listing.etsyListingId,
  sizeVariations: listing.sizeVariations,
  colorVariations: listing.colorVariations,
  dimensions: listing.dimensions,
  etsyUrl: listing.etsyUrl,
  largest_size_image_url: listing.largest_size_image_url,
  all_image_urls: listing.all_image_urls,
  description: listing.description,
  reviews: listing.reviews,
});

export interface StorefrontSeed {
  /** The prebuilt first screen of cards (and the open listing's card on a listing page). */
  cards: CatalogueCard[];
  /** A listing page opens with its listing's modal. */
  listing: SeedListing | null;
  /** Listings per category in the whole catalogue (the home page's group headers). */
  categoryCounts: Record<string, number>;
  /** Where parallax scenes show: above a category's group, before a listing's card. */
  placements: ParallaxScenePlacements;
  /** The home page has the hero machine above the grid. */
  hasHero: boolean;
  /** The owner's search synonyms as the site was built (the built-in ones are in the code). */
  synonyms: Synonym[];
}

/** The seed as the page carries it. */
export const encodeSeed = (seed: StorefrontSeed): string => JSON.stringify(seed);

/** The seed back from the page. */
export const decodeSeed = (text: string): StorefrontSeed => JSON.parse(text) as StorefrontSeed;
