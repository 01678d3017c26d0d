import type { Page } from '@playwright/test';
import { listingPageTitle } from '../../src/domain/catalogue.ts';
import { HERO_PORTS } from '../../src/domain/hero-stickers.ts';
import { HERO_BROKEN_TEXT, HERO_PROGRESS_LABEL, generateLabel, viewDetailsLabel } from '../../src/features/hero/texts.ts';
import { dataOf } from '../../src/contracts/api.ts';
import { heroSettingsSchema } from '../../src/contracts/hero.ts';
import { expect, openStorefront, publicListings, test } from './support/storefront.ts';

const machine = (page: Page) => page.getByRole('region', { name: 'Sticker machine' });
const refresh = (page: Page) => machine(page).getByRole('button', { name: 'Refresh', exact: true });
/** The stickers in the ports (not those falling off). */
const portStickers = (page: Page) => machine(page).locator('.hm-sticker:not([data-phase="falling"])');

/** The sticker id in each port. */
async function shownIds(page: Page): Promise<Record<string, string>> {
  return portStickers(page).evaluateAll((els) => Object.fromEntries(els.map((e) => [(e as HTMLElement).dataset.port, (e as HTMLElement).dataset.stickerId])));
}

/** Waits until the machine is ready and at rest with a sticker attached in every port. */
async function atRest(page: Page): Promise<void> {
  await expect(machine(page)).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  await expect(machine(page)).toHaveAttribute('data-machine-state', 'idle', { timeout: 10_000 });
  await expect(portStickers(page).and(page.locator('[data-phase="attached"]'))).toHaveCount(3);
}

/** Serves home cut just before the Refresh label, then just before the loading bar: what was read sits where it does in the whole page. */
async function expectPartsStayPut(page: Page): Promise<void> {
  const html = await (await page.request.get('/')).text();
  // No island: the prebuilt box as the parser leaves it.
  await page.route('**/*.js', (route) => route.abort());
  const cuts = [
    { before: '<span class="hm-refresh-label"', part: '#hero-machine .hm-refresh-icon' },
    { before: '<div class="hm-progress"', part: '#hero-machine .hm-loading p' },
  ];
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const whole = await Promise.all(cuts.map((cut) => page.locator(cut.part).boundingBox()));
  for (const [i, cut] of cuts.entries()) {
    const at = html.indexOf(cut.before);
    expect(at, cut.before).toBeGreaterThan(0);
    await page.route('/', (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, at) }));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await page.locator(cut.part).boundingBox(), cut.part).toEqual(whole[i]);
    await page.unroute('/');
  }
}

/**
 * Loads home, lets the machine come to rest and the first scene reveal, and checks that every
 * transition and animation on the way changed transforms and opacity only. A transition of width
 * or height lays the page out again on every frame it runs (the loading bars filled by width did,
 * for their whole 300 ms).
 */
async function expectOnlyCompositedMotion(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { animated: Set<string> }).animated = seen;
    const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const note = (animation: Animation) => {
      for (const frame of (animation.effect as KeyframeEffect | null)?.getKeyframes() ?? [])
        for (const name of Object.keys(frame)) if (!['offset', 'computedOffset', 'easing', 'composite'].includes(name)) seen.add(kebab(name));
    };
    addEventListener('transitionrun', (event) => seen.add(event.propertyName), true);
    addEventListener('animationstart', () => document.getAnimations().forEach(note), true);
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      note(animation);
      return animation;
    };
  });
  await page.goto('/');
  await atRest(page);
  const scene = page.locator('.parallax-scene').first();
  await scene.scrollIntoViewIfNeeded();
  await expect(scene).toHaveAttribute('data-state', 'initialized', { timeout: 15_000 });
  const animated = await page.evaluate(() => [...(window as unknown as { animated: Set<string> }).animated].sort());
  expect(animated.length).toBeGreaterThan(0);
  // Visibility never runs per frame: a scene's layers switch to visible once each, after a delay.
  expect(animated.filter((name) => !['transform', 'opacity', 'translate', 'scale', 'rotate', 'visibility'].includes(name))).toEqual([]);
}

/** Records every value the machine's attributes ever take, from the first paint on (read with `recorded`). */
async function recordMachine(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Record<string, string[]> = { phase: [], twitch: [], background: [] };
    (window as unknown as { heroSeen: typeof seen }).heroSeen = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        if (r.type === 'childList') {
          for (const n of r.addedNodes) {
            if (!(n instanceof HTMLElement)) continue;
            for (const s of [n, ...n.querySelectorAll<HTMLElement>('.hm-sticker')])
              if (s.matches('.hm-sticker')) seen.phase!.push(`${s.dataset.port}:${s.dataset.phase}`);
          }
        }
        if (r.attributeName === 'data-phase') seen.phase!.push(`${el.dataset.port}:${el.dataset.phase}`);
        if (r.attributeName === 'data-twitch') seen.twitch!.push(el.dataset.twitch!);
        if (r.attributeName === 'data-background-state') seen.background!.push(el.dataset.backgroundState!);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase', 'data-twitch', 'data-background-state'] });
  });
}

/** What recordMachine has seen so far; `phase` entries read 'port:phase'. */
async function recorded(page: Page): Promise<Record<'phase' | 'twitch' | 'background', string[]>> {
  return page.evaluate(() => (window as unknown as { heroSeen: Record<'phase' | 'twitch' | 'background', string[]> }).heroSeen);
}

async function openHome(page: Page): Promise<void> {
  await openStorefront(page);
  await atRest(page);
}

test.describe('the prebuilt machine, before any JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its frame with three empty ports and a disabled Refresh, and no endless loading bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(machine(page).locator('.hm-port')).toHaveCount(3);
    await expect(machine(page).locator('.hm-sticker')).toHaveCount(0);
    await expect(refresh(page)).toBeDisabled();
    await expect(machine(page).getByRole('progressbar', { name: HERO_PROGRESS_LABEL })).toBeHidden();
    // Once script runs, its bar steps, never glides: a gliding bar draws a frame every 16 ms while the page loads.
    expect(
      await machine(page)
        .locator('.hm-progress > span')
        .evaluate((bar) => getComputedStyle(bar).transitionDuration),
    ).toBe('0s');
    const box = await machine(page).boundingBox();
    expect(box!.height).toBeLessThanOrEqual(800 * 0.45 + 1);
  });
});

test.describe('the hero sticker machine', () => {
  test('shows three ports, the logo first in the center and the configured stickers left and right', async ({ page, request }) => {
    const settings = dataOf(heroSettingsSchema).parse(await (await request.get('/api/hero-settings')).json()).data;
    await openHome(page);
    await expect(machine(page).locator('.hm-port')).toHaveCount(3);
    expect(settings, 'the demo shop configures both hero stickers').toEqual({ leftListingId: expect.any(Number), rightListingId: expect.any(Number) });
    expect(await shownIds(page)).toEqual({ left: String(settings.leftListingId), center: 'logo', right: String(settings.rightListingId) });
    await expect(machine(page).getByRole('progressbar')).toHaveCount(0);
    await expect(refresh(page)).toBeEnabled();
    // The logo has no listing to show; the stickers do.
    await expect(machine(page).getByRole('button', { name: /^View details of / })).toHaveCount(2);
    await expect(machine(page).getByRole('button', { name: /^Generate new sticker/ })).toHaveCount(3);
  });

  test('Refresh changes the background through dark and every sticker, and the logo does not come back', async ({ page }) => {
    await recordMachine(page);
    await openHome(page);
    const before = await shownIds(page);
    const background = await machine(page).getAttribute('data-background');
    await refresh(page).click();
    await atRest(page);
    const steps = (await recorded(page)).background;
    expect(steps.filter((step, i) => step !== steps[i - 1])).toEqual(['fading-to-dark', 'dark', 'fading-to-new', 'normal']);
    const after = await shownIds(page);
    for (const port of HERO_PORTS) expect(Object.values(before)).not.toContain(after[port]);
    expect(after.center).not.toBe('logo');
    await expect(machine(page)).not.toHaveAttribute('data-background', background!);
    await expect(machine(page)).toHaveAttribute('data-background-state', 'normal');
  });

  test('on localhost the 2nd refresh breaks the machine for the rest of the session', async ({ page }) => {
    await recordMachine(page);
    await openHome(page);
    await refresh(page).click();
    await atRest(page);
    const falls = async () => (await recorded(page)).phase.filter((p) => p.endsWith(':falling')).length;
    const fallenBefore = await falls();
    await refresh(page).click();
    await expect(machine(page)).toHaveAttribute('data-machine-state', 'breakdown');
    await expect(refresh(page)).toBeDisabled();
    await expect(machine(page).getByRole('status').filter({ hasText: HERO_BROKEN_TEXT })).toBeVisible();
    // The three stickers fall off, and nothing takes their place.
    await expect(machine(page).locator('.hm-sticker')).toHaveCount(0);
    expect((await falls()) - fallenBefore).toBe(3);

    await page.reload();
    await expect(machine(page)).toHaveAttribute('data-hydrated', 'true');
    await expect(machine(page)).toHaveAttribute('data-machine-state', 'breakdown');
    await expect(refresh(page)).toBeDisabled();
    await expect(machine(page).getByText(HERO_BROKEN_TEXT)).toBeVisible();
    await expect(machine(page).locator('.hm-sticker')).toHaveCount(0);
  });

  test('a reload in the same session keeps the logo away and goes on counting refreshes', async ({ page }) => {
    await openHome(page);
    await refresh(page).click();
    await atRest(page);
    await page.reload();
    await atRest(page);
    expect((await shownIds(page)).center).not.toBe('logo');
    await refresh(page).click();
    await expect(machine(page)).toHaveAttribute('data-machine-state', 'breakdown');
  });

  test('view details opens the sticker’s listing in the modal, at its slug', async ({ page, request }) => {
    const listings = await publicListings(request);
    await openHome(page);
    const id = Number((await shownIds(page)).left);
    const listing = listings.find((l) => l.etsyListingId === id)!;
    await machine(page)
      .getByRole('button', { name: viewDetailsLabel(listing.title), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 }).first()).toContainText(listingPageTitle(listing.title));
    await expect(page).toHaveURL(`/${listing.slug}`);
  });

  test('generate new sticker drops that port’s sticker and grows a new one, leaving the others', async ({ page }) => {
    await recordMachine(page);
    await openHome(page);
    const before = await shownIds(page);
    const seenBefore = (await recorded(page)).phase.length;
    await machine(page)
      .getByRole('button', { name: generateLabel('left'), exact: true })
      .click();
    await atRest(page);
    const changes = (await recorded(page)).phase.slice(seenBefore);
    expect(changes.filter((p) => p.endsWith(':falling'))).toEqual(['left:falling']);
    expect(changes).toEqual(expect.arrayContaining(['left:growing', 'left:wiggling', 'left:attached']));
    const after = await shownIds(page);
    expect(after.left).not.toBe(before.left);
    expect(Object.values(before)).not.toContain(after.left);
    expect(after.center).toBe(before.center);
    expect(after.right).toBe(before.right);
    // The focus goes on to the new sticker's button, for the next press.
    await expect(machine(page).getByRole('button', { name: generateLabel('left'), exact: true })).toBeFocused();
  });

  test('with reduced motion shows a still, complete scene at once, and Refresh swaps without fades', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordMachine(page);
    await openHome(page);
    const background = await machine(page).getAttribute('data-background');
    await refresh(page).click();
    await expect(machine(page)).not.toHaveAttribute('data-background', background!);
    await atRest(page);
    const seen = await recorded(page);
    expect(new Set(seen.phase.map((p) => p.split(':')[1]))).toEqual(new Set(['attached']));
    expect(seen.twitch.filter((t) => t !== 'idle')).toEqual([]);
    expect(seen.background.filter((b) => b !== 'normal')).toEqual([]);
  });

  test('the hero and the scenes animate only transforms and opacity while they load and reveal', async ({ page }) => {
    await expectOnlyCompositedMotion(page);
  });

  test('paints the box with its loading bar first and keeps its size through hydration: no layout shift in the hero', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: { value: number; rects: DOMRectReadOnly[] }[] = [];
      const w = window as unknown as { heroShifts: typeof shifts; heroBefore: DOMRect | null; heroLoading: boolean };
      w.heroShifts = shifts;
      w.heroBefore = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }[]) {
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, rects: entry.sources.flatMap((s) => [s.previousRect, s.currentRect]) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        w.heroBefore = document.getElementById('hero-machine')!.getBoundingClientRect();
        w.heroLoading = !!document.querySelector('#hero-machine [role="progressbar"]')?.checkVisibility();
      });
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await atRest(page);
    const { before, after, shifts, loading } = await page.evaluate(() => {
      const w = window as unknown as { heroShifts: { value: number; rects: DOMRectReadOnly[] }[]; heroBefore: DOMRect; heroLoading: boolean };
      const box = document.getElementById('hero-machine')!.getBoundingClientRect();
      const overlaps = (r: DOMRectReadOnly) =>
        r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      return {
        before: w.heroBefore.toJSON(),
        after: box.toJSON(),
        shifts: w.heroShifts.filter((s) => s.rects.some(overlaps)).map((s) => s.value),
        loading: w.heroLoading,
      };
    });
    // The first paint shows the loading bar in the prebuilt box, at the box's final size.
    expect(loading).toBe(true);
    // Its size, that is: the header's logo may still settle by a fraction of a pixel above it.
    expect({ width: after.width, height: after.height }).toEqual({ width: before.width, height: before.height });
    expect(Math.abs(after.y - before.y)).toBeLessThan(1);
    expect(shifts).toEqual([]);
  });

  // On a busy phone the browser can paint while the parser is still inside the box: the Refresh
  // icon then stood alone in its button, and moved up 5.6 px once its label arrived (a layout shift).
  test('the Refresh icon and the loading text sit where they stay, even when a paint comes before the rest of the box is read', async ({ page }) => {
    await expectPartsStayPut(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test('the Refresh icon and the loading text sit where they stay while the box is read', async ({ page }) => {
      await expectPartsStayPut(page);
    });
    test('the hero and the scenes animate only transforms and opacity while they load and reveal', async ({ page }) => {
      await expectOnlyCompositedMotion(page);
    });
  });
});
