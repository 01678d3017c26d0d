/**
 * @module e2e/support/storefront
 * Shared helpers of the storefront journeys: the real catalogue read from the API, and the page's
 * grid, counter and loading state found by role and label.
 */
import { test as base, expect, type APIRequestContext, type Locator, type Page, type Worker } from '@playwright/test';
import * as z from 'zod/mini';
import { dataOf, pageOf } from '../../../src/contracts/api.ts';
import {
  catalogueCardSchema,
  fullListingSchema,
  listingSummarySchema,
  tagCountSchema,
  type CatalogueCard,
  type FullListing,
  type ListingSummary,
  type TagCount,
} from '../../../src/contracts/listing.ts';
import { resultsCountText } from '../../../src/domain/catalogue.ts';

/** A plain silhouette standing in for every artwork file where the artwork itself is not under test. */
export const STUB_ARTWORK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 170" width="360" height="170"><rect x="40" y="30" width="280" height="110" rx="30" fill="#111"/></svg>';

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

/** A public listing as the API serves it: its summary and its catalogue card (the fields the catalogue rules read). */
export type Listing = ListingSummary & CatalogueCard;

const PAGE_SIZE = 999;

/** GETs an API path and parses its answer with the contract schema. */
async function apiGet<S extends z.ZodMiniType>(request: APIRequestContext, path: string, schema: S): Promise<z.output<S>> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return schema.parse(await response.json());
}

/** Every public listing, in the API's default order (best sellers first). */
export async function publicListings(request: APIRequestContext): Promise<Listing[]> {
  const summaries: ListingSummary[] = [];
  const cards = new Map<number, CatalogueCard>();
  for (let page = 1; ; page++) {
    const body = await apiGet(request, `/api/unified-stickers?limit=${PAGE_SIZE}&page=${page}`, pageOf(listingSummarySchema));
    summaries.push(...body.data);
    if (!body.pagination.hasNext) break;
  }
  for (let page = 1; ; page++) {
    const body = await apiGet(request, `/api/stickers?limit=${PAGE_SIZE}&page=${page}`, pageOf(catalogueCardSchema));
    for (const card of body.data) cards.set(card.id, card);
    if (!body.pagination.hasNext) break;
  }
  return summaries.map((s) => ({ ...s, ...cards.get(s.etsyListingId)! }));
}

/** One public listing in full (inventory, SKUs). */
export async function listingDetails(request: APIRequestContext, id: number): Promise<FullListing> {
  return (await apiGet(request, `/api/unified-stickers/${id}`, dataOf(fullListingSchema))).data;
}

/** Every tag with its count, most used first. */
export async function globalTags(request: APIRequestContext): Promise<TagCount[]> {
  return (await apiGet(request, '/api/global-tags', dataOf(z.array(tagCountSchema)))).data;
}

/**
 * Waits until the storefront island has hydrated: Astro drops the island's ssr attribute once React
 * has taken over the prebuilt HTML (events dispatched from then on reach React, even mid-hydration).
 */
export async function hydrated(page: Page): Promise<void> {
  // The storefront's island where there is one, not the hero's (which hydrates when the page is idle).
  const storefront = page.locator('astro-island[component-url*="StorefrontIsland"]');
  const island = (await storefront.count()) > 0 ? storefront : page.locator('astro-island').first();
  await expect(island).not.toHaveAttribute('ssr');
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

/** Where an element's top is on screen, in CSS px. */
export async function screenTop(locator: Locator): Promise<number> {
  return locator.evaluate((el) => el.getBoundingClientRect().top);
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

/** The counter text for a number of results: a search narrows them, and so many tags. */
export function countText(count: number, narrowed: { search?: boolean; tags?: number } = {}): string {
  return resultsCountText(count, { search: narrowed.search ?? false, tags: narrowed.tags ?? 0 });
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

/**
 * How each request under a path was made, from the page's or a worker's own resource timeline
 * ('fetch', 'link' ...): a worker's requests are in its timeline, not the page's.
 */
export function requestsUnder(target: Page | Worker, prefix: string): Promise<string[]> {
  const read = (prefix: string) =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith(prefix))
      .map((e) => (e as PerformanceResourceTiming).initiatorType);
  // The same call on both: TypeScript cannot call `evaluate` on the union of their overloads.
  return 'mainFrame' in target ? target.evaluate(read, prefix) : target.evaluate(read, prefix);
}

/** The page's background worker (src/client/background), once it has started. */
export async function backgroundWorker(page: Page): Promise<Worker> {
  await expect.poll(() => page.workers().filter((w) => new URL(w.url()).pathname.startsWith('/_astro/')).length).toBe(1);
  return page.workers().find((w) => new URL(w.url()).pathname.startsWith('/_astro/'))!;
}

/** A scene waits at most for the hero (5 s) and its images (5 s); the emergency reveal is at 15 s. */
const SCENE_REVEAL_TIMEOUT = 20_000;

/**
 * Waits until a parallax scene's box is revealed and all its layers show: they appear a frame or
 * more apart after the reveal (far to near), so a sticker may still be hidden, and out of the
 * accessibility tree, in the moments after `data-state` turns `initialized`.
 */
export async function sceneRevealed(box: Locator): Promise<void> {
  await expect(box.locator('.parallax-scene')).toHaveAttribute('data-state', 'initialized', { timeout: SCENE_REVEAL_TIMEOUT });
  await expect
    .poll(() => box.evaluate((el) => [...el.querySelectorAll('.parallax-layer')].every((l) => l.checkVisibility({ visibilityProperty: true }))))
    .toBe(true);
}
