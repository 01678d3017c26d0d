import type { Locator, Page } from '@playwright/test';
import { listingPageTitle } from '../../src/domain/catalogue.ts';
import { viewDetailsLabel } from '../../src/features/hero/texts.ts';
import {
  cardOf,
  screenTop,
  expect,
  globalTags,
  gridCards,
  openStorefront,
  openTagPanel,
  publicListings,
  renderWholeGrid,
  searchBox,
  tagOption,
  test,
  type Listing,
} from './support/storefront.ts';

const TOAST = 'Etsy link copied! Share it to drive sales.';
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Opens a listing's own page and waits until its sizes, colours and prices have arrived. */
async function openListingPage(page: Page, listing: Listing): Promise<Locator> {
  const details = page.waitForResponse((r) => r.url().endsWith(`/api/unified-stickers/${listing.id}`) && r.ok());
  await page.goto(`/${listing.slug}`);
  await details;
  const dialog = page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true });
  await expect(dialog.getByRole('link', { name: 'BUY IT NOW' })).toBeAttached();
  return dialog;
}

test.describe('the storefront on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  let listings: Listing[];
  /** The listing with the most sizes (then colours): the longest modal. */
  let longest: Listing;

  test.beforeAll(async ({ request }) => {
    listings = await publicListings(request);
    longest = [...listings]
      .filter((l) => l.etsyUrl && !l.hasPriceFallback)
      .sort((a, b) => b.sizeVariations.length - a.sizeVariations.length || b.colorVariations.length - a.colorVariations.length)[0]!;
  });

  test('the sticker machine fits the screen, and a tap on a sticker’s view details opens its listing', async ({ page }) => {
    await openStorefront(page);
    const machine = page.getByRole('region', { name: 'Sticker machine' });
    await expect(machine).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    const attached = machine.locator('.hm-sticker[data-phase="attached"]');
    await expect(attached).toHaveCount(3, { timeout: 15_000 });
    const box = (await machine.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const id = Number(await attached.and(page.locator('[data-port="right"]')).getAttribute('data-sticker-id'));
    const listing = listings.find((l) => l.etsyListingId === id)!;
    await machine.getByRole('button', { name: viewDetailsLabel(listing.title), exact: true }).tap();
    await expect(page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true })).toBeVisible();
    await expect(page).toHaveURL(`/${listing.slug}`);
  });

  test('a tag tapped in the open dropdown over the grid is selected, and no listing opens', async ({ page, request }) => {
    const tags = await globalTags(request);
    await openStorefront(page);
    const panel = await openTagPanel(page);
    // The options painted over the grid: a card's artwork, or the first group's scene (its stickers
    // open listings too), where the tap used to reach them.
    const artBoxes = [...(await gridCards(page).getByRole('img').all()), ...(await page.locator('#catalogue [data-parallax-scene]').all())].map((el) =>
      el.boundingBox(),
    );
    const arts = (await Promise.all(artBoxes)).filter((b): b is Box => b !== null);
    const list = (await panel.getByRole('list').boundingBox())!;
    let over: { tag: (typeof tags)[number]; x: number; y: number } | null = null;
    for (const tag of tags.slice(0, 20)) {
      // The tag's name, where a finger lands on the option.
      const box = await tagOption(panel, tag).locator('..').getByText(tag.tag, { exact: true }).boundingBox();
      if (!box) continue;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2, width: 1, height: 1 };
      // Only the options shown in the list's scrolled window.
      if (overlaps(list, centre) && arts.some((a) => overlaps(a, centre))) {
        over = { tag, ...centre };
        break;
      }
    }
    expect(over, 'a tag option lies over the grid').not.toBeNull();

    const topmostInPanel = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[role="group"][aria-label="Filter by tags"]'), over!);
    expect(topmostInPanel, 'the dropdown is painted above the card').toBe(true);
    await page.touchscreen.tap(over!.x, over!.y);
    await expect(page.getByRole('button', { name: `Remove tag ${over!.tag.tag}` })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/\?tags=/);
  });

  test('a back-to-top button appears after two screens of scrolling and brings the controls back', async ({ page }) => {
    await openStorefront(page);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await renderWholeGrid(page, 60);
    const screen = page.viewportSize()!.height;
    await page.evaluate((y) => scrollTo(0, y), Math.round(1.5 * screen));
    await expect(searchBox(page)).not.toBeInViewport();
    await expect(backToTop).toBeHidden();

    await page.evaluate((y) => scrollTo(0, y), Math.round(2.5 * screen));
    await expect(backToTop).toBeVisible();
    await backToTop.tap();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(searchBox(page)).toBeInViewport();
    await expect(backToTop).toBeHidden();
  });

  test('the price and BUY IT NOW stay on screen while the sizes and colours of a long listing scroll', async ({ page }) => {
    expect(longest.sizeVariations.length).toBeGreaterThanOrEqual(6);
    const dialog = await openListingPage(page, longest);
    const buy = dialog.getByRole('link', { name: 'BUY IT NOW' });
    const price = dialog.getByText(/^(from )?\$\d/);
    await expect(buy).toBeInViewport({ ratio: 1 });
    await expect(price).toBeInViewport({ ratio: 1 });
    // On the screen's bottom edge: nothing of the listing shows under the bar.
    const bar = (await dialog.locator('.buy-bar').boundingBox())!;
    expect(Math.round(bar.y + bar.height)).toBe(page.viewportSize()!.height);
    // Scrolled to the last colour, the bar is still there, and leaves that colour uncovered.
    const lastColour = dialog.getByRole('radio', { name: longest.colorVariations.at(-1)!.value, exact: true });
    await lastColour.scrollIntoViewIfNeeded();
    await expect(buy).toBeInViewport({ ratio: 1 });
    await expect(price).toBeInViewport({ ratio: 1 });
    const colour = (await lastColour.boundingBox())!;
    const reached = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('label')?.getAttribute('title'), {
      x: colour.x + colour.width / 2,
      y: colour.y + colour.height / 2,
    });
    expect(reached).toBe(longest.colorVariations.at(-1)!.value);
  });

  test.describe('sharing', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('the share toast covers none of the sizes, colours, buttons or BUY IT NOW', async ({ page }) => {
      const dialog = await openListingPage(page, longest);
      await dialog.getByRole('button', { name: 'Share the Etsy link' }).tap();
      const toast = page.getByText(TOAST, { exact: true });
      await expect(toast).toBeVisible();
      const toastBox = (await toast.boundingBox())!;
      const needed = [
        ...(await dialog.getByRole('radio').all()),
        ...(await dialog.getByRole('button').all()),
        dialog.getByRole('link', { name: 'BUY IT NOW' }),
      ];
      for (const control of needed) {
        const box = await control.boundingBox();
        if (!box) continue;
        const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
        expect(overlaps(toastBox, box), `the toast covers ${name}`).toBe(false);
      }
    });
  });

  test('a listing’s own page leaves the grid it covers unrendered, and shows it on Close', async ({ page }) => {
    const listing = listings.find((l) => l.svgPath)!;
    const dialog = await openListingPage(page, listing);
    // Neither laid out nor painted under the listing, which covers the page's width.
    await expect(page.locator('.grid-area')).toHaveCSS('content-visibility', 'hidden');
    const cards = page.locator('.grid-area .sticker-card');
    await expect(cards.first()).toBeAttached();
    await expect(cards.first()).not.toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.grid-area').first()).toHaveCSS('content-visibility', 'visible');
    await expect(gridCards(page).first()).toBeVisible();
  });

  test('browser back restores the scroll position of the grid, as closing does', async ({ page }) => {
    await openStorefront(page);
    await renderWholeGrid(page, listings.length);
    await gridCards(page).nth(150).scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(5000);
    const id = Number(await gridCards(page).nth(150).getAttribute('data-listing-id'));
    const card = cardOf(page, id);
    const before = await screenTop(card);
    await card.tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    // Where it was on screen (cards never drawn have an estimated height, so the offset may differ).
    await expect.poll(() => screenTop(card)).toBeCloseTo(before, 0);
    await expect(card).toBeInViewport();
  });
});
