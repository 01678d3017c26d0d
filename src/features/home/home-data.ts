/**
 * @module home/home-data
 * What the home page's hero machine and parallax scenes share: where scenes are placed (from the
 * page's build), the one smart-loading request that feeds both (session-cached: hero stickers
 * 10 min, scenes 15 min), and the moment the hero's first animation has settled, which reveals the
 * scenes. Loaded when the page is idle: never before the grid or the largest paint.
 */
import { atom } from 'nanostores';
import { readCache, writeCache } from '~/client/session-cache.ts';
import type { ScenePlacements } from '~/contracts/scenes.ts';
import type { SmartLoading, SmartLoadingRequest } from '~/contracts/smart-loading.ts';
import { HERO_FALLBACK_FETCH_LIMITS } from '~/domain/hero.ts';

export const SMART_LOADING_PATH = '/api/smart-loading/parallax-first';

export interface HomeDataState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: SmartLoading | null;
  error: string | null;
}

export const $homeData = atom<HomeDataState>({ status: 'idle', data: null, error: null });

/** The page's scene placements, as it was built. */
export const $placements = atom<ScenePlacements>({ categories: {}, listings: {} });

/** True once the hero machine's first stickers are attached (or it gave up): the scenes may show. */
export const $heroSettled = atom(false);

/** Whether the page has the hero machine (the home page does; a listing's page does not). */
let pageHasHero = false;

export function seedPlacements(placements: ScenePlacements, hasHero: boolean): void {
  $placements.set(placements);
  pageHasHero = hasHero;
}

export function markHeroSettled(): void {
  if (!$heroSettled.get()) $heroSettled.set(true);
}

/** The scene names the page's placements use, each once, in a stable order. */
export function activeSceneNames(placements: ScenePlacements): string[] {
  return [...new Set([...Object.values(placements.categories), ...Object.values(placements.listings)])].sort();
}

type HeroPart = SmartLoading['hero'];
type ScenesPart = Pick<SmartLoading, 'parallax' | 'sceneDetails' | 'firstScene'>;

const NO_SCENES: ScenesPart = { parallax: {}, sceneDetails: {}, firstScene: null };

let heroPart: Promise<HeroPart> | null = null;
let scenesPart: { key: string; promise: Promise<ScenesPart> } | null = null;

/**
 * Loads the hero's data (when the page has a hero, or the caller is the hero) and the scenes' data,
 * once per page: fresh cached parts are used, the missing ones asked for in one request, and later
 * calls share what is loaded or on its way. A part that failed is asked for again on the next call.
 */
export function loadHomeData(options: { hero?: boolean } = {}): Promise<SmartLoading> {
  const wantHero = options.hero === true || pageHasHero;
  const names = activeSceneNames($placements.get());
  const key = names.join('|') || '-';
  const needHero = wantHero && !heroPart;
  const needScenes = scenesPart?.key !== key;
  if (needHero || needScenes) {
    const cachedHero = needHero ? readCache<HeroPart>('heroStickers', 'home') : null;
    const cachedScenes = !needScenes ? null : names.length === 0 ? NO_SCENES : readCache<ScenesPart>('parallax', key);
    const askHero = needHero && !cachedHero;
    const askScenes = needScenes && !cachedScenes;
    const request = askHero || askScenes ? fetchParts(askHero, askScenes ? names : [], key) : null;
    if (needHero) {
      const part = cachedHero ? Promise.resolve(cachedHero) : request!.then((d) => d.hero);
      heroPart = part;
      part.catch(() => heroPart === part && (heroPart = null));
    }
    if (needScenes) {
      const part = cachedScenes ? Promise.resolve(cachedScenes) : request!.then(({ parallax, sceneDetails, firstScene }) => ({ parallax, sceneDetails, firstScene }));
      scenesPart = { key, promise: part };
      part.catch(() => scenesPart?.promise === part && (scenesPart = null));
    }
  }
  if ($homeData.get().status !== 'ready') $homeData.set({ status: 'loading', data: $homeData.get().data, error: null });
  return Promise.all([wantHero ? heroPart! : Promise.resolve(null), scenesPart!.promise]).then(
    ([hero, scenes]) => {
      const data: SmartLoading = { hero: hero ?? $homeData.get().data?.hero ?? null, ...scenes };
      $homeData.set({ status: 'ready', data, error: null });
      return data;
    },
    (error: unknown) => {
      $homeData.set({ status: 'error', data: $homeData.get().data, error: error instanceof Error ? error.message : String(error) });
      throw error;
    },
  );
}

/** One smart-loading request for the missing parts; each part is cached for its lifetime. */
async function fetchParts(hero: boolean, activeScenes: string[], scenesKey: string): Promise<SmartLoading> {
  // The client and the schemas (zod) load with the first request, after the page is interactive.
  const [{ sendJson }, { dataOf }, { smartLoadingSchema }] = await Promise.all([import('~/client/api.ts'), import('~/contracts/api.ts'), import('~/contracts/smart-loading.ts')]);
  const body: SmartLoadingRequest = { activeScenes, heroTarget: hero ? { candidates: HERO_FALLBACK_FETCH_LIMITS[0] } : null };
  const data = (await sendJson(dataOf(smartLoadingSchema), 'POST', SMART_LOADING_PATH, body)).data;
  if (hero) writeCache('heroStickers', 'home', data.hero);
  if (activeScenes.length > 0) writeCache('parallax', scenesKey, { parallax: data.parallax, sceneDetails: data.sceneDetails, firstScene: data.firstScene } satisfies ScenesPart);
  return data;
}

/** Forgets the page's request (tests, and a page that wants fresh data). */
export function resetHomeData(): void {
  heroPart = null;
  scenesPart = null;
  $homeData.set({ status: 'idle', data: null, error: null });
  $heroSettled.set(false);
}
