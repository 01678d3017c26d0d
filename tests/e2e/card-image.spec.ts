import type { Page } from '@playwright/test';
import { comparatorFor, groupByCategory, truncateTitle } from '../../src/domain/catalogue.ts';
import { placeholderImage } from '../../src/domain/categories.ts';
import { PRIORITY_CARDS } from '../../src/features/storefront/StickerGrid.tsx';
import { cardIds, cardOf, expect, openStorefront, publicListings, test, type Listing } from './support/storefront.ts';

/** The artwork a card asks for: the listing's artwork path, else its first marketplace image. */
const artworkOf = (listing: Listing) => listing.svgPath ?? listing.first_image_url!;

/** Makes the artwork request of one listing fail. */
async function breakArtwork(page: Page, listing: Listing): Promise<void> {
  await page.route(
    (url) => url.pathname === artworkOf(listing),
    (route) => route.abort('failed'),
  );
}

async function expectPlaceholder(page: Page, listing: Listing): Promise<void> {
  const card = cardOf(page, listing.id);
  await expect(card).toHaveAttribute('data-image-state', 'failed');
  const image = card.getByRole('img', { name: listing.title });
  await expect(image).toHaveAttribute('src', placeholderImage(listing.category));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: 'the placeholder image loads' }).toBeGreaterThan(0);
}

test.describe('sticker cards', () => {
  test.use({ realArtwork: true });

  /** The cards of the default (grouped) home page, in order. */
  let homeOrder: Listing[];

  test.beforeAll(async ({ request }) => {
    const listings = await publicListings(request);
    homeOrder = groupByCategory(listings.sort(comparatorFor('sales'))).flatMap((g) => g.items);
  });

  test('a first-screen card whose artwork fails shows its category placeholder', async ({ page }) => {
    const listing = homeOrder.slice(0, PRIORITY_CARDS).find((l) => l.svgPath)!;
    await breakArtwork(page, listing);
    await openStorefront(page);
    await expectPlaceholder(page, listing);
  });

  test('a lazily loaded card whose artwork fails shows its category placeholder', async ({ page }) => {
    const firstCategory = homeOrder[0]!.category;
    const listing = homeOrder.find((l, i) => i >= PRIORITY_CARDS && l.category !== firstCategory && l.svgPath)!;
    await breakArtwork(page, listing);
    await openStorefront(page);
    await cardOf(page, listing.id).scrollIntoViewIfNeeded();
    await expectPlaceholder(page, listing);
    expect(placeholderImage(listing.category)).not.toBe(placeholderImage(firstCategory));
  });

  test('card titles are cut at 20 characters plus an ellipsis', async ({ page }) => {
    await openStorefront(page);
    const shown = await cardIds(page, 16);
    const byId = new Map(homeOrder.map((l) => [l.id, l]));
    expect(
      shown.some((id) => byId.get(id)!.title.length > 20),
      'some titles are long',
    ).toBe(true);
    for (const id of shown) {
      const { title } = byId.get(id)!;
      const expected = title.length > 20 ? `${title.slice(0, 20).trimEnd()}...` : title;
      expect(truncateTitle(title)).toBe(expected);
      await expect(cardOf(page, id).getByTitle(title, { exact: true })).toHaveText(expected);
    }
  });
});
