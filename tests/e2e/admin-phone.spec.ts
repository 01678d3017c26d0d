import type { Page } from '@playwright/test';
import { devAdminPassword } from '../../scripts/lib/dev-secrets.ts';
import { expect, test } from './support/storefront.ts';

const WIDTH = 390;

/** Nothing on the page reaches past the screen's right edge. */
async function fitsTheScreen(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

/** Every visible button lies within the screen's width and is big enough to tap (WCAG 2.2: 24 px). */
async function buttonsAreTappable(page: Page): Promise<void> {
  const boxes = await page.getByRole('button').evaluateAll((els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => ({
        name: e.textContent?.trim() || e.getAttribute('aria-label') || '',
        ...(JSON.parse(JSON.stringify(e.getBoundingClientRect())) as DOMRect),
      })),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const b of boxes) {
    expect(b.left, b.name).toBeGreaterThanOrEqual(0);
    expect(b.right, b.name).toBeLessThanOrEqual(WIDTH);
    expect(Math.min(b.width, b.height), b.name).toBeGreaterThanOrEqual(24);
  }
}

test.describe('the admin screens on a phone', () => {
  test.use({ viewport: { width: WIDTH, height: 844 }, hasTouch: true, isMobile: true });

  test('sign in, a refused hero setting, the debug screen and sign out, by touch, with nothing off the screen', async ({ page }) => {
    await page.goto('/admin');
    await fitsTheScreen(page);
    await page.getByLabel('Password').tap();
    await page.getByLabel('Password').fill(devAdminPassword());
    await page.getByRole('button', { name: 'Sign in' }).tap();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByTestId('token-status')).toBeVisible();
    await fitsTheScreen(page);
    await buttonsAreTappable(page);

    // Refused in the page: nothing is saved. Cleared from the stored settings (read after sign-in),
    // so the journey starts from what the owner sees.
    await expect(page.getByLabel('Right listing ID')).not.toHaveValue('');
    await page.getByLabel('Right listing ID').fill('');
    await page.getByRole('button', { name: 'Save Settings' }).tap();
    const missing = page.getByRole('dialog', { name: 'Missing IDs' });
    await expect(missing).toContainText('Please enter both listing IDs');
    const box = (await missing.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
    await missing.getByRole('button', { name: 'OK', exact: true }).tap();
    await expect(missing).toBeHidden();

    await page.goto('/admin/debug');
    await expect(page.getByRole('button', { name: 'Safe Update from Etsy (RECOMMENDED)' })).toBeVisible();
    await fitsTheScreen(page);
    await buttonsAreTappable(page);

    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign out' }).tap();
    await expect(page.getByLabel('Password')).toBeVisible();
  });
});
