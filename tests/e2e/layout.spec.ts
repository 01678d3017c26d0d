import type { Page } from '@playwright/test';
import { expect, globalTags, gridCards, openStorefront, openTagPanel, renderWholeGrid, searchBox, tagOption, test } from './support/storefront.ts';

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

test.describe('the page layout on a desktop', () => {
  test('the controls bar stays in view under the header while the grid scrolls', async ({ page }) => {
    await openStorefront(page);
    const header = await box(page, 'body > header');
    const bar = page.getByRole('search');
    expect((await bar.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);

    await renderWholeGrid(page, 72);
    await gridCards(page).nth(60).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(2 * page.viewportSize()!.height);
    await expect(searchBox(page)).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: /^Tags/ })).toBeInViewport({ ratio: 1 });
    expect(Math.round((await bar.boundingBox())!.y)).toBe(0);
    // The grid scrolls under the bar: the bar, not a card, is what sits at its top.
    const onTop = await page.evaluate(() => !!document.elementFromPoint(innerWidth / 2, 20)?.closest('[role="search"]'));
    expect(onTop).toBe(true);
    // Where the bar stays, no back-to-top button is needed.
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
  });

  test('between the phone and desktop widths the open tag dropdown takes the click over the cards', async ({ page, request }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    const [tag] = (await globalTags(request)).slice(4, 5);
    await openStorefront(page);
    const panel = await openTagPanel(page);
    const option = tagOption(panel, tag!);
    await option.click();
    await expect(option).toBeChecked();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: `Remove tag ${tag!.tag}` })).toBeVisible();
  });

  test.describe('at 1920 px', () => {
    test.use({ viewport: { width: 1920, height: 1080 } });

    test("the header's logo and navigation line up with the page's content", async ({ page }) => {
      await openStorefront(page);
      const [logo, nav, heading, catalogue] = await Promise.all([
        page.getByRole('link', { name: 'Micro Decals' }).first().boundingBox(),
        page.getByRole('navigation', { name: 'Main' }).boundingBox(),
        page.getByRole('heading', { level: 1 }).boundingBox(),
        page.getByRole('region', { name: 'Sticker catalogue' }).boundingBox(),
      ]);
      expect(catalogue!.width).toBeLessThan(1320);
      expect(Math.abs(logo!.x - heading!.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(nav!.x + nav!.width - (catalogue!.x + catalogue!.width))).toBeLessThanOrEqual(1);
    });
  });
});
