/**
 * @module parallax/ParallaxSceneSlot
 * Where a parallax scene goes in the grid: a box with its final height, prebuilt into the page (no
 * layout shift when the scene arrives) with its loading bar inside. The scene itself (ParallaxScene,
 * the scroll engine, the layout rules) is a separate chunk, fetched when the page is idle or when
 * the box comes within a screen of the viewport; the grid's first chunk carries only this box.
 * Its styles (parallax.css) come with the island that shows it: home prebuilds scenes and carries
 * them inline; a listing page shows none until its listing closes, and adds them once it runs
 * (listing-page-later.css).
 */
import { startTransition, useEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { whenIdle } from '~/client/idle.ts';
import { parallaxSceneHeight, type PlacementKind } from '~/domain/parallax-placement.ts';
import { loadHomeData } from '~/features/home/home-data.ts';
import type { ParallaxSceneProps } from './ParallaxScene.tsx';
import { ParallaxSceneProgress } from './ParallaxSceneProgress.tsx';

const loadParallaxSceneModule = () => import('./ParallaxScene.tsx');

/** How near the viewport (a share of its height) a box starts its scene. */
const NEAR = '100% 0px';
/** Longest wait for an idle moment before the scenes' data is asked for anyway. */
const IDLE_TIMEOUT_MS = 3000;

let idleScheduled = false;

/**
 * Once per page, when the browser is idle: the scenes' (and hero's) data and the scene code. Boxes
 * call it after hydration, which is after the load event, so never before the first paint.
 */
function prefetchWhenIdle(): void {
  if (idleScheduled) return;
  idleScheduled = true;
  whenIdle(
    () => {
      loadHomeData().catch(() => undefined);
      loadParallaxSceneModule().catch(() => undefined);
    },
    IDLE_TIMEOUT_MS,
    1,
  );
}

export interface ParallaxSceneSlotProps {
  kind: PlacementKind;
  /** The scene the placement names (the first scene stands in when it no longer exists). */
  sceneName: string;
  /** The box's accessible name. */
  label: string;
}

/** A placement's scene box: the prebuilt loading state, then the scene. */
export function ParallaxSceneSlot({ kind, sceneName, label }: ParallaxSceneSlotProps) {
  const box = useRef<HTMLDivElement>(null);
  const [Scene, setScene] = useState<ComponentType<ParallaxSceneProps> | null>(null);

  useEffect(() => {
    prefetchWhenIdle();
    const target = box.current;
    if (!target) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        // A transition: the scenes that arrive together are built in slices, between the shopper's inputs.
        loadParallaxSceneModule().then(
          (module) => !cancelled && startTransition(() => setScene(() => module.ParallaxScene)),
          () => undefined,
        );
      },
      { rootMargin: NEAR },
    );
    observer.observe(target);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return (
    <div
      ref={box}
      className="parallax-box"
      role="group"
      aria-label={label}
      data-parallax-scene=""
      data-scene-box={kind}
      data-scene-name={sceneName}
      style={{ '--scene-height': parallaxSceneHeight(kind) } as CSSProperties}
    >
      {Scene ? (
        <Scene kind={kind} sceneName={sceneName} />
      ) : (
        <div className="parallax-scene" data-state="loading-data">
          <ParallaxSceneProgress step="data" progress={0} />
        </div>
      )}
    </div>
  );
}
