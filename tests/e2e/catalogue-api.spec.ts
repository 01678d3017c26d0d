import { indexCatalogue, queryCatalogue } from '../../src/domain/catalogue.ts';
import { countText, expect, openStorefront, publicListings, resultsCount, searchBox, test, type Listing } from './support/storefront.ts';

test.describe('the whole catalogue from the list API', () => {
  let listings: Listing[];

  test.beforeAll(async ({ request }) => {
    listings = await publicListings(request);
  });

  test('when the catalogue file fails, the storefront loads every listing from the API instead', async ({ page }) => {
    await page.route(/\/catalogue\/[^/]+\.json$/, (route) => route.abort('failed'));
    const word = listings.at(-1)!.title.split(' ')[0]!.toLowerCase();
    const expected = queryCatalogue(indexCatalogue(listings), { search: word });
    const fromApi = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stickers');
    await openStorefront(page);
    await searchBox(page).fill(word);
    expect((await fromApi).status()).toBe(200);
    await expect(resultsCount(page)).toHaveText(countText(expected.length, { search: true }));
    await expect(page.getByText('Failed to Load Stickers')).toBeHidden();
  });

  test('limit=999 answers every public listing at once, even from a cold isolate', async ({ request }) => {
    const response = await request.get('/api/unified-stickers?limit=999');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: unknown[]; pagination: { total: number; hasNext: boolean } };
    expect(body.data).toHaveLength(listings.length);
    expect(body.pagination).toMatchObject({ total: listings.length, hasNext: false });
  });
});
