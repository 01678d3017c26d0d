import { expect, test } from './support/storefront.ts';

test.describe('the actual-size test', () => {
  test('draws a card outline, a ruler and each size at 96 pixels to the inch until calibrated; a calibration here is the Scene Builder’s too', async ({
    page,
  }) => {
    await page.goto('/actual-size-test');
    await expect(page.getByTestId('calibration')).toContainText('not calibrated');
    const card = page.getByTestId('card-outline');
    expect(Math.round((await card.boundingBox())!.width)).toBe(Math.round(3.37 * 96));
    const sizes = page.locator('.ast-sizes li');
    await expect(sizes.first()).toBeVisible();
    const first = sizes.first();
    const label = (await first.getByRole('img').getAttribute('aria-label'))!;
    const [, width] = /: ([\d.]+) ×/.exec(label)!;
    expect(Math.round((await first.getByRole('img').boundingBox())!.width)).toBe(Math.round(Number(width) * 96));

    await page.getByRole('button', { name: 'Calibrate this screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calibrate true size' });
    await dialog.getByRole('slider').fill('337');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('calibration')).toHaveText('Calibrated: 100 pixels to the inch, shared with the Scene Builder.');
    expect(Math.round((await card.boundingBox())!.width)).toBe(337);
    expect(Math.round((await first.getByRole('img').boundingBox())!.width)).toBe(Math.round(Number(width) * 100));
    await page.screenshot({ path: '.cache/screenshots/e2e-actual-size-1280.png', fullPage: true });

    await page.goto('/scene-builder');
    await expect(page.getByTestId('ruler-note')).toHaveText('Inches, actual size');
  });
});

test.describe('the actual-size test before its script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its Calibrate button disabled, so no click is lost before the dialog can open', async ({ page }) => {
    await page.goto('/actual-size-test');
    await expect(page.getByRole('button', { name: 'Calibrate this screen' })).toBeDisabled();
    await expect(page.getByTestId('card-outline')).toBeVisible();
  });
});
