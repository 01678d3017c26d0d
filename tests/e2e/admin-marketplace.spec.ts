import { openSignedIn } from './support/admin.ts';
import { LISTING_ID_HINT } from '../../src/domain/listing-id-input.ts';
import { expect, test } from './support/storefront.ts';

test.describe('the Etsy connection and the sync, against the fake marketplace', () => {
  test.describe.configure({ mode: 'serial' });

  test('Connect opens the connect window, which connects the shop, tells the panel and closes', async ({ page }) => {
    await openSignedIn(page);
    // A journey before may have connected the shop (the listing editor's pushes): start from none.
    await expect(page.getByTestId('token-status')).toHaveText(/Token found|None found/);
    if ((await page.getByTestId('token-status').textContent())?.includes('Token found')) {
      // Clearing asks first: Keep token changes nothing, Clear token disconnects.
      await page.getByRole('button', { name: 'Clear token' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Clear the Etsy token?' });
      await confirm.getByRole('button', { name: 'Keep token' }).click();
      await expect(page.getByTestId('token-status')).toContainText('Token found');
      await page.getByRole('button', { name: 'Clear token' }).click();
      await confirm.getByRole('button', { name: 'Clear token' }).click();
    }
    await expect(page.getByTestId('token-status')).toHaveText('None found');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect to Etsy' }).click();
    const window = await popup;
    await window.waitForEvent('close', { timeout: 20_000 });
    await expect(page.getByTestId('token-status')).toContainText('Token found');
    await expect(page.getByTestId('token-status').locator('code')).toHaveText(/^.{20}$/);
  });

  test('fetch one listing is refused until the id is filled; safe update shows its progress and summary', async ({ page }) => {
    await openSignedIn(page);
    await expect(page.getByTestId('token-status')).toContainText('Token found');
    await expect(page.getByRole('button', { name: 'Fetch Listing' })).toBeDisabled();
    // Not an id: the button stays off and the field says why.
    const field = page.getByLabel('Listing ID or Etsy address');
    for (const typed of ['abc', '12.5', '-5']) {
      await field.fill(typed);
      await expect(page.getByRole('alert').filter({ hasText: LISTING_ID_HINT })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Fetch Listing' })).toBeDisabled();
    }
    await field.fill('');
    await page.getByRole('button', { name: 'Safe Update from Etsy (RECOMMENDED)' }).click();
    await expect(page.getByLabel('Recent activity')).toContainText('Batch 1 of', { timeout: 30_000 });
    // For people to look at: the panel during a sync, at desktop and phone widths.
    await page.screenshot({ path: '.cache/screenshots/e2e-admin-sync-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '.cache/screenshots/e2e-admin-sync-390.png', fullPage: true });
    const results = page.getByRole('dialog', { name: 'Sync Results' });
    await expect(results).toBeVisible({ timeout: 60_000 });
    await expect(results).toContainText(/Listings: \d+ {2}New: 0 {2}Changed: \d+ {2}Unchanged: \d+ {2}Failed: 0/);
    await page.getByRole('button', { name: 'OK', exact: true }).click();
  });

  test('the summaries say what changed: a sync with nothing new on Etsy, all unchanged; a title renamed on Etsy, 1 changed with its title, in the results, under the progress bar and in Past runs', async ({
    page,
    baseURL,
  }) => {
    const fake = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 1000}`;
    const origin = new URL(baseURL!).origin;
    // The shop's least sold listing: no other journey reads it.
    const { data } = (await (await page.request.get('/api/unified-stickers?limit=999')).json()) as { data: { etsyListingId: number; title: string }[] };
    const quiet = data.at(-1)!;
    await openSignedIn(page);
    await expect(page.getByTestId('token-status')).toContainText('Token found');

    // The journey before updated the catalogue from Etsy: nothing changed there since.
    await page.getByRole('button', { name: 'Safe Update from Etsy (RECOMMENDED)' }).click();
    const results = page.getByRole('dialog', { name: 'Sync Results' });
    await expect(results).toContainText(/Listings: (\d+) {2}New: 0 {2}Changed: 0 {2}Unchanged: \1 {2}Failed: 0/, { timeout: 60_000 });
    await expect(results).not.toContainText('Updates:');
    await results.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page.getByTestId('run-outcome')).toHaveText(/^Done: 0 changed, \d+ unchanged$/);

    const renamed = 'Renamed On Etsy Decal';
    try {
      expect((await page.request.patch(`${fake}/__fake/listings/${quiet.etsyListingId}`, { data: { title: renamed } })).status()).toBe(200);
      await page.getByLabel('Listing ID or Etsy address').fill(String(quiet.etsyListingId));
      await page.getByRole('button', { name: 'Fetch Listing' }).click();
      await expect(results).toContainText('Listings: 1  New: 0  Changed: 1  Unchanged: 0  Failed: 0', { timeout: 30_000 });
      await expect(results).toContainText('Fields changed: title (1)');
      await expect(results).toContainText(`Updated ${renamed} (${quiet.etsyListingId}): title`);
      await page.screenshot({ path: '.cache/screenshots/e2e-admin-sync-results-1280.png' });
      await results.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(page.getByTestId('run-outcome')).toHaveText('Done: 1 changed, 0 unchanged');
      await expect(page.getByText('Fields changed: title (1)')).toBeVisible();
      await page.getByText(/^Past runs/).click();
      const runs = page.locator('.admin-runs tbody tr');
      await expect(runs.nth(0)).toContainText('One listing');
      await expect(runs.nth(0)).toContainText('1 changed, 0 unchanged');
      await expect(runs.nth(1)).toContainText('Safe update');
      await expect(runs.nth(1)).toContainText(/0 changed, \d+ unchanged/);
      // For people to look at: the summary under the progress bar and in Past runs, at desktop and phone widths.
      await page.getByRole('heading', { name: 'Etsy data' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: '.cache/screenshots/e2e-admin-sync-summary-1280.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('section[aria-labelledby="data-operations"]').screenshot({ path: '.cache/screenshots/e2e-admin-sync-summary-390.png' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      // The listing gets its title back, on Etsy and here, before the next journey starts a run.
      await page.request.patch(`${fake}/__fake/listings/${quiet.etsyListingId}`, { data: { title: quiet.title } });
      const started = await page.request.post(`/api/marketplace/listings/${quiet.etsyListingId}/fetch`, { headers: { Origin: origin } });
      const { runId } = ((await started.json()) as { data: { runId: number } }).data;
      await expect
        .poll(async () => ((await (await page.request.get(`/api/marketplace/sync/${runId}`)).json()) as { data: { status: string } }).data.status)
        .not.toBe('running');
    }
  });

  test('a run under way is followed again after a reload, a second kind is refused meanwhile, Cancel stops it, and Past runs lists it', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const fake = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 1000}`;
    // Etsy slow on the batch reads: the run lasts long enough to reload under it.
    expect((await page.request.post(`${fake}/__fake/faults`, { data: { fault: 'slow', path: 'listings/batch?', times: 2, delayMs: 4000 } })).status()).toBe(
      201,
    );
    try {
      await openSignedIn(page);
      await expect(page.getByTestId('token-status')).toContainText('Token found');
      await page.getByRole('button', { name: 'Safe Update from Etsy (RECOMMENDED)' }).click();
      await expect(page.getByRole('progressbar', { name: 'Sync progress' })).toBeVisible();
      await page.reload();
      // The panel finds the run again: its progress, its buttons held, and Cancel.
      await expect(page.getByRole('progressbar', { name: 'Sync progress' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Fetch All Data' })).toBeDisabled();
      const other = await page.request.post('/api/marketplace/sync', { data: { mode: 'full' }, headers: { Origin: new URL(baseURL!).origin } });
      expect(other.status()).toBe(409);
      expect(((await other.json()) as { error: { message: string } }).error.message).toContain('A safe update is under way');
      await page.getByRole('button', { name: 'Cancel sync' }).click();
      const cancelled = page.getByRole('dialog', { name: 'Sync Cancelled' });
      await expect(cancelled).toContainText('Cancelled by the owner', { timeout: 30_000 });
      await cancelled.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Fetch All Data' })).toBeEnabled();
      await page.getByText(/^Past runs/).click();
      await expect(page.locator('.admin-runs tbody tr').first()).toContainText('Cancelled');
    } finally {
      await page.request.delete(`${fake}/__fake/faults`);
    }
  });

  test('a listing id Etsy does not have: Fetch Failed, with the spec’s 404 hint', async ({ page }) => {
    await openSignedIn(page);
    await expect(page.getByTestId('token-status')).toContainText('Token found');
    // A pasted Etsy address gives its id.
    await page.getByLabel('Listing ID or Etsy address').fill('https://www.etsy.com/listing/999999999/not-in-the-shop?ref=shop_home');
    await expect(page.getByText('Listing 999999999', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Fetch Listing' }).click();
    const failed = page.getByRole('dialog', { name: 'Fetch Failed' });
    await expect(failed).toContainText('Failed to fetch listing data: The listing may not exist or may not be accessible.', { timeout: 30_000 });
    await failed.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Fetch Listing' })).toBeEnabled();
  });

  test('the debug screen’s Safe Update shows its progress in an overlay, then its summary', async ({ page }) => {
    await openSignedIn(page, '/admin/debug');
    // The demo shop's update takes under a second: the first two reads are shown as a run under way.
    let held = 2;
    await page.route(/\/api\/marketplace\/sync\/\d+$/, async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      if (held-- > 0)
        body.data = {
          ...body.data,
          status: 'running',
          finishedAt: null,
          summary: null,
          messages: [{ at: new Date().toISOString(), message: 'Batch 1 of 3: 0 new, 0 changed, 100 unchanged, 0 failed' }],
        };
      await route.fulfill({ response: answer, json: body });
    });
    await page.getByRole('button', { name: 'Safe Update from Etsy (RECOMMENDED)' }).click();
    const overlay = page.getByRole('status').filter({ hasText: 'Safe Update from Etsy (RECOMMENDED)…' });
    await expect(overlay.getByLabel('Recent activity')).toContainText('Batch 1 of 3');
    await expect(overlay.getByRole('progressbar', { name: 'Sync progress' })).toHaveAttribute('value', '1');
    await expect(page.getByRole('dialog', { name: 'Sync Results' })).toContainText(/Listings: \d+ {2}New: 0 {2}Changed: \d+ {2}Unchanged: \d+ {2}Failed: 0/, {
      timeout: 30_000,
    });
    await expect(overlay).toBeHidden();
  });
});
