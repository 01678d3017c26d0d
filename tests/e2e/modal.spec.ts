import type { Page } from '@playwright/test';
import { indexCatalogue, listingPageTitle, queryCatalogue } from '../../src/domain/catalogue.ts';
import { HOLIDAY_TERMS, similarityOrder, similarityScore } from '../../src/domain/similarity.ts';
import { COLORS } from '../../src/domain/colors.ts';
import { backdropContrast, MIN_SHAPE_CONTRAST } from '../../src/domain/contrast.ts';
import { RENDER_STEP } from '../../src/domain/storefront-view.ts';
import { LISTING_OPENING } from '../../src/features/storefront/texts.ts';
import {
  cardIds,
  cardOf,
  screenTop,
  countText,
  escapeRegExp,
  expect,
  globalTags,
  gridCards,
  openStorefront,
  openTagPanel,
  publicListings,
  renderWholeGrid,
  resultsCount,
  searchBox,
  tagOption,
  test,
  type Listing,
} from './support/storefront.ts';

const dialogOf = (page: Page, listing: Listing) => page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** 'rgb(247, 247, 244)' as '#f7f7f4'. */
const hexOf = (rgb: string) =>
  `#${rgb
    .match(/\d+/g)!
    .slice(0, 3)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('')}`;

/** Opens a listing's own page and waits until its sizes, colours and prices have arrived. */
async function openListingPage(page: Page, listing: Listing) {
  const details = page.waitForResponse((r) => r.url().endsWith(`/api/unified-stickers/${listing.id}`) && r.ok());
  await page.goto(`/${listing.slug}`);
  await details;
  const dialog = dialogOf(page, listing);
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  return dialog;
}

test.describe('the listing modal', () => {
  let listings: Listing[];
  let byId: Map<number, Listing>;

  test.beforeAll(async ({ request }) => {
    listings = await publicListings(request);
    byId = new Map(listings.map((l) => [l.id, l]));
  });

  /** Opens the home page and the listing of its first card. */
  async function openFirstCard(page: Page): Promise<Listing> {
    await openStorefront(page);
    const [id] = await cardIds(page, 1);
    const listing = byId.get(id!)!;
    await cardOf(page, listing.id).click();
    await expect(dialogOf(page, listing)).toBeVisible();
    return listing;
  }

  test('clicking a card opens its dialog, titled by the listing, and pushes its slug', async ({ page }) => {
    const listing = await openFirstCard(page);
    await expect(page).toHaveURL(`/${listing.slug}`);
    await expect(dialogOf(page, listing).getByRole('heading', { level: 2 }).first()).toHaveText(listingPageTitle(listing.title));
    await expect(page).toHaveTitle(listingPageTitle(listing.title));

    await dialogOf(page, listing).getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('Micro Decals - Home');
  });

  test('a card opened before the modal’s code has arrived says the listing is opening, then opens it', async ({ page }) => {
    // The modal's chunk held back, as on a slow network, until the test has seen the wait.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/ListingModal\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openStorefront(page);
    const id = Number(await gridCards(page).first().getAttribute('data-listing-id'));
    const listing = byId.get(id)!;
    await cardOf(page, id).click();
    await expect(page.getByRole('status').filter({ hasText: LISTING_OPENING })).toBeVisible();
    release();
    await expect(dialogOf(page, listing)).toBeVisible();
    await expect(page.getByText(LISTING_OPENING)).toHaveCount(0);
  });

  test('Close returns to the home page and restores the search and tags active before opening', async ({ page, request }) => {
    const tag = (await globalTags(request)).find((t) => t.count >= 3 && t.count <= 20)!;
    const tagged = queryCatalogue(indexCatalogue(listings), { tags: [tag.tag] });
    const search = tagged[0]!.title.split(' ')[0]!.toLowerCase();
    const expected = queryCatalogue(indexCatalogue(listings), { tags: [tag.tag], search });
    await openStorefront(page);
    await searchBox(page).fill(search);
    await tagOption(await openTagPanel(page), tag).check();
    await expect(resultsCount(page)).toHaveText(countText(expected.length, { search: true, tags: 1 }));
    const filteredUrl = `/?${new URLSearchParams({ q: search, tags: tag.tag })}`;
    await expect(page).toHaveURL(filteredUrl);

    await cardOf(page, expected[0]!.id).click();
    await expect(page).toHaveURL(`/${expected[0]!.slug}`);
    // Behind the open listing the grid shows every other design by likeness: the counter says the whole shop.
    await expect(page.locator('.results-count')).toHaveText(countText(listings.length));
    await dialogOf(page, expected[0]!).getByRole('button', { name: 'Close' }).click();

    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(filteredUrl);
    await expect(searchBox(page)).toHaveValue(search);
    await expect(page.getByRole('button', { name: `Remove tag ${tag.tag}` })).toBeVisible();
    await expect(resultsCount(page)).toHaveText(countText(expected.length, { search: true, tags: 1 }));
    await expect.poll(() => cardIds(page, expected.length)).toEqual(expected.map((l) => l.id));
  });

  // The grid as the shopper left it: the card that opened the listing where it was on screen. (The
  // page's scroll offset may differ a little: cards never drawn have an estimated height.) Opened
  // with the mouse, the card was lifted by its hover: its place is where it rests.
  test('Close restores the scroll position of the grid', async ({ page }) => {
    await openStorefront(page);
    const card = gridCards(page).nth(RENDER_STEP - 4);
    await card.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    const id = Number(await card.getAttribute('data-listing-id'));
    const shell = cardOf(page, id).locator('xpath=..');
    const before = await screenTop(shell);
    await card.hover();
    await expect.poll(() => screenTop(card)).toBeCloseTo(before - 2, 1);
    await card.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(() => screenTop(shell)).toBeCloseTo(before, 0);
  });

  // A parallax scene in the grid carries its stickers' listing ids too: closing goes back to the card.
  test('Close returns focus and place to the card, not to the same design in a parallax scene above it', async ({ page }) => {
    await openStorefront(page);
    const sticker = page.locator('#catalogue .parallax-sticker').first();
    await expect(sticker).toBeAttached();
    const id = Number(await sticker.getAttribute('data-listing-id'));
    const card = cardOf(page, id);
    await card.scrollIntoViewIfNeeded();
    const shell = card.locator('xpath=..');
    const before = await screenTop(shell);
    await card.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(card).toBeFocused();
    await expect.poll(() => screenTop(shell)).toBeCloseTo(before, 0);
  });

  test('Close, and browser back as well, restore a scroll position past the first rendered cards', async ({ page }) => {
    await openStorefront(page);
    await renderWholeGrid(page, listings.length);
    await gridCards(page).nth(150).scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(5000);
    const id = Number(await gridCards(page).nth(150).getAttribute('data-listing-id'));
    const card = cardOf(page, id);
    // Where the card rests: after going back the mouse is still on it, and lifts it.
    const shell = card.locator('xpath=..');
    const before = await screenTop(shell);
    await card.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(() => screenTop(shell)).toBeCloseTo(before, 0);

    await card.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(() => screenTop(shell)).toBeCloseTo(before, 0);
    await expect(card).toBeInViewport();
  });

  test('browser back closes the modal and forward reopens it', async ({ page }) => {
    const listing = await openFirstCard(page);
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL('/');
    await page.goForward();
    await expect(dialogOf(page, listing)).toBeVisible();
    await expect(page).toHaveURL(`/${listing.slug}`);
  });

  test('a similar design opened inside the modal gets a back button that returns to the first listing', async ({ page }) => {
    const first = await openFirstCard(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Back to the previous design' })).toBeHidden();
    await expect(dialog.getByText('Check Out Similar Designs Below')).toBeVisible();

    // The similar designs are the list under the footer's hint (the breadcrumb's list comes first).
    const similarLink = dialog.locator('footer').getByRole('list').getByRole('link').first();
    const slug = (await similarLink.getAttribute('href'))!.slice(1);
    const second = listings.find((l) => l.slug === slug)!;
    await similarLink.click();
    await expect(dialogOf(page, second)).toBeVisible();
    await expect(page).toHaveURL(`/${second.slug}`);

    await dialog.getByRole('button', { name: 'Back to the previous design' }).click();
    await expect(dialogOf(page, first)).toBeVisible();
    await expect(page).toHaveURL(`/${first.slug}`);
    await expect(dialog.getByRole('button', { name: 'Back to the previous design' })).toBeHidden();
  });

  test('Escape, and a click on the overlay outside the dialog, close the modal', async ({ page }) => {
    const listing = await openFirstCard(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL('/');

    await cardOf(page, listing.id).click();
    await expect(dialogOf(page, listing)).toBeVisible();
    const box = (await page.getByRole('dialog').boundingBox())!;
    await page.mouse.click(box.x / 2, box.y + 100);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('the page behind does not scroll while the modal is open', async ({ page }) => {
    await openFirstCard(page);
    const overlay = page.getByRole('dialog').locator('..');
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // The details make the dialog taller than the window: then the overlay has something to scroll.
    await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
    const before = await scrollY(page);
    const box = (await page.getByRole('dialog').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, 300);
    // The wheel scrolls the overlay (the dialog is taller than the window), never the page.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 300);
        return overlay.evaluate((el) => el.scrollTop);
      })
      .toBeGreaterThan(0);
    expect(await scrollY(page)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('the grid behind the modal is ordered by similarity to the open listing', async ({ page }) => {
    const source = listings.find((l) => l.tags.some((t) => HOLIDAY_TERMS.has(t.toLowerCase())))!;
    await openStorefront(page);
    await searchBox(page).fill(source.title);
    await cardOf(page, source.id).click();
    await expect(dialogOf(page, source)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Similar designs' })).toBeVisible();

    const key = (l: Listing) => JSON.stringify(similarityScore(source, l));
    const expected = similarityOrder(source, listings);
    // Equal scores keep the catalogue's order, so compare the scores, position by position.
    await expect.poll(async () => (await cardIds(page, RENDER_STEP)).map((id) => key(byId.get(id)!))).toEqual(expected.slice(0, RENDER_STEP).map(key));
    const shown = await cardIds(page, RENDER_STEP);
    expect(shown).not.toContain(source.id);
    expect(key(byId.get(shown[0]!)!)).toBe(key(expected[0]!));

    const similarSlugs = await page
      .getByRole('dialog')
      .locator('footer')
      .getByRole('list')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(similarSlugs).toEqual(shown.slice(0, 8).map((id) => `/${byId.get(id)!.slug}`));
  });

  test('the artwork stays in view while the details of a long listing scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 680 });
    const longest = (l: Listing) => [l.sizeVariations.length, l.colorVariations.length, l.description.length];
    const listing = [...listings].sort(
      (a, b) =>
        longest(b)
          .map((n, i) => n - longest(a)[i]!)
          .find((d) => d !== 0) ?? 0,
    )[0]!;
    const dialog = await openListingPage(page, listing);
    const art = dialog.getByRole('img', { name: new RegExp(`^${escapeRegExp(listing.title)} in `) });
    await expect(art).toBeInViewport({ ratio: 1 });
    const artBottom = (await art.boundingBox())!.y + (await art.boundingBox())!.height;

    // Down to the end of the description, beside the artwork.
    const description = dialog.getByText(listing.description.split('\n')[0]!);
    await description.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const scrolled = await dialog.locator('..').evaluate((overlay) => overlay.scrollTop);
    expect(scrolled, 'the details scrolled further than the artwork is tall').toBeGreaterThan(artBottom);
    await expect(art).toBeInViewport({ ratio: 1 });
    await expect(description).toBeInViewport();
  });

  test('each of the 21 colours stands out from the preview behind the artwork', async ({ page }) => {
    const listing = listings.find((l) => l.colorVariations.length === COLORS.length)!;
    expect(listing, 'a listing offering every colour').toBeDefined();
    const dialog = await openListingPage(page, listing);
    for (const colour of listing.colorVariations) {
      await dialog.getByRole('radio', { name: colour.value, exact: true }).check();
      const art = dialog.getByRole('img', { name: `${listing.title} in ${colour.value}`, exact: true });
      const { tint, backdrop } = await art.evaluate((el) => ({
        tint: getComputedStyle(el).backgroundColor,
        // The checkerboard is the slide's, around the gallery's zoom button.
        backdrop: getComputedStyle(el.closest('.modal-art')!).backgroundImage,
      }));
      const tones = [...new Set(backdrop.match(/rgba?\([^)]*\)/g))];
      expect(tones.length, `the checkerboard behind ${colour.value}`).toBe(2);
      expect(backdropContrast(hexOf(tint), tones.map(hexOf)), `contrast of ${colour.value} with its backdrop`).toBeGreaterThanOrEqual(MIN_SHAPE_CONTRAST);
    }
  });
});
