import type { Page } from '@playwright/test';
import { listingPageTitle } from '../../src/domain/catalogue.ts';
import { expect, publicListings, test, type Listing } from './support/storefront.ts';

/**
 * Opens a listing page and waits until the island's first effect has run: it reads the admin flag and
 * then asks for the listing's details, so their answer comes after the flag is applied.
 */
async function openListing(page: Page, listing: Listing, query = '', origin = '') {
  const details = page.waitForResponse((r) => r.url().endsWith(`/api/unified-stickers/${listing.id}`));
  await page.goto(`${origin}/${listing.slug}${query}`);
  await details;
  const dialog = page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true });
  await expect(dialog.getByRole('link', { name: 'BUY IT NOW' })).toBeVisible();
  return dialog;
}

test.describe('the client-side admin flag', () => {
  let listing: Listing;

  test.beforeAll(async ({ request }) => {
    listing = (await publicListings(request))[1]!;
  });

  test("a visitor on 127.0.0.1 sees no 'Edit Listing' and no 'Admin Mode'", async ({ page }) => {
    const dialog = await openListing(page, listing);
    await expect(dialog.getByRole('link', { name: 'Edit Listing' })).toHaveCount(0);
    await expect(dialog.getByText('Admin Mode')).toHaveCount(0);
  });

  test("?admin=true shows the 'Edit Listing' link to the listing admin and the 'Admin Mode' badge", async ({ page }) => {
    const dialog = await openListing(page, listing, '?admin=true');
    await expect(dialog.getByRole('link', { name: 'Edit Listing' })).toHaveAttribute('href', `/listing-admin?listingId=${listing.id}`);
    await expect(dialog.getByText('Admin Mode', { exact: true })).toBeVisible();
  });

  test('on localhost the admin tools show without ?admin=true', async ({ page, baseURL }) => {
    const local = new URL(baseURL!);
    local.hostname = 'localhost';
    const dialog = await openListing(page, listing, '', local.origin);
    await expect(dialog.getByRole('link', { name: 'Edit Listing' })).toBeVisible();
    await expect(dialog.getByText('Admin Mode', { exact: true })).toBeVisible();
  });
});
