import type { Locator, Page } from '@playwright/test';
import { expect } from './storefront.ts';

/**
 * On the home page with the admin flag: opens the parallax admin panel from the first scene's Edit
 * scene button and loads the scene `name` into that box. Answers the box and the panel.
 */
export async function loadSceneOnHome(page: Page, name: string): Promise<{ box: Locator; panel: Locator }> {
  const box = page.locator('[data-parallax-scene]').first();
  await box.scrollIntoViewIfNeeded();
  await box.getByRole('button', { name: /^Edit scene/ }).click();
  const panel = page.getByRole('complementary', { name: /Parallax admin/ });
  await panel.getByLabel('Scene name').fill(name);
  await panel.getByRole('button', { name: 'Load scene' }).click();
  await expect(box.locator('.parallax-scene')).toHaveAttribute('data-scene', name);
  return { box, panel };
}
