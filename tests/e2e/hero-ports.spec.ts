import type { Page } from '@playwright/test';
import { HERO_PORT_POSITIONS, HERO_PORTS } from '../../src/domain/hero-stickers.ts';
import { HERO_PORT_RING } from '../../src/domain/hero-machine.ts';
import { expect, openStorefront, test } from './support/storefront.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Layout {
  machine: Box;
  ports: Record<string, Box>;
  stickers: { port: string; box: Box }[];
  chips: { port: string; box: Box }[];
}

/** Half a CSS pixel: what subpixel layout may round either way. */
const SUBPIXEL = 0.5;

const machine = (page: Page) => page.getByRole('region', { name: 'Sticker machine' });

/** Waits until every port holds an attached sticker and the machine is at rest. */
async function atRest(page: Page): Promise<void> {
  await openStorefront(page);
  await expect(machine(page)).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  await expect(machine(page)).toHaveAttribute('data-machine-state', 'idle', { timeout: 10_000 });
  await expect(machine(page).locator('.hm-sticker[data-phase="attached"]')).toHaveCount(3);
}

/** The boxes on screen (transforms included) of the machine, its ports, their stickers and their buttons. */
async function layoutOf(page: Page): Promise<Layout> {
  return machine(page).evaluate((root) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const portOf = (el: Element) => (el as HTMLElement).dataset.port!;
    return {
      machine: box(root),
      ports: Object.fromEntries([...root.querySelectorAll('.hm-port')].map((el) => [portOf(el), box(el)])),
      stickers: [...root.querySelectorAll('.hm-sticker[data-phase="attached"]')].map((el) => ({ port: portOf(el), box: box(el) })),
      chips: [...root.querySelectorAll('.hm-chip')].map((el) => ({ port: portOf(el), box: box(el) })),
    };
  });
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - SUBPIXEL &&
  inner.y >= outer.y - SUBPIXEL &&
  inner.x + inner.width <= outer.x + outer.width + SUBPIXEL &&
  inner.y + inner.height <= outer.y + outer.height + SUBPIXEL;

const overlap = (a: Box, b: Box) =>
  a.x + a.width > b.x + SUBPIXEL && b.x + b.width > a.x + SUBPIXEL && a.y + a.height > b.y + SUBPIXEL && b.y + b.height > a.y + SUBPIXEL;

/** How far a point is from a box (0 inside it). */
const distanceToBox = (px: number, py: number, b: Box) => Math.hypot(Math.max(b.x - px, 0, px - b.x - b.width), Math.max(b.y - py, 0, py - b.y - b.height));

/** Every sticker inside its own port's box and clear of the other ports' boxes. */
function expectStickersInPorts(layout: Layout): void {
  expect(layout.stickers.map((s) => s.port).sort()).toEqual([...HERO_PORTS].sort());
  for (const { port, box } of layout.stickers) {
    expect(inside(box, layout.ports[port]!), `the ${port} sticker ${JSON.stringify(box)} inside its port ${JSON.stringify(layout.ports[port])}`).toBe(true);
    for (const other of HERO_PORTS.filter((p) => p !== port))
      expect(overlap(box, layout.ports[other]!), `the ${port} sticker clear of the ${other} port`).toBe(false);
  }
}

/** The checks every width shares: the ports are the rings' squares, the stickers in them, the buttons off the art. */
async function expectFittedMachine(page: Page): Promise<void> {
  await atRest(page);
  const layout = await layoutOf(page);
  const { machine: m } = layout;
  const side = ((2 * HERO_PORT_RING.outerRadius) / HERO_PORT_RING.canvasWidth) * m.width;
  for (const port of HERO_PORTS) {
    const box = layout.ports[port]!;
    // The port's box is the square around its ring, centred where the frame draws the ring.
    expect(box.width).toBeCloseTo(side, 0);
    expect(box.height).toBeCloseTo(side, 0);
    expect(box.x + box.width / 2).toBeCloseTo(m.x + (HERO_PORT_POSITIONS[port].x / 100) * m.width, 0);
    expect(box.y + box.height / 2).toBeCloseTo(m.y + (HERO_PORT_POSITIONS[port].y / 100) * m.height, 0);
    expect(inside(box, m)).toBe(true);
    for (const other of HERO_PORTS.filter((p) => p !== port)) expect(overlap(box, layout.ports[other]!), `${port} and ${other} ports apart`).toBe(false);
  }
  expectStickersInPorts(layout);
  // Two buttons on each sticker but the logo's one, each a finger's target, none covering any sticker's art.
  expect(layout.chips).toHaveLength(5);
  for (const chip of layout.chips) {
    expect(chip.box.width).toBeGreaterThanOrEqual(24);
    expect(inside(chip.box, m), `the ${chip.port} button inside the machine`).toBe(true);
    const cx = chip.box.x + chip.box.width / 2;
    const cy = chip.box.y + chip.box.height / 2;
    for (const sticker of layout.stickers)
      expect(distanceToBox(cx, cy, sticker.box), `a ${chip.port} button clear of the ${sticker.port} sticker`).toBeGreaterThanOrEqual(
        chip.box.width / 2 - SUBPIXEL,
      );
  }
  for (let i = 0; i < layout.chips.length; i++)
    for (let j = i + 1; j < layout.chips.length; j++) expect(overlap(layout.chips[i]!.box, layout.chips[j]!.box), 'two buttons apart').toBe(false);
}

test.describe('each hero sticker fits its port', () => {
  test.use({ reducedMotion: 'reduce' });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test('at 390 px every sticker lies inside its port, and its buttons stay off the art', async ({ page }) => {
      await expectFittedMachine(page);
      await page.screenshot({ path: '.cache/screenshots/e2e-hero-ports-390.png' });
    });
  });

  test.describe('on a laptop', () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    test('at 1280 px every sticker lies inside its port, and its buttons stay off the art', async ({ page }) => {
      await expectFittedMachine(page);
      await page.screenshot({ path: '.cache/screenshots/e2e-hero-ports-1280.png' });
    });
  });

  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1920, height: 1080 } });
    test('at 1920 px every sticker lies inside its port, and its buttons stay off the art', async ({ page }) => {
      await expectFittedMachine(page);
    });
  });
});

test.describe('each hero sticker fits its port while it moves', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an attached sticker’s re-wiggles keep it inside its port', async ({ page }) => {
    await atRest(page);
    // Every frame until some re-wiggles were caught (one comes every 2 to 3 s): how far any sticker
    // reached past its port's box, and how many frames caught a sticker turned.
    const seen = await machine(page).evaluate(
      (root) =>
        new Promise<{ turnedFrames: number; worstOverflow: number }>((resolve) => {
          let turnedFrames = 0;
          let worstOverflow = 0;
          const started = performance.now();
          const sample = () => {
            for (const sticker of root.querySelectorAll<HTMLElement>('.hm-sticker[data-phase="attached"]')) {
              const port = root.querySelector(`.hm-port[data-port="${sticker.dataset.port}"]`)!.getBoundingClientRect();
              const box = sticker.getBoundingClientRect();
              worstOverflow = Math.max(worstOverflow, port.left - box.left, port.top - box.top, box.right - port.right, box.bottom - port.bottom);
              const turn = new DOMMatrixReadOnly(getComputedStyle(sticker).transform === 'none' ? undefined : getComputedStyle(sticker).transform);
              if (Math.abs(turn.b) > 0.01) turnedFrames++;
            }
            if (turnedFrames >= 10 || performance.now() - started > 8000) resolve({ turnedFrames, worstOverflow });
            else requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }),
    );
    expect(seen.turnedFrames, 'frames that caught a sticker turned').toBeGreaterThan(0);
    expect(seen.worstOverflow).toBeLessThanOrEqual(SUBPIXEL);
  });
});
