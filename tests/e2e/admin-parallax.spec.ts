import { loadSceneOnHome } from './support/parallax-panel.ts';
import { openSignedIn } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/storefront.ts';

/** Two scenes of the demo shop's stickers, made through the API as the panel's save does. */
async function twoScenes(request: import('@playwright/test').APIRequestContext, origin: string): Promise<[string, string]> {
  const stickers = ((await (await request.get('/api/svgpath-stickers?limit=6')).json()) as { data: { etsyListingId: number; title: string }[] }).data;
  const suffix = Date.now().toString(36);
  const names: [string, string] = [`test-forest-${suffix}`, `test-desert-${suffix}`];
  for (const [i, name] of names.entries()) {
    const res = await request.post('/api/parallax-scenes', {
      headers: { Origin: origin },
      data: {
        name,
        scene_stickers: stickers
          .slice(i * 3, i * 3 + 3)
          .map((s, k) => ({ listingId: s.etsyListingId, title: s.title, size: 'SMALL', xOffset: 20 + 30 * k, yOffset: 0 })),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return names;
}

test.describe('the /parallax test page', () => {
  test('each instance keeps its own scene across a reload; a pressed sticker shows below, and Clear empties it', async ({ page, baseURL }) => {
    await openSignedIn(page, '/admin');
    const [forest, desert] = await twoScenes(page.request, new URL(baseURL!).origin);
    await page.goto('/parallax');
    const one = page.locator('[data-instance="clean-test-1"]');
    const two = page.locator('[data-instance="clean-test-2"]');
    await expect(one.getByTestId('instance-scene')).toBeVisible();

    await page.getByLabel('Show Admin Panel').check();
    for (const [instance, scene] of [
      [one, forest],
      [two, desert],
    ] as const) {
      const panel = instance.getByRole('group', { name: /^Admin panel of/ });
      await panel.getByLabel('Scene').selectOption(scene);
      await panel.getByRole('button', { name: 'Set as default scene' }).click();
      await expect(panel.getByRole('status')).toContainText(scene);
      await expect(instance.locator('.parallax-scene')).toHaveAttribute('data-scene', scene);
    }

    await page.getByRole('button', { name: 'Reset Page' }).click();
    await expect(one.locator('.parallax-scene')).toHaveAttribute('data-scene', forest);
    await expect(two.locator('.parallax-scene')).toHaveAttribute('data-scene', desert);
    await expect(one.getByTestId('instance-scene')).toContainText('(its own)');

    const sticker = two.locator('.parallax-sticker').first();
    await sticker.scrollIntoViewIfNeeded();
    const title = (await sticker.getAttribute('aria-label'))!.replace(/^View /, '');
    await sticker.click();
    await expect(page.getByTestId('last-sticker')).toContainText(title);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByTestId('last-sticker').getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('None yet.')).toBeVisible();
    await page.screenshot({ path: '.cache/screenshots/e2e-parallax-1280.png', fullPage: true });

    // Clearing one instance's scene leaves the other's.
    await page.getByLabel('Show Admin Panel').check();
    await one
      .getByRole('group', { name: /^Admin panel of/ })
      .getByRole('button', { name: 'Clear assignment' })
      .click();
    await expect(one.getByTestId('instance-scene')).toContainText('(default)');
    await page.reload();
    await expect(two.locator('.parallax-scene')).toHaveAttribute('data-scene', desert);
    for (const name of [forest, desert])
      await page.request.delete(`/api/parallax-scenes/${name}?force=true`, { headers: { Origin: new URL(baseURL!).origin } });
  });

  test('the scene panel: dragged by its title, a layer’s speed and the height seen at once, saved, and kept after a reload', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await openSignedIn(page, '/admin');
    const [forest] = await twoScenes(page.request, origin);
    await page.request.post('/api/parallax-instance-assignments', { headers: { Origin: origin }, data: { instance_id: 'clean-test-1', scene_name: forest } });
    await page.goto('/parallax');
    const one = page.locator('[data-instance="clean-test-1"]');
    await expect(one.locator('.parallax-scene')).toHaveAttribute('data-scene', forest);
    await page.getByLabel('Show Admin Panel').check();
    await one.getByRole('button', { name: `Edit scene ‘${forest}’` }).click();
    const panel = page.getByRole('complementary', { name: /Parallax admin/ });
    await expect(panel).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const before = (await panel.boundingBox())!;
    const handle = panel.getByRole('heading', { name: /Parallax admin/ });
    const grip = (await handle.boundingBox())!;
    await page.mouse.move(grip.x + 20, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x - 180, grip.y + grip.height / 2 + 60, { steps: 8 });
    await page.mouse.up();
    const after = (await panel.boundingBox())!;
    expect(Math.round(before.x - after.x)).toBeGreaterThan(150);

    // Live preview: the layer's speed and the scene's height change on the page before any save.
    await panel.getByLabel('SMALL speed').fill('9');
    await expect(one.locator('.parallax-layer[data-size="SMALL"]')).toHaveAttribute('data-speed', '9');
    // And seen while scrolling: the layer moves 0.9 px per pixel scrolled, the ATOM layer (speed 0.5) 0.05.
    const shift = (size: string) =>
      one.locator(`.parallax-layer[data-size="${size}"]`).evaluate((layer) => new DOMMatrix(getComputedStyle(layer).transform).m42);
    // The scroll timeline moves the layers at the next frame: read them after it.
    const scrollAndSettle = (dy: string | number) =>
      page.evaluate(
        (by) =>
          new Promise<void>((done) => {
            const box = document.querySelector('[data-instance="clean-test-1"] .parallax-box')!;
            scrollBy(0, by === 'to-box' ? box.getBoundingClientRect().top - 200 : Number(by));
            requestAnimationFrame(() => requestAnimationFrame(() => done()));
          }),
        dy,
      );
    await scrollAndSettle('to-box');
    const [small, atom] = [await shift('SMALL'), await shift('ATOM')];
    const from = await page.evaluate(() => scrollY);
    await scrollAndSettle(100);
    const scrolled = (await page.evaluate(() => scrollY)) - from;
    expect(scrolled).toBeGreaterThan(50);
    await expect.poll(async () => Math.round((await shift('SMALL')) - small)).toBe(Math.round(scrolled * 0.9));
    expect(Math.round((await shift('ATOM')) - atom)).toBe(Math.round(scrolled * 0.05));
    await panel.getByLabel('Height', { exact: true }).fill('420px');
    await expect.poll(async () => Math.round((await one.locator('.parallax-box').boundingBox())!.height)).toBe(420);
    await panel.getByRole('button', { name: 'Save scene' }).click();
    await expect(panel.getByRole('status')).toHaveText(`Scene ‘${forest}’ saved`);

    await page.reload();
    await expect(one.locator('.parallax-layer[data-size="SMALL"]')).toHaveAttribute('data-speed', '9');
    const stored = (await (await page.request.get(`/api/parallax-scenes/${forest}`)).json()) as {
      data: { component_height: string; layer_speeds: Record<string, number> };
    };
    expect(stored.data).toMatchObject({ component_height: '420px', layer_speeds: { SMALL: 9 } });

    // A scene still shown somewhere says where before it is deleted.
    await page.getByLabel('Show Admin Panel').check();
    await one.getByRole('button', { name: `Edit scene ‘${forest}’` }).click();
    await panel.getByRole('button', { name: 'Delete scene' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ‘${forest}’?` });
    await expect(confirm).toContainText('instance clean-test-1');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.screenshot({ path: '.cache/screenshots/e2e-parallax-panel-1280.png' });
  });

  test('the panel uploads a background checked by its content, and shows it at once', async ({ page }) => {
    await openSignedIn(page, '/parallax');
    await page.getByLabel('Show Admin Panel').check();
    const one = page.locator('[data-instance="clean-test-1"]');
    await one.getByRole('button', { name: /^Edit scene/ }).click();
    const panel = page.getByRole('complementary', { name: /Parallax admin/ });
    // A 1 x 1 PNG, and an HTML page named like one.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await panel
      .getByLabel('Upload image')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await expect(panel.getByRole('alert')).toContainText('The file is not a jpg, png, gif or webp image');
    await panel.getByLabel('Upload image').setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: png });
    await expect(panel.getByRole('status')).toHaveText('Uploaded sky.png');
    const path = await panel.getByLabel('Image', { exact: true }).inputValue();
    expect(path).toMatch(/^\/api\/uploads\/backgrounds\/[0-9a-f]{32}\.png$/);
    await expect(one.locator('.parallax-backdrop')).toHaveAttribute('style', new RegExp(path.replace(/[./]/g, '\\$&')));
    const served = await page.request.get(path);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await served.body()).equals(png)).toBe(true);
  });

  test('on a phone the page fits the screen and its scenes show', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/parallax');
    await expect(page.locator('[data-instance="clean-test-1"] .parallax-scene')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '.cache/screenshots/e2e-parallax-390.png', fullPage: true });
  });
});

test.describe('the parallax admin panel on the home page', () => {
  /** The first sticker of the box whose centre is not covered (by another sticker or the box's edge). */
  const uncoveredSticker = (box: import('@playwright/test').Locator) =>
    box.evaluate((b) => {
      for (const el of b.querySelectorAll<HTMLElement>('.parallax-sticker')) {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        if (hit && el.contains(hit)) return el.dataset.key!;
      }
      return null;
    });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px: a scene loaded by name, a sticker dragged and nudged, undone and redone, saved with its position`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      await page.setViewportSize(viewport);
      await openSignedIn(page, '/admin');
      const [forest] = await twoScenes(page.request, origin);
      await page.goto('/?admin=true');
      const { box, panel } = await loadSceneOnHome(page, forest);

      await panel.getByRole('button', { name: 'Edit positions' }).click();
      await expect(box.locator('.parallax-scene')).toHaveAttribute('data-positioning', 'true');
      // The scene's top just below the header, so the stickers are clear of the panel (a sheet on a phone).
      await box.evaluate((b) => scrollBy(0, b.getBoundingClientRect().top - 70));
      const key = await uncoveredSticker(box);
      expect(key, 'a sticker to drag').not.toBeNull();
      const sticker = box.locator(`[data-key="${key}"]`);
      // Its centre: the hover's scale changes its box, not where it is.
      const centre = async () => {
        const b = (await sticker.boundingBox())!;
        return Math.round(b.x + b.width / 2);
      };
      const start = (await sticker.boundingBox())!;
      const startX = await centre();
      await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
      await page.mouse.down();
      await page.mouse.move(start.x + start.width / 2 + 60, start.y + start.height / 2 + 30, { steps: 6 });
      await page.mouse.up();
      await expect.poll(async () => (await centre()) - startX).toBeGreaterThan(40);
      const draggedX = await centre();

      // A nudge by key, then Ctrl+Z takes it back, and Undo the drag; Redo brings the drag again.
      await sticker.focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(centre).toBeLessThan(draggedX - 1);
      await page.keyboard.press('Control+z');
      await expect.poll(centre).toBe(draggedX);
      await panel.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(centre).toBe(startX);
      await panel.getByRole('button', { name: 'Redo' }).click();
      await expect.poll(centre).toBe(draggedX);

      await panel.getByRole('button', { name: 'Save scene' }).click();
      await expect(panel.getByRole('status')).toHaveText(`Scene ‘${forest}’ saved`);
      const stored = (await (await page.request.get(`/api/parallax-scenes/${forest}`)).json()) as {
        data: { sticker_positions: Record<string, { x: number }> };
      };
      expect(Object.keys(stored.data.sticker_positions)).toEqual([key]);
      await page.screenshot({ path: `.cache/screenshots/e2e-home-scene-panel-${viewport.width}.png` });
      await page.request.delete(`/api/parallax-scenes/${forest}?force=true`, { headers: { Origin: origin } });
    });
  }
});
