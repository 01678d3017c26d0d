// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engineState, motionMode, watchParallaxScene as watch } from '~/features/parallax/scroll-engine.ts';

/** Every scene a test watches is let go after it, passed or failed: the engine is shared. */
const watching = new Set<() => void>();
const watchParallaxScene = (el: HTMLElement) => {
  const unwatch = watch(el);
  watching.add(unwatch);
  return unwatch;
};

/* ---------- A page to scroll: scenes with layers, a viewport, frames run by the test ---------- */

let reduced = false;
let frames: FrameRequestCallback[] = [];

class FakeObserver {
  static current: FakeObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
}

/** A scene whose top is `top` px from the viewport's top, `height` tall, with layers of these speeds. */
function scene(top: number, height: number, speeds: number[]): HTMLElement {
  const el = document.createElement('div');
  el.getBoundingClientRect = () => ({ top, height, bottom: top + height, left: 0, right: 1000, width: 1000, x: 0, y: top, toJSON: () => ({}) });
  for (const speed of speeds) {
    const layer = document.createElement('div');
    layer.dataset.speed = String(speed);
    el.appendChild(layer);
  }
  document.body.appendChild(el);
  return el;
}

const layers = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('[data-speed]')].map((l) => l.style.transform);
const visibility = (el: HTMLElement, isIntersecting: boolean) =>
  FakeObserver.current!.callback(
    [{ target: el, isIntersecting } as unknown as IntersectionObserverEntry],
    FakeObserver.current as unknown as IntersectionObserver,
  );
const runFrames = () => {
  const now = frames;
  frames = [];
  for (const f of now) f(0);
};
const scroll = () => window.dispatchEvent(new Event('scroll'));

beforeEach(() => {
  reduced = false;
  frames = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', () => (frames = []));
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') && reduced })) as typeof window.matchMedia;
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
});

afterEach(() => {
  for (const unwatch of watching) unwatch();
  watching.clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/* ---------- Tests ---------- */

describe('motionMode', () => {
  it('uses CSS scroll timelines where the browser has them', () => {
    vi.stubGlobal('CSS', { supports: (q: string) => q === 'animation-timeline: view()' });
    expect(motionMode()).toBe('css');
  });

  it('falls back to the shared script elsewhere', () => {
    vi.stubGlobal('CSS', { supports: () => false });
    expect(motionMode()).toBe('js');
  });

  it('moves nothing under reduced motion', () => {
    reduced = true;
    vi.stubGlobal('CSS', { supports: () => true });
    expect(motionMode()).toBe('none');
  });
});

describe('the shared scroll engine', () => {
  it('moves each layer of a scene on screen by its distance from the centre x speed x 0.1, once per frame', () => {
    // Centre of the scene at 500, the viewport's at 400: 100 px of scroll before it is centred.
    const el = scene(300, 400, [21, 2, 0.5]);
    const unwatch = watchParallaxScene(el);
    visibility(el, true);
    scroll();
    scroll();
    expect(frames).toHaveLength(1);
    runFrames();
    expect(layers(el)).toEqual(['translate3d(0px, -210px, 0px)', 'translate3d(0px, -20px, 0px)', 'translate3d(0px, -5px, 0px)']);
    unwatch();
  });

  it('leaves a scene off screen alone', () => {
    const el = scene(2000, 400, [2]);
    const unwatch = watchParallaxScene(el);
    visibility(el, false);
    scroll();
    expect(frames).toHaveLength(0);
    expect(layers(el)).toEqual(['']);
    unwatch();
  });

  it('puts a scene’s layers at rest when it is centred', () => {
    const el = scene(200, 400, [7.8]);
    const unwatch = watchParallaxScene(el);
    visibility(el, true);
    runFrames();
    expect(layers(el)).toEqual(['']);
    unwatch();
  });

  it('keeps the layers at rest under reduced motion', () => {
    reduced = true;
    const el = scene(600, 400, [21]);
    const unwatch = watchParallaxScene(el);
    visibility(el, true);
    scroll();
    runFrames();
    expect(layers(el)).toEqual(['']);
    unwatch();
  });

  it('listens once, passively, for every scene, and stops when the last one goes', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const a = scene(0, 400, [1]);
    const b = scene(500, 400, [1]);
    const unwatchA = watchParallaxScene(a);
    const unwatchB = watchParallaxScene(b);
    const scrollListeners = add.mock.calls.filter(([type]) => String(type) === 'scroll');
    expect(scrollListeners).toHaveLength(1);
    expect(scrollListeners[0]![2]).toEqual({ passive: true });
    expect(engineState()).toMatchObject({ watched: 2, listening: true });
    unwatchA();
    expect(engineState()).toMatchObject({ watched: 1, listening: true });
    unwatchB();
    expect(engineState()).toEqual({ watched: 0, onScreen: 0, listening: false });
    expect(remove.mock.calls.filter(([type]) => String(type) === 'scroll')).toHaveLength(1);
  });

  it('puts the layers back at rest when a scene is no longer watched', () => {
    const el = scene(600, 400, [2]);
    const unwatch = watchParallaxScene(el);
    visibility(el, true);
    runFrames();
    expect(layers(el)[0]).not.toBe('');
    unwatch();
    expect(layers(el)).toEqual(['']);
  });
});
