/**
 * @module scene-builder/commands
 * Every edit of a scene is a named command: `(scene, args)` answers the next scene, the invertible
 * patch between the two and how history should capture it, or false when it would change nothing.
 * Commands are pure and deterministic: new ids count on from the ones the scene holds.
 */
import { matchColor } from '~/domain/colors.ts';
import { clampPackCount } from '~/domain/packs.ts';
import { rotatedBox, type Box } from '~/domain/geometry.ts';
import { groupSize, placeNew } from '~/domain/scene-placement.ts';
import {
  DEFAULT_STICKER_COLOR,
  flipPattern,
  packLayout,
  placementFor,
  setGridLayout,
  setLayout,
  sizeOptionOf,
  stickerSizePx,
  type Point,
  type Scene,
  type SceneListing,
  type Size,
  type SceneSticker,
} from '~/domain/scene.ts';
import { initialSize, type SizeName } from '~/domain/sizes.ts';

/**
 * How history takes an edit: 'immediately' is one undo step, 'eventually' waits for the gesture
 * (a drag) to end, 'never' is not undoable (a scene loaded or shared replaces the document).
 */
export type Capture = 'immediately' | 'eventually' | 'never';

/** A sticker before and after an edit; null where it did not exist. */
export interface StickerChange {
  id: string;
  before: SceneSticker | null;
  after: SceneSticker | null;
}

/** A listing kept by the scene before and after an edit; null where the scene did not keep it. */
export interface ListingChange {
  id: number;
  before: SceneListing | null;
  after: SceneListing | null;
}

/** What an edit changed, both ways: the stickers and listings it touched and the stickers' order. */
export interface Patch {
  stickers: StickerChange[];
  listings: ListingChange[];
  /** Every sticker id in order, before and after, when the edit added, removed or reordered some. */
  order: { before: string[]; after: string[] } | null;
}

/** A patch that changes nothing. */
export const EMPTY_PATCH: Patch = { stickers: [], listings: [], order: null };

/** What a command answers when it changes something. */
export interface CommandResult {
  next: Scene;
  patch: Patch;
  capture: Capture;
  /** Edits with the same key close together in time are one undo step (a burst of nudges). */
  mergeKey?: string;
}

/** A named edit of a scene. */
export type Command<A> = (scene: Scene, args: A) => CommandResult | false;

/** Which way a patch is applied: forward redoes it, backward undoes it. */
export type Direction = 'forward' | 'backward';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** Two stickers with the same fields (pack membership included). */
export function sameSticker(a: SceneSticker | null, b: SceneSticker | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.id === b.id &&
    a.listingId === b.listingId &&
    a.size === b.size &&
    a.color === b.color &&
    a.x === b.x &&
    a.y === b.y &&
    a.rotation === b.rotation &&
    a.isFlipped === b.isFlipped &&
    a.zIndex === b.zIndex &&
    (a.pack === b.pack ||
      (!!a.pack && !!b.pack && a.pack.id === b.pack.id && a.pack.type === b.pack.type && a.pack.quantity === b.pack.quantity && a.pack.index === b.pack.index))
  );
}

/** Deep equality of JSON-like values, whatever the order of their keys; an undefined key counts as absent. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const keys = (o: object) =>
    Object.entries(o)
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k);
  const [ka, kb] = [keys(a), keys(b)];
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const listingOf = (scene: Scene, id: number): SceneListing | null => (Object.hasOwn(scene.listings, id) ? scene.listings[id]! : null);

/**
 * The patch that turns one scene into another. Listings are compared by reference (commands keep
 * the ones they do not replace), stickers by value.
 * @example applyPatch(a, diffScenes(a, b), 'forward') // equal to b
 */
export function diffScenes(before: Scene, after: Scene): Patch {
  const afterById = new Map(after.stickers.map((s) => [s.id, s]));
  const beforeIds = new Set<string>();
  const stickers: StickerChange[] = [];
  for (const old of before.stickers) {
    beforeIds.add(old.id);
    const now = afterById.get(old.id) ?? null;
    if (!sameSticker(old, now)) stickers.push({ id: old.id, before: old, after: now });
  }
  for (const now of after.stickers) if (!beforeIds.has(now.id)) stickers.push({ id: now.id, before: null, after: now });
  const listings: ListingChange[] = [];
  for (const key of new Set([...Object.keys(before.listings), ...Object.keys(after.listings)])) {
    const id = Number(key);
    const was = listingOf(before, id);
    const is = listingOf(after, id);
    if (was !== is) listings.push({ id, before: was, after: is });
  }
  const orderBefore = before.stickers.map((s) => s.id);
  const orderAfter = after.stickers.map((s) => s.id);
  return { stickers, listings, order: sameList(orderBefore, orderAfter) ? null : { before: orderBefore, after: orderAfter } };
}

/** True when a patch changes nothing. */
export function isEmptyPatch(patch: Patch): boolean {
  return patch.stickers.length === 0 && patch.listings.length === 0 && patch.order === null;
}

/**
 * Applies a patch forward (redo) or backward (undo).
 * @example applyPatch(result.next, result.patch, 'backward') // equal to the scene the command started from
 */
export function applyPatch(scene: Scene, patch: Patch, direction: Direction): Scene {
  if (isEmptyPatch(patch)) return scene;
  const forward = direction === 'forward';
  const byId = new Map(scene.stickers.map((s) => [s.id, s]));
  for (const change of patch.stickers) {
    const value = forward ? change.after : change.before;
    if (value) byId.set(change.id, value);
    else byId.delete(change.id);
  }
  const order = patch.order ? (forward ? patch.order.after : patch.order.before) : scene.stickers.map((s) => s.id);
  const stickers: SceneSticker[] = [];
  const placed = new Set<string>();
  for (const id of order) {
    const sticker = byId.get(id);
    if (sticker && !placed.has(id)) {
      stickers.push(sticker);
      placed.add(id);
    }
  }
  // A sticker the order does not name (a patch applied to a scene it was not made from) is kept, last.
  for (const [id, sticker] of byId) if (!placed.has(id)) stickers.push(sticker);
  let listings = scene.listings;
  if (patch.listings.length > 0) {
    const copy: Record<number, SceneListing> = { ...scene.listings };
    for (const change of patch.listings) {
      const value = forward ? change.after : change.before;
      if (value) copy[change.id] = value;
      else delete copy[change.id];
    }
    listings = copy;
  }
  return { stickers, listings };
}

/**
 * One patch doing what `first` then `second` do; changes that cancel out are dropped.
 * @example isEmptyPatch(composePatches(move.patch, moveBack.patch)) // true
 */
export function composePatches(first: Patch, second: Patch): Patch {
  if (isEmptyPatch(first)) return second;
  if (isEmptyPatch(second)) return first;
  const stickers = new Map<string, StickerChange>();
  for (const change of first.stickers) stickers.set(change.id, change);
  for (const change of second.stickers) {
    const earlier = stickers.get(change.id);
    stickers.set(change.id, earlier ? { id: change.id, before: earlier.before, after: change.after } : change);
  }
  const listings = new Map<number, ListingChange>();
  for (const change of first.listings) listings.set(change.id, change);
  for (const change of second.listings) {
    const earlier = listings.get(change.id);
    listings.set(change.id, earlier ? { id: change.id, before: earlier.before, after: change.after } : change);
  }
  // A patch without an order kept the order it found, so the other patch's order holds across both.
  const orderBefore = first.order?.before ?? second.order?.before;
  const orderAfter = second.order?.after ?? first.order?.after;
  return {
    stickers: [...stickers.values()].filter((c) => !sameSticker(c.before, c.after)),
    listings: [...listings.values()].filter((c) => c.before !== c.after),
    order: orderBefore && orderAfter && !sameList(orderBefore, orderAfter) ? { before: orderBefore, after: orderAfter } : null,
  };
}

/** The result of an edit, or false when it changed nothing. */
function changed(scene: Scene, next: Scene, capture: Capture = 'immediately', mergeKey?: string): CommandResult | false {
  const patch = diffScenes(scene, next);
  if (isEmptyPatch(patch)) return false;
  return mergeKey === undefined ? { next, patch, capture } : { next, patch, capture, mergeKey };
}

/** Fresh ids that count on from the highest 's{n}' (stickers) and 'p{n}' (packs and sets) in the scene. */
function idMaker(scene: Scene): { sticker: () => string; pack: () => string } {
  const stickerIds = new Set(scene.stickers.map((s) => s.id));
  const packIds = new Set(scene.stickers.flatMap((s) => (s.pack ? [s.pack.id] : [])));
  const counter = (used: Set<string>, prefix: string) => {
    let n = 0;
    for (const id of used) {
      const match = new RegExp(`^${prefix}(\\d{1,9})$`).exec(id);
      if (match) n = Math.max(n, Number(match[1]));
    }
    return () => {
      let id: string;
      do id = `${prefix}${++n}`;
      while (used.has(id));
      used.add(id);
      return id;
    };
  };
  return { sticker: counter(stickerIds, 's'), pack: counter(packIds, 'p') };
}

const topZ = (stickers: readonly SceneSticker[]) => stickers.reduce((z, s) => Math.max(z, s.zIndex), 0);
const finite = (...values: number[]) => values.every((v) => Number.isFinite(v));

function findSticker(scene: Scene, id: string): SceneSticker | undefined {
  return scene.stickers.find((s) => s.id === id);
}

/** A sticker's pack or set mates (itself included), in member order; just itself when single. */
function groupOf(scene: Scene, sticker: SceneSticker): SceneSticker[] {
  const pack = sticker.pack;
  if (!pack) return [sticker];
  return scene.stickers.filter((s) => s.pack?.id === pack.id).sort((a, b) => a.pack!.index - b.pack!.index);
}

/** The scene with some stickers replaced (by id), some removed and some appended. */
function replaceStickers(
  scene: Scene,
  replaced: readonly SceneSticker[],
  removed: ReadonlySet<string> = new Set(),
  added: readonly SceneSticker[] = [],
): Scene {
  const byId = new Map(replaced.map((s) => [s.id, s]));
  const stickers = scene.stickers.filter((s) => !removed.has(s.id)).map((s) => byId.get(s.id) ?? s);
  return { ...scene, stickers: added.length > 0 ? [...stickers, ...added] : stickers };
}

/** The scene without the listings no sticker uses any more. */
function withoutUnusedListings(scene: Scene): Scene {
  const used = new Set(scene.stickers.map((s) => s.listingId));
  const unused = Object.keys(scene.listings).filter((key) => !used.has(Number(key)));
  if (unused.length === 0) return scene;
  const listings: Record<number, SceneListing> = { ...scene.listings };
  for (const key of unused) delete listings[Number(key)];
  return { ...scene, listings };
}

/** Arguments of addListing: the listing, and where to put it (in free space in `view` when left out). */
export interface AddListingArgs {
  listing: SceneListing;
  at?: Point;
  /** The part of the canvas on screen: a new sticker goes in free space there. */
  view?: Box;
}

/** The widest width and the tallest height of some sizes: a set's grid cell. */
const largest = (sizes: readonly Size[]): Size => ({ width: Math.max(...sizes.map((s) => s.width)), height: Math.max(...sizes.map((s) => s.height)) });

/** The boxes the scene's stickers cover on the canvas. */
export function occupiedBoxes(scene: Scene): Box[] {
  return scene.stickers.map((s) => rotatedBox({ x: s.x, y: s.y, ...stickerSizePx(scene.listings[s.listingId], s) }, s.rotation));
}

/**
 * Adds a listing in its initial size (MICRO, else the smallest) and colour ('Black (Matte)' by the
 * matching rules): a set as all its designs laid out in a grid, a pack (the size's packCount > 1)
 * as its copies spaced by their size with the flip pattern, otherwise one sticker. It goes where it
 * was dropped, else in free space in (or just below) the view, else, with no view known, by the
 * spec's offset rule.
 */
const addListing: Command<AddListingArgs> = (scene, { listing, at, view }) => {
  const start = initialSize(listing.sizeOptions.map((o) => o.name));
  const option = listing.sizeOptions.find((o) => o.name === start);
  if (!option) return false;
  const color = matchColor(DEFAULT_STICKER_COLOR, listing.colorOptions)?.value ?? DEFAULT_STICKER_COLOR;
  const ids = idMaker(scene);
  let z = topZ(scene.stickers);
  const sticker = (point: Point, pack: SceneSticker['pack'], isFlipped = false): SceneSticker => ({
    id: ids.sticker(),
    listingId: listing.id,
    size: option.name,
    color,
    x: point.x,
    y: point.y,
    rotation: 0,
    isFlipped,
    zIndex: ++z,
    pack,
  });
  const isSet = listing.isSet && listing.setQuantity > 1;
  const n = isSet ? clampPackCount(listing.setQuantity) : option.packCount;
  const sizes = Array.from({ length: n }, (_, index) =>
    stickerSizePx(listing, { size: option.name, pack: isSet ? { id: '', type: 'set', quantity: n, index } : null }),
  );
  // A set's grid is spaced by its largest design.
  const cell = largest(sizes);
  const offsets = isSet ? setGridLayout(n, { x: 0, y: 0 }, cell) : packLayout(n, { x: 0, y: 0 }, cell);
  const dropped = at && finite(at.x, at.y) ? { x: at.x, y: at.y } : null;
  const free =
    !dropped && view ? placeNew({ size: groupSize(offsets.map((p, i) => ({ ...p, ...sizes[i]! }))), occupied: occupiedBoxes(scene), visible: view }) : null;
  const origin = free ?? dropped ?? placementFor(scene.stickers.length);
  let added: SceneSticker[];
  if (isSet) {
    const id = ids.pack();
    // A spot found in view already fits; a drop or the spec's offset keeps the spec's 800 x 600 area.
    const layout = free ? setGridLayout(n, origin, cell) : setLayout(n, origin, cell);
    added = layout.map((point, index) => sticker(point, { id, type: 'set', quantity: n, index }));
  } else if (n > 1) {
    const id = ids.pack();
    added = packLayout(n, origin, cell).map((point, index) => sticker(point, { id, type: 'pack', quantity: n, index }, flipPattern(n, index)));
  } else {
    added = [sticker(origin, null)];
  }
  // The same listing read again (the sidebar makes a new object each time) keeps the one the scene has.
  const kept = listingOf(scene, listing.id);
  const listings = kept && sameValue(kept, listing) ? scene.listings : { ...scene.listings, [listing.id]: listing };
  return changed(scene, { stickers: [...scene.stickers, ...added], listings });
};

/** Arguments of move: the sticker and its new position; `inProgress` while a drag goes on. */
export interface MoveArgs {
  id: string;
  x: number;
  y: number;
  /** A position during a drag: history keeps it pending until the drag ends. */
  inProgress?: boolean;
}

/** Moves one sticker (a pack or set member moves alone). */
const move: Command<MoveArgs> = (scene, { id, x, y, inProgress = false }) => {
  const sticker = findSticker(scene, id);
  if (!sticker || !finite(x, y)) return false;
  return changed(scene, replaceStickers(scene, [{ ...sticker, x, y }]), inProgress ? 'eventually' : 'immediately');
};

/** Arguments of nudge: the stickers and the distance in scene pixels. */
export interface NudgeArgs {
  ids: readonly string[];
  dx: number;
  dy: number;
}

/** Moves stickers by a distance (the arrow keys); a burst of nudges of the same stickers is one undo step. */
const nudge: Command<NudgeArgs> = (scene, { ids, dx, dy }) => {
  if (!finite(dx, dy)) return false;
  const wanted = new Set(ids);
  const moved = scene.stickers.filter((s) => wanted.has(s.id)).map((s) => ({ ...s, x: s.x + dx, y: s.y + dy }));
  const key = `nudge:${[...wanted].sort().join(',')}`;
  return changed(scene, replaceStickers(scene, moved), 'immediately', key);
};

/** Arguments of the commands that act on one sticker. */
export interface StickerArgs {
  id: string;
}

/**
 * Removes a sticker: a pack member takes its whole pack with it (the spec); a set member goes
 * alone, since each design of a set is a sticker of its own on the canvas.
 */
const remove: Command<StickerArgs> = (scene, { id }) => {
  const sticker = findSticker(scene, id);
  if (!sticker) return false;
  const gone = new Set(sticker.pack?.type === 'pack' ? groupOf(scene, sticker).map((s) => s.id) : [id]);
  return changed(scene, withoutUnusedListings(replaceStickers(scene, [], gone)));
};

/** Arguments of changeSize. */
export interface ChangeSizeArgs {
  id: string;
  size: SizeName;
}

/** A pack member's size in scene pixels at a size. */
const memberSize = (scene: Scene, sticker: SceneSticker, size: SizeName) => stickerSizePx(scene.listings[sticker.listingId], { size, pack: null });

/** A set's largest design at a size: what its grid is spaced by. */
const setCell = (scene: Scene, group: readonly SceneSticker[], size: SizeName) =>
  largest(group.map((s) => stickerSizePx(scene.listings[s.listingId], { size, pack: s.pack })));

/** Members (in their index order) still where the layout put them: the shopper has not arranged them. */
const atLayout = (members: readonly SceneSticker[], layout: readonly Point[]) =>
  members.length === layout.length && members.every((m, i) => m.x === layout[i]!.x && m.y === layout[i]!.y);

const byIndex = (group: readonly SceneSticker[]) => [...group].sort((a, b) => (a.pack?.index ?? 0) - (b.pack?.index ?? 0));

/**
 * A pack rebuilt for a new count from its first member: members spaced by their size with the flip
 * pattern; members beyond the count are removed, missing ones added with fresh ids.
 */
function rebuildPack(scene: Scene, group: readonly SceneSticker[], size: SizeName, n: number): Scene {
  const anchor = group[0]!;
  const ids = idMaker(scene);
  const packId = anchor.pack?.type === 'pack' ? anchor.pack.id : ids.pack();
  let z = topZ(scene.stickers);
  const layout = packLayout(n, anchor, memberSize(scene, anchor, size));
  const kept: SceneSticker[] = [];
  const added: SceneSticker[] = [];
  layout.forEach((point, index) => {
    const member = group[index];
    const pack = { id: packId, type: 'pack' as const, quantity: n, index };
    const base = member ?? { ...anchor, id: ids.sticker(), zIndex: ++z };
    (member ? kept : added).push({ ...base, size, x: point.x, y: point.y, isFlipped: flipPattern(n, index), pack });
  });
  const removed = new Set(group.slice(n).map((s) => s.id));
  return replaceStickers(scene, kept, removed, added);
}

/**
 * A pack or set in a new size with as many members: spaced again for the new size while its members
 * still sit where their layout put them, else each kept where the shopper put it.
 */
function resizeGroup(scene: Scene, group: readonly SceneSticker[], size: SizeName): Scene {
  const members = byIndex(group);
  const anchor = members[0]!;
  const isSet = anchor.pack?.type === 'set';
  const layoutAt = (at: SizeName) =>
    isSet ? setGridLayout(members.length, anchor, setCell(scene, members, at)) : packLayout(members.length, anchor, memberSize(scene, anchor, at));
  const spaced = atLayout(members, layoutAt(anchor.size)) ? layoutAt(size) : null;
  return replaceStickers(
    scene,
    members.map((s, i) => ({ ...s, size, ...(spaced ? spaced[i] : {}) })),
  );
}

/**
 * Changes a sticker's size: a set member's whole set takes it; a pack is rebuilt for the size's
 * packCount (a count of 1 leaves this sticker single); a single sticker in a size sold as a pack
 * becomes that pack. A pack or set whose count does not change keeps its members where the shopper
 * put them, and is spaced for the new size while they sit as laid out.
 */
const changeSize: Command<ChangeSizeArgs> = (scene, { id, size }) => {
  const sticker = findSticker(scene, id);
  const option = sticker && sizeOptionOf(scene.listings[sticker.listingId], size);
  if (!sticker || !option) return false;
  const group = groupOf(scene, sticker);
  if (sticker.pack?.type === 'set') return changed(scene, resizeGroup(scene, group, size));
  const n = option.packCount;
  if (sticker.pack?.type === 'pack') {
    if (n === group.length && n === sticker.pack.quantity) return changed(scene, resizeGroup(scene, group, size));
    if (n <= 1) {
      const others = new Set(group.filter((s) => s.id !== id).map((s) => s.id));
      return changed(scene, replaceStickers(scene, [{ ...sticker, size, pack: null }], others));
    }
    return changed(scene, rebuildPack(scene, group, size, n));
  }
  if (n > 1) return changed(scene, rebuildPack(scene, [sticker], size, n));
  return changed(scene, replaceStickers(scene, [{ ...sticker, size }]));
};

/** Arguments of changeColor: the colour variation's value. */
export interface ChangeColorArgs {
  id: string;
  color: string;
}

/**
 * Recolours a sticker; a pack member recolours its pack and a set member its set (each is bought
 * as one variation, in one colour). A colour the listing does not offer is refused.
 */
const changeColor: Command<ChangeColorArgs> = (scene, { id, color }) => {
  const sticker = findSticker(scene, id);
  if (!sticker) return false;
  const options = scene.listings[sticker.listingId]?.colorOptions ?? [];
  if (options.length > 0 && !options.some((o) => o.value === color)) return false;
  return changed(
    scene,
    replaceStickers(
      scene,
      groupOf(scene, sticker).map((s) => ({ ...s, color })),
    ),
  );
};

/** Arguments of rotate: degrees clockwise to add. */
export interface RotateArgs {
  id: string;
  degrees: number;
}

/** Turns a sticker by some degrees clockwise (negative: anticlockwise); its rotation stays in [0, 360). */
const rotate: Command<RotateArgs> = (scene, { id, degrees }) => {
  const sticker = findSticker(scene, id);
  if (!sticker || !finite(degrees)) return false;
  const rotation = (((sticker.rotation + degrees) % 360) + 360) % 360;
  return changed(scene, replaceStickers(scene, [{ ...sticker, rotation }]));
};

/** Mirrors one sticker. */
const flip: Command<StickerArgs> = (scene, { id }) => {
  const sticker = findSticker(scene, id);
  if (!sticker) return false;
  return changed(scene, replaceStickers(scene, [{ ...sticker, isFlipped: !sticker.isFlipped }]));
};

/** Draws a sticker above all the others (a drag starts with it); nothing when it already is. */
const bringToFront: Command<StickerArgs> = (scene, { id }) => {
  const sticker = findSticker(scene, id);
  if (!sticker) return false;
  const others = topZ(scene.stickers.filter((s) => s.id !== id));
  if (sticker.zIndex > others) return false;
  return changed(scene, replaceStickers(scene, [{ ...sticker, zIndex: others + 1 }]));
};

/** Empties the scene (undoable). */
const clear: Command<Record<string, never>> = (scene) => changed(scene, { stickers: [], listings: {} });

/** Arguments of restore: the scene that replaces this one. */
export interface RestoreArgs {
  scene: Scene;
}

/** Replaces the scene with a saved or shared one; never undoable. */
const restore: Command<RestoreArgs> = (scene, { scene: next }) => changed(scene, next, 'never');

/** Opens another scene on the canvas (the admin's Load Parallax Scene); Undo brings the canvas back. */
const replace: Command<RestoreArgs> = (scene, { scene: next }) => changed(scene, next);

/** The names of the scene's edits. */
export type CommandName =
  'addListing' | 'move' | 'nudge' | 'remove' | 'changeSize' | 'changeColor' | 'rotate' | 'flip' | 'bringToFront' | 'clear' | 'restore' | 'replace';

/**
 * Every edit of the scene, by name.
 * @example commands.move(scene, { id: 's1', x: 120, y: 240 })
 */
export const commands = {
  addListing,
  move,
  nudge,
  remove,
  changeSize,
  changeColor,
  rotate,
  flip,
  bringToFront,
  clear,
  restore,
  replace,
} as const satisfies { [N in CommandName]: Command<never> };

/** The arguments each command takes. */
export type CommandArgs<N extends CommandName> = Parameters<(typeof commands)[N]>[1];
