import { openSignedIn } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/storefront.ts';

type Candidate = { id: number; title: string; sales: number };
const NO_PROGRESS = {
  last_processed_listing_id: null,
  auto_association_progress: { total_listings: 0, completed: 0, skipped: 0, last_updated: new Date(0).toISOString() },
};

test.describe('the artwork auto-association', () => {
  test('approves a suggested path and moves on, skips one by key and keeps it skipped after a reload, goes back with Previous, and gives way to a second tab', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const origin = new URL(baseURL!).origin;
    const write = { headers: { Origin: origin } };
    await openSignedIn(page, '/admin');
    await expect(page.getByRole('link', { name: 'Artwork auto-association' })).toBeVisible();
    const candidates = ((await (await page.request.get('/api/admin/listings/without-artwork')).json()) as { data: Candidate[] }).data;
    expect(candidates.length, 'listings without artwork in the demo shop').toBeGreaterThanOrEqual(3);
    const [first, second, third] = candidates as [Candidate, Candidate, Candidate];
    expect((await page.request.put('/api/auto-association-progress', { ...write, data: NO_PROGRESS })).status()).toBe(200);

    const heading = page.locator('#aa-listing-title');
    const path = page.getByLabel('Artwork path');
    try {
      await page.goto('/svg-path-auto-association');
      // The best seller without artwork comes first, with its suggestions; the best fills the path field.
      await expect(heading).toHaveText(first.title);
      await expect(page.getByRole('button', { name: /Previous/ })).toBeDisabled();
      const suggestion = page.getByRole('radio').first();
      await expect(suggestion).toBeChecked();
      const suggested = (await page.locator('.aa-suggestion small').first().innerText()).trim();
      expect(suggested).toMatch(/^\/artwork\/.+\.svg$/);
      await expect(path).toHaveValue(suggested);

      await page.getByRole('button', { name: /Approve & Next/ }).click();
      await expect(heading).toHaveText(second.title);
      await expect(page.locator('.aa-progress')).toContainText('1 completed · 0 skipped');
      const saved = (await (await page.request.get(`/api/admin/listings/${first.id}`)).json()) as { data: { svgPath: string } };
      expect(saved.data.svgPath).toBe(suggested);

      // Edit & Next needs a path; S skips from the keyboard.
      await path.fill('');
      await page.getByRole('button', { name: /Edit & Next/ }).click();
      await expect(page.getByRole('alert')).toHaveText('Please enter a file path first.');
      await page.locator('.aa-progress').click();
      await page.keyboard.press('s');
      await expect(heading).toHaveText(third.title);
      await expect(page.locator('.aa-progress')).toContainText('1 completed · 1 skipped');

      // The counts are the server's, the skip list this browser's: the skipped listing stays away after a reload.
      await page.reload();
      await expect(heading).toHaveText(third.title);
      await expect(page.locator('.aa-progress')).toContainText('1 completed · 1 skipped');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: '.cache/screenshots/e2e-auto-association-1280.png', fullPage: true });

      // P goes back to the skipped listing; approving it now moves it from skipped to completed.
      await page.keyboard.press('p');
      await expect(heading).toHaveText(second.title);
      await expect(page.getByText('decided before')).toBeVisible();
      await path.fill('/artwork/animals/moose.svg');
      await page.getByRole('button', { name: /Edit & Next/ }).click();
      await expect(page.locator('.aa-progress')).toContainText('2 completed · 0 skipped');
      await expect(heading).toHaveText(third.title);

      // A second tab does not work the same listings: it says so, and may take over.
      const other = await page.context().newPage();
      await other.goto('/svg-path-auto-association');
      await expect(other.getByRole('alert')).toHaveText(/open in another tab of this browser/);
      await other.getByRole('button', { name: 'Work here instead' }).click();
      await expect(other.locator('#aa-listing-title')).toHaveText(third.title);
      await expect(page.getByRole('alert')).toHaveText(/Another tab took the auto-association over/);
      await other.setViewportSize({ width: 390, height: 844 });
      expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await other.screenshot({ path: '.cache/screenshots/e2e-auto-association-390.png', fullPage: true });
      await other.close();
    } finally {
      for (const id of [first.id, second.id]) await page.request.put(`/api/admin/listings/${id}`, { ...write, data: { svgPath: null } });
      await page.request.put('/api/auto-association-progress', { ...write, data: NO_PROGRESS });
    }
  });
});
