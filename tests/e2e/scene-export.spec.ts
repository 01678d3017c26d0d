import type { Page } from '@playwright/test';
import { SCENE_STORAGE_KEY } from '../../src/client/screen-calibration.ts';
import { PX_PER_INCH } from '../../src/domain/scene-scale.ts';
import { parseSavedScene } from '../../src/domain/scene-save.ts';
import { exportSize, sceneBounds, stickerTint } from '../../src/features/scene-builder/export-png.ts';
import { expect, test } from './support/storefront.ts';

/** The size a PNG says it is, from its header (IHDR: width and height, big-endian, at bytes 16 and 20). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'a PNG signature').toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The scene as the page saved it (its autosave), once it holds `count` stickers. */
async function savedScene(page: Page, count: number) {
  await expect
    .poll(async () => parseSavedScene(await page.evaluate((key) => localStorage.getItem(key), SCENE_STORAGE_KEY)))
    .toMatchObject({
      status: 'ok',
      scene: { stickers: Array.from({ length: count }, () => expect.anything()) },
    });
  const saved = parseSavedScene(await page.evaluate((key) => localStorage.getItem(key), SCENE_STORAGE_KEY));
  if (saved.status !== 'ok') throw new Error('no saved scene');
  return saved;
}

/** What the image shows, decoded by the browser: the share of its pixels in the stickers' colour, of board, and of white mat. */
async function pixelShares(page: Page, png: Buffer, tint: string) {
  return page.evaluate(
    async ({ base64, tint }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const [tr, tg, tb] = [1, 3, 5].map((i) => parseInt(tint.slice(i, i + 2), 16));
      let sticker = 0;
      let white = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (Math.abs(r - tr!) + Math.abs(g - tg!) + Math.abs(b - tb!) < 24) sticker++;
        else if (r > 250 && g > 250 && b > 250) white++;
      }
      const total = data.length / 4;
      return { sticker: sticker / total, white: white / total, board: (total - sticker - white) / total };
    },
    { base64: png.toString('base64'), tint },
  );
}

test.describe('Download PNG', () => {
  test.use({ realArtwork: true });

  test('crops the picture to the stickers and half an inch of board, at least as sharp as the whole board was', async ({ page }) => {
    await page.goto('/scene-builder');
    const add = page.getByRole('button', { name: /^Add .+ to the scene$/ });
    await add.nth(0).click();
    await add.nth(1).click();
    await expect(page.locator('.scene-sticker')).toHaveCount(2);
    const { scene, prefs } = await savedScene(page, 2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('micro-decals-scene.png');
    const png = Buffer.concat((await (await file.createReadStream()).toArray()) as Buffer[]);
    await page.screenshot({ path: '.cache/screenshots/e2e-scene-export-page-1280.png' });

    // The image is the crop of the scene the page saved, at 2 image pixels per scene pixel.
    const crop = exportSize(sceneBounds(scene, prefs.background), 2);
    const wholeBoard = exportSize(sceneBounds({ ...scene, stickers: [] }, prefs.background), 2);
    expect(pngSize(png)).toEqual({ width: crop.width, height: crop.height });
    expect(crop.width).toBeLessThan(wholeBoard.width);
    expect(crop.height).toBeLessThan(wholeBoard.height);
    expect(crop.scale * PX_PER_INCH, 'pixels to the inch').toBeGreaterThanOrEqual(wholeBoard.scale * PX_PER_INCH);

    // Not blank: the stickers in their colour on the board, and no white mat around them.
    const colors = [...new Set(scene.stickers.map((s) => s.color))];
    expect(colors).toHaveLength(1);
    const shares = await pixelShares(page, png, stickerTint(colors[0]!));
    expect(shares.sticker, 'the stickers’ share of the picture').toBeGreaterThan(0.05);
    expect(shares.board, 'the board’s share of the picture').toBeGreaterThan(0.2);
    expect(shares.white, 'white mat').toBeLessThan(0.01);
  });
});
