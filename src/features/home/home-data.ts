/**
 * @module home/home-data
 * What the home page's hero machine and parallax scenes share: where scenes are placed (from the
 * page's build), the one smart-loading request that feeds both (session-cached: hero stickers
 * 10 min, scenes 15 min), and the moment the hero's first animation has settled, which reveals the
 * scenes. Loaded when the page is idle: never before the grid or the largest paint.
 */
import { atom } from 'nanostores';
import { sendJson } from '~/client/api.ts';
import { readCache, writeCache } from '~/client/session-cache.ts';
import { dataOf } from '~/contracts/api.ts';
import type { ScenePlacements } from '~/contracts/scenes.ts';
import { HERO_CANDIDATE_LIMIT, smartLoadingSchema, type SmartLoading, type SmartLoadingRequest } from '~/contracts/smart-loading.ts';

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

let pending: Promise<SmartLoading> | null = null;

/**
 * Loads the hero's (when the page has one) and the scenes' data once per page: the fresh cached
 * parts are used, and only the missing ones are asked for. Later calls share the first.
 */
export function loadHomeData(): Promise<SmartLoading> {
  const options = { hero: pageHasHero };
  pending ??= (async () => {
    $homeData.set({ status: 'loading', data: null, error: null });
    const names = activeSceneNames($placements.get());
    const scenesKey = names.join('|') || '-';
    const cachedHero = options.hero ? readCache<HeroPart>('heroStickers', 'home') : null;
    const cachedScenes = readCache<ScenesPart>('parallax', scenesKey);
    try {
      const needHero = options.hero && !cachedHero;
      const needScenes = names.length > 0 && !cachedScenes;
      let fetched: SmartLoading | null = null;
      if (needHero || needScenes) {
        const body: SmartLoadingRequest = { activeScenes: needScenes ? names : [], heroTarget: needHero ? { candidates: HERO_CANDIDATE_LIMIT } : null };
        fetched = (await sendJson(dataOf(smartLoadingSchema), 'POST', SMART_LOADING_PATH, body)).data;
        if (needHero) writeCache('heroStickers', 'home', fetched.hero);
        if (needScenes) writeCache('parallax', scenesKey, { parallax: fetched.parallax, sceneDetails: fetched.sceneDetails, firstScene: fetched.firstScene } satisfies ScenesPart);
      }
      const scenes: ScenesPart = cachedScenes ?? (fetched && names.length > 0 ? fetched : { parallax: {}, sceneDetails: {}, firstScene: null });
      const data: SmartLoading = { hero: cachedHero ?? fetched?.hero ?? null, parallax: scenes.parallax, sceneDetails: scenes.sceneDetails, firstScene: scenes.firstScene };
      $homeData.set({ status: 'ready', data, error: null });
      return data;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      $homeData.set({ status: 'error', data: null, error: message });
      pending = null;
      throw error;
    }
  })();
  return pending;
}

/** Forgets the page's request (tests, and a page that wants fresh data). */
export function resetHomeData(): void {
  pending = null;
  $homeData.set({ status: 'idle', data: null, error: null });
  $heroSettled.set(false);
}
