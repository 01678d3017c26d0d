import { indexCatalogue, queryCatalogue } from '../../src/domain/catalogue.ts';
import { cardIds, countText, expect, groupToggle, listingDetails, openStorefront, publicListings, resultsCount, searchBox, test, type Listing } from './support/storefront.ts';

/** What the grid should show for a search, by the catalogue rules (best sellers first). */
const expectedFor = (listings: Listing[], search: string) => queryCatalogue(indexCatalogue(listings), { search, sortBy: 'sales' });

/** A two-letter query taken from a real title that selects some listings but not all. */
function twoLetterQuery(listings: Listing[]): string {
  for (const listing of listings) {
    const q = listing.title.toLowerCase().replace(/[^a-z]/g, '').slice(0, 2);
    const found = expectedFor(listings, q).length;
    if (q.length === 2 && found > 0 && found < listings.length) return q;
  }
  throw new Error('No two-letter query narrows the catalogue');
}

test.describe('searching the catalogue', () => {
  let listings: Listing[];

  test.beforeAll(async ({ request }) => {
    listings = await publicListings(request);
  });

  test.beforeEach(async ({ page }) => {
    await openStorefront(page);
    await expect(resultsCount(page)).toHaveText(countText(listings.length));
  });

  test('one character does not filter the grid; two characters filter it by the search rules', async ({ page }) => {
    const q = twoLetterQuery(listings);
    await searchBox(page).fill(q.charAt(0));
    await expect(searchBox(page)).toHaveValue(q.charAt(0));
    await expect(resultsCount(page)).toHaveText(countText(listings.length));
    await expect(groupToggle(page)).toBeEnabled();

    const expected = expectedFor(listings, q);
    await searchBox(page).fill(q);
    await expect(resultsCount(page)).toHaveText(countText(expected.length, true));
    await expect.poll(() => cardIds(page, 12)).toEqual(expected.slice(0, 12).map((l) => l.id));
  });

  test('a SKU finds its listing', async ({ page, request }) => {
    const listing = listings[5]!;
    const sku = (await listingDetails(request, listing.id)).listing_data.skus[0];
    expect(sku, 'the listing has a SKU').toBeTruthy();
    const expected = expectedFor(listings, sku!);
    expect(expected.map((l) => l.id)).toContain(listing.id);
    await searchBox(page).fill(sku!);
    await expect(resultsCount(page)).toHaveText(countText(expected.length, true));
    await expect.poll(() => cardIds(page, expected.length)).toEqual(expected.map((l) => l.id));
  });

  test('the search is kept in the URL and survives a reload', async ({ page }) => {
    const q = twoLetterQuery(listings);
    const expected = expectedFor(listings, q);
    await searchBox(page).fill(q);
    await expect(page).toHaveURL(`/?q=${q}`);
    await page.reload();
    await expect(searchBox(page)).toHaveValue(q);
    await expect(resultsCount(page)).toHaveText(countText(expected.length, true));
  });

  test('a search that matches nothing says so', async ({ page }) => {
    const nonsense = 'qzxvjqzxv';
    expect(expectedFor(listings, nonsense)).toHaveLength(0);
    await searchBox(page).fill(nonsense);
    await expect(page.getByText('No stickers found. Try adjusting your search or filters.')).toBeVisible();
    await expect(resultsCount(page)).toHaveText(countText(0, true));
  });
});
