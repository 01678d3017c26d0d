import type { Locator, Page } from '@playwright/test';
import * as z from 'zod/mini';
import { dataOf } from '../../src/contracts/api.ts';
import { categorySceneAssignmentSchema, listingSceneInsertionSchema } from '../../src/contracts/parallax-scenes.ts';
import { comparatorFor, listingPageTitle } from '../../src/domain/catalogue.ts';
import { cardOf, expect, openStorefront, publicListings, renderWholeGrid, sceneRevealed, test } from './support/storefront.ts';

const DINOSAURS = 'Dinosaur Stickers';

const dinoBox = (page: Page) => page.getByRole('region', { name: DINOSAURS, exact: true }).getByRole('group', { name: `${DINOSAURS} scene` });
const sceneIn = (box: Locator) => box.locator('.parallax-scene');

/** Each layer's speed and its vertical offset from its scene (its transform, as drawn). */
function layerOffsets(box: Locator): Promise<{ size: string; speed: number; offset: number }[]> {
  return box.evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    return [...el.querySelectorAll<HTMLElement>('.parallax-layer')].map((layer) => ({
      size: layer.dataset.size!,
      speed: Number(layer.dataset.speed),
      offset: layer.getBoundingClientRect().top - top,
    }));
  });
}

/**
 * A scene's stickers as composed for a desktop-wide scene (1,200 px): their real size there, the
 * same share of a narrower scene's width (at most 45 % of it), each inside the scene.
 */
async function expectComposedProportions(box: Locator): Promise<void> {
  const drawn = await box.evaluate((el) => {
    const scene = el.getBoundingClientRect();
    return [...el.querySelectorAll<HTMLElement>('.parallax-sticker')].map((s) => {
      const r = s.getBoundingClientRect();
      const real = parseFloat(s.style.getPropertyValue('--width'));
      return {
        width: Math.round(r.width),
        expected: Math.round(Math.min(real, real * (scene.width / 1200), scene.width * 0.45)),
        inside: r.left >= scene.left - 1 && r.right <= scene.right + 1,
      };
    });
  });
  expect(drawn.length).toBeGreaterThan(3);
  for (const sticker of drawn) expect(sticker).toEqual({ width: sticker.expected, expected: sticker.expected, inside: true });
}

/** Scrolls so the box's top is a third of the way down the viewport, where it can scroll either way. */
async function bringIntoView(page: Page, box: Locator): Promise<void> {
  await box.evaluate((el) => scrollTo(0, scrollY + el.getBoundingClientRect().top - innerHeight / 3));
}

/**
 * The worst miss, in px, over a scene's layers of their drawn offset against the rule: zero when the
 * scene is centred in the viewport, (scrollY - scrollY then) x speed x factor otherwise.
 */
function restMiss(box: Locator, factor: number): Promise<number> {
  return box.evaluate((el, k) => {
    const scene = el.getBoundingClientRect();
    const fromCentre = innerHeight / 2 - (scene.top + scene.height / 2);
    const misses = [...el.querySelectorAll<HTMLElement>('.parallax-layer')].map((layer) =>
      Math.abs(layer.getBoundingClientRect().top - scene.top - fromCentre * Number(layer.dataset.speed) * k),
    );
    return Math.max(...misses);
  }, factor);
}

/** Scrolls by a delta and checks that every layer moved by delta x speed x 0.1 relative to its scene. */
async function expectLayersFollowScroll(page: Page, box: Locator, delta: number, factor = 0.1): Promise<void> {
  // The layers follow the scroll a frame later: wait until they sit where the last scroll put them.
  await expect.poll(() => restMiss(box, factor), { message: 'layers settled before scrolling' }).toBeLessThanOrEqual(1.5);
  const before = await layerOffsets(box);
  expect(before.length).toBeGreaterThan(0);
  const start = await page.evaluate(() => scrollY);
  await page.evaluate((dy) => scrollBy(0, dy), delta);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(start + delta);
  // The worst miss over the layers, in px: each should have moved by delta x speed x factor.
  const worstMiss = async () => {
    const after = await layerOffsets(box);
    return Math.max(...after.map((l, i) => Math.abs(l.offset - before[i]!.offset - delta * l.speed * factor)));
  };
  await expect
    .poll(worstMiss, { message: `layers after scrolling ${delta}px (${before.map((l) => `${l.size} x${l.speed}`).join(', ')})` })
    .toBeLessThanOrEqual(1.5);
}

test.describe('parallax scenes in the storefront grid', () => {
  test('the dinosaurs’ scene sits between their header and their cards, prebuilt at its final height, and reveals its stickers', async ({ browser, page }) => {
    // The page as built, before any script: the box is there with its height.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    const plain = await noScript.newPage();
    await plain.goto('/');
    const built = (await dinoBox(plain).boundingBox())!;
    const builtCardTop = await plain
      .locator('#catalogue a[data-listing-id]')
      .first()
      .evaluate((a) => a.getBoundingClientRect().top + scrollY);
    await expect(dinoBox(plain).getByRole('progressbar')).toBeVisible();
    // Its bar steps, never glides: a gliding bar draws a frame every 16 ms while the page loads.
    expect(
      await dinoBox(plain)
        .locator('.parallax-progress > span')
        .evaluate((bar) => getComputedStyle(bar).transitionDuration),
    ).toBe('0s');
    await noScript.close();
    expect(built.height).toBeGreaterThan(200);

    await openStorefront(page);
    const box = dinoBox(page);
    await sceneRevealed(box);
    await expect(sceneIn(box)).toHaveAttribute('data-scene', 'home-dino1');
    const after = (await box.boundingBox())!;
    expect(after.height).toBeCloseTo(built.height, 0);
    expect(after.height).toBeCloseTo(page.viewportSize()!.height * 0.6, 0);
    // Nothing under the box moved: the first card is where the prebuilt page had it.
    expect(
      await page
        .locator('#catalogue a[data-listing-id]')
        .first()
        .evaluate((a) => a.getBoundingClientRect().top + scrollY),
    ).toBeCloseTo(builtCardTop, 0);

    // Between the section's header and its cards.
    const order = await box.evaluate((el) => [el.previousElementSibling?.tagName, el.nextElementSibling?.className]);
    expect(order).toEqual(['HEADER', 'sticker-grid']);
    const stickers = box.getByRole('button', { name: /^View / });
    expect(await stickers.count()).toBeGreaterThan(3);
    await expect(box.getByRole('progressbar')).toHaveCount(0);
    // A category scene shows ATOM to MEDIUM.
    expect((await layerOffsets(box)).map((l) => l.size)).toEqual(['MEDIUM', 'SMALL', 'MICRO', 'NANO', 'PIXEL', 'ATOM']);
    // Shoppers have no way into the parallax admin panel.
    await expect(box.getByRole('button', { name: /^Edit scene/ })).toHaveCount(0);
    // Its stickers keep the proportions composed for a desktop-wide scene, here and on a phone.
    await expectComposedProportions(box);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectComposedProportions(box);
  });

  test('a revealed scene shows its backdrop first, then its layers a frame or more apart, far to near: never all drawn in one frame', async ({ page }) => {
    await openStorefront(page);
    const box = dinoBox(page);
    await box.scrollIntoViewIfNeeded();
    // From the moment the scene is revealed, the number of its layers showing, frame by frame.
    const frames = await box.evaluate(
      (el) =>
        new Promise<number[]>((resolve) => {
          const counts: number[] = [];
          const frame = () => {
            const scene = el.querySelector('.parallax-scene');
            const layers = [...(scene?.querySelectorAll('.parallax-layer') ?? [])];
            if (scene?.getAttribute('data-state') === 'initialized' && layers.length > 0) {
              counts.push(layers.filter((l) => l.checkVisibility({ visibilityProperty: true })).length);
              if (counts.at(-1) === layers.length) return resolve(counts);
            }
            requestAnimationFrame(frame);
          };
          frame();
        }),
    );
    expect(frames[0], 'no layer in the reveal’s own frame').toBe(0);
    const steps = frames.filter((count, i) => count > (frames[i - 1] ?? 0));
    expect(steps.length, `layers showing frame by frame: ${frames.join(' ')}`).toBeGreaterThan(1);
  });

  test('each layer moves by scroll delta x speed x 0.1 relative to its scene (CSS scroll timeline)', async ({ page }) => {
    await openStorefront(page);
    const box = dinoBox(page);
    await sceneRevealed(box);
    await expect(sceneIn(box)).toHaveAttribute('data-motion', 'css');
    await bringIntoView(page, box);
    await expectLayersFollowScroll(page, box, 100);
    await expectLayersFollowScroll(page, box, -60);
  });

  test('without scroll timelines, the shared scroll listener moves the layers the same way', async ({ page }) => {
    await page.addInitScript(() => {
      const supports: (...args: string[]) => boolean = CSS.supports.bind(CSS);
      CSS.supports = (...args: string[]) => (args.join(' ').includes('animation-timeline') ? false : supports(...args));
    });
    await openStorefront(page);
    const box = dinoBox(page);
    await sceneRevealed(box);
    await expect(sceneIn(box)).toHaveAttribute('data-motion', 'js');
    await bringIntoView(page, box);
    await expectLayersFollowScroll(page, box, 100);
    await expectLayersFollowScroll(page, box, -60);
  });

  test('with reduced motion the layers stay at rest', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openStorefront(page);
    const box = dinoBox(page);
    await sceneRevealed(box);
    await expect(sceneIn(box)).toHaveAttribute('data-motion', 'none');
    await bringIntoView(page, box);
    expect((await layerOffsets(box)).map((l) => l.offset)).toEqual((await layerOffsets(box)).map(() => 0));
    await expectLayersFollowScroll(page, box, 120, 0);
  });

  test('clicking a scene’s sticker opens that listing’s modal', async ({ page }) => {
    await openStorefront(page);
    const box = dinoBox(page);
    await sceneRevealed(box);
    await bringIntoView(page, box);
    // A sticker whose centre is on screen, inside the scene and not under a nearer one.
    const target = await box.evaluate((el) => {
      const scene = el.getBoundingClientRect();
      for (const button of el.querySelectorAll<HTMLElement>('.parallax-sticker')) {
        const r = button.getBoundingClientRect();
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        const inside = x > scene.left && x < scene.right && y > Math.max(scene.top, 0) && y < Math.min(scene.bottom, innerHeight);
        if (inside && document.elementFromPoint(x, y)?.closest('.parallax-sticker') === button) return { x, y, label: button.getAttribute('aria-label')! };
      }
      return null;
    });
    expect(target, 'a sticker can be clicked').not.toBeNull();
    // By the button, not by the point: Playwright waits for it to hold still and to take the click,
    // where a point read a moment earlier may lie elsewhere once the page has moved.
    await box.getByRole('button', { name: target!.label, exact: true }).click();
    const title = target!.label.replace(/^View /, '');
    // The modal opens once the whole catalogue is here (the card it is keyed by): on a busy machine, a few seconds.
    await expect(page.getByRole('dialog', { name: listingPageTitle(title), exact: true })).toBeVisible({ timeout: 15_000 });
  });

  test('a listing’s scene spans the whole grid row, right before the listing’s card', async ({ page, request }) => {
    const insertions = (await (await request.get('/api/listing-scene-insertions')).json()) as unknown;
    const insertion = dataOf(z.array(listingSceneInsertionSchema))
      .parse(insertions)
      .data.find((i) => i.scene_name === 'cryptid-woods')!;
    expect(insertion).toBeDefined();
    const position = (await publicListings(request)).sort(comparatorFor('sales')).findIndex((l) => l.id === insertion.listing_id);
    await openStorefront(page, '/?group=0');
    // The grid renders in steps as its end comes near (and loads the rest of the catalogue).
    await renderWholeGrid(page, position + 1);
    const box = page.locator(`[data-scene-box="listing"][data-scene-name="${insertion.scene_name}"]`);
    await expect(box).toHaveCount(1);
    const geometry = await box.evaluate((el) => {
      const row = el.closest('li')!;
      const grid = row.closest('ul.sticker-grid')!;
      return {
        row: row.getBoundingClientRect().width,
        grid: grid.getBoundingClientRect().width,
        next: row.nextElementSibling?.querySelector('a')?.getAttribute('data-listing-id'),
      };
    });
    expect(geometry.row).toBeCloseTo(geometry.grid, 0);
    expect(Number(geometry.next)).toBe(insertion.listing_id);
    await expect(cardOf(page, insertion.listing_id)).toBeVisible();
    await box.scrollIntoViewIfNeeded();
    await sceneRevealed(box);
    expect(await box.getByRole('button', { name: /^View / }).count()).toBeGreaterThan(0);
  });

  test('every category with a scene shows it between its header and its cards', async ({ page, request }) => {
    const assignments = dataOf(z.array(categorySceneAssignmentSchema)).parse(await (await request.get('/api/category-scene-assignments')).json()).data;
    await openStorefront(page);
    await renderWholeGrid(page, (await publicListings(request)).length);
    for (const { category, scene_name } of assignments) {
      const box = page.getByRole('region', { name: category, exact: true }).getByRole('group', { name: `${category} scene` });
      await expect(box).toHaveAttribute('data-scene-name', scene_name);
      expect(await box.evaluate((el) => el.previousElementSibling?.tagName)).toBe('HEADER');
    }
  });
});
