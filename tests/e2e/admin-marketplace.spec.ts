import { listingPageTitle } from '../../src/domain/catalogue.ts';
import { openSignedIn } from './support/admin.ts';
import { expect, publicListings, test } from './support/storefront.ts';


test.describe('the Etsy connection and the sync, against the fake marketplace', () => {
  test.describe.configure({ mode: 'serial' });

  test('Connect opens the connect window, which connects the shop, tells the panel and closes', async ({ page }) => {
    await openSignedIn(page);
    await expect(page.getByTestId('token-status')).toHaveText('None found');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect to Etsy' }).click();
    const window = await popup;
    await window.waitForEvent('close', { timeout: 20_000 });
    await expect(page.getByTestId('token-status')).toContainText('Token found');
    await expect(page.getByTestId('token-status').locator('code')).toHaveText(/^.{20}$/);
  });

  test('fetch one listing is refused until the id is filled; safe update shows its progress and summary', async ({ page }) => {
    await openSignedIn(page);
    await expect(page.getByTestId('token-status')).toContainText('Token found');
    await expect(page.getByRole('button', { name: 'Fetch Listing' })).toBeDisabled();
    await page.getByRole('button', { name: 'Safe Update from Etsy (RECOMMENDED)' }).click();
    await expect(page.getByLabel('Recent activity')).toContainText('Batch 1 of');
    // For people to look at: the panel during a sync, at desktop and phone widths.
    await page.screenshot({ path: '.cache/screenshots/e2e-admin-sync-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.cache/screenshots/e2e-admin-sync-390.png', fullPage: true });
    const results = page.getByRole('dialog', { name: 'Sync Results' });
    await expect(results).toBeVisible({ timeout: 60_000 });
    await expect(results).toContainText(/Total: \d+ {2}Successful: \d+ {2}Failed: 0/);
    await expect(results).toContainText('... and');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
  });

  test('a listing renamed on Etsy: Fetch Listing brings the title in, Publish now rebuilds its page', async ({ page, request, baseURL }) => {
    test.slow();
    const listing = (await publicListings(request))[5]!;
    const fake = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 1000}`;
    const title = `Renamed ${listing.title}`.slice(0, 140);
    expect((await request.patch(`${fake}/__fake/listings/${listing.etsyListingId}`, { data: { title } })).status()).toBe(200);

    await openSignedIn(page);
    await page.getByLabel('Listing ID', { exact: true }).fill(String(listing.etsyListingId));
    await page.getByRole('button', { name: 'Fetch Listing' }).click();
    const results = page.getByRole('dialog', { name: 'Sync Results' });
    await expect(results).toContainText('Total: 1  Successful: 1  Failed: 0', { timeout: 60_000 });
    await results.getByRole('button', { name: 'OK', exact: true }).click();

    const status = page.getByTestId('publish-status');
    await page.reload();
    await expect(status).toHaveAttribute('data-changed', 'true');
    const builtBefore = (await status.getAttribute('data-built-at')) ?? '';
    const revision = (await (await request.get('/api/health')).json()).revision as number;
    const publishButton = page.getByRole('button', { name: 'Publish now' });
    await publishButton.click();
    await expect(page.getByRole('button', { name: 'Publishing…' })).toBeDisabled();
    // A new build is served, made from the data as it was when Publish now was pressed or later (the
    // journeys running beside this one may change data again meanwhile: 'changed' can be true again).
    await expect(status).not.toHaveAttribute('data-built-at', builtBefore, { timeout: 150_000 });
    expect(Number(await status.getAttribute('data-revision'))).toBeGreaterThanOrEqual(revision);
    await expect(publishButton).toBeEnabled();
    // The listing's own prebuilt page (same address: the slug is the owner's) was built with the new title.
    const html = await (await request.get(`/${listing.slug}`)).text();
    expect(html).toContain(`<title>${listingPageTitle(title).replace(/&/g, '&amp;')}`);
    await page.goto(`/${listing.slug}`);
    await expect(page.getByRole('dialog', { name: listingPageTitle(title), exact: true })).toBeVisible();
  });
});
