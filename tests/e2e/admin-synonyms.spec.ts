import type { Locator, Page } from '@playwright/test';
import { openSignedIn } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, publicListings, test } from './support/storefront.ts';

const card = (page: Page) => page.getByRole('region', { name: 'Search synonyms' });

/** The Scene Builder's sidebar with its decals loaded; answers its search box. */
async function openSidebar(page: Page): Promise<Locator> {
  await page.goto('/scene-builder');
  const sidebar = page.getByRole('complementary', { name: 'Select your Decals' });
  await expect(sidebar.getByRole('button', { name: /^Add .+ to the scene$/ }).first()).toBeVisible();
  return sidebar.getByRole('searchbox', { name: 'Search decals' });
}

test.describe('search synonyms in the admin panel', () => {
  test('the card shows the built-in list and refuses two words or a built-in pair before sending', async ({ page }) => {
    await openSignedIn(page);
    await expect(card(page)).toContainText('the home page’s search once the site is published again');
    await card(page)
      .getByText(/^Built in \(\d+\)$/)
      .click();
    await expect(card(page).getByText('sasquatch → bigfoot')).toBeVisible();
    expect(await seriousViolations(page, ['section[aria-labelledby="search-synonyms"]'])).toEqual([]);

    await card(page).getByLabel('Shopper’s word').fill('big foot');
    await card(page).getByLabel('Finds what this finds').fill('bigfoot');
    await card(page).getByRole('button', { name: 'Add synonym' }).click();
    await expect(card(page).getByRole('alert')).toHaveText('Shopper’s word: One word of 2 to 30 letters or digits');
    await card(page).getByLabel('Shopper’s word').fill('Sasquatch');
    await card(page).getByRole('button', { name: 'Add synonym' }).click();
    await expect(card(page).getByRole('alert')).toHaveText('sasquatch → bigfoot is built in.');
  });

  test('the owner adds a word, the Scene Builder finds with it at once, and removes it', async ({ page, browser, request }) => {
    const bigfootWithArt = (await publicListings(request)).filter((l) => l.svgPath && /bigfoot/i.test(`${l.title} ${l.tags.join(' ')}`));
    expect(bigfootWithArt.length).toBeGreaterThan(0);
    await openSignedIn(page);
    await expect(card(page).getByText('None of your own yet.')).toBeVisible();
    const word = card(page).getByLabel('Shopper’s word');
    await word.fill('Yowie');
    await card(page).getByLabel('Finds what this finds').fill('Bigfoot');
    await card(page).getByRole('button', { name: 'Add synonym' }).click();
    await expect(card(page).getByRole('status')).toHaveText('Added yowie → bigfoot.');
    await expect(card(page).getByRole('list', { name: 'Your synonyms' })).toHaveText(/yowie → bigfoot/);
    await expect(word).toHaveValue('');
    await page.reload();
    await expect(card(page).getByRole('list', { name: 'Your synonyms' })).toHaveText(/yowie → bigfoot/);

    // The Scene Builder's search runs in the Worker over the live data: the new word works at once.
    const shopper = await browser.newPage();
    const search = await openSidebar(shopper);
    await search.fill('yowie');
    await expect(shopper.locator('.decal-count')).toHaveText(`${bigfootWithArt.length} stickers`);

    await card(page).getByRole('button', { name: 'Remove yowie → bigfoot' }).click();
    await expect(card(page).getByRole('status')).toHaveText('Removed yowie → bigfoot.');
    await expect(card(page).getByText('None of your own yet.')).toBeVisible();
    await search.fill('');
    await expect(shopper.locator('.decal-count')).not.toHaveText(`${bigfootWithArt.length} stickers`);
    await search.fill('yowie');
    await expect(shopper.locator('.decal-count')).toHaveText('0 stickers');
    await shopper.close();
  });
});
