import type { APIRequestContext, Page } from '@playwright/test';
import { indexCatalogue, queryCatalogue } from '../../src/domain/catalogue.ts';
import { cardIds, countText, escapeRegExp, expect, hydrated, publicListings, resultsCount, searchBox, test } from './support/storefront.ts';

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

/** A listing whose prebuilt gallery has every control: the true-size mockups (a size with its measure), photos, and the Scene Builder link. */
async function galleryListing(request: APIRequestContext) {
  return (await publicListings(request)).find((l) => l.hasArtwork && !l.isSet && !l.isPack && l.all_image_urls.length >= 2 && l.sizeVariations.length >= 2)!;
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

    test('a deep-linked listing scrolled before hydration stays where the shopper scrolled it', async ({ page, request }) => {
      const listing = (await publicListings(request))[0]!;
      const release = await openBeforeHydration(page, `/${listing.slug}`);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Down to the reviews, by the wheel: no press or key, which would hydrate the page at once.
      const overlay = page.locator('.listing-overlay');
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => overlay.evaluate((el) => el.scrollTop)).toBeGreaterThan(300);
      const scrolled = await overlay.evaluate((el) => el.scrollTop);
      release();
      await hydrated(page);
      // Hydrated: the focus is on Close, as on any opened listing, without bringing it into view.
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      expect(await overlay.evaluate((el) => el.scrollTop)).toBe(scrolled);
    });

    test.describe('the gallery of a deep-linked listing', () => {
      /** The prebuilt gallery, shown before any script has run. */
      const openGallery = async (page: Page, request: APIRequestContext) => {
        const listing = await galleryListing(request);
        const release = await openBeforeHydration(page, `/${listing.slug}`);
        const gallery = page.getByRole('dialog').getByRole('group', { name: `Pictures of ${listing.title}` });
        await expect(gallery).toBeVisible();
        return { listing, gallery, release };
      };
      /** The dot of the picture on show. */
      const currentDot = (gallery: ReturnType<Page['getByRole']>) =>
        gallery.getByRole('button', { name: /^Picture \d+ of \d+: / }).and(gallery.locator('[aria-current="true"]'));

      test('Previous picture tapped before hydration goes round to the last photo once the island is ready', async ({ page, request }) => {
        const { listing, gallery, release } = await openGallery(page, request);
        const photos = listing.all_image_urls.length;
        await press(gallery.getByRole('button', { name: 'Previous picture' }));
        release();
        await hydrated(page);
        await expect(currentDot(gallery)).toHaveAccessibleName(new RegExp(`: Photo ${photos} of ${photos}$`));
        await expect(gallery.getByRole('img', { name: `${listing.title}: Photo ${photos} of ${photos}` })).toBeVisible();
      });

      test('Next picture tapped twice before hydration moves two pictures on, past the car mockup to the laptop', async ({ page, request }) => {
        const { listing, gallery, release } = await openGallery(page, request);
        const next = gallery.getByRole('button', { name: 'Next picture' });
        await press(next);
        await press(next);
        release();
        await hydrated(page);
        await expect(currentDot(gallery)).toHaveAccessibleName(new RegExp(`^Picture 3 of \\d+: ${escapeRegExp(listing.title)} at true size on a laptop$`));
        await expect(gallery.getByRole('img', { name: new RegExp(`^${escapeRegExp(listing.title)} at true size on a laptop, `) })).toBeVisible();
      });

      test('a dot tapped before hydration shows its picture once the island is ready', async ({ page, request }) => {
        const { listing, gallery, release } = await openGallery(page, request);
        const dot = gallery.getByRole('button', { name: /^Picture \d+ of \d+: Photo 1 of \d+$/ });
        await press(dot);
        release();
        await hydrated(page);
        await expect(dot).toHaveAttribute('aria-current', 'true');
        await expect(gallery.getByRole('img', { name: new RegExp(`^${escapeRegExp(listing.title)}: Photo 1 of \\d+$`) })).toBeVisible();
      });

      test('the picture tapped before hydration opens in the zoom once the island is ready', async ({ page, request }) => {
        const { gallery, release } = await openGallery(page, request);
        await press(gallery.getByRole('button', { name: 'Zoom in: Colour preview' }));
        release();
        await hydrated(page);
        await expect(page.getByRole('dialog', { name: 'Zoomed: Colour preview' })).toBeVisible();
      });

      test('Open in Scene Builder tapped before hydration opens the Scene Builder with the decal (a link: it needs no script)', async ({ page, request }) => {
        const { listing, gallery, release } = await openGallery(page, request);
        const link = gallery.getByRole('link', { name: 'Open in Scene Builder' });
        const href = (await link.getAttribute('href'))!;
        expect(href).toMatch(/^\/scene-builder\?scene=.+&background=car$/);
        await press(link);
        await expect(page).toHaveURL(href);
        release();
        await expect(page.getByLabel(new RegExp(`^${escapeRegExp(listing.title)}, `))).toBeVisible();
        await expect(page.getByLabel('Background')).toHaveValue('car');
      });
    });
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
