/**
 * @module parallax/use-parallax-scene-loading
 * A storefront scene's life: 'loading-data' (progress 10 started, 30 request sent, 50 answer
 * received, 70 scene resolved, 90 layers built, 100 done), then 'loading-images' (its artwork and
 * background, at most 5 s), then 'initialized': shown once the hero's first animation has settled,
 * or 5 s into the page, whichever comes first. Whatever its state, a scene shows 15 s after it
 * started (the emergency initialisation), so a slow or failed request never leaves a blank box.
 */
import { useStore } from '@nanostores/react';
import { startTransition, useEffect, useState } from 'react';
import { chooseParallaxScene, layoutParallaxScene, placementSizes, type LayerModel, type PlacementKind } from '~/domain/parallax.ts';
import { HERO_ROOT_ID } from '~/features/hero/texts.ts';
import { $heroSettled, $homeData, loadHomeData } from '~/features/home/home-data.ts';
import { parallaxSceneBackground, type ParallaxSceneBackground } from './background.ts';
import { preloadImages } from './preload.ts';

export type ParallaxScenePhase = 'loading-data' | 'loading-images' | 'initialized';

/** Scenes show at the latest this long into the page when the hero has not settled (or there is none). */
export const REVEAL_AFTER_MS = 5000;
/** A scene shows whatever its state this long after it started. */
export const EMERGENCY_AFTER_MS = 15_000;

export interface ParallaxSceneModel {
  /** The scene shown (the assigned one, or the first scene when it is gone). */
  name: string;
  layers: LayerModel[];
  background: ParallaxSceneBackground;
}

export interface ParallaxSceneLoading {
  phase: ParallaxScenePhase;
  progress: number;
  /** Null until the scene is resolved, and when there is no scene at all (or the request failed). */
  model: ParallaxSceneModel | null;
}

export interface ParallaxSceneLoadingOptions {
  /** Milliseconds since the page started (performance.now()). */
  pageAge?: () => number;
  preload?: typeof preloadImages;
}

/** Whether the page has the hero machine (its prebuilt box) whose first animation the scenes wait for. */
const pageHasHero = () => typeof document !== 'undefined' && document.getElementById(HERO_ROOT_ID) !== null;

/** Follows one placement's scene from the shared smart-loading answer to its reveal. */
export function useParallaxSceneLoading(kind: PlacementKind, assigned: string, options: ParallaxSceneLoadingOptions = {}): ParallaxSceneLoading {
  const { pageAge = () => performance.now(), preload = preloadImages } = options;
  const home = useStore($homeData);
  const heroSettled = useStore($heroSettled);
  const [progress, setProgress] = useState(10);
  const [sceneName, setSceneName] = useState<string | null>(null);
  const [model, setModel] = useState<ParallaxSceneModel | null>(null);
  const [imagesDone, setImagesDone] = useState(false);
  // A page without the hero machine (a listing's page) has nothing to wait for.
  const [noHero] = useState(() => !pageHasHero());
  const [waited, setWaited] = useState(() => pageAge() >= REVEAL_AFTER_MS);
  const [emergency, setEmergency] = useState(false);

  useEffect(() => {
    // The request is shared by every scene and the hero; a failure is shown by the emergency reveal.
    loadHomeData().catch(() => undefined);
    const reveal = waited ? 0 : setTimeout(() => setWaited(true), Math.max(0, REVEAL_AFTER_MS - pageAge()));
    const rescue = setTimeout(() => setEmergency(true), EMERGENCY_AFTER_MS);
    return () => {
      clearTimeout(reveal);
      clearTimeout(rescue);
    };
  }, []);

  // One step per render, so each progress value is shown (and observable) on its way to 100.
  useEffect(() => {
    const data = home.status === 'ready' ? home.data : null;
    if (progress === 10 && home.status !== 'idle') setProgress(30);
    else if (progress === 30 && data) setProgress(50);
    else if (progress === 50 && data) {
      setSceneName(chooseParallaxScene(assigned, data.sceneDetails, data.firstScene));
      setProgress(70);
    } else if (progress === 70 && data) {
      const scene = sceneName === null ? undefined : data.sceneDetails[sceneName];
      // The scene's layers and stickers are the step's large render: built in slices, as a transition.
      startTransition(() => {
        if (scene)
          setModel({ name: scene.name, layers: layoutParallaxScene(scene, data.parallax, placementSizes(kind)), background: parallaxSceneBackground(scene) });
        setProgress(90);
      });
    } else if (progress === 90) setProgress(100);
  }, [progress, home, sceneName]);

  useEffect(() => {
    if (progress < 100) return;
    if (!model) {
      setImagesDone(true);
      return;
    }
    let cancelled = false;
    const urls = [model.background.image, ...model.layers.flatMap((layer) => layer.stickers.map((s) => s.artwork))];
    void preload(urls).then((failed) => {
      if (cancelled) return;
      // Failed artwork is skipped: its sticker would be an empty, clickable hole.
      if (failed.size > 0)
        setModel({ ...model, layers: model.layers.map((layer) => ({ ...layer, stickers: layer.stickers.filter((s) => !failed.has(s.artwork)) })) });
      setImagesDone(true);
    });
    return () => {
      cancelled = true;
    };
  }, [progress]);

  const ready = imagesDone && (heroSettled || noHero || waited);
  const phase: ParallaxScenePhase = emergency || ready ? 'initialized' : progress < 100 ? 'loading-data' : 'loading-images';
  return { phase, progress, model };
}
