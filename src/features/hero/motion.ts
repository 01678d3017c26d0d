/**
 * @module hero/motion
 * The machine's gsap timelines: a sticker growing, wiggling, re-wiggling while attached and falling;
 * the machine's twitch; the background's fades. Each takes its timing from ~/domain/hero-stickers.ts
 * (a sticker's) or ~/domain/hero-machine.ts (the machine's) and calls `done` when its step is over,
 * which moves the machine on; reduced motion never builds one.
 */
import { gsap } from 'gsap';
import { HERO_PHASE_MS, rewiggleDelayMs } from '~/domain/hero-stickers.ts';
import { HERO_BACKGROUND_STEP_MS, HERO_TWITCH_STEPS, type HeroBackgroundState, type HeroTwitchState } from '~/domain/hero-machine.ts';

/** Something running that the view stops when its step changes or it unmounts. */
export interface Running {
  kill(): void;
}

const s = (ms: number) => ms / 1000;

/*
 * gsap's ticker asks for every animation frame while it is awake. A page that asks for frames makes
 * the browser count each one's main-thread part, and a late one shows as a dropped frame while the
 * shopper scrolls the grid (the bench: 12% of frames dropped, none once the ticker slept). By
 * default it sleeps 120 frames (2 s) after the last animation; 20 frames is enough.
 */
gsap.config({ autoSleep: 20 });

/** A sticker pops out of its port. */
export function grow(target: Element, done: () => void): Running {
  return gsap
    .timeline({ onComplete: done })
    .fromTo(target, { scale: 0.05, opacity: 0, rotation: 0, y: 0 }, { scale: 1, opacity: 1, duration: s(HERO_PHASE_MS.growing), ease: 'back.out(1.7)' });
}

/** One wiggle: a tilt each way and back, `degrees` wide. */
function addWiggle(timeline: gsap.core.Timeline, target: Element, degrees: number, ms: number): gsap.core.Timeline {
  return timeline
    .to(target, { rotation: -degrees, duration: s(ms) / 4, ease: 'sine.out' })
    .to(target, { rotation: degrees, duration: s(ms) / 2, ease: 'sine.inOut' })
    .to(target, { rotation: 0, duration: s(ms) / 4, ease: 'sine.in' });
}

/** A grown sticker settles onto its port with `count` wiggles. */
export function wiggle(target: Element, count: number, done: () => void): Running {
  const timeline = gsap.timeline({ onComplete: done });
  for (let i = 0; i < count; i++) addWiggle(timeline, target, 7 - i, HERO_PHASE_MS.wiggle);
  return timeline;
}

/**
 * An attached sticker's short re-wiggle every 2 to 3 s, until stopped. The wait is a timer, not a
 * gsap delayed call: between wiggles gsap has nothing to run and its ticker goes to sleep.
 */
export function rewiggleLoop(target: Element, random: () => number = Math.random): Running {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Running | null = null;
  const next = () => {
    timer = setTimeout(() => {
      current = addWiggle(gsap.timeline({ onComplete: next }), target, 3, HERO_PHASE_MS.rewiggle);
    }, rewiggleDelayMs(random));
  };
  next();
  return {
    kill: () => {
      clearTimeout(timer);
      current?.kill();
    },
  };
}

/** A sticker drops off the machine, tumbling, and fades away. */
export function fall(target: Element, done: () => void, random: () => number = Math.random): Running {
  const side = random() < 0.5 ? -1 : 1;
  return gsap
    .timeline({ onComplete: done })
    .to(target, { yPercent: 260, rotation: side * (25 + random() * 30), opacity: 0, duration: s(HERO_PHASE_MS.falling), ease: 'power2.in' });
}

/** The machine's twitch step: a hesitant nudge (pre-tease), then a working shake (active). */
export function twitch(target: Element, state: HeroTwitchState, done: () => void): Running | null {
  const step = HERO_TWITCH_STEPS.find((t) => t.state === state);
  if (!step) return null;
  const timeline = gsap.timeline({ onComplete: done });
  // Whole back-and-forth moves fill the step exactly, so the machine ends where it started.
  const moves = state === 'pre-tease' ? 2 : 15;
  const amplitude = state === 'pre-tease' ? 1 : 2;
  const half = s(step.ms) / (moves * 2);
  for (let i = 0; i < moves; i++) {
    timeline.to(target, { x: amplitude, y: -amplitude / 2, rotation: amplitude * 0.15, duration: half, ease: 'sine.inOut' });
    timeline.to(target, { x: -amplitude, y: amplitude / 2, rotation: -amplitude * 0.15, duration: half, ease: 'sine.inOut' });
  }
  return timeline.set(target, { x: 0, y: 0, rotation: 0 });
}

/** The background change's step: the shade fades in, holds while the image changes, fades out. */
export function backgroundStep(shade: Element, state: HeroBackgroundState, done: () => void): Running | null {
  if (state === 'normal') return null;
  const opacity = state === 'fading-to-new' ? 0 : 1;
  return gsap.timeline({ onComplete: done }).to(shade, { opacity, duration: s(HERO_BACKGROUND_STEP_MS), ease: state === 'dark' ? 'none' : 'power1.inOut' });
}

/** Puts an element back as CSS left it. */
export function reset(target: Element): void {
  gsap.set(target, { clearProps: 'transform,opacity' });
}
