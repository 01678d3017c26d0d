import type { Page } from '@playwright/test';
import { indexCatalogue } from '../../src/domain/catalogue.ts';
import { searchCatalogue, SIMILAR_DESIGNS_SHOWN, SIMILAR_DESIGNS_TEXT } from '../../src/domain/catalogue-search.ts';
import { isBuilderEligible } from '../../src/domain/scene.ts';
import { cardIds, countText, expect, openStorefront, publicListings, resultsCount, searchBox, test, type Listing } from './support/storefront.ts';

/** The Scene Builder with its sidebar of decals loaded. */
async function openBuilder(page: Page): Promise<void> {
  await page.goto('/scene-builder');
  await expect(page.getByRole('button', { name: /^Add .+ to the scene$/ }).first()).toBeVisible();
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Select your Decals' });
const sidebarIds = (page: Page) =>
  sidebar(page)
    .locator('.decal-item')
    .evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-listing-id'))));

async function searchSidebar(page: Page, text: string): Promise<void> {
  await sidebar(page).getByRole('searchbox', { name: 'Search decals' }).fill(text);
}

/** The one search as the list API runs it for the sidebar: builder listings, best sellers first. */
const sidebarSearch = (listings: Listing[], search: string) =>
  searchCatalogue(indexCatalogue(listings), { search, sortBy: 'sales' }, { similar: SIMILAR_DESIGNS_SHOWN, keep: (l) => l.hasArtwork });

test.describe('one search for the home page and the Scene Builder', () => {
  let listings: Listing[];
  let bigfoot: Listing[];

  test.beforeAll(async ({ request }) => {
    listings = await publicListings(request);
    bigfoot = listings.filter((l) => /bigfoot/i.test(`${l.title} ${l.tags.join(' ')}`));
  });

  test("the sidebar offers the dinosaur designs for 'dinosuar', as the home page does, not 'No stickers found'", async ({ page }) => {
    const expected = sidebarSearch(listings, 'dinosuar');
    expect(expected.items).toEqual([]);
    const shown = expected.similar.filter(isBuilderEligible);
    expect(shown.length).toBeGreaterThan(0);
    for (const listing of shown) expect(listing.category).toBe('Dinosaur Stickers');

    await openBuilder(page);
    await searchSidebar(page, 'dinosuar');
    await expect(sidebar(page).getByText(SIMILAR_DESIGNS_TEXT)).toBeVisible();
    await expect.poll(() => sidebarIds(page)).toEqual(shown.map((l) => l.id));
    await expect(sidebar(page).getByText('No stickers found')).toHaveCount(0);
    await expect(sidebar(page).locator('.decal-count')).toHaveText('0 stickers');
    // A closest design is a decal like any other: it goes onto the canvas.
    await sidebar(page)
      .getByRole('button', { name: `Add ${shown[0]!.title} to the scene` })
      .click();
    await expect(page.locator('.scene-sticker')).toHaveCount(1);
  });

  test("the sidebar finds the shop's Bigfoot listings for 'sasquatch'", async ({ page }) => {
    expect(bigfoot).toHaveLength(12);
    const expected = sidebarSearch(listings, 'sasquatch').items.filter(isBuilderEligible);
    expect(new Set(expected)).toEqual(new Set(bigfoot.filter(isBuilderEligible)));

    await openBuilder(page);
    await searchSidebar(page, 'sasquatch');
    await expect(sidebar(page).locator('.decal-count')).toHaveText(`${expected.length} stickers`);
    await expect.poll(() => sidebarIds(page)).toEqual(expected.map((l) => l.id));
    await expect(sidebar(page).getByText(SIMILAR_DESIGNS_TEXT)).toHaveCount(0);
  });

  test("the home page finds the same 12 Bigfoot listings for 'sasquatch'", async ({ page }) => {
    const expected = searchCatalogue(indexCatalogue(listings), { search: 'sasquatch', sortBy: 'best' }).items;
    expect(new Set(expected)).toEqual(new Set(bigfoot));
    await openStorefront(page);
    await searchBox(page).fill('sasquatch');
    await expect(resultsCount(page)).toHaveText(countText(12, { search: true }));
    await expect.poll(() => cardIds(page, 12)).toEqual(expected.map((l) => l.id));
  });
});
