/**
 * @module hero/store
 * The home hero machine's state and its named actions. The machine itself is a value from
 * ~/domain/hero-machine.ts; here it meets the page: the shared home data request, the session's
 * memory, Math.random, reduced motion and the moment the parallax scenes may show.
 */
import { atom } from 'nanostores';
import type { ArtworkListing } from '~/contracts/smart-loading.ts';
import { HERO_NOT_ENOUGH_MESSAGE, hasEnoughCandidates, heroCandidates, type HeroPhase, type HeroPort, type RandomSource } from '~/domain/hero-stickers.ts';
import {
  advanceBackground,
  advanceTwitch,
  dropFallen,
  emptyMachine,
  heroSessionOf,
  portsAttached,
  refreshMachine,
  replaceSticker,
  setStickerPhase,
  settleAll,
  startMachine,
  type HeroMachine,
} from '~/domain/hero-machine.ts';
import { afterNextPaint } from '~/client/idle.ts';
import { loadHomeData, markHeroSettled } from '~/features/home/home-data.ts';
import { HERO_BACKGROUNDS } from './backgrounds.ts';
import { HERO_LOGO_IMAGE, type ImageSource } from './logo-image.ts';
import { preloadImage } from './preload.ts';
import { readHeroSession, writeHeroSession } from './session.ts';
import { HERO_LOAD_FAILED_TEXT } from './texts.ts';

export type HeroStatus = 'loading' | 'ready' | 'not-enough' | 'error';

export interface HeroState {
  status: HeroStatus;
  /** The loading bar, 0 to 100. */
  progress: number;
  /** What the machine says when it cannot run (not enough stickers, a failed load). */
  message: string | null;
  machine: HeroMachine;
  /** Reduced motion: every change shows its end at once. */
  still: boolean;
}

export const $hero = atom<HeroState>({ status: 'loading', progress: 0, message: null, machine: emptyMachine(), still: false });

export interface HeroStartOptions {
  /** The page's host name: on localhost the machine breaks at the 2nd refresh. */
  isLocalhost: boolean;
  still: boolean;
  random?: RandomSource;
  /** Loads an image before it is shown (tests pass one that resolves at once). */
  preload?: (source: string | ImageSource) => Promise<void>;
}

let random: RandomSource = Math.random;
let isLocalhost = false;
let candidates: readonly ArtworkListing[] = [];
let logoShown = false;
/** Set once the machine has settled; a machine started again or forgotten drops its pending reveal. */
let settled: object | null = null;

/** Progress of the loading bar at each step of the start. */
const PROGRESS = { hydrated: 10, seeded: 25, loaded: 55, art: 45 } as const;

/**
 * Starts the machine: a session's broken machine shows broken at once; otherwise it waits for the
 * shared home data, loads the first stickers' artwork and lets the first stickers grow.
 */
export async function startHero(options: HeroStartOptions): Promise<void> {
  random = options.random ?? Math.random;
  isLocalhost = options.isLocalhost;
  settled = null;
  const preload = options.preload ?? preloadImage;
  const session = readHeroSession();
  logoShown = session.logoShown;
  const idle = emptyMachine({ cycle: session.cycle, refreshCount: session.refreshCount, broken: session.broken });
  $hero.set({ status: session.broken ? 'ready' : 'loading', progress: PROGRESS.hydrated, message: null, machine: idle, still: options.still });
  if (session.broken) return settleOnce();

  let hero;
  try {
    update({ progress: PROGRESS.seeded });
    hero = (await loadHomeData({ hero: true })).hero;
  } catch {
    update({ status: 'error', message: HERO_LOAD_FAILED_TEXT, progress: 100 });
    return settleOnce();
  }
  candidates = heroCandidates(hero?.stickers ?? []);
  if (!hasEnoughCandidates(candidates)) {
    update({ status: 'not-enough', message: HERO_NOT_ENOUGH_MESSAGE, progress: 100 });
    return settleOnce();
  }
  update({ progress: PROGRESS.loaded });
  const started = startMachine(idle, candidates, { settings: hero?.settings ?? null, showLogo: !logoShown }, random);
  const art = stickersOf(started).map((s) => (s.stickerData === null ? HERO_LOGO_IMAGE : s.svgPath));
  await Promise.all(art.map((src) => preload(src).then(() => update({ progress: Math.min(100, $hero.get().progress + PROGRESS.art / art.length) }))));
  logoShown = true;
  update({ status: 'ready', progress: 100 });
  commit(started);
}

/** 'Refresh': a new background and new stickers, or the breakdown. */
export function refreshHero(): void {
  const { status, machine } = $hero.get();
  if (status !== 'ready') return;
  const next = refreshMachine(machine, candidates, isLocalhost, random);
  if (next === machine) return;
  // The new image is set while dark: have it loaded by then.
  if (next.background.next !== null && !$hero.get().still) void preloadImage(HERO_BACKGROUNDS[next.background.next]!.src);
  commit(next);
}

/** 'generate new sticker': the port's sticker falls and the next pick grows in its place. */
export function generateSticker(port: HeroPort): void {
  const { status, machine } = $hero.get();
  if (status === 'ready') commit(replaceSticker(machine, port, candidates, random));
}

/** A sticker's animation has moved it on to `phase`. */
export function setPhase(key: string, phase: HeroPhase): void {
  commit(setStickerPhase($hero.get().machine, key, phase));
}

/** A falling sticker has left the machine. */
export function dropSticker(key: string): void {
  commit(dropFallen($hero.get().machine, key));
}

/** The twitch's current step is over. */
export function stepTwitch(): void {
  commit(advanceTwitch($hero.get().machine));
}

/** The background change's current step is over. */
export function stepBackground(): void {
  commit(advanceBackground($hero.get().machine));
}

/** Reduced motion switched on or off while the page is open. */
export function setStill(still: boolean): void {
  update({ still });
  commit($hero.get().machine);
}

function update(patch: Partial<HeroState>): void {
  $hero.set({ ...$hero.get(), ...patch });
}

function commit(machine: HeroMachine): void {
  const state = $hero.get();
  const next = state.still ? settleAll(machine) : machine;
  if (next !== state.machine) {
    $hero.set({ ...state, machine: next });
    if (state.status === 'ready') writeHeroSession(heroSessionOf(next, logoShown));
  }
  if (next.machine === 'breakdown' || portsAttached(next)) settleOnce();
}

/**
 * The first stickers are on (or the machine gave up): the parallax scenes may show. Their reveal
 * waits for the frame that shows the machine ready: the two renders in one frame made a task of
 * 25 to 30 ms, the page's longest after it had loaded.
 */
function settleOnce(): void {
  if (settled) return;
  const token = (settled = {});
  afterNextPaint(() => settled === token && markHeroSettled());
}

function stickersOf(machine: HeroMachine) {
  return [machine.ports.left, machine.ports.center, machine.ports.right].filter((s) => s !== null);
}

/** Forgets the machine (tests). */
export function resetHero(): void {
  candidates = [];
  logoShown = false;
  settled = null;
  $hero.set({ status: 'loading', progress: 0, message: null, machine: emptyMachine(), still: false });
}
