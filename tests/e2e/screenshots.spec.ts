import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { listingPageTitle } from '../../src/domain/catalogue.ts';
import { HOME_HEADING } from '../../src/site.ts';
import { devAdminPassword } from '../../scripts/lib/dev-secrets.ts';
import { expect, hydrated, publicListings, sceneRevealed, test } from './support/storefront.ts';

/** Where the screenshots go, for people to look at (not compared by any test). */
const DIR = fileURLToPath(new URL('../../.cache/screenshots/', import.meta.url));
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function shoot(page: Page, name: string, ready: () => Promise<void>, fullPage = false): Promise<void> {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await ready();
    await page.screenshot({ path: `${DIR}e2e-${name}-${viewport.width}.png`, fullPage });
  }
}

test.describe('screenshots for review', () => {
  test.use({ realArtwork: true });

  test('the home page renders its heading and grid', async ({ page }) => {
    await page.goto('/');
    await shoot(page, 'home', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
      await hydrated(page);
      await expect(page.locator('#catalogue').getByRole('img').first()).toBeVisible();
    });
  });

  test('home with the hero machine at rest, and the dinosaurs’ parallax scene', async ({ page }) => {
    await page.goto('/');
    const machine = page.getByRole('region', { name: 'Sticker machine' });
    await shoot(page, 'home-hero', async () => {
      await page.evaluate(() => scrollTo(0, 0));
      await expect(machine).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
      await expect(machine.locator('.hm-sticker[data-phase="attached"]')).toHaveCount(3, { timeout: 10_000 });
    });
    const scene = page.getByRole('region', { name: 'Dinosaur Stickers', exact: true }).getByRole('group', { name: 'Dinosaur Stickers scene' });
    await shoot(page, 'home-scene', async () => {
      await scene.scrollIntoViewIfNeeded();
      await sceneRevealed(scene);
    });
  });

  test('the Scene Builder: empty, a scene of 10 stickers on the laptop, and its shopping list', async ({ page }) => {
    await page.goto('/scene-builder');
    const add = page.getByRole('button', { name: /^Add .+ to the scene$/ });
    await shoot(page, 'scene-builder-empty', async () => {
      // The text names the sidebar on a desktop and the Add decals bar on a phone.
      await expect(page.locator('.scene-empty')).toBeVisible();
    });
    for (let i = 0; i < 10; i++) await add.nth(i).click();
    await page.getByLabel('Background').selectOption('laptop');
    // Zoomed out so the laptop and the whole scene fit the window.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
    await shoot(page, 'scene-builder-laptop', async () => {
      await expect(page.locator('.scene-sticker')).toHaveCount(10);
    });
    await page.getByRole('button', { name: 'View Shopping List' }).click();
    await shoot(page, 'scene-builder-shopping-list', async () => {
      await expect(
        page
          .getByRole('dialog', { name: 'Shopping List' })
          .getByRole('link', { name: /BUY IT NOW/ })
          .first(),
      ).toBeVisible();
    });
  });

  test('a listing page renders its heading and open modal', async ({ page, request }) => {
    const listing = (await publicListings(request))[0]!;
    await page.goto(`/${listing.slug}`);
    await shoot(page, 'listing', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
      await expect(
        page
          .getByRole('dialog', { name: listingPageTitle(listing.title), exact: true })
          .getByRole('radio')
          .first(),
      ).toBeVisible();
    });
  });

  test('the FAQ renders its heading', async ({ page }) => {
    await page.goto('/faq');
    await shoot(
      page,
      'faq',
      async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
      },
      true,
    );
  });

  test('the admin page: its sign-in form, and the panel once signed in', async ({ page }) => {
    await page.goto('/admin');
    await shoot(page, 'admin-sign-in', async () => {
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    });
    await page.getByLabel('Password').fill(devAdminPassword());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shoot(
      page,
      'admin-panel',
      async () => {
        await expect(page.locator('.admin-status dd').first()).toHaveText('running');
        await expect(page.getByLabel('Left listing ID')).not.toHaveValue('');
      },
      true,
    );
  });
});
