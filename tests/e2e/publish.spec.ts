import { listingPageTitle } from '../../src/domain/catalogue.ts';
import { connectShop, openSignedIn } from './support/admin.ts';
import { expect, publicListings, test } from './support/storefront.ts';

/**
 * Publishing rebuilds the site under the running server and reloads its Worker: this journey runs
 * alone, after every other (the 'publish' project in playwright.config.ts), so no journey reads a
 * page while its files are swapped.
 */
test.describe('publishing the site', () => {
  test('a listing renamed on Etsy: Fetch Listing brings the title in, Publish now rebuilds its page', async ({ page, request, baseURL }) => {
    test.slow();
    const listing = (await publicListings(request))[5]!;
    const fake = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 1000}`;
    const title = `Renamed ${listing.title}`.slice(0, 140);
    expect((await request.patch(`${fake}/__fake/listings/${listing.etsyListingId}`, { data: { title } })).status()).toBe(200);

    await openSignedIn(page);
    await connectShop(page);
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
    // A new build is served, made from the data as it was when Publish now was pressed.
    await expect(status).not.toHaveAttribute('data-built-at', builtBefore, { timeout: 150_000 });
    expect(Number(await status.getAttribute('data-revision'))).toBeGreaterThanOrEqual(revision);
    await expect(status).toHaveAttribute('data-changed', 'false');
    await expect(publishButton).toBeEnabled();
    // The listing's own prebuilt page (same address: the slug is the owner's) was built with the new title.
    const html = await (await request.get(`/${listing.slug}`)).text();
    expect(html).toContain(`<title>${listingPageTitle(title).replace(/&/g, '&amp;')}`);
    await page.goto(`/${listing.slug}`);
    await expect(page.getByRole('dialog', { name: listingPageTitle(title), exact: true })).toBeVisible();
  });
});
