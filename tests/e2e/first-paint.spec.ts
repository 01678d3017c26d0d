import type { Page } from '@playwright/test';
import { indexCatalogue, queryCatalogue } from '../../src/domain/catalogue.ts';
import { countText, expect, hydrated, publicListings, resultsCount, searchBox, test } from './support/storefront.ts';

/**
 * What a person does the moment a control shows, before its island has hydrated: the scripts are
 * held back a moment (a slow phone), so the input surely comes first, and it must not be lost.
 */
async function openBeforeHydration(page: Page, path = '/'): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

test.describe('input at first paint, before the islands hydrate', () => {
  test('a search typed before hydration filters the grid once it hydrates', async ({ page, request }) => {
    const listings = await publicListings(request);
    const word = listings[3]!.title.split(' ')[0]!.toLowerCase();
    const expected = queryCatalogue(indexCatalogue(listings), { search: word });
    const release = await openBeforeHydration(page);
    await searchBox(page).fill(word);
    release();
    await hydrated(page);
    await expect(searchBox(page)).toHaveValue(word);
    await expect(resultsCount(page)).toHaveText(countText(expected.length, { search: true }));
  });

  test('Enter in the search before hydration searches too (the box is a form that works without script)', async ({ page, request }) => {
    const listings = await publicListings(request);
    const word = listings[5]!.title.split(' ')[0]!.toLowerCase();
    const expected = queryCatalogue(indexCatalogue(listings), { search: word });
    const release = await openBeforeHydration(page);
    await searchBox(page).fill(word);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/?q=${encodeURIComponent(word)}`);
    release();
    await hydrated(page);
    await expect(resultsCount(page)).toHaveText(countText(expected.length, { search: true }));
  });
});
