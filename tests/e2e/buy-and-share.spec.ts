import type { Page } from '@playwright/test';
import { listingPageTitle } from '../../src/domain/catalogue.ts';
import { buyUrl, initialChoiceFrom, priceForChoice } from '../../src/domain/inventory.ts';
import { priceText } from '../../src/domain/price.ts';
import type { FullListing, Variation } from '../../src/contracts/listing.ts';
import { expect, listingDetails, publicListings, test, type Listing } from './support/storefront.ts';

const TOAST = 'Etsy link copied! Share it to drive sales.';

/** Opens a listing page and waits until its sizes, colours and prices have arrived. */
async function openListingPage(page: Page, listing: Listing) {
  const details = page.waitForResponse((r) => r.url().endsWith(`/api/unified-stickers/${listing.id}`) && r.ok());
  await page.goto(`/${listing.slug}`);
  await details;
  const dialog = page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true });
  await expect(dialog).toBeVisible();
  return { dialog, buy: dialog.getByRole('link', { name: 'BUY IT NOW' }), share: dialog.getByRole('button', { name: 'Share the Etsy link' }) };
}

test.describe('buying and sharing a listing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  let listings: Listing[];
  /** A listing with several sizes and colours, priced differently by size. */
  let listing: Listing;
  let details: FullListing;

  test.beforeAll(async ({ request }) => {
    listings = await publicListings(request);
    listing = listings.find((l) => !l.hasPriceFallback && l.sizeVariations.length > 2 && l.colorVariations.length > 2 && l.etsyUrl)!;
    details = await listingDetails(request, listing.id);
  });

  const price = (size: Variation | null, color: Variation | null) =>
    priceText(priceForChoice(details.inventory_matrix.products, size?.value ?? null, color?.value ?? null));

  test('BUY IT NOW carries the chosen size and colour ids, and the live price follows the size', async ({ page }) => {
    const { dialog, buy } = await openListingPage(page, listing);
    const start = initialChoiceFrom(listing.sizeVariations, listing.colorVariations);
    await expect(buy).toHaveAttribute('href', buyUrl(listing.etsyUrl!, start.size, start.color));
    expect(new URL(buyUrl(listing.etsyUrl!, start.size, start.color)).searchParams.get('variation0')).toBe(String(start.size!.id));
    await expect(dialog.getByText(price(start.size, start.color), { exact: true })).toBeVisible();

    // Another size, priced differently from the first.
    const size = listing.sizeVariations.find((v) => price(v, start.color) !== price(start.size, start.color))!;
    expect(size, 'a size with another price').toBeDefined();
    await dialog.getByRole('radio', { name: size.value, exact: true }).check();
    await expect(buy).toHaveAttribute('href', buyUrl(listing.etsyUrl!, size, start.color));
    await expect(dialog.getByText(price(size, start.color), { exact: true })).toBeVisible();
    await expect(dialog.getByText(price(start.size, start.color), { exact: true })).toBeHidden();

    const color = listing.colorVariations.find((v) => v.value !== start.color?.value)!;
    await dialog.getByRole('radio', { name: color.value, exact: true }).check();
    await expect(buy).toHaveAttribute('href', buyUrl(listing.etsyUrl!, size, color));
    const href = new URL((await buy.getAttribute('href'))!);
    expect([href.searchParams.get('variation0'), href.searchParams.get('variation1')]).toEqual([String(size.id), String(color.id)]);
  });

  test("a listing without a trustworthy price shows 'See Etsy'", async ({ page }) => {
    const fallback = listings.find((l) => l.hasPriceFallback)!;
    const { dialog, buy } = await openListingPage(page, fallback);
    await expect(dialog.getByText('See Etsy', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/\$\d/)).toHaveCount(0);
    await expect(buy).toHaveAttribute('href', new RegExp(`^${fallback.etsyUrl!.replace(/[.?]/g, '\\$&')}`));
  });

  test('share copies the BUY IT NOW link and shows a toast for 3 seconds', async ({ page }) => {
    await page.clock.install();
    const { buy, share } = await openListingPage(page, listing);
    const url = await buy.getAttribute('href');
    // From here the page's clock moves only when the test moves it, however busy the machine is.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await share.click();
    const toast = page.getByText(TOAST, { exact: true });
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.clock.runFor(2999);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1);
    await expect(toast).toBeHidden();
  });

  test('the share button draws its icon instead of a character few fonts have', async ({ page }) => {
    const { share } = await openListingPage(page, listing);
    // The arrow once used (U+2934) fell back to another font, or a box, on phones without it.
    await expect(share).toHaveText('');
    const icon = share.locator('.share-icon');
    await expect(icon).toBeVisible();
    expect(await icon.evaluate((el) => getComputedStyle(el).maskImage)).toContain('data:image/svg+xml');
  });

  test('when the clipboard refuses, the share dialog shows the link to copy', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('Clipboard blocked')) } });
    });
    const { buy, share } = await openListingPage(page, listing);
    const url = await buy.getAttribute('href');
    await share.click();
    const shareDialog = page.getByRole('dialog', { name: 'Share this design' });
    await expect(shareDialog).toBeVisible();
    await expect(shareDialog.getByRole('textbox', { name: 'Etsy link' })).toHaveValue(url!);
    await expect(page.getByText(TOAST)).toBeHidden();
    await shareDialog.getByRole('button', { name: 'Done' }).click();
    await expect(shareDialog).toBeHidden();
  });

  test('when the clipboard never answers, the share dialog shows the link instead of nothing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => new Promise(() => undefined) } });
    });
    const { buy, share } = await openListingPage(page, listing);
    const url = await buy.getAttribute('href');
    await share.click();
    const shareDialog = page.getByRole('dialog', { name: 'Share this design' });
    await expect(shareDialog).toBeVisible();
    await expect(shareDialog.getByRole('textbox', { name: 'Etsy link' })).toHaveValue(url!);
    await expect(page.getByText(TOAST)).toBeHidden();
  });
});
