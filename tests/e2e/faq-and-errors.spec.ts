import { expect, test, type Page } from '@playwright/test';
import { COLORS } from '../../src/domain/colors.ts';
import { ETSY_ATTRIBUTION, MARKETPLACE_SHOP_URL } from '../../src/site.ts';

const SECTIONS = ['Scene Builder', 'Sticker Information', 'Ordering & Shipping', 'Technical Support'];

/** A collapsible FAQ section and its first question. */
function section(page: Page, title: string) {
  const heading = page.getByRole('heading', { name: title, level: 2, exact: true });
  const details = page.locator('details').filter({ has: heading });
  return { heading, details, firstQuestion: details.getByRole('heading', { level: 3 }).first() };
}

test.describe('the FAQ page and the error screens', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/faq');
  });

  test('the FAQ has its title and four sections that expand and collapse', async ({ page }) => {
    await expect(page).toHaveTitle('Micro Decals - FAQ');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    for (const title of SECTIONS) {
      const { heading, firstQuestion } = section(page, title);
      const wasOpen = await firstQuestion.isVisible();
      await heading.click();
      await expect(firstQuestion).toBeVisible({ visible: !wasOpen });
      await heading.click();
      await expect(firstQuestion).toBeVisible({ visible: wasOpen });
    }
    // Only the first section starts open.
    await expect(section(page, SECTIONS[0]!).firstQuestion).toBeVisible();
    await expect(section(page, SECTIONS[3]!).firstQuestion).toBeHidden();
  });

  test('the answers state the colours, sizes, durability and shipping', async ({ page }) => {
    for (const title of SECTIONS.slice(1)) await section(page, title).heading.click();
    const info = section(page, 'Sticker Information').details;
    await expect(info).toContainText('21 official vinyl colours, including matte, metallic and holographic');
    await expect(info.getByRole('listitem')).toHaveText(COLORS.map((c) => c.name));
    await expect(info.getByRole('listitem')).toHaveCount(21);
    await expect(info).toContainText('Sizes include ATOM, PIXEL, NANO, MICRO, SMALL, MEDIUM and LARGE');
    await expect(info).toContainText('waterproof and UV-resistant, and rated for 5-7 years outdoors');

    const shipping = section(page, 'Ordering & Shipping').details;
    await expect(shipping).toContainText('BUY IT NOW');
    await expect(shipping).toContainText('Ships in 1-2 business days');
    await expect(shipping).toContainText('Domestic delivery takes 3-5 days');
    await expect(shipping).toContainText('only within the United States');
    // The cost and the returns come from the same source as every listing's shipping block (demo values).
    await expect(shipping).toContainText('Shipping is free within the United States');
    await expect(shipping).toContainText('Returns are accepted within 30 days of delivery');
    await expect(section(page, 'Technical Support').details).toContainText('Mobile touch is supported');
  });

  test("the FAQ ends with 'Still have questions?' linking to the shop, and the footer credits Etsy", async ({ page }) => {
    const contact = page.getByRole('complementary', { name: 'Still have questions?' });
    await expect(contact).toBeVisible();
    await expect(contact.getByRole('link', { name: /Visit our Etsy shop/ })).toHaveAttribute('href', MARKETPLACE_SHOP_URL);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(ETSY_ATTRIBUTION);
    await expect(footer).toContainText("The term 'Etsy' is a trademark of Etsy, Inc.");
    await expect(footer).toContainText(/© \d{4} Micro Decals/);
  });

  test('the development error preview is not served in the production build', async ({ page, request }) => {
    expect((await request.get('/error-preview')).status()).toBe(404);
    const response = await page.goto('/error-preview');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
