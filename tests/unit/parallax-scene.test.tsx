// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parallaxSceneSchema, type ParallaxScene as Scene } from '~/contracts/parallax-scenes.ts';
import type { ArtworkListing, SmartLoading } from '~/contracts/smart-loading.ts';
import type { CatalogueCard } from '~/contracts/listing.ts';
import { $heroSettled, $homeData, $placements, loadHomeData, resetHomeData } from '~/features/home/home-data.ts';
import { layoutParallaxScene, placementSizes } from '~/domain/parallax.ts';
import { parallaxSceneBackground } from '~/features/parallax/background.ts';
import { ParallaxScene } from '~/features/parallax/ParallaxScene.tsx';
import { ParallaxSceneView } from '~/features/parallax/ParallaxSceneView.tsx';
import { ParallaxSceneSlot } from '~/features/parallax/ParallaxSceneSlot.tsx';
import {
  EMERGENCY_AFTER_MS,
  REVEAL_AFTER_MS,
  useParallaxSceneLoading,
  type ParallaxSceneLoadingOptions,
} from '~/features/parallax/use-parallax-scene-loading.ts';
import { StickerGrid } from '~/features/storefront/StickerGrid.tsx';
import { $openRequest, clearOpenRequest, openListing, seedStorefront } from '~/features/storefront/store.ts';

// Opening a listing reads its details in the background: a read that never answers, so none outlives its test.
vi.mock('~/client/background/index.ts', () => ({ readInBackground: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('~/features/home/home-data.ts', async (original) => ({ ...(await original<typeof import('~/features/home/home-data.ts')>()), loadHomeData: vi.fn() }));

/* ---------- Data as the smart-loading answer gives it ---------- */

const listing = (id: number, title: string): ArtworkListing => ({
  etsyListingId: id,
  slug: `${title.toLowerCase().replace(/\W+/g, '-')}-vinyl-decal`,
  title,
  category: 'Dinosaur Stickers',
  svgPath: `/artwork/dinosaurs/${id}.svg`,
  available_sizes: ['ATOM', 'MICRO', 'MEDIUM', 'LARGE'],
  dimensions: { MICRO: { width: 2.25, height: 1.125 }, MEDIUM: { width: 5.5, height: 2.75 }, LARGE: { width: 9, height: 4.5 } },
});

const LISTINGS = [listing(101, 'T-Rex Roaring'), listing(102, 'Stegosaurus Walking'), listing(103, 'Raptor Pack')];

function scene(name: string, stickers: { listingId: number; size: string; color?: string }[], extra: Record<string, unknown> = {}): Scene {
  return parallaxSceneSchema.parse({
    id: 1,
    name,
    category: 'Dinosaur Stickers',
    component_height: '60vh',
    mode: 'normal',
    layer_y_positions: {},
    layer_visibility: {},
    layer_speeds: {},
    scene_stickers: stickers.map((s, i) => ({
      title: `stored ${s.listingId}`,
      color: 'Forest Green',
      svgPath: null,
      xOffset: 10 + i * 20,
      yOffset: 0,
      category: null,
      ...s,
    })),
    sticker_positions: {},
    background_path: null,
    background_style: {},
    description: null,
    created_at: '2024-01-01',
    updated_at: '2024-01-01',
    ...extra,
  });
}

const DINO = scene('home-dino1', [
  { listingId: 101, size: 'MICRO' },
  { listingId: 102, size: 'LARGE' },
  { listingId: 103, size: 'MEDIUM', color: 'Red' },
]);

function answer(scenes: Scene[] = [DINO], firstScene: string | null = 'home-dino1'): SmartLoading {
  return {
    hero: null,
    parallax: Object.fromEntries(LISTINGS.map((l) => [String(l.etsyListingId), l])),
    sceneDetails: Object.fromEntries(scenes.map((s) => [s.name, s])),
    firstScene,
  };
}

/* ---------- Plumbing: the shared request, the clocks, the images ---------- */

const load = vi.mocked(loadHomeData);
let respond: (data: SmartLoading) => void = () => undefined;
let fail: (error: Error) => void = () => undefined;

/** The request starts when called and is answered when the test says so. */
function pendingRequest() {
  load.mockImplementation(() => {
    if ($homeData.get().status !== 'idle') return new Promise(() => undefined);
    $homeData.set({ status: 'loading', data: null, error: null });
    return new Promise<SmartLoading>((resolve, reject) => {
      respond = (data) => {
        $homeData.set({ status: 'ready', data, error: null });
        resolve(data);
      };
      fail = (error) => {
        $homeData.set({ status: 'error', data: null, error: error.message });
        reject(error);
      };
    });
  });
}

const loaded = (failed: string[] = []) => vi.fn(() => Promise.resolve(new Set(failed)));
const options = (extra: Partial<ParallaxSceneLoadingOptions> = {}): ParallaxSceneLoadingOptions => ({ pageAge: () => 0, preload: loaded(), ...extra });

async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const sceneEl = () => document.querySelector<HTMLElement>('.parallax-scene')!;

class FakeObserver {
  static live = new Set<FakeObserver>();
  constructor(readonly callback: IntersectionObserverCallback) {}
  observe() {
    FakeObserver.live.add(this);
  }
  unobserve() {}
  disconnect() {
    FakeObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  FakeObserver.live.clear();
  resetHomeData();
  clearOpenRequest();
  pendingRequest();
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  load.mockReset();
});

/* ---------- Tests ---------- */

describe('a scene’s loading states', () => {
  it('counts 10, 30, 50, 70, 90, 100 while it loads its data, then loads its images, then shows', async () => {
    const seen: string[] = [];
    function Probe() {
      const { phase, progress } = useParallaxSceneLoading('category', 'home-dino1', options());
      const step = `${phase} ${progress}`;
      if (seen.at(-1) !== step) seen.push(step);
      return null;
    }
    render(<Probe />);
    await settle();
    act(() => respond(answer()));
    await settle();
    expect(seen).toEqual([
      'loading-data 10',
      'loading-data 30',
      'loading-data 50',
      'loading-data 70',
      'loading-data 90',
      'loading-images 100',
      'initialized 100',
    ]);
    expect(load).toHaveBeenCalled();
  });

  it('shows a progress bar while loading, and the stickers only once initialised', async () => {
    render(<ParallaxScene kind="listing" sceneName="home-dino1" options={options()} />);
    await settle();
    const bar = screen.getByRole('progressbar', { name: 'Scene loading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(sceneEl().dataset.state).toBe('loading-data');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => respond(answer()));
    await settle();
    expect(sceneEl().dataset.state).toBe('initialized');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(
      within(screen.getByRole('toolbar'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['View Stegosaurus Walking', 'View Raptor Pack', 'View T-Rex Roaring']);
  });

  it('waits for the hero’s first animation on a page with the hero machine', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="hero-machine"></div>');
    render(<ParallaxScene kind="category" sceneName="home-dino1" options={options()} />);
    act(() => respond(answer()));
    await settle();
    expect(sceneEl().dataset.state).toBe('loading-images');
    act(() => $heroSettled.set(true));
    expect(sceneEl().dataset.state).toBe('initialized');
  });

  it('adds a hidden scene’s layers to the page one per painted frame, and all of them once it shows', () => {
    // A frame is 16 ms; afterNextPaint runs its work in a task after it.
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(0), 16));
    const layers = layoutParallaxScene(DINO, answer().parallax, placementSizes('listing'));
    const model = { name: DINO.name, layers, background: parallaxSceneBackground(DINO) };
    const { rerender } = render(<ParallaxSceneView phase="loading-images" progress={100} model={model} />);
    const inPage = () => [...document.querySelectorAll<HTMLElement>('.parallax-layer')].map((l) => l.dataset.size);
    // The frame's callback, then the task it leaves for the layer.
    const paintFrame = () =>
      act(() => {
        vi.advanceTimersToNextTimer();
        vi.advanceTimersToNextTimer();
      });
    const sizes = layers.map((l) => l.size);
    expect(inPage()).toEqual([]);
    paintFrame();
    expect(inPage()).toEqual(sizes.slice(0, 1));
    paintFrame();
    expect(inPage()).toEqual(sizes.slice(0, 2));
    rerender(<ParallaxSceneView phase="initialized" progress={100} model={model} />);
    expect(inPage()).toEqual(sizes);
    expect(sizes.length).toBeGreaterThan(2);
  });

  it('shows 5 s into the page when the hero has not settled', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="hero-machine"></div>');
    render(<ParallaxScene kind="category" sceneName="home-dino1" options={options({ pageAge: () => 1200 })} />);
    act(() => respond(answer()));
    await settle();
    advance(REVEAL_AFTER_MS - 1200 - 1);
    expect(sceneEl().dataset.state).toBe('loading-images');
    advance(1);
    expect(sceneEl().dataset.state).toBe('initialized');
  });

  it('shows at once, images loaded, on a page already 5 s old', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="hero-machine"></div>');
    render(<ParallaxScene kind="category" sceneName="home-dino1" options={options({ pageAge: () => 9000 })} />);
    act(() => respond(answer()));
    await settle();
    expect(sceneEl().dataset.state).toBe('initialized');
  });

  it('waits for its images (the preload is bounded by its own timeout) before it shows', async () => {
    let finish: (failed: Set<string>) => void = () => undefined;
    const preload = vi.fn((_urls: readonly string[]) => new Promise<Set<string>>((resolve) => (finish = resolve)));
    render(<ParallaxScene kind="listing" sceneName="home-dino1" options={options({ preload })} />);
    act(() => respond(answer()));
    await settle();
    expect(sceneEl().dataset.state).toBe('loading-images');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Loading images, 100%');
    expect(preload.mock.calls[0]![0]).toEqual([
      '/hero/backgrounds/01.svg',
      '/artwork/dinosaurs/102.svg',
      '/artwork/dinosaurs/103.svg',
      '/artwork/dinosaurs/101.svg',
    ]);
    act(() => finish(new Set()));
    await settle();
    expect(sceneEl().dataset.state).toBe('initialized');
  });

  it('leaves out stickers whose artwork failed to load', async () => {
    render(<ParallaxScene kind="listing" sceneName="home-dino1" options={options({ preload: loaded(['/artwork/dinosaurs/103.svg']) })} />);
    act(() => respond(answer()));
    await settle();
    expect(screen.queryByRole('button', { name: 'View Raptor Pack' })).toBeNull();
    expect(within(screen.getByRole('toolbar')).getAllByRole('button')).toHaveLength(2);
  });

  it('shows the scene 15 s after it started whatever its state (the emergency initialisation)', async () => {
    render(<ParallaxScene kind="category" sceneName="home-dino1" options={options()} />);
    await settle();
    act(() => fail(new Error('HTTP 500: Internal Server Error')));
    await settle();
    advance(EMERGENCY_AFTER_MS - 1);
    expect(sceneEl().dataset.state).toBe('loading-data');
    advance(1);
    expect(sceneEl().dataset.state).toBe('initialized');
  });
});

describe('which scene, and which stickers', () => {
  it('shows the first scene when the assigned one no longer exists', async () => {
    render(<ParallaxScene kind="listing" sceneName="deleted-scene" options={options()} />);
    act(() => respond(answer()));
    await settle();
    expect(sceneEl().dataset.scene).toBe('home-dino1');
  });

  it('shows only ATOM to MEDIUM in a category scene', async () => {
    render(<ParallaxScene kind="category" sceneName="home-dino1" options={options()} />);
    act(() => respond(answer()));
    await settle();
    expect([...document.querySelectorAll<HTMLElement>('.parallax-layer')].map((l) => l.dataset.size)).toEqual([
      'MEDIUM',
      'SMALL',
      'MICRO',
      'NANO',
      'PIXEL',
      'ATOM',
    ]);
    expect(screen.queryByRole('button', { name: 'View Stegosaurus Walking' })).toBeNull();
  });

  it('draws each sticker at its real size, centred on its position, tinted with its colour', async () => {
    render(<ParallaxScene kind="listing" sceneName="home-dino1" options={options()} />);
    act(() => respond(answer()));
    await settle();
    const rex = screen.getByRole('button', { name: 'View T-Rex Roaring' });
    expect(rex.style.getPropertyValue('--x')).toBe('10%');
    expect(rex.style.top).toBe('50%');
    expect(rex.style.getPropertyValue('--width')).toBe('216px');
    const art = rex.querySelector<HTMLElement>('.parallax-art')!;
    expect(art.style.backgroundColor).toBe('rgb(31, 77, 43)');
    expect(art.style.maskImage || art.getAttribute('style')).toContain('/artwork/dinosaurs/101.svg');
    const layer = rex.closest<HTMLElement>('.parallax-layer')!;
    expect(layer.dataset.speed).toBe('2');
    expect(layer.style.getPropertyValue('--speed')).toBe('2');
  });

  it('draws the scene’s own background with its style', async () => {
    const own = scene('home-dino1', [{ listingId: 101, size: 'MICRO' }], {
      background_path: '/backgrounds/desk.jpg',
      background_style: { size: 'contain', position: '30% 70%' },
    });
    render(<ParallaxScene kind="listing" sceneName="home-dino1" options={options()} />);
    act(() => respond(answer([own])));
    await settle();
    const backdrop = document.querySelector<HTMLElement>('.parallax-backdrop')!;
    expect(backdrop.style.backgroundImage).toContain('/backgrounds/desk.jpg');
    expect(backdrop.style.backgroundSize).toBe('contain');
    expect(backdrop.style.backgroundPosition).toBe('30% 70%');
  });
});

describe('a scene’s stickers', () => {
  it('open their listing’s modal when clicked', async () => {
    render(<ParallaxScene kind="listing" sceneName="home-dino1" options={options()} />);
    act(() => respond(answer()));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'View Raptor Pack' }));
    expect($openRequest.get()).toBe(103);
  });

  it('are one tab stop, the arrow keys moving between them', async () => {
    render(<ParallaxScene kind="listing" sceneName="home-dino1" options={options()} />);
    act(() => respond(answer()));
    await settle();
    const toolbar = screen.getByRole('toolbar', { name: 'Stickers in this scene' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons.map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(buttons[1]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[2]);
    fireEvent.keyDown(buttons[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
  });
});

describe('edit-position mode (the admin’s)', () => {
  const model = () => ({
    name: 'home-dino1',
    background: { image: '/bg.jpg', css: { size: 'cover', position: 'center', repeat: 'no-repeat', attachment: 'scroll' } },
    layers: layoutParallaxScene(DINO, Object.fromEntries(LISTINGS.map((l) => [String(l.etsyListingId), l])), placementSizes('listing')),
  });

  it('moves the focused sticker with the arrow keys instead of opening its listing, and holds the scene still', () => {
    const moved = vi.fn();
    render(<ParallaxSceneView phase="initialized" progress={100} model={model()} onStickerMove={moved} />);
    expect(sceneEl().dataset.positioning).toBe('true');
    const raptor = screen.getByRole('button', { name: 'View Raptor Pack' });
    // Every sticker is a tab stop while they are being placed.
    expect(
      within(screen.getByRole('toolbar'))
        .getAllByRole('button')
        .map((b) => b.tabIndex),
    ).toEqual([0, 0, 0]);
    fireEvent.click(raptor);
    expect($openRequest.get()).toBeNull();
    fireEvent.keyDown(raptor, { key: 'ArrowRight' });
    fireEvent.keyDown(raptor, { key: 'ArrowUp', shiftKey: true });
    const key = raptor.dataset.key!;
    // Raptor Pack is the third sticker (xOffset 50) on the MEDIUM layer's line (yOffset 0).
    expect(moved.mock.calls).toEqual([
      [key, { x: 51, y: 0 }, 'key'],
      [key, { x: 50, y: -5 }, 'key'],
    ]);
  });

  it('leaves the stickers to open their listings when off', () => {
    render(<ParallaxSceneView phase="initialized" progress={100} model={model()} />);
    expect(sceneEl().dataset.positioning).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'View Raptor Pack' }));
    expect($openRequest.get()).toBe(103);
  });
});

describe('the scene box', () => {
  it('is in the prebuilt page with its height and its loading bar, before any script', () => {
    const html = renderToString(<ParallaxSceneSlot kind="category" sceneName="home-dino1" label="Dinosaur Stickers scene" />);
    expect(html).toContain('--scene-height:60vh');
    expect(html).toContain('data-scene-box="category"');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('Loading scene data');
    expect(renderToString(<ParallaxSceneSlot kind="listing" sceneName="deep-space" label="Sticker scene" />)).toContain('--scene-height:50vh');
  });

  it('asks for nothing until it comes near the viewport or the page is idle', async () => {
    vi.stubGlobal('requestIdleCallback', vi.fn());
    render(<ParallaxSceneSlot kind="category" sceneName="home-dino1" label="Dinosaur Stickers scene" />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(FakeObserver.live.size).toBe(1);
  });
});

describe('scenes in the grid', () => {
  const card = (id: number, category: string): CatalogueCard => ({
    id,
    slug: `card-${id}`,
    title: `Card ${id}`,
    category,
    tags: [],
    skus: [],
    salesRank: id,
    views: 0,
    isTrueScale: false,
    createdAt: '2024-01-01',
    updatedAt: '2024-01-01',
    image: `/artwork/${id}.svg`,
    hasArtwork: true,
    availableSizes: ['MICRO'],
    priceText: '$3.99',
    hasPriceFallback: false,
  });
  const cards = [card(1, 'Dinosaur Stickers'), card(2, 'Dinosaur Stickers'), card(3, 'Cryptids'), card(4, 'Cryptids')];

  beforeEach(() => {
    seedStorefront(cards, '/catalogue/x.json', null);
    $placements.set({ categories: { 'Dinosaur Stickers': 'home-dino1' }, listings: { '4': 'cryptid-woods' } });
  });

  it('puts a category’s scene between its section header and its cards', () => {
    render(<StickerGrid onOpen={() => undefined} filtering={false} />);
    const section = screen.getByRole('region', { name: 'Dinosaur Stickers' });
    const box = within(section).getByRole('group', { name: 'Dinosaur Stickers scene' });
    expect(box.previousElementSibling?.tagName).toBe('HEADER');
    expect(box.nextElementSibling?.matches('ul.sticker-grid')).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Cryptids' })).queryByRole('group', { name: 'Cryptids scene' })).toBeNull();
  });

  it('inserts a listing’s scene as a full-row item right before its card', () => {
    render(<StickerGrid onOpen={() => undefined} filtering={false} />);
    const row = screen.getByRole('group', { name: 'Sticker scene' }).closest('li')!;
    expect(row.className).toBe('parallax-row');
    expect(row.nextElementSibling?.querySelector('a')?.dataset.listingId).toBe('4');
  });

  it('shows no scene under an open listing (the similarity order)', () => {
    openListing(1, 0, 0);
    render(<StickerGrid onOpen={() => undefined} filtering={false} />);
    expect(document.querySelector('.parallax-box')).toBeNull();
  });
});
