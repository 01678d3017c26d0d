import type { CSSProperties } from 'react';
import type { ListingReviews as Reviews } from '~/contracts/listing.ts';
import { ratingText, salesText } from '~/domain/reviews.ts';
import { REVIEW_AUTHOR } from '~/domain/review-data.ts';

/** Five stars filled to a rating, drawn as text; the words beside them say it for screen readers. */
function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" aria-hidden="true" style={{ '--filled': `${(rating / 5) * 100}%` } as CSSProperties}>
      ★★★★★
    </span>
  );
}

/**
 * A listing's buyers in its modal: stars, how many reviews, the latest few (the buyer's words as
 * text, never as markup) and the sales count when the owner shows it. Nothing without any of them.
 */
export function ListingReviews({ reviews }: { reviews: Reviews | undefined }) {
  if (!reviews || (!reviews.rating && reviews.salesCount === null)) return null;
  const { rating, latest, salesCount } = reviews;
  return (
    <section className="listing-reviews" aria-label="Reviews">
      <p className="rating-line">
        {rating && (
          <>
            <Stars rating={rating.average} />
            <span className="rating-text">{ratingText(rating)}</span>
          </>
        )}
        {salesCount !== null && <span className="sales-count">{salesText(salesCount)}</span>}
      </p>
      {latest.length > 0 && (
        <ul className="review-list">
          {latest.map((review, k) => (
            <li key={`${review.date}-${k}`}>
              <p className="review-meta">
                <Stars rating={review.rating} />
                <span className="visually-hidden">{review.rating} out of 5 stars</span>
                <span>
                  {REVIEW_AUTHOR} · <time dateTime={review.date}>{review.date}</time>
                </span>
              </p>
              <p className="review-text">{review.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
