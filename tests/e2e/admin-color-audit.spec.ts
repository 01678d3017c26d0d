import { findColor } from '../../src/domain/colors.ts';
import { connectShop, openSignedIn } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/storefront.ts';

type Facts = { id: number; title: string; colors: string[]; enabledColors: Record<string, boolean>; hasMarketplaceData: boolean };

test.describe('the colour audit', () => {
  test('resumes from saved progress, lists a listing whose Etsy colours are not its chosen ones, pushes its colours to Etsy (the count falls), keeps its results across a reload, and imports all data', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const origin = new URL(baseURL!).origin;
    const write = { headers: { Origin: origin } };
    await openSignedIn(page, '/admin');
    await connectShop(page);
    const facts = ((await (await page.request.get('/api/admin/listings/colors')).json()) as { data: Facts[] }).data;
    const auditable = facts.filter((f) => f.hasMarketplaceData);
    const target = auditable.find((f) => f.colors.length >= 2 && f.colors.every((c) => findColor(c)))!;
    expect(target, 'a listing offering two core colours or more').toBeTruthy();
    // The owner chose only Black for it: Etsy's other colours are extra.
    const chosen = await page.request.put(`/api/admin/listings/${target.id}`, { ...write, data: { enabledColors: { BLACK: true } } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    // A run saved part-way: all but the target and three others audited (and compliant) already.
    const left = new Set([
      target.id,
      ...auditable
        .filter((f) => f.id !== target.id)
        .slice(0, 3)
        .map((f) => f.id),
    ]);
    const saved = { auditedIds: auditable.filter((f) => !left.has(f.id)).map((f) => f.id), auditResults: [], timestamp: new Date().toISOString() };
    expect((await page.request.post('/api/color-audit-progress', { ...write, data: saved })).status()).toBe(200);

    try {
      await page.goto('/color-audit');
      // A run under way in another tab of this browser (it holds the audit's lock): this tab does not run it again.
      const other = await page.context().newPage();
      await other.goto('/color-audit');
      await other.evaluate(
        () =>
          new Promise<void>((held) => {
            void navigator.locks.request('color-audit', () => {
              held();
              return new Promise(() => {});
            });
          }),
      );
      await page.getByRole('button', { name: 'Run Color Audit' }).click();
      await expect(page.getByRole('alert')).toHaveText('The audit is running in another tab of this browser.');
      await other.close();
      // The browser lets go of a closed tab's lock a moment after the tab is gone (CI once clicked before that).
      const lockHeld = () => page.evaluate(async () => (await navigator.locks.query()).held?.some((lock) => lock.name === 'color-audit') ?? false);
      await expect.poll(lockHeld).toBe(false);

      await page.getByRole('button', { name: 'Run Color Audit' }).click();
      await expect(page.getByText(`Audited ${auditable.length} listings.`)).toBeVisible();

      const card = (label: string) => page.locator('.ca-card', { has: page.getByText(label, { exact: true }) }).locator('dd');
      await expect(card('Total Listings')).toHaveText(String(auditable.length));
      const nonCompliant = Number(await card('Non-Compliant').innerText());
      expect(nonCompliant).toBeGreaterThanOrEqual(1);
      await expect(card('Compliant')).toHaveText(String(auditable.length - nonCompliant));
      const result = page.locator(`.ca-result[data-listing-id="${target.id}"]`);
      await expect(result.getByRole('heading', { name: target.title })).toBeVisible();
      await expect(result).toContainText(`Extra${target.colors.filter((c) => !/^black/i.test(c)).join(', ')}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: '.cache/screenshots/e2e-color-audit-1280.png', fullPage: true });

      // Update Etsy: what Etsy would change, approved, pushed, read back; the listing is compliant now.
      await result.getByRole('button', { name: /Update Etsy/ }).click();
      const approval = page.getByRole('dialog', { name: 'Etsy Update Approval Required' });
      await expect(approval.getByTestId('approval-type')).toHaveText('colors');
      await approval.getByRole('button', { name: 'Approve & Update Etsy' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Colors updated on Etsy successfully!' })).toBeVisible();
      await expect(result).toHaveCount(0);
      await expect(card('Non-Compliant')).toHaveText(String(nonCompliant - 1));

      // The results are the server's: a reload shows them again.
      await page.reload();
      await expect(card('Non-Compliant')).toHaveText(String(nonCompliant - 1));
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: '.cache/screenshots/e2e-color-audit-390.png', fullPage: true });

      // Import All Data: every listing read again from Etsy, the counts in an alert, the old results cleared.
      await page.getByRole('button', { name: 'Import All Data' }).click();
      await expect(page.getByRole('button', { name: 'Run Color Audit' })).toBeDisabled();
      const done = page.getByRole('dialog', { name: 'Import finished' });
      await expect(done).toContainText(`Imported ${auditable.length}, skipped 0, errors 0.`, { timeout: 30_000 });
      await done.getByRole('button', { name: 'OK' }).click();
      await expect(card('Total Listings')).toHaveText('0');
    } finally {
      // Etsy offers the target's colours again, and the owner's choice is as it was (the push sets it: it comes after).
      const keys = target.colors.map((c) => findColor(c)!.key);
      await page.request.post(`/api/admin/listings/${target.id}/push`, { ...write, data: { field: 'colors', value: keys } });
      await page.request.put(`/api/admin/listings/${target.id}`, { ...write, data: { enabledColors: target.enabledColors } });
    }
  });
});
