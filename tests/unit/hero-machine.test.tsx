// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeroSettings } from '~/contracts/hero.ts';
import type { ArtworkListing, SmartLoading } from '~/contracts/smart-loading.ts';
import { HERO_MACHINE_ASPECT, HERO_PORT_RING } from '~/domain/hero-machine.ts';
import { HERO_NOT_ENOUGH_MESSAGE, HERO_PORT_POSITIONS, HERO_PORTS, type RandomSource } from '~/domain/hero-stickers.ts';
import { HeroMachineView } from '~/features/hero/HeroMachineView.tsx';
import HeroMachineIsland from '~/features/hero/HeroMachineIsland.tsx';
import { HERO_LOGO_IMAGE } from '~/features/hero/logo-image.ts';
import { HERO_SESSION_KEY } from '~/features/hero/session.ts';
import { resetHero } from '~/features/hero/store.ts';
import { HERO_BROKEN_TEXT, HERO_LOAD_FAILED_TEXT, HERO_ROOT_ID, generateLabel, viewDetailsLabel } from '~/features/hero/texts.ts';
import { xmlProblems } from '../fixtures/svg-wellformed.ts';
import { createRandom } from '../../scripts/seed/random.ts';

const mocks = vi.hoisted(() => ({ load: vi.fn(), settled: vi.fn(), open: vi.fn() }));

vi.mock('~/features/home/home-data.ts', async () => {
  const { atom } = await import('nanostores');
  return { loadHomeData: mocks.load, markHeroSettled: mocks.settled, $placements: atom({ categories: {}, listings: {} }), seedPlacements: vi.fn() };
});

vi.mock('~/features/storefront/store.ts', async () => {
  const { atom } = await import('nanostores');
  // The storefront has seeded the page (its first cards are there), so the hero asks at once.
  return { $catalogue: atom({ status: 'partial', cards: [{ id: 1 }], error: null }), requestOpenListing: mocks.open };
});

/** A seeded source (the demo shop's mulberry32), so every run draws the same numbers. */
const seeded = (seed: number): RandomSource => createRandom(seed).next;

const NAMES = ['T-Rex Skull', 'Barn Owl', 'Jeep Wrangler', 'Bigfoot Walking', 'Moon Lander', 'Excavator', 'Lighthouse', 'Canoe'];
const STICKERS: ArtworkListing[] = NAMES.map((name, i) => ({
  etsyListingId: 1000 + i,
  slug: `${name.toLowerCase().replace(/ /g, '-')}-vinyl-decal`,
  title: `${name} Vinyl Decal`,
  category: 'Animal Stickers',
  svgPath: `/artwork/${1000 + i}.svg`,
  available_sizes: ['NANO', 'MICRO'],
  dimensions: { NANO: { width: 1.5, height: 1 }, MICRO: { width: 2.5, height: 1.6 } },
}));

function answer(stickers: ArtworkListing[], settings: HeroSettings = { leftListingId: 1002, rightListingId: null }): SmartLoading {
  return { hero: { settings, stickers }, parallax: {}, sceneDetails: {}, firstScene: null };
}

/** The prebuilt box as HeroMachine.astro writes it, reduced to what the island reads. */
function prebuiltBox(): { root: HTMLElement; live: HTMLElement } {
  document.body.innerHTML = `<section id="${HERO_ROOT_ID}" aria-label="Sticker machine"><div class="hm-body"><div class="hm-live"><button class="hm-refresh" disabled>Refresh</button><div class="hm-loading">Warming up</div></div></div></section>`;
  const root = document.getElementById(HERO_ROOT_ID)!;
  return { root, live: root.querySelector<HTMLElement>('.hm-live')! };
}

const start = (overrides = {}) => ({ still: true, isLocalhost: true, random: seeded(7), preload: () => Promise.resolve(), ...overrides });

function renderMachine(overrides = {}) {
  const { root, live } = prebuiltBox();
  live.replaceChildren();
  render(<HeroMachineView root={root} start={start(overrides)} />, { container: live });
  return root;
}

const shown = (root: HTMLElement) =>
  Object.fromEntries([...root.querySelectorAll<HTMLElement>('.hm-sticker:not([data-phase="falling"])')].map((s) => [s.dataset.port, s.dataset.stickerId]));

async function ready(root: HTMLElement) {
  await waitFor(() => expect(root.dataset.status).toBe('ready'));
  await waitFor(() => expect(root.dataset.machineState).toBe('idle'));
}

beforeEach(() => {
  sessionStorage.clear();
  resetHero();
  mocks.load.mockReset().mockResolvedValue(answer(STICKERS));
  mocks.settled.mockReset();
  mocks.open.mockReset();
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the hero machine, with reduced motion', () => {
  it('shows the logo in the center, the configured sticker left and a random one right, all attached at once', async () => {
    const root = renderMachine();
    await ready(root);
    expect(shown(root)).toMatchObject({ center: 'logo', left: '1002' });
    expect(shown(root).right).toMatch(/^10\d\d$/);
    expect([...root.querySelectorAll<HTMLElement>('.hm-sticker')].map((s) => s.dataset.phase)).toEqual(['attached', 'attached', 'attached']);
    expect(root.dataset).toMatchObject({ hydrated: 'true', twitch: 'idle', backgroundState: 'normal', background: '0' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(mocks.settled).toHaveBeenCalledTimes(1));
    // The logo is no listing: it offers a new sticker only.
    expect(screen.getAllByRole('button', { name: /^View details of / })).toHaveLength(2);
    expect(HERO_PORTS.map((p) => screen.getByRole('button', { name: generateLabel(p) }))).toHaveLength(3);
  });

  it('lets the scenes show in a task after the frame that shows the machine ready, not in the same one', async () => {
    const root = renderMachine();
    // Whether the scenes had been told at the moment the stickers were all attached.
    let settledWithTheAttach: boolean | null = null;
    const observer = new MutationObserver(() => {
      if (settledWithTheAttach === null && root.dataset.machineState === 'idle' && root.dataset.status === 'ready')
        settledWithTheAttach = mocks.settled.mock.calls.length > 0;
    });
    observer.observe(root, { attributes: true });
    await ready(root);
    await Promise.resolve();
    observer.disconnect();
    expect(settledWithTheAttach).toBe(false);
    await waitFor(() => expect(mocks.settled).toHaveBeenCalledTimes(1));
  });

  it('tints a sticker’s artwork with a mask and shows the logo in its own colours', async () => {
    const root = renderMachine();
    await ready(root);
    const left = root.querySelector<HTMLElement>('.hm-sticker[data-port="left"] .hm-art')!;
    expect(left.style.maskImage || left.style.getPropertyValue('-webkit-mask-image')).toContain('/artwork/1002.svg');
    expect(left.style.backgroundColor).not.toBe('');
    const logo = root.querySelector('.hm-sticker[data-port="center"] img')!;
    expect(logo.getAttribute('src')).toBe(HERO_LOGO_IMAGE.src);
    expect(logo.getAttribute('srcset')).toBe(HERO_LOGO_IMAGE.srcset);
  });

  it('draws the logo from its rasters, and loads the one its image will pick before it grows: never logo.svg', async () => {
    const preload = vi.fn(() => Promise.resolve());
    const root = renderMachine({ preload });
    await ready(root);
    expect(preload).toHaveBeenCalledWith(HERO_LOGO_IMAGE);
    expect(preload.mock.calls.flat()).not.toContain('/logo.svg');
    expect(root.querySelector('img[src$=".svg"]:not(.hm-bg)')).toBeNull();
    expect(HERO_LOGO_IMAGE.srcset).toMatch(/^\/logo-\d+\.webp \d+w(, \/logo-\d+\.webp \d+w)+$/);
  });

  it('view details asks the storefront to open that listing', async () => {
    const root = renderMachine();
    await ready(root);
    fireEvent.click(screen.getByRole('button', { name: viewDetailsLabel('Jeep Wrangler Vinyl Decal') }));
    expect(mocks.open).toHaveBeenCalledWith(1002);
  });

  it('generate new sticker replaces that port’s sticker only', async () => {
    const root = renderMachine();
    await ready(root);
    const before = shown(root);
    fireEvent.click(screen.getByRole('button', { name: generateLabel('left') }));
    await ready(root);
    const after = shown(root);
    expect(after.left).not.toBe(before.left);
    expect(Object.values(before)).not.toContain(after.left);
    expect(after.center).toBe(before.center);
    expect(after.right).toBe(before.right);
  });

  it('Refresh changes the background and the stickers; on localhost the 2nd breaks the machine for the session', async () => {
    const root = renderMachine();
    await ready(root);
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    const before = shown(root);
    fireEvent.click(refresh);
    await ready(root);
    expect(root.dataset.background).not.toBe('0');
    for (const id of Object.values(shown(root))) expect(Object.values(before)).not.toContain(id);

    fireEvent.click(refresh);
    await waitFor(() => expect(root.dataset.machineState).toBe('breakdown'));
    expect((refresh as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain(HERO_BROKEN_TEXT);
    expect(root.querySelectorAll('.hm-sticker')).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem(HERO_SESSION_KEY)!)).toMatchObject({ broken: true, refreshCount: 2, logoShown: true });

    // The next page of the session finds it broken, without asking for stickers.
    cleanup();
    resetHero();
    mocks.load.mockClear();
    mocks.settled.mockClear();
    const again = renderMachine();
    await waitFor(() => expect(again.dataset.machineState).toBe('breakdown'));
    expect(mocks.load).not.toHaveBeenCalled();
    await waitFor(() => expect(mocks.settled).toHaveBeenCalledTimes(1));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Refresh' }).disabled).toBe(true);
  });

  it('does not show the logo again later in the session', async () => {
    sessionStorage.setItem(HERO_SESSION_KEY, JSON.stringify({ logoShown: true, cycle: { shown: [] }, refreshCount: 0, broken: false }));
    const root = renderMachine();
    await ready(root);
    expect(shown(root).center).not.toBe('logo');
  });

  it('says so when fewer than two stickers have artwork, and lets the scenes show', async () => {
    mocks.load.mockResolvedValue(answer(STICKERS.slice(0, 1), { leftListingId: null, rightListingId: null }));
    const root = renderMachine();
    await waitFor(() => expect(root.dataset.status).toBe('not-enough'));
    expect(within(root).getByRole('status').textContent).toContain(HERO_NOT_ENOUGH_MESSAGE);
    expect(root.querySelectorAll('.hm-sticker')).toHaveLength(0);
    await waitFor(() => expect(mocks.settled).toHaveBeenCalledTimes(1));
  });

  it('says so when the stickers cannot be loaded, and lets the scenes show', async () => {
    mocks.load.mockRejectedValue(new Error('HTTP 503: Service Unavailable'));
    const root = renderMachine();
    await waitFor(() => expect(root.dataset.status).toBe('error'));
    expect(within(root).getByRole('status').textContent).toContain(HERO_LOAD_FAILED_TEXT);
    await waitFor(() => expect(mocks.settled).toHaveBeenCalledTimes(1));
  });
});

describe('the hero machine, animated', () => {
  // jsdom has no Web Animations: each step ends at once (hero/motion.ts), so the order of the
  // machine's states is what is under test here; the keyframes are in hero-motion.test.ts.
  it('twitches, grows the stickers, wiggles them and attaches them; Refresh fades the background through dark', async () => {
    const root = renderMachine({ still: false });
    const seen = { phase: new Set<string>(), twitch: new Set<string>(), background: new Set<string>() };
    const observer = new MutationObserver(() => {
      for (const s of root.querySelectorAll<HTMLElement>('.hm-sticker')) seen.phase.add(s.dataset.phase!);
      seen.twitch.add(root.dataset.twitch!);
      seen.background.add(root.dataset.backgroundState!);
    });
    observer.observe(root, { subtree: true, attributes: true, childList: true });
    await waitFor(() => expect(root.dataset.status).toBe('ready'));
    await waitFor(() => expect(root.dataset.machineState).toBe('idle'), { timeout: 3000 });
    expect(seen.twitch).toEqual(new Set(['pre-tease', 'active', 'idle']));
    expect([...seen.phase]).toEqual(expect.arrayContaining(['hidden', 'growing', 'wiggling', 'attached']));
    await waitFor(() => expect(mocks.settled).toHaveBeenCalledTimes(1));

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(root.dataset.machineState).toBe('reactive');
    await waitFor(() => expect(root.dataset.machineState).toBe('idle'), { timeout: 3000 });
    observer.disconnect();
    expect(seen.background).toEqual(new Set(['normal', 'fading-to-dark', 'dark', 'fading-to-new']));
    expect(seen.phase.has('falling')).toBe(true);
    expect(root.querySelectorAll('.hm-sticker[data-phase="falling"]')).toHaveLength(0);
  });

  it('keeps Refresh focusable but inactive while the machine is busy', async () => {
    const root = renderMachine({ still: false });
    await waitFor(() => expect(root.dataset.status).toBe('ready'));
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(refresh);
    expect(root.dataset.background).toBe('0');
    await waitFor(() => expect(refresh.getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });
  });
});

describe('HeroMachineIsland', () => {
  it('takes over the prebuilt box’s live layer instead of adding a second one', async () => {
    const { root, live } = prebuiltBox();
    document.body.insertAdjacentHTML('beforeend', '<div id="island"></div>');
    const host = document.getElementById('island')!;
    await act(async () => {
      render(<HeroMachineIsland />, { container: host });
    });
    // The machine's code loads when the page is idle; the prebuilt layer stays until the island's
    // is ready, and the island's takes its place.
    expect(live.isConnected).toBe(true);
    await waitFor(() => expect(live.isConnected).toBe(false));
    const layers = root.querySelectorAll('.hm-live');
    expect(layers).toHaveLength(1);
    expect(layers[0]!.querySelector('.hm-loading')?.textContent).not.toBe('Warming up');
    expect(root.querySelectorAll('.hm-refresh')).toHaveLength(1);
    expect(host.childElementCount).toBe(0);
    await waitFor(() => expect(root.dataset.hydrated).toBe('true'));
  });
});

describe('the machine’s frame drawing', () => {
  const svg = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../src/features/hero/machine-frame.svg'), 'utf8');

  it('draws each port’s ring where the domain puts the port', () => {
    const rings = [...svg.matchAll(/<use href="#r" x="(\d+)" y="(\d+)"\/>/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    const { canvasWidth } = HERO_PORT_RING;
    const canvasHeight = canvasWidth / HERO_MACHINE_ASPECT;
    expect(rings).toEqual(HERO_PORTS.map((p) => ({ x: (HERO_PORT_POSITIONS[p].x * canvasWidth) / 100, y: (HERO_PORT_POSITIONS[p].y * canvasHeight) / 100 })));
  });

  it('draws each ring at the radius the stickers are fitted to, with the outer edge the port’s box is drawn around', () => {
    const ring = svg.match(/<g id="r"><circle r="(\d+)"[^>]*\/><circle r="(\d+)" fill="none" stroke="#14261e" stroke-width="(\d+)"\/>/);
    expect(ring).not.toBeNull();
    const [, radius, strokeRadius, strokeWidth] = ring!.map(Number);
    expect(radius).toBe(HERO_PORT_RING.radius);
    expect(strokeRadius! + strokeWidth! / 2).toBe(HERO_PORT_RING.outerRadius);
  });

  it('is a safe, well-formed SVG on the 16:9 canvas', () => {
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1600 900"/);
    expect(svg).not.toMatch(/<script|<image|<foreignObject|\son[a-z]+=|href="(?!#)/i);
  });
});
