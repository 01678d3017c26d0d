/**
 * @module seed/reviews
 * The demo shop's reviews, as Etsy's getReviewsByShop answers them: the fake marketplace serves them
 * and the seed stores them, so the first sync finds them all stored. Made from the listings alone
 * (no random draws), so adding them changed nothing else of the demo shop. Best sellers have the
 * most; about a third of the listings have none. Some texts hold characters that look like markup
 * (<b>, &, quotes) and emoji: the storefront must show them as the text they are.
 */
import type { components } from '../../worker/marketplace/etsy-openapi.ts';
import { FAKE_SHOP_ID } from '../fake-etsy/records.ts';

/** A review as Etsy answers it, with the fields every real one carries made required. */
export type EtsyReview = components['schemas']['TransactionReview'] &
  Required<Pick<components['schemas']['TransactionReview'], 'transaction_id' | 'listing_id' | 'rating' | 'created_timestamp'>>;

/** What the reviews of a listing are made from. */
export interface ReviewSource {
  listingId: number;
  sales: number;
  /** ISO times: the first review comes after the listing was created, the last before it was last modified. */
  createdAt: string;
  modifiedAt: string;
}

/** Buyers' words, in turn; '' is a review of stars only. The first one is every top seller's newest. */
export const DEMO_REVIEW_TEXTS = [
  'Looks <b>great</b> on my truck & trailer. 5/5 "would buy again" 😀',
  'Crisp edges, went on easily.',
  '',
  'Tiny but perfect <3 my kid\'s laptop is "complete" now',
  'Shipped fast & arrived flat. Colour is exactly as pictured 🎨',
  'Smaller than I expected (check the sizes) but nicely made.',
  'Third order from this shop; the <i>holographic</i> one is my favourite.',
  'Survived a car wash already. Great vinyl!',
] as const;

const DAY = 86_400;

/** A listing's review count from its sales: about one review per 150 units sold, at most 7; slow sellers have none. */
const reviewsFor = (sales: number) => Math.min(7, Math.floor(sales / 150));

/**
 * The shop's reviews, newest first. `listings` are in best-selling order: each listing's newest
 * review takes the next text in turn, so the best seller's reads DEMO_REVIEW_TEXTS[0].
 */
export function demoReviews(listings: readonly ReviewSource[]): EtsyReview[] {
  const reviews: EtsyReview[] = [];
  listings.forEach((listing, rank) => {
    const count = reviewsFor(listing.sales);
    const from = Math.floor(Date.parse(listing.createdAt) / 1000);
    const to = Math.max(from + DAY, Math.floor(Date.parse(listing.modifiedAt) / 1000));
    for (let k = 0; k < count; k++) {
      // k = 0 is the newest.
      const created = to - Math.floor(((k + 1) * (to - from)) / (count + 1));
      const text = DEMO_REVIEW_TEXTS[(rank + k) % DEMO_REVIEW_TEXTS.length]!;
      reviews.push({
        shop_id: FAKE_SHOP_ID,
        listing_id: listing.listingId,
        transaction_id: 5_000_000_000 + (listing.listingId % 1_000_000_000) * 8 + k,
        buyer_user_id: null,
        rating: (listing.listingId + k) % 9 === 0 ? 3 : (listing.listingId + k) % 4 === 0 ? 4 : 5,
        review: text,
        language: 'en',
        image_url_fullxfull: null,
        create_timestamp: created,
        created_timestamp: created,
        update_timestamp: created,
        updated_timestamp: created,
      });
    }
  });
  return reviews.sort((a, b) => b.created_timestamp - a.created_timestamp || b.transaction_id - a.transaction_id);
}
