import { openSignedIn } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/storefront.ts';

type Facts = { id: number; title: string; colors: string[]; enabledColors: Record<string, boolean>; hasMarketplaceData: boolean };

test.describe('the colour audit', () => {
  test('runs over the shop, lists a listing whose Etsy colours are not its chosen ones, and keeps its results across a reload', async ({ page, baseURL }) => {
    test.slow();
    const origin = new URL(baseURL!).origin;
    await openSignedIn(page, '/admin');
    const facts = ((await (await page.request.get('/api/admin/listings/colors')).json()) as { data: Facts[] }).data;
    const target = facts.find((f) => f.hasMarketplaceData && f.colors.length >= 2)!;
    expect(target, 'a listing offering two colours or more').toBeTruthy();
    // The owner chose only Black for it: Etsy's other colours are extra.
    const chosen = await page.request.put(`/api/admin/listings/${target.id}`, { headers: { Origin: origin }, data: { enabledColors: { BLACK: true } } });
    expect(chosen.status(), await chosen.text()).toBe(200);

    try {
      await page.goto('/color-audit');
      await page.getByRole('button', { name: 'Clear Progress' }).click();
      await expect(page.getByText('Run the audit to check every listing’s colours.')).toBeVisible();
      await page.getByRole('button', { name: 'Run Color Audit' }).click();
      await expect(page.getByRole('button', { name: 'Run Color Audit' })).toBeDisabled();
      await expect(page.getByRole('progressbar', { name: 'Audit progress' })).toBeVisible();
      const audited = facts.filter((f) => f.hasMarketplaceData).length;
      await expect(page.getByText(`Audited ${audited} listings.`)).toBeVisible({ timeout: 60_000 });

      const card = (label: string) => page.locator('.ca-card', { has: page.getByText(label, { exact: true }) }).locator('dd');
      await expect(card('Total Listings')).toHaveText(String(audited));
      const nonCompliant = Number(await card('Non-Compliant').innerText());
      expect(nonCompliant).toBeGreaterThanOrEqual(1);
      await expect(card('Compliant')).toHaveText(String(audited - nonCompliant));
      const result = page.locator(`.ca-result[data-listing-id="${target.id}"]`);
      await expect(result.getByRole('heading', { name: target.title })).toBeVisible();
      await expect(result).toContainText(`Extra${target.colors.filter((c) => !/^black/i.test(c)).join(', ')}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: '.cache/screenshots/e2e-color-audit-1280.png', fullPage: true });

      // The results are the server's: a reload shows them again, and a run resumes (nothing left to audit).
      await page.reload();
      await expect(result).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: '.cache/screenshots/e2e-color-audit-390.png', fullPage: true });
    } finally {
      await page.request.put(`/api/admin/listings/${target.id}`, { headers: { Origin: origin }, data: { enabledColors: target.enabledColors } });
    }
  });
});
