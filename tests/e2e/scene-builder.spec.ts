import type { Locator, Page } from '@playwright/test';
import { toSceneListing } from '../../src/domain/scene.ts';
import { hydrated, publicListings } from './support/storefront.ts';
import { expect, test } from './support/storefront.ts';

/** The decals in the sidebar, each with its 'Add ... to the scene' button. */
const addButtons = (page: Page) => page.getByRole('button', { name: /^Add .+ to the scene$/ });
const canvasStickers = (page: Page) => page.locator('.scene-sticker');
const zoom = (page: Page) => page.getByTestId('zoom');

async function openBuilder(page: Page): Promise<void> {
  await page.goto('/scene-builder');
  await expect(page.getByText('Drag stickers around to create your scene')).toBeVisible();
  await expect(addButtons(page).first()).toBeVisible();
}

async function addFirst(page: Page, count = 1): Promise<void> {
  for (let i = 0; i < count; i++) await addButtons(page).nth(i).click();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

test.describe('the Scene Builder', () => {
  test.beforeEach(async ({ context }) => {
    await context.clearCookies();
  });

  test('opens empty, with its header, the empty text and the sidebar of decals', async ({ page }) => {
    await openBuilder(page);
    await expect(page).toHaveTitle('Micro Decals - Scene Builder');
    await expect(page.getByText('Add stickers from the sidebar to start building your scene!')).toBeVisible();
    await expect(page.getByText('*Pricing may be out of sync with Etsy, actual price may vary').first()).toBeVisible();
  });

  test('a click adds a sticker at true size; its size and colour change from the details', async ({ page }) => {
    await openBuilder(page);
    await addFirst(page);
    await expect(canvasStickers(page)).toHaveCount(1);
    await expect(page.getByText('Add stickers from the sidebar to start building your scene!')).toBeHidden();
    const sticker = canvasStickers(page).first();
    const before = await boxOf(sticker);
    const details = page.locator('.sticker-details');
    const size = details.getByLabel('Size');
    const options = await size.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    await size.selectOption({ index: options.length - 1 });
    await expect.poll(async () => (await boxOf(canvasStickers(page).first())).width).toBeGreaterThan(before.width);
    const colour = details.getByRole('radio').nth(1);
    const name = await colour.getAttribute('aria-label');
    await details.getByTitle(name!, { exact: true }).click();
    await expect(colour).toBeChecked();
    await expect(canvasStickers(page).first().locator('.scene-sticker-handle')).toHaveAttribute('aria-label', new RegExp(name!.replace(/[()]/g, '\\$&')));
    // The artwork is masked by a bitmap of it (the SVG's own vectors are slow to raster under a drag), never smaller than shown.
    const art = canvasStickers(page).first().locator('.scene-sticker-art');
    await expect(art).toHaveCSS('mask-image', /url\("blob:/);
    const bitmapWidth = await art.evaluate(async (element) => {
      const image = new Image();
      image.src = /url\("(.+)"\)/.exec(getComputedStyle(element).maskImage)![1]!;
      await image.decode();
      return Math.max(image.naturalWidth, image.naturalHeight);
    });
    const shown = await boxOf(art);
    expect(bitmapWidth).toBeGreaterThanOrEqual(Math.max(shown.width, shown.height));
  });

  test('a sticker is dragged with the mouse and the move is one undo step', async ({ page }) => {
    await openBuilder(page);
    await addFirst(page);
    const sticker = canvasStickers(page).first();
    const start = await boxOf(sticker);
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(start.x + start.width / 2 + i * 12, start.y + start.height / 2 + i * 6);
    await page.mouse.up();
    const moved = await boxOf(sticker);
    expect(moved.x - start.x).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => Math.round((await boxOf(sticker)).x)).toBe(Math.round(start.x));
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(async () => Math.round((await boxOf(sticker)).x)).toBe(Math.round(moved.x));
  });

  test('the arrow keys nudge the selected sticker a sixteenth of an inch; Delete removes it', async ({ page }) => {
    await openBuilder(page);
    await addFirst(page);
    const sticker = canvasStickers(page).first();
    await sticker.click();
    const start = await boxOf(sticker);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(async () => Math.round((await boxOf(sticker)).x - start.x)).toBe(6);
    await expect.poll(async () => Math.round((await boxOf(sticker)).y - start.y)).toBe(24);
    await page.keyboard.press('Delete');
    await expect(canvasStickers(page)).toHaveCount(0);
  });

  test('zoom stays between 21% and 200%, and clicking Zoom resets it to 100%', async ({ page }) => {
    await openBuilder(page);
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 8; i++) if (await zoomOut.isEnabled()) await zoomOut.click();
    await expect(zoom(page)).toHaveText('21%');
    await expect(zoomOut).toBeDisabled();
    for (let i = 0; i < 12; i++) if (await zoomIn.isEnabled()) await zoomIn.click();
    await expect(zoom(page)).toHaveText('200%');
    await expect(zoomIn).toBeDisabled();
    await page.getByRole('button', { name: /^Zoom \d+%$/ }).click();
    await expect(zoom(page)).toHaveText('100%');
  });

  test('Clear Scene asks first: Keep Scene keeps it, Clear Scene empties it', async ({ page }) => {
    await openBuilder(page);
    await addFirst(page, 2);
    await expect(canvasStickers(page)).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Scene' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear the scene?' });
    await dialog.getByRole('button', { name: 'Keep Scene' }).click();
    await expect(canvasStickers(page)).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Scene' }).click();
    await dialog.getByRole('button', { name: 'Clear Scene' }).click();
    await expect(canvasStickers(page)).toHaveCount(0);
  });

  test('the scene is saved as you work and comes back after a reload', async ({ page }) => {
    await openBuilder(page);
    await addFirst(page, 2);
    const count = await canvasStickers(page).count();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.reload();
    await expect(canvasStickers(page)).toHaveCount(count);
  });

  test("a new visit offers the saved scene: 'Previous Scene Found', Restore Scene", async ({ page, context }) => {
    await openBuilder(page);
    await addFirst(page, 1);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const fresh = await context.newPage();
    await fresh.goto('/scene-builder');
    const prompt = fresh.getByRole('dialog', { name: 'Previous Scene Found' });
    // It opens once the new page's builder has hydrated, which a busy machine takes longer than 5 s to do.
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await expect(prompt).toContainText(/We found a previously saved scene with \d+ stickers/);
    await prompt.getByRole('button', { name: 'Restore Scene' }).click();
    await expect(canvasStickers(fresh)).not.toHaveCount(0);
  });

  test('the shopping list has one line per design, size and colour, with BUY IT NOW carrying the variation ids', async ({ page }) => {
    await openBuilder(page);
    await addFirst(page, 2);
    await page.getByRole('button', { name: 'View Shopping List' }).click();
    const list = page.getByRole('dialog', { name: 'Shopping List' });
    await expect(list).toBeVisible();
    const buy = list.getByRole('link', { name: 'BUY IT NOW' }).first();
    await expect(buy).toHaveAttribute('href', /etsy\.com\/listing\/\d+.*variation0=\d+/);
    // Each line: quantity, unit price, and what the line costs.
    await expect(list.locator('.line-price').first()).toHaveText(/^\d+ × (\$\d+\.\d\d = \$\d+\.\d\d|See Etsy)$/);
    await expect(list).toContainText('Total:');
  });

  test('a decal dragged from the sidebar lands on the canvas', async ({ page }) => {
    await openBuilder(page);
    const item = addButtons(page).first().locator('xpath=ancestor::*[@draggable="true"][1]');
    await item.dragTo(page.locator('.scene-viewport'), { targetPosition: { x: 300, y: 250 } });
    await expect(canvasStickers(page)).not.toHaveCount(0);
  });

  test('a sticker is dragged with a finger (touch emulation)', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openBuilder(page);
    await addFirst(page);
    const sticker = canvasStickers(page).first();
    const start = await boxOf(sticker);
    const cdp = await context.newCDPSession(page);
    const at = (dx: number) => [{ x: start.x + start.width / 2 + dx, y: start.y + start.height / 2 + dx / 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let i = 1; i <= 10; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i * 12) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => (await boxOf(sticker)).x - start.x).toBeGreaterThan(80);
    await context.close();
  });

  test('a share link opens the same scene elsewhere, without touching that visitor’s own saved scene', async ({ page, browser }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBuilder(page);
    await addFirst(page, 3);
    const count = await canvasStickers(page).count();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Scene link copied!')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/scene-builder\?scene=[A-Za-z0-9_-]+$/);

    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(link);
    await expect(visitor.getByText('You are looking at a shared scene.')).toBeVisible();
    await expect(canvasStickers(visitor)).toHaveCount(count);
    expect(await visitor.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('scene-builder')))).toEqual([]);
    await visitor.getByRole('button', { name: 'Keep this scene' }).click();
    await expect.poll(() => visitor.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('scene-builder')).length)).toBe(1);
    await expect(visitor).toHaveURL(/\/scene-builder$/);
    await other.close();
  });

  test('when the clipboard never answers, Share shows the scene link to copy by hand', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => new Promise(() => undefined) } }));
    await openBuilder(page);
    await addFirst(page, 1);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this scene' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Copy the link below and send it.' })).toHaveValue(/\/scene-builder\?scene=[A-Za-z0-9_-]+$/);
    await expect(page.getByText('Scene link copied!')).toBeHidden();
  });

  test('Download PNG saves a picture of the scene drawn from its state', async ({ page }) => {
    await openBuilder(page);
    await addFirst(page, 2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('micro-decals-scene.png');
    const bytes = await (await file.createReadStream()).toArray();
    const png = Buffer.concat(bytes as Buffer[]);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(2000);
  });

  test('two fingers pinch the canvas to zoom it', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openBuilder(page);
    const box = await boxOf(page.locator('.scene-viewport'));
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    const fingers = (spread: number) => [
      { x: cx - spread, y: cy, id: 1 },
      { x: cx + spread, y: cy, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
    for (let spread = 50; spread <= 160; spread += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => Number((await zoom(page).textContent())?.replace('%', ''))).toBeGreaterThan(150);
    await context.close();
  });

  test('a pack sits on the canvas as its copies, stays a pack in another size, and goes as one', async ({ page, request }) => {
    const candidates = (await publicListings(request)).map((l) => ({ summary: l, scene: toSceneListing(l) }));
    const pack = candidates.find((c) => c.scene && c.scene.sizeOptions.length > 1 && c.scene.sizeOptions.every((o) => o.packCount > 1));
    expect(pack, 'the demo shop sells a pack in several sizes').toBeTruthy();
    const [first, second] = pack!.scene!.sizeOptions;
    if (!first || !second) throw new Error('a pack in two sizes');
    await openBuilder(page);
    await page.getByRole('searchbox', { name: 'Search decals' }).fill(pack!.summary.title);
    // The search answers after its debounce and redraws the list: click in the list it drew.
    await expect(addButtons(page)).toHaveCount(1);
    await page.getByRole('button', { name: `Add ${pack!.summary.title} to the scene` }).click();
    const details = page.locator('.sticker-details');
    await details.getByLabel('Size').selectOption(first.name);
    await expect(canvasStickers(page)).toHaveCount(first.packCount);
    await details.getByLabel('Size').selectOption(second.name);
    await expect(canvasStickers(page)).toHaveCount(second.packCount);
    await expect(page.locator('.sticker-details')).toContainText(`Pack of ${second.packCount}`);
    // Removing one copy of a pack removes the pack (selected by keyboard: the copies overlap).
    await canvasStickers(page).last().locator('.scene-sticker-handle').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Delete');
    await expect(canvasStickers(page)).toHaveCount(0);
  });

  test('after calibrating with a card, 100% is actual size and the ruler says so', async ({ page }) => {
    await openBuilder(page);
    await expect(page.getByTestId('ruler-note')).toHaveText('Inches (calibrate for actual size)');
    await page.getByRole('button', { name: 'Calibrate true size' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calibrate true size' });
    const slider = dialog.getByRole('slider');
    await slider.fill('337');
    await expect(dialog).toContainText('100 pixels per inch');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('ruler-note')).toHaveText('Inches, actual size');
    // An inch of the grid is now 100 screen pixels.
    const inches = page.getByTestId('ruler-inch');
    const one = await boxOf(inches.nth(0));
    const two = await boxOf(inches.nth(1));
    expect(Math.round(two.x - one.x)).toBe(100);
  });
});

test.describe('the Scene Builder on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the decals come up in a drawer; a tapped decal lands on the canvas, a finger drags it, and the list shows BUY IT NOW', async ({ page, context }) => {
    await page.goto('/scene-builder');
    await hydrated(page);
    await expect(page.locator('.scene-sidebar')).not.toBeInViewport();
    await page.getByRole('button', { name: 'Add decals' }).tap();
    await addButtons(page).first().tap();
    await expect(canvasStickers(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add decals' })).toHaveAttribute('aria-expanded', 'false');
    // The drawer slides away: a finger put down before it is gone lands on the drawer.
    await expect(page.locator('.scene-sidebar')).not.toBeInViewport();

    const sticker = canvasStickers(page).first();
    const start = await boxOf(sticker);
    const cdp = await context.newCDPSession(page);
    const at = (dx: number) => [{ x: start.x + start.width / 2 + dx, y: start.y + start.height / 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i * 8) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => (await boxOf(sticker)).x - start.x).toBeGreaterThan(40);
    // The page itself did not scroll under the drag; the move is saved.
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.getByRole('button', { name: 'View Shopping List' }).tap();
    const list = page.getByRole('dialog', { name: 'Shopping List' });
    await expect(list).toBeVisible();
    const buy = list.getByRole('link', { name: 'BUY IT NOW' }).first();
    await expect(buy).toBeInViewport();
  });

  test('the drawer’s hide button closes it; a tapped sticker brings its details into view', async ({ page }) => {
    await page.goto('/scene-builder');
    await hydrated(page);
    await page.getByRole('button', { name: 'Add decals' }).tap();
    await expect(page.locator('.scene-sidebar')).toBeInViewport();
    await page.getByRole('button', { name: 'Hide the decals' }).tap();
    await expect(page.getByRole('button', { name: 'Add decals' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.scene-sidebar')).not.toBeInViewport();

    await page.getByRole('button', { name: 'Add decals' }).tap();
    await addButtons(page).first().tap();
    await expect(page.locator('.scene-sidebar')).not.toBeInViewport();
    // The details' own control, under the canvas.
    const rotate = page.getByRole('button', { name: 'Rotate left', exact: true });
    await expect(rotate).not.toBeInViewport();
    await canvasStickers(page).first().tap();
    await expect(rotate).toBeInViewport();
    // The sticker is still on the screen above its details.
    await expect(canvasStickers(page).first()).toBeInViewport();
  });
});
