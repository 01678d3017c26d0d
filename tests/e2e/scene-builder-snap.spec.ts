import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/storefront.ts';

/** The decals in the sidebar, each with its 'Add ... to the scene' button. */
const addButtons = (page: Page) => page.getByRole('button', { name: /^Add .+ to the scene$/ });
const canvasStickers = (page: Page) => page.locator('.scene-sticker');
const guides = (page: Page) => page.locator('.scene-guide');

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** Presses the mouse on a sticker's middle and moves it by (dx, dy) screen pixels in steps, leaving the button down. */
async function dragWithoutDropping(page: Page, sticker: Locator, dx: number, dy: number): Promise<void> {
  const start = await boxOf(sticker);
  const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 10 });
}

test.describe('snapping in the Scene Builder', () => {
  test.beforeEach(async ({ context }) => {
    await context.clearCookies();
  });

  test('a sticker dragged within 6 screen pixels of another’s edge lands on it with a guide; with Alt it goes where it is put', async ({ page }) => {
    await page.goto('/scene-builder');
    await expect(page.getByText('Drag stickers around to create your scene')).toBeVisible();
    await addButtons(page).nth(0).click();
    await expect(canvasStickers(page)).toHaveCount(1);
    await addButtons(page).nth(1).click();
    await expect(canvasStickers(page)).toHaveCount(2);
    const [anchor, dragged] = [canvasStickers(page).nth(0), canvasStickers(page).nth(1)];
    const target = await boxOf(anchor);

    // Left edge 3 screen pixels right of the other's, and well below it.
    const before = await boxOf(dragged);
    await dragWithoutDropping(page, dragged, target.x + 3 - before.x, 120);
    await expect(guides(page).first()).toBeVisible();
    await page.mouse.up();
    await expect(guides(page)).toHaveCount(0);
    await expect.poll(async () => Math.abs((await boxOf(dragged)).x - target.x)).toBeLessThanOrEqual(0.5);

    // The same approach with Alt held: no snapping, no guide.
    await page.keyboard.down('Alt');
    const snapped = await boxOf(dragged);
    await dragWithoutDropping(page, dragged, 3, 60);
    await expect(page.locator('.scene-sticker.dragging')).toHaveCount(1);
    await expect(guides(page)).toHaveCount(0);
    await page.mouse.up();
    await page.keyboard.up('Alt');
    await expect(page.locator('.scene-sticker.dragging')).toHaveCount(0);
    expect(Math.abs((await boxOf(dragged)).x - (snapped.x + 3))).toBeLessThanOrEqual(0.5);
  });
});
