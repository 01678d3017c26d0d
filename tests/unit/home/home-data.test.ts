// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCache } from '~/client/session-cache.ts';
import { $homeData, loadHomeData, resetHomeData, seedPlacements } from '~/features/home/home-data.ts';
import { urlOf } from '~/contracts/route.ts';
import { smartLoadingRoutes } from '~/contracts/routes/smart-loading.ts';

const answer = (hero: boolean, scenes: string[]) => ({
  data: {
    hero: hero ? { settings: { leftListingId: null, rightListingId: null }, stickers: [] } : null,
    parallax: {},
    sceneDetails: Object.fromEntries(scenes.map((name) => [name, scene(name)])),
    firstScene: scenes[0] ?? null,
  },
});
const scene = (name: string) => ({
  id: 1,
  name,
  category: null,
  component_height: '50vh',
  mode: 'normal',
  layer_y_positions: {},
  layer_visibility: {},
  layer_speeds: {},
  scene_stickers: [],
  sticker_positions: {},
  background_path: null,
  background_style: { size: 'cover', position: 'center', repeat: 'no-repeat', attachment: 'scroll' },
  description: null,
  created_at: '',
  updated_at: '',
});

let bodies: { activeScenes: string[]; heroTarget: unknown }[] = [];
let fail = false;
beforeEach(() => {
  sessionStorage.clear();
  resetHomeData();
  bodies = [];
  fail = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe(urlOf(smartLoadingRoutes.parallaxFirst));
      const body = JSON.parse(init.body as string) as { activeScenes: string[]; heroTarget: unknown };
      bodies.push(body);
      if (fail) return new Response('{"error":{"code":"x","message":"down"}}', { status: 500 });
      return new Response(JSON.stringify(answer(body.heroTarget !== null, body.activeScenes)), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The answers are cached once the page is idle (jsdom has no requestIdleCallback: the next task). */
const pageIdle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the home page data', () => {
  it('asks once for the hero and the scenes together, however many ask', async () => {
    seedPlacements({ categories: { Dinosaurs: 'home-dino1' }, listings: { '5': 'scooby2' } }, true);
    const [a, b] = await Promise.all([loadHomeData(), loadHomeData({ hero: true })]);
    expect(bodies).toEqual([{ activeScenes: ['home-dino1', 'scooby2'], heroTarget: { candidates: 200 } }]);
    expect(a).toEqual(b);
    expect($homeData.get().status).toBe('ready');
  });

  it('the hero asking before the page named its scenes gets its part, and the scenes come after', async () => {
    seedPlacements({ categories: {}, listings: {} }, false);
    await loadHomeData({ hero: true });
    seedPlacements({ categories: { Dinosaurs: 'home-dino1' }, listings: {} }, true);
    const data = await loadHomeData();
    expect(bodies).toEqual([
      { activeScenes: [], heroTarget: { candidates: 200 } },
      { activeScenes: ['home-dino1'], heroTarget: null },
    ]);
    expect(Object.keys(data.sceneDetails)).toEqual(['home-dino1']);
    expect(data.hero).not.toBeNull();
  });

  it('uses what this tab cached, and asks again after a failure', async () => {
    seedPlacements({ categories: { Dinosaurs: 'home-dino1' }, listings: {} }, true);
    await loadHomeData();
    await pageIdle();
    resetHomeData();
    seedPlacements({ categories: { Dinosaurs: 'home-dino1' }, listings: {} }, true);
    await loadHomeData();
    expect(bodies).toHaveLength(1);

    sessionStorage.clear();
    resetHomeData();
    fail = true;
    await expect(loadHomeData()).rejects.toThrow();
    expect($homeData.get().status).toBe('error');
    fail = false;
    await loadHomeData();
    expect(bodies).toHaveLength(3);
  });

  it('asks again for a part this tab cached in another shape', async () => {
    seedPlacements({ categories: { Dinosaurs: 'home-dino1' }, listings: {} }, true);
    await loadHomeData();
    await pageIdle();
    writeCache('parallax', 'home-dino1', { parallax: 'not listings', sceneDetails: {}, firstScene: null });
    resetHomeData();
    seedPlacements({ categories: { Dinosaurs: 'home-dino1' }, listings: {} }, true);
    const data = await loadHomeData();
    expect(bodies.map((b) => b.activeScenes)).toEqual([['home-dino1'], ['home-dino1']]);
    expect(Object.keys(data.sceneDetails)).toEqual(['home-dino1']);
  });
});
