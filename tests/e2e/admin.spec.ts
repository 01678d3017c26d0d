import type { Page } from '@playwright/test';
import { devAdminPassword } from '../../scripts/lib/dev-secrets.ts';
import { openSignedIn, signInWithForm } from './support/admin.ts';
import { expect, publicListings, test } from './support/storefront.ts';

const passwordField = (page: Page) => page.getByLabel('Password');
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in' });

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test.describe('admin access', () => {
  test('the admin page asks for the password, refuses a wrong one, and signs in and out', async ({ page }) => {
    await page.goto('/admin');
    await passwordField(page).fill('not the password');
    await signInButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong password');
    // Red in a card too, where the card's muted paragraphs must not win.
    await expect(page.getByRole('alert')).toHaveCSS('color', 'rgb(163, 32, 26)');
    await expect(passwordField(page)).toHaveValue('');

    await passwordField(page).fill(devAdminPassword());
    await signInButton(page).click();
    await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
    await expect(page.locator('.admin-status dd').first()).toHaveText('running');
    // The session is the server's: a reload stays signed in, signing out ends it for good.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(signInButton(page)).toBeVisible();
    await page.reload();
    await expect(signInButton(page)).toBeVisible();
  });

  test('the session cookie is HttpOnly, Secure and SameSite=Strict, out of the page’s reach', async ({ page, context }) => {
    await signInWithForm(page);
    const cookie = (await context.cookies()).find((c) => c.name === '__Host-md_admin');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('md_admin');
  });

  test('hero settings: both ids saved (the home page’s machine shows them), one alone, the same twice or a word refused, Clear & Use Random', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const original = (await (await request.get('/api/hero-settings')).json()).data as { leftListingId: number | null; rightListingId: number | null };
    const [a, b] = (await publicListings(request)).filter((l) => l.svgPath).slice(-2);
    await openSignedIn(page);
    const left = page.getByLabel('Left listing ID');
    const right = page.getByLabel('Right listing ID');
    await expect(left).toHaveValue(String(original.leftListingId ?? ''));

    await right.fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog(page, 'Missing IDs')).toContainText('Please enter both listing IDs');
    await page.getByRole('button', { name: 'OK', exact: true }).click();

    await left.fill(String(a!.etsyListingId));
    await right.fill(String(a!.etsyListingId));
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog(page, 'Save Failed')).toContainText('Please enter two different listing IDs');
    await page.getByRole('button', { name: 'OK', exact: true }).click();

    await right.fill('abc');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog(page, 'Save Failed')).toContainText('A listing ID is a whole number');
    await page.getByRole('button', { name: 'OK', exact: true }).click();

    await right.fill('999999999');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog(page, 'Save Failed')).toContainText('No public listing has the ID 999999999');
    await page.getByRole('button', { name: 'OK', exact: true }).click();

    // The hero draws a listing's artwork: one without is refused, not quietly replaced by a random sticker.
    const bare = (await publicListings(request)).find((l) => !l.svgPath)!;
    await right.fill(String(bare.etsyListingId));
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog(page, 'Save Failed')).toContainText(`Listing ${bare.etsyListingId} has no Scene Builder artwork`);
    await page.getByRole('button', { name: 'OK', exact: true }).click();

    try {
      // Pasted as its Etsy address.
      await right.fill(`https://www.etsy.com/listing/${b!.etsyListingId}/some-title?ref=shop_home`);
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(dialog(page, 'Hero Scene Updated')).toBeVisible();
      await page.getByRole('button', { name: 'OK', exact: true }).click();
      expect((await (await request.get('/api/hero-settings')).json()).data).toEqual({ leftListingId: a!.etsyListingId, rightListingId: b!.etsyListingId });
      // A shopper's first visit: the machine shows the two configured stickers beside the logo.
      const visit = await browser.newContext({ baseURL });
      const visitor = await visit.newPage();
      try {
        await visitor.goto('/');
        const ports = visitor.getByRole('region', { name: 'Sticker machine' }).locator('.hm-sticker[data-phase="attached"]');
        await expect(ports).toHaveCount(3, { timeout: 20_000 });
        const shown = await ports.evaluateAll((els) =>
          Object.fromEntries(els.map((e) => [(e as HTMLElement).dataset.port, (e as HTMLElement).dataset.stickerId])),
        );
        expect(shown).toMatchObject({ left: String(a!.etsyListingId), right: String(b!.etsyListingId) });
      } finally {
        await visit.close();
      }

      await page.getByRole('button', { name: 'Clear & Use Random' }).click();
      await expect(dialog(page, 'Settings Cleared')).toBeVisible();
      expect((await (await request.get('/api/hero-settings')).json()).data).toEqual({ leftListingId: null, rightListingId: null });
    } finally {
      // Other tests read the seeded hero settings: put them back, as the admin would.
      const restore = await page.request.put('/api/hero-settings', { data: original, headers: { Origin: new URL(page.url()).origin } });
      expect(restore.status()).toBe(200);
    }
  });

  test('an id typed before the stored hero settings arrive is kept, not replaced by them', async ({ page, request }) => {
    const stored = (await (await request.get('/api/hero-settings')).json()).data as { leftListingId: number | null };
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const isSettings = (url: URL | string) => new URL(url).pathname.replace(/\/$/, '').endsWith('/hero-settings');
    await page.route(isSettings, async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    const settingsRead = page.waitForResponse((r) => isSettings(r.url()) && r.request().method() === 'GET');
    await openSignedIn(page);
    const right = page.getByLabel('Right listing ID');
    await right.fill('1234567');
    release();
    await settingsRead;
    const left = page.getByLabel('Left listing ID');
    // The field left alone gets the stored id; the one typed into keeps what was typed.
    await expect(left).toHaveValue(String(stored.leftListingId ?? ''));
    await expect(right).toHaveValue('1234567');
  });

  test('a write without a session is refused by the server, whatever the page shows', async ({ request, baseURL }) => {
    const res = await request.put('/api/hero-settings', { data: { leftListingId: null, rightListingId: null }, headers: { Origin: baseURL! } });
    expect(res.status()).toBe(401);
  });
});
