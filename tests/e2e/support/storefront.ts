/**
 * @module e2e/support/storefront
 * Shared helpers of the storefront journeys: the real catalogue read from the API, and the page's
 * grid, counter and loading state found by role and label.
 */
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CatalogueItem } from '../../../src/domain/catalogue.ts';
import type { ListingSummary, UnifiedSticker } from '../../../src/db/unified.ts';

/** A plain silhouette standing in for every artwork file where the artwork itself is not under test. */
const STUB_ARTWORK = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 170" width="360" height="170"><rect x="40" y="30" width="280" height="110" rx="30" fill="#111"/></svg>';

/**
 * The storefront's test: like Playwright's, but every /artwork/*.svg request is answered with a stub
 * (a page load then costs the 2-core machine far less CPU). Specs about images opt out with
 * test.use({ realArtwork: true }).
 */
export const test = base.extend<{ realArtwork: boolean; stubArtwork: void }>({
  realArtwork: [false, { option: true }],
  stubArtwork: [
    async ({ context, realArtwork }, use) => {
      if (!realArtwork) await context.route(/\/artwork\/.+\.svg$/, (route) => route.fulfill({ contentType: 'image/svg+xml', body: STUB_ARTWORK }));
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** A public listing as the API lists it, with the fields the catalogue rules read. */
export type Listing = ListingSummary & CatalogueItem;

// Pages of 50, not one request of limit=999: a cold isolate answers a list of more than 99 ids
// with a 500 (see catalogue-api.spec.ts), and the journeys must not depend on that bug.
const PAGE_SIZE = 50;

/** Every public listing, in the API's default order (best sellers first). */
export async function publicListings(request: APIRequestContext): Promise<Listing[]> {
  const listings: Listing[] = [];
  for (let page = 1; ; page++) {
    const response = await request.get(`/api/unified-stickers?limit=${PAGE_SIZE}&page=${page}`);
    expect(response.status(), `GET /api/unified-stickers page ${page}`).toBe(200);
    const body = (await response.json()) as { data: ListingSummary[]; pagination: { hasNext: boolean } };
    listings.push(...body.data.map(asCatalogueItem));
    if (!body.pagination.hasNext) return listings;
  }
}

/** A listing summary with the field names of the catalogue rules; its SKUs are its sizes' SKUs. */
function asCatalogueItem(s: ListingSummary): Listing {
  return {
    ...s,
    id: s.etsyListingId,
    skus: s.sizes.map((size) => size.sku).filter(Boolean),
    sales: s.total_sales_volume,
    createdAt: s.created_at,
    updatedAt: s.updated_at,
  };
}

/** One public listing in full (inventory, SKUs). */
export async function listingDetails(request: APIRequestContext, id: number): Promise<UnifiedSticker> {
  const response = await request.get(`/api/unified-stickers/${id}`);
  expect(response.status(), `GET /api/unified-stickers/${id}`).toBe(200);
  return ((await response.json()) as { data: UnifiedSticker }).data;
}

/** Every tag with its count, most used first. */
export async function globalTags(request: APIRequestContext): Promise<{ tag: string; count: number }[]> {
  const response = await request.get('/api/global-tags');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { tag: string; count: number }[] }).data;
}

/**
 * Waits until the storefront island has hydrated: Astro drops the island's ssr attribute once React
 * has taken over the prebuilt HTML (events dispatched from then on reach React, even mid-hydration).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr');
}

/** Opens a storefront page and waits until it is interactive. */
export async function openStorefront(page: Page, path = '/'): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

/** The card links of the grid (never the modal's own links). */
export function gridCards(page: Page): Locator {
  return page.locator('#catalogue').getByRole('link');
}

/** The card of one listing in the grid. */
export function cardOf(page: Page, id: number): Locator {
  return page.locator(`#catalogue a[data-listing-id="${id}"]`);
}

/** The listing ids of the first cards of the grid, in order. */
export async function cardIds(page: Page, count: number): Promise<number[]> {
  const ids = await gridCards(page).evaluateAll((links) => links.map((a) => Number(a.getAttribute('data-listing-id'))));
  return ids.slice(0, count);
}

/** The results counter under the controls ('210 stickers', '3 stickers matching your search'). */
export function resultsCount(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^\d+ stickers?/ });
}

/** The counter text for a number of results. */
export function countText(count: number, filtering = false): string {
  return `${count} ${count === 1 ? 'sticker' : 'stickers'}${filtering ? ' matching your search' : ''}`;
}

/** The controls bar's search box. */
export function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search stickers' });
}

/** The grouping toggle, whichever way it reads. */
export function groupToggle(page: Page): Locator {
  return page.getByRole('button', { name: /^(Ungroup|Group by Section)$/ });
}

/** The tag dropdown's panel, opened. */
export async function openTagPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole('group', { name: 'Filter by tags' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: /^Tags/ }).click();
  await expect(panel).toBeVisible();
  return panel;
}

/** A tag's option in the open tag panel ('dino 13'). */
export function tagOption(panel: Locator, tag: { tag: string; count: number }): Locator {
  return panel.getByRole('checkbox', { name: `${tag.tag} ${tag.count}`, exact: true });
}

/** Escapes text for a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Scrolls until the grid has rendered all of its cards (it renders them in steps as its end nears). */
export async function renderWholeGrid(page: Page, total: number): Promise<void> {
  for (let shown = await gridCards(page).count(); shown < total; shown = await gridCards(page).count()) {
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await expect(gridCards(page)).not.toHaveCount(shown);
  }
}
