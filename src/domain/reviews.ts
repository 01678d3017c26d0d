/**
 * @module reviews
 * Buyers' reviews as a listing's page shows them: the rating they add up to and the latest few with
 * text. Review text is the buyer's own words, kept as plain text: the storefront renders it as text
 * and the structured data escapes it, so '<b>' stays four characters.
 */
import type { ListingReviews, Rating, Review } from '../contracts/listing.ts';

/** How many of a listing's latest reviews its page shows. */
export const LATEST_REVIEWS_SHOWN = 4;
/** A review's text is cut here on a listing's page (Etsy allows long ones; the page shows a few). */
export const REVIEW_TEXT_MAX = 600;

/** A stored review: its listing, stars, text ('' when the buyer left only stars) and when it was written (ISO). */
export interface StoredReview {
  listingId: number;
  rating: number;
  text: string;
  createdAt: string;
}

/** A review as the mirror stores it (listing_reviews). */
export interface ReviewRow {
  transactionId: number;
  listingId: number;
  rating: number;
  review: string;
  language: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What the sync reads of one of Etsy's reviews (worker/marketplace/etsy-schemas.ts). */
export interface ReviewAnswer {
  transaction_id: number;
  listing_id: number;
  rating: number;
  review?: string | null | undefined;
  language?: string | null | undefined;
  created_timestamp: number;
  updated_timestamp?: number | null | undefined;
}

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * One of Etsy's reviews as the mirror stores it: times as ISO text, no text as ''. The buyer's id
 * and photo are not kept.
 * @example reviewRowOf({ transaction_id: 9, listing_id: 1, rating: 5, created_timestamp: 1767225600 }).createdAt // '2026-01-01T00:00:00.000Z'
 */
export function reviewRowOf(answer: ReviewAnswer): ReviewRow {
  return {
    transactionId: answer.transaction_id,
    listingId: answer.listing_id,
    rating: answer.rating,
    review: answer.review ?? '',
    language: answer.language ?? null,
    createdAt: isoOf(answer.created_timestamp),
    updatedAt: isoOf(answer.updated_timestamp ?? answer.created_timestamp),
  };
}

/**
 * The average of the stars (one decimal) and their count; null without reviews.
 * @example ratingOf([5, 4, 4]) // { average: 4.3, count: 3 }
 */
export function ratingOf(ratings: readonly number[]): Rating | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, r) => total + r, 0);
  return { average: Math.round((sum / ratings.length) * 10) / 10, count: ratings.length };
}

/**
 * A review's text as shown: trimmed, runs of blank space made one space, cut at a word near
 * REVIEW_TEXT_MAX with an ellipsis. Never parsed as markup.
 * @example reviewText('  Great   <b>decal</b>\n') // 'Great <b>decal</b>'
 */
export function reviewText(raw: string): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text.length <= REVIEW_TEXT_MAX) return text;
  const cut = text.slice(0, REVIEW_TEXT_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > REVIEW_TEXT_MAX * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * One listing's reviews for its page: every review counts toward the rating; the latest few that
 * have words are shown, newest first. The sales count is the caller's (null when the owner hides it).
 * @example listingReviews([{ listingId: 1, rating: 5, text: 'Love it', createdAt: '2026-03-01T10:00:00Z' }], null)
 * // { rating: { average: 5, count: 1 }, latest: [{ rating: 5, text: 'Love it', date: '2026-03-01' }], salesCount: null }
 */
export function listingReviews(reviews: readonly StoredReview[], salesCount: number | null): ListingReviews {
  const latest: Review[] = reviews
    .map((r) => ({ rating: r.rating, text: reviewText(r.text), date: r.createdAt.slice(0, 10), at: r.createdAt }))
    .filter((r) => r.text !== '')
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, LATEST_REVIEWS_SHOWN)
    .map(({ rating, text, date }) => ({ rating, text, date }));
  return { rating: ratingOf(reviews.map((r) => r.rating)), latest, salesCount };
}

/**
 * How a rating reads aloud and in text.
 * @example ratingText({ average: 4.5, count: 12 }) // '4.5 out of 5 stars, 12 reviews'
 */
export function ratingText(rating: Rating): string {
  return `${rating.average} out of 5 stars, ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
}

/**
 * The sales count as the page says it.
 * @example salesText(1) // '1 sale'
 */
export function salesText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'sale' : 'sales'}`;
}
