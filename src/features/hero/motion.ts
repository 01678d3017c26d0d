/**
 * @module hero/motion
 * The machine's animations: a sticker growing, wiggling, re-wiggling while attached and falling;
 * the machine's twitch; the background's fades. Each takes its timing from ~/domain/hero-stickers.ts
 * (a sticker's) or ~/domain/hero-machine.ts (the machine's) and calls `done` when its step is over,
 * which moves the machine on; reduced motion never starts one.
 *
 * They are Web Animations of transform and opacity only, which the browser runs on its compositor:
 * no script and no style or paint on the main thread from one frame to the next. gsap ran them from
 * the main thread on every frame (the load's trace: about 1.6 s in gsap, and the twitch repainting
 * the whole machine 60 times a second), which was most of the home page's blocking time.
 */
import { HERO_PHASE_MS, rewiggleDelayMs } from '~/domain/hero-stickers.ts';
import { HERO_BACKGROUND_STEP_MS, HERO_TWITCH_STEPS, type HeroBackgroundState, type HeroTwitchState } from '~/domain/hero-machine.ts';

/** Something running that the view stops when its step changes or it unmounts. */
export interface Running {
  kill(): void;
}

/** The eases gsap named, as the cubic Béziers they are (easings.net). */
const EASE = {
  backOut: 'cubic-bezier(0.34, 1.56, 0.64, 1)',
  sineIn: 'cubic-bezier(0.12, 0, 0.39, 0)',
  sineOut: 'cubic-bezier(0.61, 1, 0.88, 1)',
  sineInOut: 'cubic-bezier(0.37, 0, 0.63, 1)',
  quadInOut: 'cubic-bezier(0.45, 0, 0.55, 1)',
  cubicIn: 'cubic-bezier(0.32, 0, 0.67, 0)',
} as const;

/**
 * Plays keyframes on `target`; at the end, `end` (if any) becomes its inline style, so the last
 * frame stays once the animation is gone, and `done` runs. Killed, it stops and leaves the element
 * as its styles say. Without the Web Animations API the step is simply over at once.
 */
function play(target: Element, keyframes: Keyframe[], ms: number, done: (() => void) | null, end?: Record<string, string>): Running {
  if (typeof target.animate !== 'function') {
    const timer = setTimeout(() => {
      if (end) Object.assign((target as HTMLElement).style, end);
      done?.();
    }, 0);
    return { kill: () => clearTimeout(timer) };
  }
  const animation = target.animate(keyframes, { duration: ms, fill: 'forwards' });
  animation.onfinish = () => {
    if (end) Object.assign((target as HTMLElement).style, end);
    animation.cancel();
    done?.();
  };
  return {
    kill: () => {
      animation.onfinish = null;
      animation.cancel();
    },
  };
}

/** A sticker pops out of its port. */
export function grow(target: Element, done: () => void): Running {
  return play(
    target,
    [
      { transform: 'scale(0.05)', opacity: 0, easing: EASE.backOut },
      { transform: 'scale(1)', opacity: 1 },
    ],
    HERO_PHASE_MS.growing,
    done,
  );
}

/** `count` wiggles of `ms` each, the first `degrees` wide and each next one a degree less: a tilt each way and back. */
function wiggleKeyframes(count: number, degrees: number): Keyframe[] {
  const frames: Keyframe[] = [];
  for (let i = 0; i < count; i++) {
    const at = (fraction: number) => (i + fraction) / count;
    const d = degrees - i;
    frames.push(
      { offset: at(0), transform: 'rotate(0deg)', easing: EASE.sineOut },
      { offset: at(0.25), transform: `rotate(${-d}deg)`, easing: EASE.sineInOut },
      { offset: at(0.75), transform: `rotate(${d}deg)`, easing: EASE.sineIn },
    );
  }
  frames.push({ offset: 1, transform: 'rotate(0deg)' });
  return frames;
}

/** A grown sticker settles onto its port with `count` wiggles. */
export function wiggle(target: Element, count: number, done: () => void): Running {
  return play(target, wiggleKeyframes(count, 7), HERO_PHASE_MS.wiggle * count, done);
}

/** An attached sticker's short re-wiggle every 2 to 3 s, until stopped. */
export function rewiggleLoop(target: Element, random: () => number = Math.random): Running {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Running | null = null;
  const next = () => {
    timer = setTimeout(() => {
      current = play(target, wiggleKeyframes(1, 3), HERO_PHASE_MS.rewiggle, next);
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

/** A sticker drops off the machine, tumbling, and fades away (and stays gone until it is removed). */
export function fall(target: Element, done: () => void, random: () => number = Math.random): Running {
  const side = random() < 0.5 ? -1 : 1;
  const gone = { transform: `translateY(260%) rotate(${side * (25 + random() * 30)}deg)`, opacity: '0' };
  return play(target, [{ transform: 'none', opacity: 1, easing: EASE.cubicIn }, gone], HERO_PHASE_MS.falling, done, gone);
}

/** The machine's twitch step: a hesitant nudge (pre-tease), then a working shake (active). */
export function twitch(target: Element, state: HeroTwitchState, done: () => void): Running | null {
  const step = HERO_TWITCH_STEPS.find((t) => t.state === state);
  if (!step) return null;
  // Whole back-and-forth moves fill the step exactly; the machine is back where it started after.
  const moves = state === 'pre-tease' ? 2 : 15;
  const a = state === 'pre-tease' ? 1 : 2;
  const frames: Keyframe[] = [{ transform: 'none', easing: EASE.sineInOut }];
  for (let i = 1; i <= moves * 2; i++) {
    const sign = i % 2 === 1 ? 1 : -1;
    frames.push({ transform: `translate(${sign * a}px, ${(-sign * a) / 2}px) rotate(${sign * a * 0.15}deg)`, easing: EASE.sineInOut });
  }
  return play(target, frames, step.ms, done);
}

/** The background change's step: the shade fades in, holds while the image changes, fades out. */
export function backgroundStep(shade: Element, state: HeroBackgroundState, done: () => void): Running | null {
  if (state === 'normal') return null;
  const opacity = state === 'fading-to-new' ? '0' : '1';
  const from = (shade as HTMLElement).style.opacity || getComputedStyle(shade).opacity;
  return play(shade, [{ opacity: from, easing: state === 'dark' ? 'linear' : EASE.quadInOut }, { opacity }], HERO_BACKGROUND_STEP_MS, done, { opacity });
}

/** Puts an element back as CSS left it: no animation running, no inline transform or opacity. */
export function reset(target: Element): void {
  for (const animation of target.getAnimations?.() ?? []) animation.cancel();
  const style = (target as HTMLElement).style;
  style.removeProperty('transform');
  style.removeProperty('opacity');
}
