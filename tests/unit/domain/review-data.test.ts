import { describe, expect, it } from 'vitest';
import { REVIEW_AUTHOR, reviewStructuredData } from '../../../src/domain/review-data.ts';

describe('a listing’s reviews as schema.org data for its Product', () => {
  it('gives no aggregateRating and no review without reviews (Google refuses a rating of nothing)', () => {
    expect(reviewStructuredData(null, [])).toEqual({});
    expect(reviewStructuredData(undefined)).toEqual({});
  });

  it('gives the average with its count and scale, and a Review per review shown, with author, stars, day and words', () => {
    const data = reviewStructuredData({ average: 4.5, count: 12 }, [{ rating: 4, text: 'Looks <b>great</b> & "crisp" 😀', date: '2026-05-01' }]);
    expect(data).toEqual({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, ratingCount: 12, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: REVIEW_AUTHOR },
          datePublished: '2026-05-01',
          reviewBody: 'Looks <b>great</b> & "crisp" 😀',
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });

  it('keeps the words as text: written into the page as JSON with < escaped, they read back the same', () => {
    const data = reviewStructuredData({ average: 5, count: 1 }, [{ rating: 5, text: '</script><b>hi</b>', date: '2026-05-01' }]);
    // How the listing page writes its JSON-LD (src/pages/[slug].astro).
    const inPage = JSON.stringify(data).replace(/</g, '\\u003c');
    expect(inPage).not.toContain('</script>');
    expect((JSON.parse(inPage) as typeof data).review![0]!.reviewBody).toBe('</script><b>hi</b>');
  });

  it('gives the rating alone when no review has words to show', () => {
    expect(reviewStructuredData({ average: 4, count: 2 }, [])).toEqual({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 2, ratingCount: 2, bestRating: 5, worstRating: 1 },
    });
  });
});
