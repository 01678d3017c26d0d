import { categoryKey } from '../../src/domain/categories.ts';
import { policySummary } from '../../src/domain/shop-policies.ts';
import { listingPageTitle } from '../../src/domain/catalogue.ts';
import { cardIds, expect, gridCards, hydrated, publicListings, test, type Listing } from './support/storefront.ts';
import type { Page } from '@playwright/test';

/** The listing ids of every card the grid shows, in order. */
async function shownIds(page: Page): Promise<number[]> {
  return cardIds(page, Number.MAX_SAFE_INTEGER);
}

/** Ids of a category's listings. */
const idsIn = (listings: Listing[], category: string) => new Set(listings.filter((l) => l.category === category).map((l) => l.etsyListingId));

test('a listing shows its shipping and returns and leads back to its category, which the URL keeps, on a desktop and on a phone', async ({ page, request }) => {
  const listings = await publicListings(request);
  const listing = listings.find((l) => l.category === 'Dinosaur Stickers' && l.price)!;
  const horror = idsIn(listings, 'Horror');

  // Desktop: the listing's page, before and after hydration.
  await page.goto(`/${listing.slug}`, { waitUntil: 'domcontentloaded' });
  const dialog = page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true });
  const breadcrumb = dialog.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Dinosaur Stickers']);
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(listing.title);
  const shipping = dialog.getByRole('region', { name: 'Shipping & returns' });
  await expect(shipping).toBeVisible();
  for (const line of policySummary()) await expect(shipping).toContainText(`${line.label}${line.value}`);

  // The category link is a plain link: the home grid opens on that category alone, and says so in its URL.
  await hydrated(page);
  await breadcrumb.getByRole('link', { name: 'Dinosaur Stickers' }).click();
  await expect(page).toHaveURL(`/?category=${categoryKey('Dinosaur Stickers')}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Dinosaur Stickers' })).toBeVisible();
  await expect(page.locator('#catalogue .section-header')).toHaveCount(1);
  const dinosaurs = idsIn(listings, 'Dinosaur Stickers');
  await expect.poll(async () => (await shownIds(page)).every((id) => dinosaurs.has(id))).toBe(true);

  // Phone: the jump menu moves to another category, the URL follows, and a listing opened from there shows its shipping block.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Dinosaur Stickers ▾$/ }).click();
  await page
    .getByRole('navigation', { name: 'Jump to a category' })
    .getByRole('link', { name: /^Horror \d+$/ })
    .click();
  await expect(page).toHaveURL('/?category=horror');
  await expect(page.getByRole('heading', { level: 2, name: 'Horror' })).toBeVisible();
  await expect.poll(async () => (await shownIds(page)).every((id) => horror.has(id))).toBe(true);

  const first = (await shownIds(page))[0]!;
  const opened = listings.find((l) => l.etsyListingId === first)!;
  await gridCards(page).first().click();
  const phoneDialog = page.getByRole('dialog', { name: listingPageTitle(opened.title), exact: true });
  await expect(phoneDialog.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Horror' })).toHaveAttribute('href', '/?category=horror');
  const phoneShipping = phoneDialog.getByRole('region', { name: 'Shipping & returns' });
  await phoneShipping.scrollIntoViewIfNeeded();
  await expect(phoneShipping).toBeInViewport();

  // Closing the listing goes back to the category it was opened from.
  await phoneDialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/?category=horror');
  await expect(page.getByRole('heading', { level: 2, name: 'Horror' })).toBeVisible();
});
