import type { Request } from '@playwright/test';
import type { AnalyticsEvent } from '../../src/contracts/events.ts';
import { indexCatalogue, queryCatalogue } from '../../src/domain/catalogue.ts';
import { similarDesigns } from '../../src/domain/similar-designs.ts';
import {
  cardIds,
  countText,
  expect,
  groupToggle,
  listingDetails,
  openStorefront,
  publicListings,
  resultsCount,
  searchBox,
  test,
  type Listing,
} from './support/storefront.ts';

/** What the grid should show for a search, by the catalogue rules (best match first, the default while searching). */
const expectedFor = (listings: Listing[], search: string) => queryCatalogue(indexCatalogue(listings), { search, sortBy: 'best' });

/** A two-letter query taken from a real title that selects some listings but not all. */
function twoLetterQuery(listings: Listing[]): string {
  for (const listing of listings) {
    const q = listing.title
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 2);
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
    await expect(resultsCount(page)).toHaveText(countText(expected.length, { search: true }));
    await expect.poll(() => cardIds(page, 12)).toEqual(expected.slice(0, 12).map((l) => l.id));
  });

  test('a SKU finds its listing', async ({ page, request }) => {
    const listing = listings[5]!;
    const sku = (await listingDetails(request, listing.id)).listing_data.skus[0];
    expect(sku, 'the listing has a SKU').toBeTruthy();
    const expected = expectedFor(listings, sku!);
    expect(expected.map((l) => l.id)).toContain(listing.id);
    await searchBox(page).fill(sku!);
    await expect(resultsCount(page)).toHaveText(countText(expected.length, { search: true }));
    await expect.poll(() => cardIds(page, expected.length)).toEqual(expected.map((l) => l.id));
  });

  test('the search is kept in the URL and survives a reload', async ({ page }) => {
    const q = twoLetterQuery(listings);
    const expected = expectedFor(listings, q);
    await searchBox(page).fill(q);
    await expect(page).toHaveURL(`/?q=${q}`);
    await page.reload();
    await expect(searchBox(page)).toHaveValue(q);
    await expect(resultsCount(page)).toHaveText(countText(expected.length, { search: true }));
  });

  test('a search that matches nothing says so', async ({ page }) => {
    const nonsense = 'qzxvjqzxv';
    expect(expectedFor(listings, nonsense)).toHaveLength(0);
    await searchBox(page).fill(nonsense);
    await expect(page.getByText('No stickers found. Try adjusting your search or filters.')).toBeVisible();
    await expect(resultsCount(page)).toHaveText(countText(0, { search: true }));
  });

  test('punctuation inside a word does not matter: "trex" finds what "T-Rex" finds', async ({ page }) => {
    const expected = expectedFor(listings, 't-rex');
    expect(expected.length).toBeGreaterThan(0);
    expect(expectedFor(listings, 'trex').map((l) => l.id)).toEqual(expected.map((l) => l.id));
    await searchBox(page).fill('trex');
    await expect(resultsCount(page)).toHaveText(countText(expected.length, { search: true }));
    await expect.poll(() => cardIds(page, expected.length)).toEqual(expected.map((l) => l.id));
  });

  test('while a search is active, Best match is offered first and chosen; clearing it goes back to Best selling', async ({ page }) => {
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort.locator('option').first()).toHaveText('Best selling');
    await searchBox(page).fill('truck');
    await expect(sort).toHaveValue('best');
    await expect(sort.locator('option').first()).toHaveText('Best match');
    const expected = expectedFor(listings, 'truck');
    await expect.poll(() => cardIds(page, 6)).toEqual(expected.slice(0, 6).map((l) => l.id));
    // The first results name a truck in the design's name, not only in the shop words of the title.
    for (const listing of expected.slice(0, 3)) expect(listing.title.split(' - ')[0]!.toLowerCase()).toContain('truck');
    await searchBox(page).fill('');
    await expect(sort).toHaveValue('sales');
    await expect(sort.locator('option', { hasText: 'Best match' })).toHaveCount(0);
  });

  test('a search with no result shows the closest designs, and is counted as a zero-result search', async ({ page }) => {
    const typo = 'stegosaurrus';
    expect(expectedFor(listings, typo)).toHaveLength(0);
    const similar = similarDesigns(indexCatalogue(listings), typo, 8);
    expect(similar.length).toBeGreaterThan(0);
    const batches: Request[] = [];
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/events' && batches.push(r));

    await searchBox(page).fill(typo);
    await expect(page.getByRole('heading', { name: 'No exact match, similar designs:' })).toBeVisible();
    await expect.poll(() => cardIds(page, similar.length)).toEqual(similar.map((l) => l.id));
    await expect(resultsCount(page)).toHaveText(countText(0, { search: true }));

    // The event is queued once the shopper pauses; queued events leave when the page hides.
    await page.evaluate(() => Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true }));
    const sent = async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      return batches.flatMap((r) => (r.postDataJSON() as { events: AnalyticsEvent[] }).events);
    };
    await expect
      .poll(sent, { timeout: 10_000 })
      .toContainEqual(expect.objectContaining({ type: 'search_filter', name: 'zero_results', data: expect.objectContaining({ search: typo, results: 0 }) }));
  });
});
