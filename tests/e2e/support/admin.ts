/**
 * Admin sessions for the end-to-end tests. Sign-ins are rate-limited per client (10 a minute), and
 * on the local server every client is one: the journeys about signing in use the form, the others
 * share one session per test worker, made once through the API and put into each test's browser.
 */
import type { Cookie, Page } from '@playwright/test';
import { devAdminPassword } from '../../../scripts/lib/dev-secrets.ts';
import { SESSION_COOKIE } from '../../../worker/lib/admin-session.ts';
import { expect, test } from './storefront.ts';

let shared: Cookie | null = null;

/** The admin page has checked its session and shows a signed-in screen (the panel, the debug screen or the test homepage). */
async function shownSignedIn(page: Page): Promise<void> {
  await expect(page.getByText('Checking your session…')).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveCount(0);
}

/** Signs in with the page's own form, as the owner does. */
export async function signInWithForm(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Password').fill(devAdminPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await shownSignedIn(page);
}

/** Opens an admin page already signed in, with the worker's shared session. */
export async function openSignedIn(page: Page, path = '/admin'): Promise<void> {
  if (!shared) {
    const origin = new URL(test.info().project.use.baseURL!).origin;
    // The page's request context shares the browser's cookies: the answer's cookie lands in this test's browser.
    const res = await page.request.post('/api/admin/session', { data: { password: devAdminPassword() }, headers: { Origin: origin } });
    expect(res.ok(), await res.text()).toBe(true);
    shared = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE) ?? null;
    expect(shared, 'the session cookie').not.toBeNull();
  } else {
    await page.context().addCookies([shared]);
  }
  await page.goto(path);
  await shownSignedIn(page);
}

/** Connects the (fake) Etsy shop from the admin panel, unless a journey before did. */
export async function connectShop(page: Page): Promise<void> {
  const status = page.getByTestId('token-status');
  await expect(status).toHaveText(/Token found|None found/);
  if ((await status.textContent())?.includes('Token found')) return;
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect to Etsy' }).click();
  await (await popup).waitForEvent('close', { timeout: 20_000 });
  await expect(status).toContainText('Token found');
}
