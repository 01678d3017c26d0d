/**
 * @module home/home-data
 * What the home page's hero machine and parallax scenes share: where scenes are placed (from the
 * page's build), the data of the one smart-loading request that feeds both (asked in ./remote.ts,
 * in the background worker; session-cached: hero stickers 10 min, scenes 15 min), and the moment
 * the hero's first animation has settled, which reveals the scenes. Loaded when the page is idle:
 * never before the grid or the largest paint.
 */
import { atom } from 'nanostores';
import { readCacheCheckedBy, writeCacheWhenIdle } from '~/client/session-cache.ts';
import type { ParallaxScenePlacements } from '~/contracts/parallax-scenes.ts';
import type { SmartLoading } from '~/contracts/smart-loading.ts';

export interface HomeDataState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: SmartLoading | null;
  error: string | null;
}

export const $homeData = atom<HomeDataState>({ status: 'idle', data: null, error: null });

/** The page's scene placements, as it was built. */
export const $placements = atom<ParallaxScenePlacements>({ categories: {}, listings: {} });

/** True once the hero machine's first stickers are attached (or it gave up): the scenes may show. */
export const $heroSettled = atom(false);

/** Whether the page has the hero machine (the home page does; a listing's page does not). */
let pageHasHero = false;

export function seedPlacements(placements: ParallaxScenePlacements, hasHero: boolean): void {
  $placements.set(placements);
  pageHasHero = hasHero;
}

export function markHeroSettled(): void {
  if (!$heroSettled.get()) $heroSettled.set(true);
}

/** The scene names the page's placements use, each once, in a stable order. */
export function activeSceneNames(placements: ParallaxScenePlacements): string[] {
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
    // The background reads' module loads here, after the page is interactive (the session cache is
    // part of the storefront's first script already).
    const request = (async () => {
      const { readInBackground } = await import('~/client/background/index.ts');
      const [cachedHero, cachedScenes] = await Promise.all([
        needHero ? readCacheCheckedBy('heroStickers', 'home', (value) => readInBackground('cachedHeroPart', value)) : null,
        !needScenes ? null : names.length === 0 ? NO_SCENES : readCacheCheckedBy('parallax', key, (value) => readInBackground('cachedScenesPart', value)),
      ]);
      const askHero = needHero && !cachedHero;
      const askScenes = needScenes && !cachedScenes;
      const answer = askHero || askScenes ? await readInBackground('smartLoading', askHero, askScenes ? names : []) : null;
      const fetched = answer?.value ?? null;
      if (answer?.heroEntry) writeCacheWhenIdle('heroStickers', 'home', answer.heroEntry);
      if (answer?.scenesEntry) writeCacheWhenIdle('parallax', key, answer.scenesEntry);
      const scenes: ScenesPart =
        cachedScenes ?? (fetched ? { parallax: fetched.parallax, sceneDetails: fetched.sceneDetails, firstScene: fetched.firstScene } : NO_SCENES);
      return { hero: cachedHero ?? fetched?.hero ?? null, scenes };
    })();
    if (needHero) {
      const part = request.then((r) => r.hero);
      heroPart = part;
      part.catch(() => heroPart === part && (heroPart = null));
    }
    if (needScenes) {
      const part = request.then((r) => r.scenes);
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

/** Forgets the page's request (tests, and a page that wants fresh data). */
export function resetHomeData(): void {
  heroPart = null;
  scenesPart = null;
  $homeData.set({ status: 'idle', data: null, error: null });
  $heroSettled.set(false);
}
