import { gzipSync } from 'node:zlib';
import { comparatorFor, groupByCategory } from '../../src/domain/catalogue.ts';
import { RENDER_STEP } from '../../src/domain/storefront-view.ts';
import { PRIORITY_CARDS } from '../../src/features/storefront/StickerGrid.tsx';
import { expect, openStorefront, publicListings, test } from './support/storefront.ts';

test.describe('the prebuilt first screen', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the first cards with the whole catalogue’s count in each group header, before any JavaScript', async ({ page, request }) => {
    const groups = groupByCategory((await publicListings(request)).sort(comparatorFor('sales')));
    await page.goto('/');
    await expect(page.locator('#catalogue').getByRole('link')).toHaveCount(RENDER_STEP);
    const first = page.getByRole('region', { name: groups[0]!.category, exact: true });
    await expect(first).toContainText(`${groups[0]!.count} stickers`);
  });

  test('under the hero, the first cards’ pictures wait for layout: the hero’s background alone is asked for first', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('img.hm-bg')).toHaveAttribute('fetchpriority', 'high');
    const pictures = page.locator('#catalogue img');
    await expect(pictures).toHaveCount(PRIORITY_CARDS);
    for (const picture of await pictures.all()) {
      await expect(picture).toHaveAttribute('loading', 'lazy');
      await expect(picture).not.toHaveAttribute('fetchpriority', /.*/);
    }
  });

  test('a listing’s own page has its modal before the grid in the document, and no card image behind it: the modal paints first', async ({ page, request }) => {
    const [listing] = await publicListings(request);
    await page.goto(`/${listing!.slug}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const modalFirst = await dialog.evaluate(
      (modal) => (modal.compareDocumentPosition(document.getElementById('catalogue')!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    );
    expect(modalFirst, 'the grid follows the modal').toBe(true);
    // The cards behind the modal are there (links), their pictures wait until they are seen.
    await expect(page.locator('#catalogue').getByRole('link')).toHaveCount(RENDER_STEP);
    await expect(page.locator('#catalogue img')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the cards below the first screens are not drawn until they come near the screen', async ({ page }) => {
      await page.goto('/');
      const cards = page.locator('#catalogue .sticker-card');
      await expect(cards).toHaveCount(RENDER_STEP);
      // checkVisibility with contentVisibilityAuto answers false for what content-visibility skips.
      const drawn = (card: typeof cards) => card.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
      await expect.poll(() => drawn(cards.last())).toBe(false);
      await cards.first().scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(cards.first())).toBe(true);
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(cards.last())).toBe(true);
    });

    test('a listing’s own page keeps the page behind the listing a screen tall: the footer stays below the fold, not under the modal', async ({
      page,
      request,
    }) => {
      const [listing] = await publicListings(request);
      await page.goto(`/${listing!.slug}`);
      await expect(page.getByRole('dialog')).toBeVisible();
      const footerTop = await page.locator('footer.site-footer').evaluate((footer) => footer.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(page.viewportSize()!.height);
    });
  });

  test('keeps the page small: the island’s data is one JSON text, not a prop per value', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // What travels is the compressed page (about 19 KB: two dozen cards, each with its heart, and the
    // inline styles of the grid, the modal and its gallery); a prop per value would multiply both.
    expect(gzipSync(html).length).toBeLessThan(22_000);
    expect(html.length).toBeLessThan(100_000);
    expect(html).not.toContain('&quot;id&quot;:[0,');
  });
});

test.describe('hydration', () => {
  test('the storefront hydrates once the page has loaded, and a card opens its modal', async ({ page }) => {
    await openStorefront(page);
    await page.locator('#catalogue').getByRole('link').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
