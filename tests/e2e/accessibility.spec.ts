import type { Page } from '@playwright/test';
import { listingPageTitle } from '../../src/domain/catalogue.ts';
import { contrastRatio } from '../../src/domain/contrast.ts';
import { expect, hydrated, publicListings, test, type Listing } from './support/storefront.ts';
import { seriousViolations } from './support/axe.ts';

/** Opens a listing page and waits until its sizes, colours, price and BUY IT NOW have arrived. */
async function openListingPage(page: Page, listing: Listing): Promise<void> {
  const details = page.waitForResponse((r) => r.url().endsWith(`/api/unified-stickers/${listing.id}`) && r.ok());
  await page.goto(`/${listing.slug}`);
  await details;
  await expect(page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true }).getByRole('link', { name: 'BUY IT NOW' })).toBeVisible();
}

const rgbHex = (rgb: string) =>
  `#${rgb
    .match(/\d+/g)!
    .slice(0, 3)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('')}`;

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`accessibility on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    let listing: Listing;
    test.beforeAll(async ({ request }) => {
      listing = (await publicListings(request)).find((l) => l.etsyUrl && l.sizeVariations.length > 1)!;
    });

    test('axe finds no serious or critical violation on the home page', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('axe finds no serious or critical violation in the Scene Builder, empty and with a sticker selected', async ({ page }) => {
      await page.goto('/scene-builder');
      // The drawer's button works once the island has hydrated.
      await hydrated(page);
      if (device.name === 'phone') await page.getByRole('button', { name: 'Add decals' }).click();
      const add = page.getByRole('button', { name: /^Add .+ to the scene$/ }).first();
      await expect(add).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await add.click();
      await expect(page.locator('.sticker-details')).toBeVisible();
      // The builder was read empty above: now what selecting a sticker added.
      expect(await seriousViolations(page, ['.sticker-details', '.scene-sticker'])).toEqual([]);
    });

    test('axe finds no serious or critical violation on a listing page with its modal open', async ({ page }) => {
      await openListingPage(page, listing);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('axe finds no serious or critical violation on the FAQ', async ({ page }) => {
      await page.goto('/faq');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('axe finds no serious or critical violation on the 404 page', async ({ page }) => {
      const response = await page.goto('/no-such-page/here');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test("BUY IT NOW's white text has a contrast of at least 4.5:1 with its orange", async ({ page, request }) => {
  const listing = (await publicListings(request)).find((l) => l.etsyUrl)!;
  await openListingPage(page, listing);
  const buy = page.getByRole('dialog').getByRole('link', { name: 'BUY IT NOW' });
  const { color, background } = await buy.evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
  expect(contrastRatio(rgbHex(color), rgbHex(background))).toBeGreaterThanOrEqual(4.5);
});
