import type { Page } from '@playwright/test';
import { devAdminPassword } from '../../scripts/lib/dev-secrets.ts';
import { expect, test } from './support/storefront.ts';

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(devAdminPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test.describe('the Etsy connection and the sync, against the fake marketplace', () => {
  test.describe.configure({ mode: 'serial' });

  test('Connect opens the connect window, which connects the shop, tells the panel and closes', async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('token-status')).toHaveText('None found');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect to Etsy' }).click();
    const window = await popup;
    await window.waitForEvent('close', { timeout: 20_000 });
    await expect(page.getByTestId('token-status')).toContainText('Token found');
    await expect(page.getByTestId('token-status').locator('code')).toHaveText(/^.{20}$/);
  });

  test('fetch one listing is refused until the id is filled; safe update shows its progress and summary', async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('token-status')).toContainText('Token found');
    await expect(page.getByRole('button', { name: 'Fetch Listing' })).toBeDisabled();
    await page.getByRole('button', { name: 'Safe Update from Etsy (RECOMMENDED)' }).click();
    await expect(page.getByLabel('Recent activity')).toContainText('Batch 1 of');
    // For people to look at: the panel during a sync, at desktop and phone widths.
    await page.screenshot({ path: '.cache/screenshots/e2e-admin-sync-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.cache/screenshots/e2e-admin-sync-390.png', fullPage: true });
    const results = page.getByRole('dialog', { name: 'Sync Results' });
    await expect(results).toBeVisible({ timeout: 60_000 });
    await expect(results).toContainText(/Total: \d+ {2}Successful: \d+ {2}Failed: 0/);
    await expect(results).toContainText('... and');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
  });
});
