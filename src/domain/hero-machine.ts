/**
 * @module hero-machine
 * The home hero sticker machine's state rules: the machine as one value (which sticker sits in each
 * port and in which phase, the stickers still falling, the show-every-design-once cycle) and its
 * transitions; its own states, the twitch and the background change with their timed steps; the
 * refresh count and the chance it ends in a breakdown; the session it is kept in. Which stickers it
 * shows and how each looks are in ./hero-stickers.ts. Every transition returns a new machine; chance
 * comes in as a `random` source, and the clock stays outside: the island advances the timed steps
 * when its animations end.
 */
import type { HeroSettings } from '../contracts/hero.ts';
import type { ArtworkListing } from '../contracts/smart-loading.ts';
import {
  EMPTY_HERO_CYCLE,
  HERO_PORT_POSITIONS,
  HERO_PORTS,
  heroLogoCard,
  heroStickerCard,
  nextHeroPick,
  randomInt,
  wiggleCount,
  type HeroCycle,
  type HeroPhase,
  type HeroPort,
  type HeroStickerCard,
  type RandomSource,
} from './hero-stickers.ts';

/** The machine's own states. */
export const HERO_MACHINE_STATES = ['idle', 'reactive', 'breakdown'] as const;
export type HeroMachineState = (typeof HERO_MACHINE_STATES)[number];

/** The twitch states; idle is where it rests. */
export const HERO_TWITCH_STATES = ['idle', 'pre-tease', 'active'] as const;
export type HeroTwitchState = (typeof HERO_TWITCH_STATES)[number];

/**
 * A twitch's timed steps, in order; after the last one it is idle again.
 * @example HERO_TWITCH_STEPS.map((s) => s.ms) // [300, 1500]
 */
export const HERO_TWITCH_STEPS: readonly { readonly state: Exclude<HeroTwitchState, 'idle'>; readonly ms: number }[] = [
  { state: 'pre-tease', ms: 300 },
  { state: 'active', ms: 1500 },
];

/** The background change states; normal is where it rests. */
export const HERO_BACKGROUND_STATES = ['normal', 'fading-to-dark', 'dark', 'fading-to-new'] as const;
export type HeroBackgroundState = (typeof HERO_BACKGROUND_STATES)[number];

/** Each step of a background change lasts this long. */
export const HERO_BACKGROUND_STEP_MS = 500;

/**
 * A background change's timed steps, in order; the new image is set while dark, then it is normal again.
 * @example HERO_BACKGROUND_STEPS.map((s) => s.state) // ['fading-to-dark', 'dark', 'fading-to-new']
 */
export const HERO_BACKGROUND_STEPS: readonly { readonly state: Exclude<HeroBackgroundState, 'normal'>; readonly ms: number }[] = [
  { state: 'fading-to-dark', ms: HERO_BACKGROUND_STEP_MS },
  { state: 'dark', ms: HERO_BACKGROUND_STEP_MS },
  { state: 'fading-to-new', ms: HERO_BACKGROUND_STEP_MS },
];

/** How many background images the machine rotates through. */
export const HERO_BACKGROUND_COUNT = 16;

/**
 * The next background: a random index other than `current` (any index when `current` is not one).
 * Uses one draw.
 * @example nextBackground(3, 16, () => 0) // 0
 */
export function nextBackground(current: number, count: number, random: RandomSource): number {
  if (count <= 1) return 0;
  const valid = Number.isInteger(current) && current >= 0 && current < count;
  if (!valid) return randomInt(0, count - 1, random);
  const index = randomInt(0, count - 2, random);
  return index >= current ? index + 1 : index;
}

/** On localhost the machine breaks at this refresh. */
export const HERO_LOCAL_BREAK_AT = 2;
/** Elsewhere it may break after this many refreshes. */
export const HERO_SAFE_REFRESHES = 4;
/** Breakdown chance at the first risky refresh's base, and its rise per refresh after HERO_SAFE_REFRESHES. */
export const HERO_BREAKDOWN_STEP = 0.15;
/** The breakdown chance never goes above this. */
export const HERO_BREAKDOWN_MAX = 0.8;

/**
 * The chance the machine breaks at this refresh (count includes it): on localhost 1 from the 2nd
 * refresh; elsewhere 0 up to 4, then min(0.15 + 0.15 x (count - 4), 0.8).
 * @example breakdownChance(5, false) // 0.3
 */
export function breakdownChance(refreshCount: number, isLocalhost: boolean): number {
  if (isLocalhost) return refreshCount >= HERO_LOCAL_BREAK_AT ? 1 : 0;
  if (!(refreshCount > HERO_SAFE_REFRESHES)) return 0;
  const chance = HERO_BREAKDOWN_STEP + HERO_BREAKDOWN_STEP * (refreshCount - HERO_SAFE_REFRESHES);
  // Rounded so 0.15 x n reads as the decimal the spec means (0.45, not 0.44999999999999996).
  return Math.min(Math.round(chance * 1e9) / 1e9, HERO_BREAKDOWN_MAX);
}

/**
 * Whether the machine breaks at this refresh. Draws only when the outcome is uncertain.
 * @example shouldBreak(2, true, () => 0.99) // true
 */
export function shouldBreak(refreshCount: number, isLocalhost: boolean, random: RandomSource): boolean {
  const chance = breakdownChance(refreshCount, isLocalhost);
  if (chance <= 0) return false;
  if (chance >= 1) return true;
  return random() < chance;
}

/** A sticker on (or falling off) the machine. */
export interface HeroSticker extends HeroStickerCard {
  /** Unique per appearance, as the same design may come back: names its element and its animation. */
  readonly key: string;
  /** How many wiggles it makes once grown (2 to 5). */
  readonly wiggles: number;
}

export type HeroPorts = Readonly<Record<HeroPort, HeroSticker | null>>;

/** The background shown, and during a change the one coming next (set while dark). */
export interface HeroBackgroundView {
  readonly index: number;
  readonly state: HeroBackgroundState;
  readonly next: number | null;
}

/** The whole machine; a value, never mutated. */
export interface HeroMachine {
  readonly ports: HeroPorts;
  /** Stickers taken off their ports, falling until their animation ends. */
  readonly falling: readonly HeroSticker[];
  readonly cycle: HeroCycle;
  readonly machine: HeroMachineState;
  readonly twitch: HeroTwitchState;
  readonly background: HeroBackgroundView;
  /** Refreshes in this session, the one that broke it included. */
  readonly refreshCount: number;
  /** Numbers the stickers' keys. */
  readonly serial: number;
}

const NO_STICKERS: HeroPorts = { left: null, center: null, right: null };

/**
 * An empty machine: at rest, or broken down when the session's machine already broke.
 * @example emptyMachine({ broken: true }).machine // 'breakdown'
 */
export function emptyMachine(options: { cycle?: HeroCycle; refreshCount?: number; broken?: boolean; background?: number } = {}): HeroMachine {
  return {
    ports: NO_STICKERS,
    falling: [],
    cycle: options.cycle ?? EMPTY_HERO_CYCLE,
    machine: options.broken ? 'breakdown' : 'idle',
    twitch: 'idle',
    background: { index: options.background ?? 0, state: 'normal', next: null },
    refreshCount: options.refreshCount ?? 0,
    serial: 0,
  };
}

/** Makes a hidden sticker: the card (two draws), then its wiggle count (one draw). */
function makeSticker(card: HeroStickerCard, serial: number, random: RandomSource): HeroSticker {
  return { ...card, key: `${card.portId}-${serial}`, wiggles: wiggleCount(random) };
}

/** Ids of the designs in the ports, the logo left out. */
function onScreen(ports: HeroPorts): number[] {
  return HERO_PORTS.flatMap((port) => ports[port]?.stickerData?.etsyListingId ?? []);
}

/** Picks the next design for a port (one draw, then three for its sticker), never one of `exclude`. */
function pickFor(
  port: HeroPort,
  state: { cycle: HeroCycle; serial: number },
  candidates: readonly ArtworkListing[],
  exclude: readonly number[],
  random: RandomSource,
): { sticker: HeroSticker | null; cycle: HeroCycle; serial: number } {
  const { listing, cycle } = nextHeroPick(state.cycle, candidates, random, exclude);
  if (!listing) return { sticker: null, cycle, serial: state.serial };
  const serial = state.serial + 1;
  return { sticker: makeSticker(heroStickerCard(listing, port, random), serial, random), cycle, serial };
}

/** Marks a design shown in the cycle (a configured sticker is shown without being drawn). */
function markShown(cycle: HeroCycle, id: number): HeroCycle {
  return cycle.shown.includes(id) ? cycle : { shown: [...cycle.shown, id] };
}

/**
 * Fills the three ports to start the machine: the center shows the logo when `showLogo` (the
 * session's first machine), left and right the configured listings when they are candidates, every
 * other port a random pick that is on no other port. The stickers wait hidden for the twitch.
 * A broken machine stays as it is.
 * @example startMachine(emptyMachine(), candidates, { settings, showLogo: true }, Math.random).ports.center?.id // 'logo'
 */
export function startMachine(
  machine: HeroMachine,
  candidates: readonly ArtworkListing[],
  options: { settings: HeroSettings | null; showLogo: boolean },
  random: RandomSource,
): HeroMachine {
  if (machine.machine === 'breakdown') return machine;
  const configured: Record<HeroPort, number | null> = {
    left: options.settings?.leftListingId ?? null,
    center: null,
    right: options.settings?.rightListingId ?? null,
  };
  let state = { cycle: machine.cycle, serial: machine.serial };
  const ports: Record<HeroPort, HeroSticker | null> = { ...NO_STICKERS };
  const taken = () => onScreen(ports);
  // The logo and the configured listings first, so the random picks avoid them.
  if (options.showLogo) ports.center = makeSticker(heroLogoCard(), ++state.serial, random);
  for (const port of ['left', 'right'] as const) {
    const listing = candidates.find((c) => c.etsyListingId === configured[port] && !taken().includes(c.etsyListingId));
    if (!listing) continue;
    ports[port] = makeSticker(heroStickerCard(listing, port, random), ++state.serial, random);
    state = { ...state, cycle: markShown(state.cycle, listing.etsyListingId) };
  }
  for (const port of HERO_PORTS) {
    if (ports[port]) continue;
    const picked = pickFor(port, state, candidates, taken(), random);
    ports[port] = picked.sticker;
    state = { cycle: picked.cycle, serial: picked.serial };
  }
  return { ...machine, ports, cycle: state.cycle, serial: state.serial, machine: 'reactive', twitch: 'pre-tease' };
}

/**
 * 'generate new sticker': the port's attached sticker falls and the next pick (on no port, the
 * falling one included) waits to grow; it grows at once when the machine is already mid-twitch.
 * Unchanged unless that sticker is attached.
 * @example replaceSticker(machine, 'left', candidates, Math.random).ports.left?.phase // 'hidden'
 */
export function replaceSticker(machine: HeroMachine, port: HeroPort, candidates: readonly ArtworkListing[], random: RandomSource): HeroMachine {
  const old = machine.ports[port];
  if (machine.machine === 'breakdown' || !old || old.phase !== 'attached') return machine;
  const picked = pickFor(port, machine, candidates, onScreen(machine.ports), random);
  const next: HeroMachine = {
    ...machine,
    ports: { ...machine.ports, [port]: picked.sticker },
    falling: [...machine.falling, { ...old, phase: 'falling' }],
    cycle: picked.cycle,
    serial: picked.serial,
    machine: 'reactive',
    twitch: machine.twitch === 'idle' ? 'pre-tease' : machine.twitch,
  };
  return next.twitch === 'active' ? growHidden(next) : next;
}

/**
 * 'Refresh', allowed while the machine is idle: the refresh count rises, and the machine breaks
 * (every sticker falls, for good) when `shouldBreak` says so; otherwise every sticker falls, the
 * background starts its change to another image, and a new pick for each port (the logo never
 * again) waits for the new background. Draws: the breakdown (when uncertain), the background,
 * then the picks.
 * @example refreshMachine(machine, candidates, true, Math.random).refreshCount // machine.refreshCount + 1
 */
export function refreshMachine(machine: HeroMachine, candidates: readonly ArtworkListing[], isLocalhost: boolean, random: RandomSource): HeroMachine {
  if (machine.machine !== 'idle') return machine;
  const refreshCount = machine.refreshCount + 1;
  const dropped = HERO_PORTS.flatMap((port) => machine.ports[port] ?? []).map((s): HeroSticker => ({ ...s, phase: 'falling' }));
  const falling = [...machine.falling, ...dropped];
  if (shouldBreak(refreshCount, isLocalhost, random)) {
    return { ...machine, refreshCount, ports: NO_STICKERS, falling, machine: 'breakdown', twitch: 'idle' };
  }
  const background: HeroBackgroundView = {
    index: machine.background.index,
    state: 'fading-to-dark',
    next: nextBackground(machine.background.index, HERO_BACKGROUND_COUNT, random),
  };
  let state = { cycle: machine.cycle, serial: machine.serial };
  const ports: Record<HeroPort, HeroSticker | null> = { ...NO_STICKERS };
  const leaving = onScreen(machine.ports);
  for (const port of HERO_PORTS) {
    const picked = pickFor(port, state, candidates, [...leaving, ...onScreen(ports)], random);
    ports[port] = picked.sticker;
    state = { cycle: picked.cycle, serial: picked.serial };
  }
  return { ...machine, refreshCount, ports, falling, cycle: state.cycle, serial: state.serial, background, machine: 'reactive' };
}

/** Every hidden sticker in a port starts growing. */
function growHidden(machine: HeroMachine): HeroMachine {
  const ports = mapPorts(machine.ports, (s) => (s.phase === 'hidden' ? { ...s, phase: 'growing' } : s));
  return ports === machine.ports ? machine : { ...machine, ports };
}

function mapPorts(ports: HeroPorts, f: (s: HeroSticker) => HeroSticker): HeroPorts {
  let changed = false;
  const next = { ...ports };
  for (const port of HERO_PORTS) {
    const s = ports[port];
    if (!s) continue;
    const mapped = f(s);
    if (mapped !== s) changed = true;
    next[port] = mapped;
  }
  return changed ? next : ports;
}

/** A reacting machine comes to rest once its twitch and background change are over and every sticker is attached. */
function settle(machine: HeroMachine): HeroMachine {
  if (machine.machine !== 'reactive' || machine.twitch !== 'idle' || machine.background.state !== 'normal') return machine;
  const busy = HERO_PORTS.some((port) => {
    const s = machine.ports[port];
    return s !== null && s.phase !== 'attached';
  });
  return busy ? machine : { ...machine, machine: 'idle' };
}

/**
 * The twitch's next timed step (see HERO_TWITCH_STEPS): pre-tease, then active (the waiting
 * stickers start growing), then idle.
 * @example advanceTwitch({ ...machine, twitch: 'pre-tease' }).twitch // 'active'
 */
export function advanceTwitch(machine: HeroMachine): HeroMachine {
  if (machine.twitch === 'pre-tease') return growHidden({ ...machine, twitch: 'active' });
  if (machine.twitch === 'active') return settle({ ...machine, twitch: 'idle' });
  return machine;
}

/**
 * The background change's next timed step (see HERO_BACKGROUND_STEPS): dark takes the new image,
 * fading-to-new starts the twitch that grows the waiting stickers, then normal again.
 * @example advanceBackground({ ...machine, background: { index: 0, state: 'fading-to-dark', next: 5 } }).background // { index: 5, state: 'dark', next: 5 }
 */
export function advanceBackground(machine: HeroMachine): HeroMachine {
  const { background } = machine;
  switch (background.state) {
    case 'fading-to-dark':
      return { ...machine, background: { ...background, state: 'dark', index: background.next ?? background.index } };
    case 'dark': {
      const waiting = HERO_PORTS.some((port) => machine.ports[port]?.phase === 'hidden');
      const twitch = waiting && machine.twitch === 'idle' && machine.machine !== 'breakdown' ? 'pre-tease' : machine.twitch;
      return { ...machine, twitch, background: { ...background, state: 'fading-to-new' } };
    }
    case 'fading-to-new':
      return settle({ ...machine, background: { index: background.index, state: 'normal', next: null } });
    default:
      return machine;
  }
}

/**
 * A sticker's phase, set as its animation moves on (growing, wiggling, attached).
 * @example setStickerPhase(machine, 'left-3', 'wiggling')
 */
export function setStickerPhase(machine: HeroMachine, key: string, phase: HeroPhase): HeroMachine {
  const ports = mapPorts(machine.ports, (s) => (s.key === key && s.phase !== phase ? { ...s, phase } : s));
  return ports === machine.ports ? machine : settle({ ...machine, ports });
}

/**
 * A falling sticker has left the machine.
 * @example dropFallen(machine, 'left-1').falling.some((s) => s.key === 'left-1') // false
 */
export function dropFallen(machine: HeroMachine, key: string): HeroMachine {
  const falling = machine.falling.filter((s) => s.key !== key);
  return falling.length === machine.falling.length ? machine : { ...machine, falling };
}

/**
 * The machine as it looks once every running step is over: the still scene reduced motion shows.
 * Stickers in ports are attached, fallen ones gone, the new background in place, the twitch idle.
 * @example settleAll(startMachine(...)).ports.center?.phase // 'attached'
 */
export function settleAll(machine: HeroMachine): HeroMachine {
  const ports = mapPorts(machine.ports, (s) => (s.phase === 'attached' ? s : { ...s, phase: 'attached' }));
  const index = machine.background.next ?? machine.background.index;
  return {
    ...machine,
    ports,
    falling: [],
    twitch: 'idle',
    background: { index, state: 'normal', next: null },
    machine: machine.machine === 'breakdown' ? 'breakdown' : 'idle',
  };
}

/**
 * True when every port holds an attached sticker: the machine's first scene is complete.
 * @example portsAttached(settleAll(started)) // true
 */
export function portsAttached(machine: HeroMachine): boolean {
  return HERO_PORTS.every((port) => machine.ports[port]?.phase === 'attached');
}

/**
 * Whether the page is served from this computer: there the machine breaks at the 2nd refresh.
 * @example isLocalHostname('127.0.0.1') // true
 */
export function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';
}

/** The machine's drawing is laid out on this width; sticker pixel sizes scale with the real width over it. */
export const HERO_MACHINE_REF_WIDTH = 1200;
/** The machine's box keeps this shape (the backgrounds' 16:9), so percent positions stay put. */
export const HERO_MACHINE_ASPECT = 16 / 9;

/**
 * A port's ring as machine-frame.svg draws it on its 1600-unit-wide canvas (the box's width): the
 * radius of its centre line (where its bolts are) and of its outer edge. A sticker fits inside the
 * centre line; the port's box is the square around the outer edge.
 */
export const HERO_PORT_RING = { canvasWidth: 1600, radius: 112, outerRadius: 128 } as const;

/** A box in percent of its container: the machine's box for a port, a port's box for a sticker. */
export interface PercentBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A port's box, in percent of the machine's box: the square around its ring, centred on the port.
 * @example heroPortBox('center') // { left: 38, top: 45.778, width: 16, height: 28.444 }
 */
export function heroPortBox(port: HeroPort): PercentBox {
  const side = 2 * HERO_PORT_RING.outerRadius;
  const width = round((side / HERO_PORT_RING.canvasWidth) * 100);
  const height = round((side / (HERO_PORT_RING.canvasWidth / HERO_MACHINE_ASPECT)) * 100);
  const at = HERO_PORT_POSITIONS[port];
  return { left: round(at.x - width / 2), top: round(at.y - height / 2), width, height };
}

/**
 * Where a sticker sits, in percent of its port's box: its pixel size scaled by the box's width
 * over HERO_MACHINE_REF_WIDTH, shrunk (keeping its shape) until its diagonal fits the ring's centre
 * line, and centred. Turned any way (its wiggles) it stays inside that circle, so inside its port.
 * @example heroStickerBox({ width: 120, height: 90 }) // { left: 18.75, top: 26.563, width: 62.5, height: 46.875 }
 */
export function heroStickerBox(card: Pick<HeroStickerCard, 'width' | 'height'>): PercentBox {
  const toCanvas = HERO_PORT_RING.canvasWidth / HERO_MACHINE_REF_WIDTH;
  const w = Math.max(1, card.width) * toCanvas;
  const h = Math.max(1, card.height) * toCanvas;
  const shrink = Math.min(1, (2 * HERO_PORT_RING.radius) / Math.hypot(w, h));
  const side = 2 * HERO_PORT_RING.outerRadius;
  const width = round(((w * shrink) / side) * 100);
  const height = round(((h * shrink) / side) * 100);
  return { left: round((100 - width) / 2), top: round((100 - height) / 2), width, height };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** What the machine keeps in the session: the logo was shown, the cycle, the refreshes, the breakdown. */
export interface HeroSession {
  readonly logoShown: boolean;
  readonly cycle: HeroCycle;
  readonly refreshCount: number;
  readonly broken: boolean;
}

export const EMPTY_HERO_SESSION: HeroSession = { logoShown: false, cycle: EMPTY_HERO_CYCLE, refreshCount: 0, broken: false };

/**
 * Reads the stored session text; anything missing or malformed reads as a fresh session's value.
 * @example parseHeroSession('{"broken":true}').broken // true
 */
export function parseHeroSession(text: string | null): HeroSession {
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    return EMPTY_HERO_SESSION;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_HERO_SESSION;
  const v = value as Record<string, unknown>;
  const shown = (v.cycle as { shown?: unknown } | undefined)?.shown;
  return {
    logoShown: v.logoShown === true,
    cycle: { shown: Array.isArray(shown) ? shown.filter((id): id is number => Number.isInteger(id) && id > 0) : [] },
    refreshCount: Number.isInteger(v.refreshCount) && (v.refreshCount as number) > 0 ? (v.refreshCount as number) : 0,
    broken: v.broken === true,
  };
}

/**
 * What to keep of a machine (the logo counts as shown once the machine has started).
 * @example heroSessionOf(machine, true).broken // machine.machine === 'breakdown'
 */
export function heroSessionOf(machine: HeroMachine, logoShown: boolean): HeroSession {
  return { logoShown, cycle: machine.cycle, refreshCount: machine.refreshCount, broken: machine.machine === 'breakdown' };
}
