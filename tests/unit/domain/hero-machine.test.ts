import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArtworkListing } from '../../../src/contracts/smart-loading.ts';
import { HERO_PORTS, HERO_WIGGLE_COUNT, type RandomSource } from '../../../src/domain/hero-stickers.ts';
import {
  HERO_BACKGROUND_COUNT,
  HERO_BACKGROUND_STATES,
  HERO_BACKGROUND_STEPS,
  HERO_MACHINE_STATES,
  HERO_TWITCH_STATES,
  HERO_TWITCH_STEPS,
  breakdownChance,
  nextBackground,
  shouldBreak,
  EMPTY_HERO_SESSION,
  HERO_PORT_RING,
  advanceBackground,
  advanceTwitch,
  dropFallen,
  emptyMachine,
  heroSessionOf,
  heroPortBox,
  heroStickerBox,
  isLocalHostname,
  parseHeroSession,
  portsAttached,
  refreshMachine,
  replaceSticker,
  setStickerPhase,
  settleAll,
  startMachine,
  type HeroMachine,
} from '../../../src/domain/hero-machine.ts';
import { createRandom } from '../../../scripts/seed/random.ts';

/** A seeded source (the demo shop's mulberry32), so every run draws the same numbers. */
const mulberry32 = (seed: number): RandomSource => createRandom(seed).next;

/** A source that fails the test when it is drawn from. */
const noDraw: RandomSource = () => {
  throw new Error('drew a random number');
};

const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

const share = (picks: readonly unknown[], value: unknown) => picks.filter((p) => p === value).length / picks.length;

function artwork(id: number, sizes: Record<string, { width: number; height: number }> = { MICRO: { width: 2.5, height: 1.5 } }): ArtworkListing {
  return {
    etsyListingId: id,
    slug: `design-${id}-vinyl-decal`,
    title: `Design ${id}`,
    category: 'Dinosaur Stickers',
    svgPath: `/artwork/${id}.svg`,
    available_sizes: Object.keys(sizes),
    dimensions: sizes,
  };
}

const CANDIDATES = Array.from({ length: 12 }, (_, i) => artwork(100 + i));
const NO_SETTINGS = { leftListingId: null, rightListingId: null };

const ids = (m: HeroMachine) => HERO_PORTS.map((p) => m.ports[p]?.id ?? null);
const phases = (m: HeroMachine) => HERO_PORTS.map((p) => m.ports[p]?.phase ?? null);

/** Runs a started machine's steps as the island does when its animations end. */
function runToRest(machine: HeroMachine): HeroMachine {
  let m = machine;
  for (let i = 0; i < 50 && m.machine === 'reactive'; i++) {
    if (m.background.state !== 'normal' && m.background.state !== 'fading-to-new') m = advanceBackground(m);
    else if (m.twitch !== 'idle') m = advanceTwitch(m);
    else if (m.background.state === 'fading-to-new') m = advanceBackground(m);
    for (const port of HERO_PORTS) {
      const s = m.ports[port];
      if (s?.phase === 'growing') m = setStickerPhase(m, s.key, 'wiggling');
      else if (s?.phase === 'wiggling') m = setStickerPhase(m, s.key, 'attached');
    }
    for (const s of m.falling) m = dropFallen(m, s.key);
  }
  return m;
}

describe('startMachine', () => {
  it('shows the logo in the center on the session’s first machine, the configured listings left and right', () => {
    const m = startMachine(emptyMachine(), CANDIDATES, { settings: { leftListingId: 103, rightListingId: 107 }, showLogo: true }, mulberry32(1));
    expect(ids(m)).toEqual(['103', 'logo', '107']);
    expect(m.ports.center?.size).toBe('MEDIUM');
    expect(m.ports.center?.stickerData).toBeNull();
    expect(phases(m)).toEqual(['hidden', 'hidden', 'hidden']);
    expect(m.machine).toBe('reactive');
    expect(m.twitch).toBe('pre-tease');
    expect(m.cycle.shown).toEqual([103, 107]);
  });

  it('picks random distinct designs where nothing is configured, and no logo later in the session', () => {
    const m = startMachine(emptyMachine(), CANDIDATES, { settings: NO_SETTINGS, showLogo: false }, mulberry32(2));
    const shown = ids(m);
    expect(shown).not.toContain('logo');
    expect(new Set(shown).size).toBe(3);
    for (const id of shown) expect(CANDIDATES.map((c) => String(c.etsyListingId))).toContain(id);
    expect(m.cycle.shown.map(String).sort()).toEqual([...shown].sort());
  });

  it('ignores a configured listing that is not a candidate (hidden, excluded or without artwork)', () => {
    const m = startMachine(emptyMachine(), CANDIDATES, { settings: { leftListingId: 999, rightListingId: null }, showLogo: true }, mulberry32(3));
    expect(m.ports.left).not.toBeNull();
    expect(m.ports.left?.id).not.toBe('999');
  });

  it('shows a listing configured on both sides once', () => {
    const m = startMachine(emptyMachine(), CANDIDATES, { settings: { leftListingId: 104, rightListingId: 104 }, showLogo: true }, mulberry32(4));
    expect(m.ports.left?.id).toBe('104');
    expect(m.ports.right?.id).not.toBe('104');
  });

  it('leaves a broken machine broken and empty', () => {
    const broken = emptyMachine({ broken: true });
    expect(startMachine(broken, CANDIDATES, { settings: NO_SETTINGS, showLogo: true }, mulberry32(5))).toBe(broken);
  });

  it('gives every sticker 2 to 5 wiggles and a unique key', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const m = startMachine(emptyMachine(), CANDIDATES, { settings: NO_SETTINGS, showLogo: true }, mulberry32(seed));
        const stickers = HERO_PORTS.map((p) => m.ports[p]!);
        for (const s of stickers) expect(s.wiggles).toBeGreaterThanOrEqual(HERO_WIGGLE_COUNT.min);
        for (const s of stickers) expect(s.wiggles).toBeLessThanOrEqual(HERO_WIGGLE_COUNT.max);
        expect(new Set(stickers.map((s) => s.key)).size).toBe(3);
      }),
    );
  });
});

describe('the twitch and the phases', () => {
  const started = startMachine(emptyMachine(), CANDIDATES, { settings: NO_SETTINGS, showLogo: true }, mulberry32(6));

  it('grows the waiting stickers when the twitch turns active, and rests when it is over and all are attached', () => {
    const active = advanceTwitch(started);
    expect(active.twitch).toBe('active');
    expect(phases(active)).toEqual(['growing', 'growing', 'growing']);
    let m = advanceTwitch(active);
    expect(m.twitch).toBe('idle');
    expect(m.machine).toBe('reactive');
    for (const p of HERO_PORTS) m = setStickerPhase(setStickerPhase(m, m.ports[p]!.key, 'wiggling'), m.ports[p]!.key, 'attached');
    expect(m.machine).toBe('idle');
    expect(portsAttached(m)).toBe(true);
  });

  it('ignores a phase for a sticker that is gone', () => {
    expect(setStickerPhase(started, 'nope', 'attached')).toBe(started);
    expect(advanceTwitch(emptyMachine())).toEqual(emptyMachine());
  });
});

describe('replaceSticker', () => {
  const rest = runToRest(startMachine(emptyMachine(), CANDIDATES, { settings: NO_SETTINGS, showLogo: true }, mulberry32(7)));

  it('drops the port’s sticker and brings a design on no port, waiting for the twitch', () => {
    const old = rest.ports.left!;
    const m = replaceSticker(rest, 'left', CANDIDATES, mulberry32(8));
    expect(m.falling).toEqual([{ ...old, phase: 'falling' }]);
    expect(m.ports.left?.phase).toBe('hidden');
    expect(m.ports.left?.id).not.toBe(old.id);
    expect(m.ports.left?.id).not.toBe(m.ports.right?.id);
    expect(m.ports.center).toBe(rest.ports.center);
    expect(m.twitch).toBe('pre-tease');
    const done = runToRest(m);
    expect(done.machine).toBe('idle');
    expect(done.falling).toEqual([]);
  });

  it('grows at once when the machine is already mid-twitch', () => {
    const first = advanceTwitch(replaceSticker(rest, 'left', CANDIDATES, mulberry32(9)));
    expect(first.twitch).toBe('active');
    const atRightAttached = first;
    const m = replaceSticker(atRightAttached, 'right', CANDIDATES, mulberry32(10));
    expect(m.ports.right?.phase).toBe('growing');
  });

  it('does nothing to a sticker that is not attached yet, or on a broken machine', () => {
    const started = startMachine(emptyMachine(), CANDIDATES, { settings: NO_SETTINGS, showLogo: true }, mulberry32(11));
    expect(replaceSticker(started, 'left', CANDIDATES, mulberry32(12))).toBe(started);
    const broken = { ...rest, machine: 'breakdown' as const };
    expect(replaceSticker(broken, 'left', CANDIDATES, mulberry32(12))).toBe(broken);
  });
});

describe('refreshMachine', () => {
  const rest = runToRest(startMachine(emptyMachine(), CANDIDATES, { settings: NO_SETTINGS, showLogo: true }, mulberry32(13)));

  it('counts the refresh, changes the background through dark and brings three new designs', () => {
    const m = refreshMachine(rest, CANDIDATES, false, mulberry32(14));
    expect(m.refreshCount).toBe(1);
    expect(m.falling.map((s) => s.id)).toEqual(ids(rest));
    expect(m.background.state).toBe('fading-to-dark');
    expect(m.background.next).not.toBe(rest.background.index);
    for (const id of ids(m)) expect(ids(rest)).not.toContain(id);
    expect(phases(m)).toEqual(['hidden', 'hidden', 'hidden']);
    expect(m.twitch).toBe('idle');

    const dark = advanceBackground(m);
    expect(dark.background).toEqual({ index: m.background.next, state: 'dark', next: m.background.next });
    const fading = advanceBackground(dark);
    expect(fading.background.state).toBe('fading-to-new');
    expect(fading.twitch).toBe('pre-tease');
    const done = runToRest(fading);
    expect(done.background).toEqual({ index: m.background.next, state: 'normal', next: null });
    expect(done.machine).toBe('idle');
    expect(portsAttached(done)).toBe(true);
  });

  it('on localhost breaks at the 2nd refresh: every sticker falls and the machine stays broken', () => {
    const once = runToRest(refreshMachine(rest, CANDIDATES, true, mulberry32(15)));
    expect(once.machine).toBe('idle');
    const broken = refreshMachine(once, CANDIDATES, true, mulberry32(16));
    expect(broken.refreshCount).toBe(2);
    expect(broken.machine).toBe('breakdown');
    expect(ids(broken)).toEqual([null, null, null]);
    expect(broken.falling.map((s) => s.id)).toEqual(ids(once));
    expect(refreshMachine(broken, CANDIDATES, true, mulberry32(17))).toBe(broken);
    expect(settleAll(broken).machine).toBe('breakdown');
  });

  it('elsewhere never breaks in the first 4 refreshes, and shows every design once before repeating', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = mulberry32(seed);
        let m = runToRest(startMachine(emptyMachine(), CANDIDATES, { settings: NO_SETTINGS, showLogo: false }, random));
        const seen = [...ids(m)];
        for (let i = 0; i < 3; i++) {
          m = runToRest(refreshMachine(m, CANDIDATES, false, random));
          expect(m.machine).toBe('idle');
          seen.push(...ids(m).map(String));
        }
        // 12 designs, 3 a screen: four screens show each exactly once.
        expect(new Set(seen).size).toBe(CANDIDATES.length);
        m = runToRest(refreshMachine(m, CANDIDATES, false, random));
        expect(m.refreshCount).toBe(4);
        expect(m.machine).toBe('idle');
      }),
    );
  });

  it('is refused while the machine is still reacting', () => {
    const started = startMachine(emptyMachine(), CANDIDATES, { settings: NO_SETTINGS, showLogo: true }, mulberry32(18));
    expect(refreshMachine(started, CANDIDATES, true, mulberry32(19))).toBe(started);
  });

  it('always picks a background other than the current one', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: HERO_BACKGROUND_COUNT - 1 }), (seed, index) => {
        const m = refreshMachine({ ...rest, background: { index, state: 'normal', next: null } }, CANDIDATES, false, mulberry32(seed));
        expect(m.background.next).not.toBe(index);
        expect(m.background.next).toBeGreaterThanOrEqual(0);
        expect(m.background.next).toBeLessThan(HERO_BACKGROUND_COUNT);
      }),
    );
  });
});

describe('settleAll (reduced motion)', () => {
  it('shows the finished scene: stickers attached, fallen ones gone, the new background, the machine at rest', () => {
    const rest = settleAll(startMachine(emptyMachine(), CANDIDATES, { settings: NO_SETTINGS, showLogo: true }, mulberry32(20)));
    expect(phases(rest)).toEqual(['attached', 'attached', 'attached']);
    expect(rest.machine).toBe('idle');
    expect(rest.twitch).toBe('idle');
    const refreshed = refreshMachine(rest, CANDIDATES, false, mulberry32(21));
    const still = settleAll(refreshed);
    expect(still.falling).toEqual([]);
    expect(still.background).toEqual({ index: refreshed.background.next, state: 'normal', next: null });
    expect(phases(still)).toEqual(['attached', 'attached', 'attached']);
  });
});

describe('the ports’ boxes', () => {
  it('is the square around the ring, centred on the port', () => {
    expect(heroPortBox('center')).toEqual({ left: 38, top: 45.778, width: 16, height: 28.444 });
    // Square on the 16:9 box: 16% of its width is 28.444% of its height.
    expect(heroPortBox('left').width * 16).toBeCloseTo(heroPortBox('left').height * 9, 2);
  });

  it('never overlap a neighbour’s and stay inside the machine', () => {
    const boxes = HERO_PORTS.map(heroPortBox);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left + box.width).toBeLessThanOrEqual(100);
      expect(box.top + box.height).toBeLessThanOrEqual(100);
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        const apart = a.left + a.width <= b.left || b.left + b.width <= a.left || a.top + a.height <= b.top || b.top + b.height <= a.top;
        expect(apart, `${HERO_PORTS[i]} and ${HERO_PORTS[j]}`).toBe(true);
      }
  });
});

describe('heroStickerBox', () => {
  it('scales the pixel size by the box’s width over 1200 and centres it in its port', () => {
    // 120 x 90 px at 1200 is 160 x 120 on the 1600-wide drawing, within the ring: unshrunk, of a 256 square.
    expect(heroStickerBox({ width: 120, height: 90 })).toEqual({ left: 18.75, top: 26.563, width: 62.5, height: 46.875 });
  });

  it('shrinks a large sticker until its corners reach the ring, keeping its shape', () => {
    const box = heroStickerBox({ width: 900, height: 300 });
    const ringPercent = (HERO_PORT_RING.radius / HERO_PORT_RING.outerRadius) * 50;
    expect(Math.hypot(box.width / 2, box.height / 2)).toBeCloseTo(ringPercent, 2);
    expect(box.width / box.height).toBeCloseTo(3, 2);
  });

  it('keeps any sticker, turned any way, inside its port’s ring and box, centred and in its shape', () => {
    const ringPercent = (HERO_PORT_RING.radius / HERO_PORT_RING.outerRadius) * 50;
    fc.assert(
      fc.property(
        fc.integer({ min: 24, max: 5000 }),
        fc.integer({ min: 24, max: 5000 }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (width, height, degrees) => {
          const box = heroStickerBox({ width, height });
          // Each corner of the turned box, from the port's centre: never past the ring.
          const turn = (degrees * Math.PI) / 180;
          for (const [sx, sy] of [
            [-1, -1],
            [1, -1],
            [1, 1],
            [-1, 1],
          ] as const) {
            const x = (sx * box.width) / 2;
            const y = (sy * box.height) / 2;
            const r = Math.hypot(x * Math.cos(turn) - y * Math.sin(turn), x * Math.sin(turn) + y * Math.cos(turn));
            expect(r).toBeLessThanOrEqual(ringPercent + 0.01);
          }
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.top).toBeGreaterThanOrEqual(0);
          expect(box.left + box.width / 2).toBeCloseTo(50, 2);
          expect(box.top + box.height / 2).toBeCloseTo(50, 2);
          expect(box.width / box.height / (width / height)).toBeCloseTo(1, 1);
        },
      ),
    );
  });
});

describe('the session', () => {
  it('reads a fresh session from nothing or from anything malformed', () => {
    expect(parseHeroSession(null)).toEqual(EMPTY_HERO_SESSION);
    expect(parseHeroSession('{oops')).toEqual(EMPTY_HERO_SESSION);
    expect(parseHeroSession('[1]')).toEqual({ ...EMPTY_HERO_SESSION });
    expect(parseHeroSession('{"refreshCount":-3,"cycle":{"shown":["a",5,0]}}')).toEqual({ ...EMPTY_HERO_SESSION, cycle: { shown: [5] } });
  });

  it('keeps what a reload needs: the logo shown, the cycle, the refreshes and the breakdown', () => {
    const broken = emptyMachine({ broken: true, refreshCount: 2, cycle: { shown: [3, 4] } });
    const session = heroSessionOf(broken, true);
    expect(parseHeroSession(JSON.stringify(session))).toEqual({ logoShown: true, cycle: { shown: [3, 4] }, refreshCount: 2, broken: true });
  });

  it('knows localhost by name and by address', () => {
    expect(['localhost', '127.0.0.1', '[::1]'].map(isLocalHostname)).toEqual([true, true, true]);
    expect(isLocalHostname('microdecals.com')).toBe(false);
  });
});

describe('machine, twitch and background change', () => {
  it('has the machine states idle, reactive and breakdown', () => {
    expect([...HERO_MACHINE_STATES]).toEqual(['idle', 'reactive', 'breakdown']);
  });

  it('twitches through pre-tease (300 ms) and active (1500 ms) back to idle', () => {
    expect([...HERO_TWITCH_STATES]).toEqual(['idle', 'pre-tease', 'active']);
    expect(HERO_TWITCH_STEPS).toEqual([
      { state: 'pre-tease', ms: 300 },
      { state: 'active', ms: 1500 },
    ]);
  });

  it('changes the background through fading-to-dark, dark and fading-to-new, 500 ms each, back to normal', () => {
    expect([...HERO_BACKGROUND_STATES]).toEqual(['normal', 'fading-to-dark', 'dark', 'fading-to-new']);
    expect(HERO_BACKGROUND_STEPS).toEqual([
      { state: 'fading-to-dark', ms: 500 },
      { state: 'dark', ms: 500 },
      { state: 'fading-to-new', ms: 500 },
    ]);
  });

  it('rotates through 16 backgrounds', () => {
    expect(HERO_BACKGROUND_COUNT).toBe(16);
  });

  it('always moves to a different background within range, every other one reachable', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 32 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 }), unit)),
        ([count, current, r]) => {
          const next = nextBackground(current, count, () => r);
          expect(next).not.toBe(current);
          expect(next >= 0 && next < count).toBe(true);
        },
      ),
    );
    const reached = new Set(Array.from({ length: 15 }, (_, k) => nextBackground(5, 16, () => (k + 0.5) / 15)));
    expect(reached).toEqual(new Set(Array.from({ length: 16 }, (_, i) => i).filter((i) => i !== 5)));
  });

  it('picks any background when there is no current one, and 0 when there is only one', () => {
    expect(nextBackground(-1, 16, () => 0)).toBe(0);
    expect(nextBackground(-1, 16, () => 0.9999)).toBe(15);
    expect(nextBackground(0, 1, noDraw)).toBe(0);
  });
});

describe('breakdown', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 0],
    [5, 0.3],
    [6, 0.45],
    [7, 0.6],
    [8, 0.75],
    [9, 0.8],
    [50, 0.8],
  ])('off localhost, refresh %i breaks with chance %f', (count, chance) => {
    expect(breakdownChance(count, false)).toBe(chance);
  });

  it('on localhost, breaks for sure at the 2nd refresh and not before', () => {
    expect(breakdownChance(1, true)).toBe(0);
    expect(breakdownChance(2, true)).toBe(1);
    expect(shouldBreak(1, true, noDraw)).toBe(false);
    expect(shouldBreak(2, true, noDraw)).toBe(true);
  });

  it('is 0 up to 4 refreshes, never above 0.8, and never falls as refreshes rise', () => {
    expect([0, 1, 2, 3, 4].map((count) => breakdownChance(count, false))).toEqual([0, 0, 0, 0, 0]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (count) => {
        const chance = breakdownChance(count, false);
        expect(chance).toBeGreaterThanOrEqual(0);
        expect(chance).toBeLessThanOrEqual(0.8);
        expect(breakdownChance(count + 1, false)).toBeGreaterThanOrEqual(chance);
      }),
    );
  });

  it('breaks when the draw falls below the chance, without drawing when nothing is at risk', () => {
    expect(shouldBreak(4, false, noDraw)).toBe(false);
    expect(shouldBreak(5, false, () => 0.29)).toBe(true);
    expect(shouldBreak(5, false, () => 0.3)).toBe(false);
  });

  it('breaks about as often as its chance over many seeded refreshes', () => {
    const random = mulberry32(99);
    const breaks = Array.from({ length: 20_000 }, () => shouldBreak(6, false, random));
    expect(Math.abs(share(breaks, true) - 0.45)).toBeLessThan(0.015);
  });
});
