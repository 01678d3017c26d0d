import type { Page } from '@playwright/test';
import { listingPageTitle } from '../../src/domain/catalogue.ts';
import { matchWords, resolveSlugAmong, slugCandidates } from '../../src/domain/slug.ts';
import { demoShop } from '../../scripts/seed/catalogue.ts';
import { HOME_HEADING } from '../../src/site.ts';
import { RENDER_STEP } from '../../src/domain/storefront-view.ts';
import { backgroundWorker, cardIds, expect, hydrated, publicListings, requestsUnder, test, type Listing } from './support/storefront.ts';

/** The page description: the first line of the listing's description, cut at 155 characters. */
function pageDescription(listing: Listing): string {
  const firstLine = listing.description.split('\n').find((line) => line.trim()) ?? listing.title;
  return firstLine.length > 155 ? `${firstLine.slice(0, 152).trimEnd()}...` : firstLine;
}

/** A path of a few words of a real title that is not its slug and names that listing alone. */
function fuzzyPathFor(listings: Listing[]): { path: string; listing: Listing } {
  const candidates = slugCandidates(listings);
  for (const listing of listings) {
    const words = matchWords(listing.title).slice(0, 3);
    if (words.length < 2) continue;
    const path = words.join('-');
    const score = (c: (typeof candidates)[number]) => words.filter((w) => c.words.has(w)).length;
    const best = candidates.filter((c) => score(c) === words.length);
    if (path !== listing.slug && best.length === 1 && resolveSlugAmong(path, candidates) === listing) return { path, listing };
  }
  throw new Error('No title has words that name it alone');
}

/** Opens home, then the listing's own page (both hydrated); answers home's first 12 cards. */
async function homeThenListingPage(page: Page, listing: Listing): Promise<number[]> {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  const home = await cardIds(page, 12);
  await page.goto(`/${listing.slug}`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  return home;
}

test.describe('deep links, crawler files and unknown paths', () => {
  let listings: Listing[];

  test.beforeAll(async ({ request }) => {
    listings = await publicListings(request);
  });

  test('a listing page is served with its own title, description, canonical URL, image and Product data, and opens with its modal', async ({
    page,
    baseURL,
  }) => {
    const listing = listings.find((l) => l.svgPath && l.etsyUrl && l.price && l.description.split('\n')[0]!.length > 20)!;
    const response = await page.goto(`/${listing.slug}`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);

    const canonical = `${baseURL}/${listing.slug}`;
    await expect(page).toHaveTitle(listingPageTitle(listing.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', pageDescription(listing));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}${listing.svgPath}`);

    // The Product first, then the BreadcrumbList (structured-data.spec.ts checks both on every listing).
    const product = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<string, unknown>;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: listing.title,
      url: canonical,
      offers: { '@type': 'Offer', url: listing.etsyUrl },
    });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    await expect(page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true })).toBeVisible();
  });

  test("wider than a phone, a listing page reads the rest of the catalogue once idle, for the grid around its modal; closing shows the home page's view", async ({
    page,
  }) => {
    const home = await homeThenListingPage(
      page,
      listings.find((l) => l.svgPath)!,
    );
    const worker = await backgroundWorker(page);
    // Read by the background worker, which checks it against its contract off the page's main thread.
    await expect.poll(() => requestsUnder(worker, '/catalogue/')).toEqual(['fetch']);
    await expect(page.locator('#catalogue').getByRole('link')).toHaveCount(RENDER_STEP);

    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => cardIds(page, 12)).toEqual(home);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("a listing page reads the rest of the catalogue only when the shopper leaves the listing, then shows the home page's view", async ({ page }) => {
      const home = await homeThenListingPage(
        page,
        listings.find((l) => l.svgPath)!,
      );
      await expect(page.locator('html')).toHaveAttribute('data-loaded', 'true');
      // The grid is hidden under the modal: the page prefetches the file once idle (a link) but does not read it.
      await expect.poll(() => requestsUnder(page, '/catalogue/')).toContain('link');
      const worker = await backgroundWorker(page);
      expect(await requestsUnder(worker, '/catalogue/')).toEqual([]);

      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => requestsUnder(worker, '/catalogue/')).toEqual(['fetch']);
      await expect.poll(() => cardIds(page, 12)).toEqual(home);
    });
  });

  test("a listing page's live details are read and checked in the background worker, never on the page's main thread", async ({ page }) => {
    const listing = listings.find((l) => l.svgPath && !l.hasPriceFallback)!;
    const details = `/api/unified-stickers/${listing.id}`;
    await page.goto(`/${listing.slug}`, { waitUntil: 'domcontentloaded' });
    const worker = await backgroundWorker(page);
    await expect.poll(() => requestsUnder(worker, details)).toEqual(['fetch']);
    expect(await requestsUnder(page, '/api/')).toEqual([]);
    // The details cross to the page: its sizes and colours, as choices.
    const dialog = page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true });
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    // The similar designs shown under it are counted from there too.
    await expect(dialog.locator('.similar-list a').first()).toBeAttached();
    await expect.poll(() => requestsUnder(worker, `/api/listing-recommendations/${listing.id}`)).toEqual(['fetch']);
  });

  test('a fuzzy path of title words answers 301 to the canonical listing page', async ({ page, request }) => {
    const { path, listing } = fuzzyPathFor(listings);
    const response = await request.get(`/${path}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(`/${listing.slug}`);

    await page.goto(`/${path}`);
    await expect(page).toHaveURL(`/${listing.slug}`);
    await expect(page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true })).toBeVisible();
  });

  test("an unknown path answers 404 with 'Page Not Found' and a way home", async ({ page, request }) => {
    const response = await page.goto('/qzxv-jqzx-nothing-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect((await request.get('/no/such/page')).status()).toBe(404);
  });

  test('a deep link with a one-letter typo still finds its listing; marketing words alone find none', async ({ request }) => {
    const skull = listings.find((l) => /^triceratops skull/i.test(l.title));
    expect(skull, 'the demo shop has a triceratops skull').toBeTruthy();
    const typo = await request.get('/triceratops-skul-die-cut-vinyl-decal', { maxRedirects: 0 });
    expect(typo.status()).toBe(301);
    expect(typo.headers()['location']).toBe(`/${skull!.slug}`);
    expect((await request.get('/gift-for-him', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('the 404 page offers a search box and up to 6 closest listings', async ({ page }) => {
    const response = await page.goto('/shop/raptor-running-sticker-thing');
    expect(response?.status()).toBe(404);
    const closest = page.getByRole('list', { name: 'Closest designs' }).getByRole('link');
    await expect(closest.first()).toBeVisible();
    expect(await closest.count()).toBeLessThanOrEqual(6);
    const first = await closest.first().getAttribute('href');
    expect(first).toMatch(/^\/[a-z0-9-]+-vinyl-decal$/);
    expect(listings.some((l) => `/${l.slug}` === first && /raptor/i.test(l.title))).toBe(true);

    const search = page.getByRole('search').getByRole('searchbox', { name: 'Search stickers' });
    await search.fill('raptor');
    await search.press('Enter');
    await expect(page).toHaveURL('/?q=raptor');
    await expect(page.getByRole('searchbox', { name: 'Search stickers' }).first()).toHaveValue('raptor');
  });

  test('the sitemap lists exactly the public listings plus home, FAQ and the Scene Builder, and every URL answers 200', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toHaveLength(listings.length + 3);
    const paths = locs.map((loc) => new URL(loc).pathname);
    expect(new Set(locs.map((loc) => new URL(loc).origin))).toEqual(new Set([baseURL]));
    expect(new Set(paths)).toEqual(new Set(['/', '/faq', '/scene-builder', ...listings.map((l) => `/${l.slug}`)]));

    // Hidden listings have no page: only the public ones are listed, and each listed page exists.
    const statuses: number[] = [];
    for (let i = 0; i < paths.length; i += 24) {
      statuses.push(...(await Promise.all(paths.slice(i, i + 24).map(async (path) => (await request.get(path, { maxRedirects: 0 })).status()))));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  test('hidden listings of the demo shop have no page and no API answer', async ({ request }) => {
    // The server is seeded with the deterministic demo shop: its generator names the hidden listings.
    const hidden = demoShop()
      .listings.map((l) => l.row)
      .filter((row) => !row.publicVisible);
    expect(hidden.length).toBeGreaterThan(0);
    const publicSlugs = new Set(listings.map((l) => `/${l.slug}`));
    for (const row of hidden) {
      expect(publicSlugs.has(`/${row.slug}`)).toBe(false);
      expect((await request.get(`/api/unified-stickers/${row.etsyListingId}`)).status()).toBe(404);
      // Its path is no page: a 404, or at most a 301 to a public listing whose title shares its words.
      const response = await request.get(`/${row.slug}`, { maxRedirects: 0 });
      const location = response.headers()['location'];
      const target = location === undefined ? 'nowhere' : publicSlugs.has(new URL(location, 'http://x').pathname) ? 'a public listing' : location;
      expect(['404 to nowhere', '301 to a public listing']).toContain(`${response.status()} to ${target}`);
    }
  });

  test('robots.txt names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
