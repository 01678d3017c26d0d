import { listingPageTitle } from '../../src/domain/catalogue.ts';
import type { Page } from '@playwright/test';
import { connectShop, openSignedIn } from './support/admin.ts';
import { loadSceneOnHome } from './support/parallax-panel.ts';
import { expect, publicListings, test } from './support/storefront.ts';

/**
 * Publishing rebuilds the site under the running server and reloads its Worker: this journey runs
 * alone, after every other (the 'publish' project in playwright.config.ts), so no journey reads a
 * page while its files are swapped.
 */
test.describe('publishing the site', () => {
  test('a listing renamed on Etsy (Fetch Listing brings the title in) and a new scene placed: Publish now rebuilds the pages with both', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const listing = (await publicListings(request))[5]!;
    const fake = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 1000}`;
    const title = `Renamed ${listing.title}`.slice(0, 140);
    expect((await request.patch(`${fake}/__fake/listings/${listing.etsyListingId}`, { data: { title } })).status()).toBe(200);

    const scene = await placeNewScene(page);
    await openSignedIn(page);
    await connectShop(page);
    await page.getByLabel('Listing ID or Etsy address').fill(String(listing.etsyListingId));
    await page.getByRole('button', { name: 'Fetch Listing' }).click();
    const results = page.getByRole('dialog', { name: 'Sync Results' });
    await expect(results).toContainText('Listings: 1  New: 0  Changed: 1  Unchanged: 0  Failed: 0', { timeout: 60_000 });
    await expect(results).toContainText('Fields changed: title (1)');
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

    // The owner's new scene shows above its category's group and before its listing's card.
    await page.goto('/');
    const above = page.locator(`[data-scene-box="category"][data-scene-name="${scene.name}"]`);
    await expect(above).toHaveAttribute('aria-label', `${scene.category} scene`);
    await above.scrollIntoViewIfNeeded();
    await expect(above.locator('.parallax-scene')).toHaveAttribute('data-scene', scene.name, { timeout: 20_000 });
    const before = page.locator('.parallax-row', { has: page.locator(`[data-scene-name="${scene.name}"]`) });
    await expect(before.locator('+ li .sticker-card')).toHaveAttribute('data-listing-id', scene.listingId);
    await page.screenshot({ path: '.cache/screenshots/e2e-published-scene-1280.png' });
  });
});

/**
 * The owner's way to a new scene on the home page: built in the Scene Builder and saved as a parallax
 * scene, then loaded into the panel from a scene on the home page, assigned to a category and
 * inserted before a listing's card. Answers where it should show once published.
 */
async function placeNewScene(page: Page): Promise<{ name: string; category: string; listingId: string }> {
  await openSignedIn(page, '/scene-builder?admin=true');
  const add = page.getByRole('button', { name: /^Add .+ to the scene$/ });
  await expect(add.first()).toBeVisible();
  for (let i = 0; i < 3; i++) await add.nth(i).click();
  const name = `published-${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Save as Parallax Scene' }).click();
  const save = page.getByRole('dialog', { name: 'Save as Parallax Scene' });
  await save.getByLabel('Scene name').fill(name);
  await save.getByRole('button', { name: 'Save scene' }).click();
  await expect(page.getByText(`Scene ‘${name}’ saved`)).toBeVisible();

  await page.goto('/?admin=true');
  const card = page.locator('.sticker-card').nth(2);
  const listingId = (await card.getAttribute('data-listing-id'))!;
  const listingTitle = (await card.locator('.title').getAttribute('title'))!;
  const { panel } = await loadSceneOnHome(page, name);

  const categories = panel.getByLabel('Show above the group of');
  // The second group on the page (the first's scene is the one the panel was opened from).
  const category = await page.locator('.category-section h2').nth(1).innerText();
  await expect(categories.locator('option', { hasText: category })).toHaveCount(1);
  await categories.selectOption(category);
  await panel.getByRole('button', { name: 'Assign to category' }).click();
  await expect(panel.getByRole('status')).toHaveText(`‘${name}’ shows above ${category}`);
  await panel.getByLabel('Search listings').fill(listingTitle);
  await panel
    .getByRole('list', { name: 'Listings found' })
    .getByRole('button', { name: `Insert before ${listingTitle}`, exact: true })
    .click();
  await expect(panel.getByRole('status')).toContainText(`‘${name}’ shows before`);
  await expect(panel.getByText('Inserted before 1 listing:')).toBeVisible();
  return { name, category, listingId };
}
