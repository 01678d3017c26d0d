import type { Page } from '@playwright/test';
import { indexCatalogue, queryCatalogue } from '../../src/domain/catalogue.ts';
import { cardIds, countText, expect, hydrated, publicListings, resultsCount, searchBox, test } from './support/storefront.ts';

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

const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

for (const device of DEVICES)
  test.describe(`input at first paint on a ${device.name}, before the islands hydrate`, () => {
    test.use(device.use);
    /** A tap on a phone, a click on a desktop. */
    const press = (target: ReturnType<Page['getByRole']>) => (device.name === 'phone' ? target.tap() : target.click());

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

    test('Tags tapped before hydration opens its panel once the island is ready', async ({ page }) => {
      const release = await openBeforeHydration(page);
      await press(page.getByRole('button', { name: /^Tags/ }));
      release();
      await expect(page.getByRole('group', { name: 'Filter by tags' })).toBeVisible();
    });

    for (const how of ['Close', 'Escape'] as const) {
      test(`${how} on a deep-linked listing before hydration closes it to the home page`, async ({ page, request }) => {
        const listing = (await publicListings(request))[2]!;
        const release = await openBeforeHydration(page, `/${listing.slug}`);
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        if (how === 'Close') await press(dialog.getByRole('button', { name: 'Close' }));
        else await page.keyboard.press('Escape');
        release();
        await expect(page.getByRole('dialog')).toBeHidden();
        await expect(page).toHaveURL('/');
      });
    }
  });

test.describe('the favourites heart on a phone at first paint', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a heart tapped before hydration is kept once the island is ready', async ({ page, request }) => {
    const titles = new Map((await publicListings(request)).map((l) => [l.id, l.title]));
    const release = await openBeforeHydration(page);
    const listing = { title: titles.get((await cardIds(page, 1))[0]!)! };
    await page.getByRole('button', { name: `Add ${listing.title} to favourites` }).tap();
    release();
    await expect(page.getByRole('button', { name: `Remove ${listing.title} from favourites` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Favourites (1)' })).toBeVisible();
  });
});

test.describe('the Scene Builder on a phone at first paint', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Add decals tapped before hydration opens the decal list', async ({ page }) => {
    const release = await openBeforeHydration(page, '/scene-builder');
    await page.getByRole('button', { name: 'Add decals' }).tap();
    release();
    await expect(page.getByRole('button', { name: 'Close the decals' })).toHaveAttribute('aria-expanded', 'true');
  });
});
