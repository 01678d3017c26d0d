import { describe, expect, it } from 'vitest';
import { cardFromSummary } from '~/features/hero-frame/card.ts';
import { listingSummary } from '../../fixtures/scene-listings.ts';

describe('cardFromSummary', () => {
  it("gives the modal the listing's id, title, artwork and price text", () => {
    const summary = listingSummary({ etsyListingId: 77, title: 'T-Rex Skull', isTrueScale: true });
    const card = cardFromSummary(summary);
    expect(card).toMatchObject({
      id: 77,
      slug: summary.slug,
      title: 'T-Rex Skull',
      image: summary.svgPath,
      hasArtwork: true,
      isTrueScale: true,
      priceText: summary.priceText,
    });
  });

  it('falls back to the first marketplace image, then the category placeholder', () => {
    expect(cardFromSummary(listingSummary({ etsyListingId: 1, svgPath: null, first_image_url: 'https://img/1.jpg' })).image).toBe('https://img/1.jpg');
    expect(cardFromSummary(listingSummary({ etsyListingId: 1, svgPath: null, category: 'Dinosaur Stickers' })).image).toBe('/placeholders/dinosaurs.svg');
  });
});
