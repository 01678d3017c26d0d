/**
 * @module review-data
 * A listing's reviews as schema.org data for its Product (Google's review snippet): AggregateRating
 * when it has reviews, and a Review per review its page shows. Etsy's review endpoints give no
 * buyer name, so each Review's author is the 'Etsy buyer' the page shows (docs/decisions.md).
 */
import type { Rating, Review } from '../contracts/listing.ts';

/** Who wrote a review, as the page and its structured data name them. */
export const REVIEW_AUTHOR = 'Etsy buyer';

export interface ReviewStructuredData {
  aggregateRating?: {
    '@type': 'AggregateRating';
    ratingValue: number;
    reviewCount: number;
    ratingCount: number;
    bestRating: 5;
    worstRating: 1;
  };
  review?: {
    '@type': 'Review';
    author: { '@type': 'Person'; name: string };
    datePublished: string;
    reviewBody: string;
    reviewRating: { '@type': 'Rating'; ratingValue: number; bestRating: 5; worstRating: 1 };
  }[];
}

/**
 * The Product's `aggregateRating` and `review`, to spread into it; empty without reviews (Google
 * refuses a rating of nothing).
 * @example reviewStructuredData({ average: 4.5, count: 2 }, []) // { aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, ratingCount: 2, bestRating: 5, worstRating: 1 } }
 */
export function reviewStructuredData(rating: Rating | null | undefined, reviews: readonly Review[] = []): ReviewStructuredData {
  if (!rating || rating.count < 1) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      ratingCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews.length > 0
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review' as const,
            author: { '@type': 'Person' as const, name: REVIEW_AUTHOR },
            datePublished: r.date,
            reviewBody: r.text,
            reviewRating: { '@type': 'Rating' as const, ratingValue: r.rating, bestRating: 5 as const, worstRating: 1 as const },
          })),
        }
      : {}),
  };
}
