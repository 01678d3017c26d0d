import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LATEST_REVIEWS_SHOWN,
  REVIEW_TEXT_MAX,
  listingReviews,
  ratingOf,
  ratingText,
  reviewRowOf,
  reviewText,
  salesText,
  type StoredReview,
} from '../../../src/domain/reviews.ts';
import { etsyReviewsSchema } from '../../../worker/marketplace/etsy-schemas.ts';

const review = (rating: number, text: string, createdAt: string): StoredReview => ({ listingId: 1, rating, text, createdAt });

describe('a listing’s rating', () => {
  it('is the average of its stars to one decimal, with their count', () => {
    expect(ratingOf([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(ratingOf([5])).toEqual({ average: 5, count: 1 });
    expect(ratingOf([1, 2])).toEqual({ average: 1.5, count: 2 });
  });

  it('is null without reviews (nothing to show, no structured data)', () => {
    expect(ratingOf([])).toBeNull();
  });

  it('always lies between the lowest and the highest star given', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (stars) => {
        const rating = ratingOf(stars)!;
        expect(rating.count).toBe(stars.length);
        expect(rating.average).toBeGreaterThanOrEqual(Math.min(...stars));
        expect(rating.average).toBeLessThanOrEqual(Math.max(...stars));
      }),
    );
  });

  it('reads in words: stars, then how many reviews', () => {
    expect(ratingText({ average: 4.5, count: 12 })).toBe('4.5 out of 5 stars, 12 reviews');
    expect(ratingText({ average: 5, count: 1 })).toBe('5 out of 5 stars, 1 review');
    expect(salesText(1)).toBe('1 sale');
    expect(salesText(1234)).toBe('1,234 sales');
  });
});

describe('a listing’s latest reviews', () => {
  const reviews = [
    review(5, 'Oldest', '2026-01-01T10:00:00.000Z'),
    review(3, '', '2026-06-01T10:00:00.000Z'),
    review(4, 'Looks <b>great</b> & "crisp" 😀', '2026-05-01T10:00:00.000Z'),
    review(5, 'Newest', '2026-07-01T10:00:00.000Z'),
  ];

  it('are the newest with words, each with its stars and day; stars-only reviews count toward the rating only', () => {
    expect(listingReviews(reviews, null)).toEqual({
      rating: { average: 4.3, count: 4 },
      latest: [
        { rating: 5, text: 'Newest', date: '2026-07-01' },
        { rating: 4, text: 'Looks <b>great</b> & "crisp" 😀', date: '2026-05-01' },
        { rating: 5, text: 'Oldest', date: '2026-01-01' },
      ],
      salesCount: null,
    });
  });

  it(`show at most ${LATEST_REVIEWS_SHOWN}`, () => {
    const many = Array.from({ length: 9 }, (_, k) => review(5, `Review ${k}`, `2026-0${k + 1}-01T00:00:00.000Z`));
    expect(listingReviews(many, 3).latest.map((r) => r.text)).toEqual(['Review 8', 'Review 7', 'Review 6', 'Review 5']);
    expect(listingReviews(many, 3).salesCount).toBe(3);
  });

  it('keep the buyer’s text as text: markup-looking characters are not touched, blank runs become one space', () => {
    expect(reviewText('  Great   <b>decal</b>\n&amp; more ')).toBe('Great <b>decal</b> &amp; more');
  });

  it(`cut a long text near ${REVIEW_TEXT_MAX} characters at a word, with an ellipsis`, () => {
    const cut = reviewText('word '.repeat(300));
    expect(cut.length).toBeLessThanOrEqual(REVIEW_TEXT_MAX + 1);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('one of Etsy’s reviews as the mirror keeps it', () => {
  it('keeps its transaction, listing, stars, words and times, not the buyer or the photo', () => {
    const [answer] = etsyReviewsSchema.parse({
      results: [
        { transaction_id: 9, listing_id: 1, rating: 5, review: null, buyer_user_id: 77, image_url_fullxfull: 'https://x/y.jpg', created_timestamp: 1767225600 },
      ],
    }).results;
    expect(reviewRowOf(answer!)).toEqual({
      transactionId: 9,
      listingId: 1,
      rating: 5,
      review: '',
      language: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it.each([
    ['stars above 5', { rating: 7 }],
    ['stars below 1', { rating: 0 }],
    ['no transaction', { transaction_id: undefined }],
    ['no time', { created_timestamp: undefined }],
  ])('refuses a review with %s, and so its whole page', (_, change) => {
    const good = { transaction_id: 9, listing_id: 1, rating: 5, review: 'ok', created_timestamp: 1767225600 };
    expect(etsyReviewsSchema.safeParse({ results: [good, { ...good, transaction_id: 10, ...change }] }).success).toBe(false);
  });
});
