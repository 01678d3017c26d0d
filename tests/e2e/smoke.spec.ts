import { expect, test } from '@playwright/test';

test('the built home page is served by the local Worker with its prebuilt grid', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page).toHaveTitle('Micro Decals - Home');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  const cards = page.locator('.sticker-card');
  await expect(cards.first()).toBeVisible();
  // The prebuilt first screen, before any script has run or any scroll.
  expect(await cards.count()).toBeGreaterThanOrEqual(24);
});

test('the API health endpoint reports the app and the seeded database running', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ status: 'ok', app: 'running', database: 'running' });
  expect(body.listings).toBeGreaterThanOrEqual(140);
});

test('static pages and API answers carry the security headers', async ({ page, request }) => {
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  const api = await request.get('/api/health');
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  // The page's own policy (Astro hashes its scripts) lives in a meta element; the page runs under it without violations.
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  await page.goto('/');
  await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveAttribute('content', /script-src 'self' 'sha256-/);
  await expect(page.locator('.sticker-card').first()).toBeVisible();
  expect(violations).toEqual([]);
});
