import { openSignedIn, signInWithForm } from './support/admin.ts';
import { expect, test } from './support/storefront.ts';

test.describe('the debug screen', () => {
  test('asks for the password, then runs a check into the results modal', async ({ page }) => {
    await signInWithForm(page, '/admin/debug');
    await page.getByRole('button', { name: 'Test Database Connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test Database Connection' });
    await expect(dialog).toContainText(/Database connection works: read \d+ listings/);
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByText('Debug Functions').click();
    await page.getByRole('button', { name: 'Analyze Images & Sizes (Database)' }).click();
    await expect(page.getByRole('dialog', { name: 'Analyze Images & Sizes (Database)' })).toContainText(/\d+ listings: \d+ with images/);
  });

  test('says the seeded shop has no stored data problems', async ({ page }) => {
    await openSignedIn(page, '/admin/debug');
    const section = page.getByRole('region', { name: 'Stored data problems' });
    await expect(section.getByTestId('stored-data-summary')).toHaveText(/^No stored data problems in \d+ listings\.$/);
    await expect(section.getByRole('list', { name: 'Listings with stored data problems' })).toHaveCount(0);
  });

  test('the deprecated path says first how many listings and which fields it would change, and goes ahead only with its confirmation text typed', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/debug');
    await page.getByRole('button', { name: 'Process Etsy Data (DEPRECATED - MAY CORRUPT DATA)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Process Etsy Data (DEPRECATED)' });
    await expect(dialog).toContainText('deprecated processing method');
    await expect(dialog).toContainText('may corrupt your local data');
    await expect(dialog).toContainText('We recommend “Safe Update from Etsy (RECOMMENDED)” instead.');
    await expect(dialog).toContainText('Do you want to continue?');
    // Worked out before it runs: the demo shop's sets lose their pack type, the owner's measures their source.
    await expect(dialog.getByTestId('deprecated-plan')).toHaveText(/^It would change (\d+) of (\d+) listings \(\d+ unchanged\):$/);
    const fields = dialog.getByRole('list', { name: 'Fields it would change' });
    await expect(fields.getByRole('listitem').filter({ hasText: /^pack type: \d+ listings?$/ })).toHaveCount(1);
    await expect(fields.getByRole('listitem').filter({ hasText: /^dimension sources: \d+ listings?$/ })).toHaveCount(1);
    await page.screenshot({ path: '.cache/screenshots/e2e-admin-deprecated-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.cache/screenshots/e2e-admin-deprecated-390.png' });
    const go = dialog.getByRole('button', { name: 'Process Etsy Data' });
    await expect(go).toBeDisabled();
    await dialog.getByLabel('Confirmation').fill('yes');
    await expect(go).toBeDisabled();
    await dialog.getByLabel('Confirmation').fill('I understand this may corrupt data');
    await expect(go).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('the admin test homepage', () => {
  test('shows the simple and the full card of fixed listings, and a local admin-mode toggle', async ({ page }) => {
    await openSignedIn(page, '/admin-home');
    const sections = page.locator('.admin-compare');
    await expect(sections).toHaveCount(3);
    const first = sections.first();
    await expect(first.getByRole('heading', { name: 'Simple card' })).toBeVisible();
    await expect(first.locator('.sticker-card')).toHaveCount(1);
    await expect(first.getByText('Listing ID', { exact: true })).toHaveCount(0);
    await page.getByLabel('Admin mode (this page only)').check();
    await expect(first.getByText('Listing ID', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Admin mode (this page only)')).toBeChecked();

    // A phone keeps its width with a long unbroken title (or artwork path) in a full card.
    await page.setViewportSize({ width: 390, height: 844 });
    await first
      .locator('.admin-status dd')
      .first()
      .evaluate((dd) => (dd.textContent = 'Supercalifragilistic'.repeat(12)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
