import { expect, test } from '@playwright/test';

test('the built home page is served by the local Worker with its prebuilt grid', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page).toHaveTitle('Micro Decals - Home');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  const cards = page.locator('.sticker-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(40);
});

test('the API health endpoint reports the app and the seeded database running', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ status: 'ok', app: 'running', database: 'running' });
  expect(body.listings).toBeGreaterThanOrEqual(140);
});
