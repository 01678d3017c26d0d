import type { Page } from '@playwright/test';
import { SCENE_TEXTS } from '../../src/contracts/parallax-scene-input.ts';
import { openSignedIn } from './support/admin.ts';
import { expect, test } from './support/storefront.ts';

const addButtons = (page: Page) => page.getByRole('button', { name: /^Add .+ to the scene$/ });
const canvasStickers = (page: Page) => page.locator('.scene-sticker');

test.describe('the Scene Builder for the admin', () => {
  test('saves the canvas as a parallax scene, refuses an empty canvas or name, and loads it back by name (undoably)', async ({ page }) => {
    await openSignedIn(page, '/scene-builder?admin=true');
    await expect(addButtons(page).first()).toBeVisible();
    // A canvas from an earlier journey: start empty.
    if ((await canvasStickers(page).count()) > 0) {
      await page.getByRole('button', { name: 'Clear Scene' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: /Clear/ }).click();
    }
    await page.getByRole('button', { name: 'Save as Parallax Scene' }).click();
    const save = page.getByRole('dialog', { name: 'Save as Parallax Scene' });
    await save.getByLabel('Scene name').fill('empty');
    await save.getByRole('button', { name: 'Save scene' }).click();
    await expect(save.getByRole('alert')).toHaveText(SCENE_TEXTS.noStickers);
    await save.getByRole('button', { name: 'Cancel' }).click();

    for (let i = 0; i < 2; i++) await addButtons(page).nth(i).click();
    await expect(canvasStickers(page)).toHaveCount(2);
    const name = `builder-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Save as Parallax Scene' }).click();
    await save.getByRole('button', { name: 'Save scene' }).click();
    await expect(save.getByRole('alert')).toHaveText(SCENE_TEXTS.noName);
    await save.getByLabel('Scene name').fill(name);
    await save.getByRole('button', { name: 'Save scene' }).click();
    await expect(save).toBeHidden();
    await expect(page.getByText(`Scene ‘${name}’ saved`)).toBeVisible();
    const stored = (await (await page.request.get(`/api/parallax-scenes/${name}`)).json()) as {
      data: { category: string; component_height: string; scene_stickers: unknown[] };
    };
    expect(stored.data).toMatchObject({ category: 'Scene Builder Created', component_height: '50vh' });
    expect(stored.data.scene_stickers).toHaveLength(2);

    // The same name again offers to replace the scene.
    await addButtons(page).nth(2).click();
    await page.getByRole('button', { name: 'Save as Parallax Scene' }).click();
    await save.getByLabel('Scene name').fill(name);
    await save.getByRole('button', { name: 'Save scene' }).click();
    await save.getByRole('button', { name: 'Replace scene' }).click();
    await expect(save).toBeHidden();

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(canvasStickers(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Load Parallax Scene' }).click();
    const load = page.getByRole('dialog', { name: 'Load Parallax Scene' });
    await load.getByLabel('Scene name').fill('no-such-scene-anywhere');
    await load.getByRole('button', { name: 'Load scene' }).click();
    await expect(load.getByRole('alert')).toHaveText(SCENE_TEXTS.notFound);
    await load.getByLabel('Scene name').fill(name);
    await load.getByRole('button', { name: 'Load scene' }).click();
    await expect(load).toBeHidden();
    await expect(canvasStickers(page)).toHaveCount(3);
    // Loading is one edit: Undo brings the canvas back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(canvasStickers(page)).toHaveCount(2);
    await page.screenshot({ path: '.cache/screenshots/e2e-scene-builder-admin-1280.png' });
  });

  test('without the admin session, a save says to sign in and nothing is stored', async ({ page, browser }) => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto('/scene-builder?admin=true');
    await expect(addButtons(visitor).first()).toBeVisible();
    await addButtons(visitor).first().click();
    await visitor.getByRole('button', { name: 'Save as Parallax Scene' }).click();
    const save = visitor.getByRole('dialog', { name: 'Save as Parallax Scene' });
    const name = `nobody-${Date.now().toString(36)}`;
    await save.getByLabel('Scene name').fill(name);
    await save.getByRole('button', { name: 'Save scene' }).click();
    await expect(save.getByRole('alert')).toContainText('Sign in on the admin page');
    expect((await page.request.get(`/api/parallax-scenes/${name}`)).status()).toBe(404);
    await context.close();
  });

  test('a shopper sees no scene save or load', async ({ page }) => {
    await page.goto('/scene-builder');
    await expect(addButtons(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save as Parallax Scene' })).toHaveCount(0);
  });
});
