// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HERO_BACKGROUND_STEP_MS, HERO_TWITCH_STEPS } from '~/domain/hero-machine.ts';
import { HERO_PHASE_MS } from '~/domain/hero-stickers.ts';
import { backgroundStep, fall, grow, reset, rewiggleLoop, twitch, wiggle } from '~/features/hero/motion.ts';

/** An animation as the browser would run it: its keyframes and timing kept, finished by the test. */
interface FakeAnimation {
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  onfinish: (() => void) | null;
  cancelled: boolean;
  cancel(): void;
  finish(): void;
}

const started: FakeAnimation[] = [];

/** An element whose `animate` records what it is asked to play (jsdom has no Web Animations). */
function animatable(): HTMLElement {
  const element = document.createElement('div');
  const running: FakeAnimation[] = [];
  element.animate = (keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
    const animation: FakeAnimation = {
      keyframes,
      options,
      onfinish: null,
      cancelled: false,
      cancel() {
        this.cancelled = true;
      },
      finish() {
        this.onfinish?.();
      },
    };
    running.push(animation);
    started.push(animation);
    return animation as unknown as Animation;
  };
  element.getAnimations = () => running.filter((a) => !a.cancelled) as unknown as Animation[];
  return element;
}

const last = () => started.at(-1)!;
const transforms = (a: FakeAnimation) => a.keyframes.map((k) => k.transform);

afterEach(() => {
  started.length = 0;
  vi.useRealTimers();
});

describe('the hero machine’s motion (Web Animations of transform and opacity, on the compositor)', () => {
  it('grows a sticker from a speck to its size, fading in, over the growing phase, then moves on', () => {
    const el = animatable();
    const done = vi.fn();
    grow(el, done);
    expect(last().options.duration).toBe(HERO_PHASE_MS.growing);
    expect(last().keyframes).toEqual([
      expect.objectContaining({ transform: 'scale(0.05)', opacity: 0 }),
      expect.objectContaining({ transform: 'scale(1)', opacity: 1 }),
    ]);
    expect(done).not.toHaveBeenCalled();
    last().finish();
    expect(done).toHaveBeenCalledTimes(1);
    expect(last().cancelled).toBe(true);
  });

  it('animates nothing but transform and opacity', () => {
    const el = animatable();
    grow(el, () => {});
    wiggle(el, 3, () => {});
    fall(
      el,
      () => {},
      () => 0.2,
    );
    twitch(el, 'active', () => {});
    backgroundStep(el, 'fading-to-dark', () => {});
    const properties = new Set(started.flatMap((a) => a.keyframes.flatMap((k) => Object.keys(k))));
    expect([...properties].filter((p) => p !== 'offset' && p !== 'easing').sort()).toEqual(['opacity', 'transform']);
  });

  it('wiggles 2 to 5 times, each a degree narrower, and ends upright', () => {
    const el = animatable();
    wiggle(el, 3, () => {});
    expect(last().options.duration).toBe(HERO_PHASE_MS.wiggle * 3);
    const turns = transforms(last());
    expect(turns).toContain('rotate(-7deg)');
    expect(turns).toContain('rotate(6deg)');
    expect(turns).toContain('rotate(-5deg)');
    expect(turns.at(-1)).toBe('rotate(0deg)');
    const offsets = last().keyframes.map((k) => k.offset as number);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(offsets[0]).toBe(0);
    expect(offsets.at(-1)).toBe(1);
  });

  it('re-wiggles an attached sticker every 2 to 3 s until it is stopped', () => {
    vi.useFakeTimers();
    const el = animatable();
    const loop = rewiggleLoop(el, () => 0);
    expect(started).toHaveLength(0);
    vi.advanceTimersByTime(2000);
    expect(started).toHaveLength(1);
    expect(last().options.duration).toBe(HERO_PHASE_MS.rewiggle);
    last().finish();
    vi.advanceTimersByTime(2000);
    expect(started).toHaveLength(2);
    loop.kill();
    expect(last().cancelled).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(started).toHaveLength(2);
  });

  it('drops a sticker tumbling and faded, and it stays so until it is removed', () => {
    const el = animatable();
    const done = vi.fn();
    fall(el, done, () => 0.9);
    expect(last().options.duration).toBe(HERO_PHASE_MS.falling);
    last().finish();
    expect(done).toHaveBeenCalledTimes(1);
    expect(el.style.transform).toMatch(/^translateY\(260%\) rotate\(\d+(\.\d+)?deg\)$/);
    expect(el.style.opacity).toBe('0');
  });

  it('twitches the machine back and forth for each step’s time, and it ends where it started', () => {
    for (const step of HERO_TWITCH_STEPS) {
      const el = animatable();
      twitch(el, step.state, () => {});
      expect(last().options.duration).toBe(step.ms);
      const moves = transforms(last()).slice(1);
      expect(moves.length % 2).toBe(0);
      expect(new Set(moves).size).toBe(2);
      last().finish();
      expect(el.style.transform).toBe('');
    }
    expect(twitch(animatable(), 'idle', () => {})).toBeNull();
  });

  it('fades the shade to dark, holds it, and fades it out, keeping each step’s end', () => {
    const shade = animatable();
    backgroundStep(shade, 'fading-to-dark', () => {});
    expect(last().options.duration).toBe(HERO_BACKGROUND_STEP_MS);
    last().finish();
    expect(shade.style.opacity).toBe('1');
    backgroundStep(shade, 'dark', () => {});
    expect(last().keyframes.map((k) => k.opacity)).toEqual(['1', '1']);
    last().finish();
    backgroundStep(shade, 'fading-to-new', () => {});
    expect(last().keyframes.map((k) => k.opacity)).toEqual(['1', '0']);
    last().finish();
    expect(shade.style.opacity).toBe('0');
    expect(backgroundStep(shade, 'normal', () => {})).toBeNull();
  });

  it('a killed step stops without moving the machine on; reset leaves the element as its CSS says', () => {
    const el = animatable();
    const done = vi.fn();
    const running = grow(el, done);
    running.kill();
    expect(last().cancelled).toBe(true);
    last().finish();
    expect(done).not.toHaveBeenCalled();
    fall(
      el,
      () => {},
      () => 0.1,
    );
    last().finish();
    wiggle(el, 2, () => {});
    reset(el);
    expect(el.getAnimations()).toHaveLength(0);
    expect(el.style.transform).toBe('');
    expect(el.style.opacity).toBe('');
  });

  it('without Web Animations each step is simply over', async () => {
    const el = document.createElement('div');
    const done = vi.fn();
    grow(el, done);
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toHaveBeenCalledTimes(1);
  });
});
