/**
 * @module hero-frame/card
 * The listing modal is keyed by a catalogue card, but the frame machine and its test page hold
 * listing summaries (the random-sticker and list APIs answer those), and no page here loads the
 * catalogue file. This reads a summary's fields into the card's shape for the modal alone; the
 * catalogue's own cards still come only from toCatalogueCards (src/db/projections.ts).
 */
import type { ListingSummary, ShownCard } from '~/contracts/listing.ts';
import { placeholderImage } from '~/domain/categories.ts';

/**
 * A summary as the catalogue's card of the same listing shows, but without its SKUs (they live in
 * the stored marketplace JSON a summary leaves out; the modal does not read them) and without a
 * best-seller rank (the catalogue's alone; nothing shown from a summary is sorted).
 * @example cardFromSummary(summary).image // summary.svgPath
 */
export function cardFromSummary(summary: ListingSummary): ShownCard {
  return {
    id: summary.etsyListingId,
    slug: summary.slug,
    title: summary.title,
    category: summary.category,
    tags: summary.tags,
    skus: [],
    views: summary.views,
    isTrueScale: summary.isTrueScale,
    createdAt: summary.created_at,
    updatedAt: summary.updated_at,
    image: summary.svgPath ?? summary.first_image_url ?? placeholderImage(summary.category),
    hasArtwork: summary.svgPath !== null,
    availableSizes: summary.available_sizes,
    priceText: summary.priceText,
    hasPriceFallback: summary.hasPriceFallback,
  };
}
