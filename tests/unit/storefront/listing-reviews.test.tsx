// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingReviews } from '~/features/storefront/ListingReviews.tsx';

afterEach(cleanup);

const markup = 'Looks <b>great</b> & "crisp" 😀';

describe('a listing’s reviews in its modal', () => {
  it('shows the stars in words, the count and the latest reviews with the buyer’s text as text', () => {
    const { container } = render(
      <ListingReviews reviews={{ rating: { average: 4.5, count: 12 }, latest: [{ rating: 4, text: markup, date: '2026-05-01' }], salesCount: null }} />,
    );
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(within(section).getByText('4.5 out of 5 stars, 12 reviews')).toBeTruthy();
    expect(within(section).getByText(markup)).toBeTruthy();
    // Not parsed: no <b> element came from the buyer's words.
    expect(container.querySelector('.review-text b')).toBeNull();
    expect(within(section).queryByText(/sales?$/)).toBeNull();
  });

  it('shows the sales count only when the listing carries one (the owner shows it)', () => {
    render(<ListingReviews reviews={{ rating: null, latest: [], salesCount: 1234 }} />);
    expect(screen.getByText('1,234 sales')).toBeTruthy();
  });

  it('shows nothing for a listing without reviews and without a shown sales count', () => {
    const { container } = render(<ListingReviews reviews={{ rating: null, latest: [], salesCount: null }} />);
    expect(container.innerHTML).toBe('');
  });
});
