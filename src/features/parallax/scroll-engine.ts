/**
 * @module parallax/scroll-engine
 * How a scene's layers follow the scroll. Where the browser has scroll-driven animations, CSS does
 * it all (parallax.css: one keyframe per layer on the scene's view timeline; no script per frame).
 * Elsewhere, one passive scroll listener shared by every scene, throttled to one update per
 * animation frame (~16 ms), moves the layers of the scenes on screen only: a scene off screen is
 * neither measured nor moved. Reduced motion leaves every layer at rest.
 */
import { centredLayerShift } from '~/domain/parallax.ts';

export type MotionMode = 'css' | 'js' | 'none';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** How this browser moves the layers: CSS scroll timelines, the shared script, or not at all (reduced motion). */
export function motionMode(): MotionMode {
  if (reducedMotion()) return 'none';
  const supports = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('animation-timeline: view()');
  return supports ? 'css' : 'js';
}

/** The layers of a scene: every element inside it with a data-speed. */
const layersOf = (scene: HTMLElement) => scene.querySelectorAll<HTMLElement>('[data-speed]');

const scenes = new Set<HTMLElement>();
const onScreen = new Set<HTMLElement>();
let observer: IntersectionObserver | null = null;
let frame = 0;

/** Moves the layers of the scenes on screen; every rectangle is read before any transform is written. */
function update(): void {
  frame = 0;
  const still = reducedMotion();
  const viewport = window.innerHeight;
  const moves: [HTMLElement, number][] = [];
  for (const scene of onScreen) {
    const rect = scene.getBoundingClientRect();
    for (const layer of layersOf(scene)) {
      const speed = Number(layer.dataset.speed);
      moves.push([layer, still || !Number.isFinite(speed) ? 0 : centredLayerShift(rect.top, rect.height, viewport, speed)]);
    }
  }
  for (const [layer, shift] of moves) layer.style.transform = shift === 0 ? '' : `translate3d(0, ${shift.toFixed(2)}px, 0)`;
}

function schedule(): void {
  if (frame === 0 && onScreen.size > 0) frame = requestAnimationFrame(update);
}

function start(): void {
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const scene = entry.target as HTMLElement;
      if (entry.isIntersecting) onScreen.add(scene);
      else onScreen.delete(scene);
    }
    // A scene coming on screen takes its place at once, before the next scroll event.
    schedule();
  });
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
}

function stop(): void {
  observer?.disconnect();
  observer = null;
  window.removeEventListener('scroll', schedule);
  window.removeEventListener('resize', schedule);
  if (frame) cancelAnimationFrame(frame);
  frame = 0;
}

/**
 * Moves a scene's layers ([data-speed] elements) with the scroll until the returned function is
 * called. The first scene starts the shared listener, the last one gone stops it.
 * @example const unwatch = watchParallaxScene(sceneElement); // later: unwatch()
 */
export function watchParallaxScene(scene: HTMLElement): () => void {
  if (scenes.size === 0) start();
  scenes.add(scene);
  observer!.observe(scene);
  return () => {
    if (!scenes.delete(scene)) return;
    observer?.unobserve(scene);
    onScreen.delete(scene);
    for (const layer of layersOf(scene)) layer.style.transform = '';
    if (scenes.size === 0) stop();
  };
}

/** How many scenes the shared listener is watching, and how many are on screen (tests). */
export const engineState = (): { watched: number; onScreen: number; listening: boolean } => ({
  watched: scenes.size,
  onScreen: onScreen.size,
  listening: observer !== null,
});
