/**
 * @module scene-builder/store
 * The Scene Builder's state: the scene (what undo and redo move between), its history, the view
 * preferences, the selection, a drag in progress, the listings' prices, and the autosave. Components
 * read the atoms and call the named actions; every edit of the scene goes through `perform`.
 */
import { atom, computed } from 'nanostores';
import { track } from '~/client/analytics.ts';
import { devWarn } from '~/client/dev-log.ts';
import { showToast } from '~/components/ui/toast.ts';
import { eventName } from '~/contracts/event-names.ts';
import type { InventoryProduct } from '~/contracts/listing.ts';
import type { BuilderListing } from '~/contracts/listing-fields.ts';
import { priceForChoice } from '~/domain/inventory.ts';
import {
  BUILDER_BACKGROUNDS,
  EMPTY_SCENE,
  FALLBACK_STICKER_MESSAGE,
  fallbackSceneListing,
  sceneTotal,
  shoppingList,
  stickerSizePx,
  toSceneListing,
  type Scene,
  type SceneListing,
  type SceneSticker,
} from '~/domain/scene.ts';
import { PX_PER_INCH } from '~/domain/scene-scale.ts';
import { DEFAULT_SCENE_PREFS, parseSavedScene, serializeScene, type ScenePrefs } from '~/domain/scene-save.ts';
import { decodeShareLink, encodeShareLink, sceneFromShare, SHARE_PARAM } from '~/domain/scene-share.ts';
import { commands, type CommandName } from './commands.ts';
import { focusSticker, refocusAfterRemoval } from './focus.ts';
import { beginGesture, canRedo, canUndo, commitGesture, EMPTY_HISTORY, record, redo as redoHistory, undo as undoHistory, type History } from './history.ts';
import { clampWidth } from './sidebar/sidebar-width.ts';
import { rotatedBox, type Box } from '~/domain/geometry.ts';
import { snapDrag, snapTargets, type Guide, type SnapTargets } from './snap.ts';
import { clampZoom, PPI_RANGE, screenScale } from './view.ts';
import type { SizeName } from '~/domain/sizes.ts';
import { SCENE_STORAGE_KEY } from '~/client/screen-calibration.ts';

/** What the shopper set up around the scene; saved with it. */
export type BuilderPrefs = ScenePrefs;
export const DEFAULT_PREFS: BuilderPrefs = DEFAULT_SCENE_PREFS;

/** Where the scene is kept between visits. */
export const STORAGE_KEY = SCENE_STORAGE_KEY;
/** Set for the browser tab's life: a reload restores at once, a new visit asks first. */
const SESSION_KEY = 'micro-decals.scene-builder.session';
const AUTOSAVE_MS = 1000;
/** How long 'Saving' shows after a change: the spec's unsaved flag. */
const UNSAVED_MS = 1200;
export const RESTORE_PROMPT_MS = 2000;

export type SaveStatus = 'loading' | 'saving' | 'saved';

export const $scene = atom<Scene>(EMPTY_SCENE);
export const $history = atom<History>(EMPTY_HISTORY);
export const $prefs = atom<BuilderPrefs>(DEFAULT_PREFS);
export const $selected = atom<string | null>(null);
/** A drag as the pointer moved it (scene pixels); `alt` while Alt is held (no snapping). */
export interface Drag {
  id: string;
  dx: number;
  dy: number;
  alt: boolean;
}
/** A drag after snapping: the offset to draw, the sticker's position, and the guide lines. */
export interface SnappedDrag {
  id: string;
  dx: number;
  dy: number;
  x: number;
  y: number;
  guides: Guide[];
}
/** A drag in progress, unsnapped: drawn (snapped) from here, committed to the scene as one edit when the pointer goes up. */
export const $drag = atom<Drag | null>(null);
/** The drag in progress snapped to the grid and the other stickers: what the canvas draws and the drop commits. */
export const $snappedDrag = computed([$drag, $scene, $prefs], (drag, scene, prefs) => drag && snappedDrag(drag, scene, prefs));
/**
 * The sticker being dragged: changes when a drag starts and ends, not on every move, so the canvas
 * and the other stickers do not render again while one sticker follows the pointer.
 */
export const $draggedId = computed($drag, (drag) => drag?.id ?? null);
export const $saveStatus = atom<SaveStatus>('loading');
/** A saved scene found on a new visit, waiting for the shopper's answer. */
export const $restoreOffer = atom<{ stickerCount: number } | null>(null);
/** Each listing's inventory (for prices), fetched once it is on the canvas. */
/** A scene opened from a share link: shown, but not saved over the visitor's own until they keep it. */
export const $sharedScene = atom(false);
export const $inventories = atom<Readonly<Record<number, InventoryProduct[] | 'loading' | 'failed'>>>({});

/** The part of the canvas on screen, in scene pixels (the canvas keeps it as it scrolls and zooms): where new stickers go. */
export const $visibleArea = atom<Box | null>(null);

export const $canUndo = computed($history, canUndo);
export const $canRedo = computed($history, canRedo);

/** The shopping list: one line per listing, size and colour, priced from the inventories at hand. */
export const $shoppingList = computed([$scene, $inventories], (scene, inventories) =>
  shoppingList(scene, (listingId, sizeValue, colorValue) => {
    const products = inventories[listingId];
    return Array.isArray(products) ? priceForChoice(products, sizeValue, colorValue) : null;
  }),
);
export const $total = computed($shoppingList, (lines) => sceneTotal(lines));

/**
 * Runs a named command on the scene and records it for undo. Answers false when the command
 * changed nothing.
 */
export function perform<N extends CommandName>(name: N, args: Parameters<(typeof commands)[N]>[1]): boolean {
  const command = commands[name] as (scene: Scene, args: unknown) => ReturnType<(typeof commands)[N]>;
  const result = command($scene.get(), args);
  if (!result) return false;
  $scene.set(result.next);
  $history.set(record($history.get(), result, Date.now()));
  if ($selected.get() && !result.next.stickers.some((s) => s.id === $selected.get())) $selected.set(null);
  sceneChanged();
  return true;
}

export function undo(): void {
  const step = undoHistory($history.get(), $scene.get());
  if (!step) return;
  $scene.set(step.scene);
  $history.set(step.history);
  sceneChanged();
}

export function redo(): void {
  const step = redoHistory($history.get(), $scene.get());
  if (!step) return;
  $scene.set(step.scene);
  $history.set(step.history);
  sceneChanged();
}

/**
 * Adds a listing from the sidebar. One without valid dimensions is refused with the spec's message,
 * and the basic fall-back sticker goes on the canvas instead.
 */
export function addListing(summary: BuilderListing, at?: { x: number; y: number }): void {
  let listing: SceneListing | null = toSceneListing(summary);
  if (!listing) {
    showToast(FALLBACK_STICKER_MESSAGE, 5000);
    listing = fallbackSceneListing(summary);
  }
  const view = $visibleArea.get();
  const count = $scene.get().stickers.length;
  if (perform('addListing', { listing, ...(at ? { at } : {}), ...(view ? { view } : {}) })) {
    // The first sticker added (of a pack, its first copy) is selected and focused: a keyboard user
    // lands on it, not 200 Tabs away.
    const first = $scene.get().stickers[count];
    if (first) {
      $selected.set(first.id);
      focusSticker(first.id);
    }
    void loadInventory(listing.id);
  }
}

export function select(id: string | null): void {
  $selected.set(id);
}

/** A drag starts: the sticker comes to the front, and everything until the pointer goes up is one undo step. */
export function startDrag(id: string): void {
  $drag.set({ id, dx: 0, dy: 0, alt: false });
  $history.set(beginGesture($history.get(), Date.now()));
  perform('bringToFront', { id });
}

/** The pointer moved the drag by (dx, dy) scene pixels; `alt` while Alt is held, to drag freely. */
export function dragBy(dx: number, dy: number, alt = false): void {
  const drag = $drag.get();
  if (drag) $drag.set({ ...drag, dx: drag.dx + dx, dy: drag.dy + dy, alt });
}

/**
 * A drag snapped (unless Alt is held) to the quarter-inch grid and the other stickers' edges and
 * centres within 6 screen pixels, by the box the sticker covers on screen.
 */
export function snappedDrag(drag: Drag, scene: Scene, prefs: BuilderPrefs): SnappedDrag | null {
  const { sticker, size, others } = dragSurroundings(scene, drag.id);
  if (!sticker) return null;
  const raw = { x: sticker.x + drag.dx, y: sticker.y + drag.dy };
  const box = rotatedBox({ ...raw, ...size }, sticker.rotation);
  const snap = snapDrag({ box, others, scale: screenScale(prefs.zoom, prefs.screenPpi ?? PX_PER_INCH), free: drag.alt });
  // The box of a turned sticker is not its layout box: the snap moves the sticker by what it moved the box.
  const x = snap.x === box.x ? raw.x : snap.x - (box.x - raw.x);
  const y = snap.y === box.y ? raw.y : snap.y - (box.y - raw.y);
  return { id: drag.id, dx: x - sticker.x, dy: y - sticker.y, x, y, guides: snap.guides };
}

/** What a drag of one sticker snaps against, read once per scene: the sticker, its size, the others' lines. */
interface DragSurroundings {
  scene: Scene;
  id: string;
  sticker: SceneSticker | undefined;
  size: { width: number; height: number };
  others: SnapTargets;
}
let surroundings: DragSurroundings | null = null;

/**
 * The dragged sticker and the other stickers' snap lines, kept while the scene stays the same: the
 * scene does not change between the pointer's moves, so 300 stickers are measured once per drag, not
 * on every frame. An edit during the drag (an undo) gives a new scene, read afresh.
 */
function dragSurroundings(scene: Scene, id: string): DragSurroundings {
  if (surroundings?.scene === scene && surroundings.id === id) return surroundings;
  const sticker = scene.stickers.find((s) => s.id === id);
  const sizeOf = (s: SceneSticker) => stickerSizePx(scene.listings[s.listingId], s);
  const others = scene.stickers.filter((s) => s.id !== id).map((s) => rotatedBox({ x: s.x, y: s.y, ...sizeOf(s) }, s.rotation));
  surroundings = { scene, id, sticker, size: sticker ? sizeOf(sticker) : { width: 0, height: 0 }, others: snapTargets(others) };
  return surroundings;
}

/** The pointer went up: the whole drag becomes one edit. */
export function endDrag(): void {
  const drag = $drag.get();
  const snapped = drag && (drag.dx || drag.dy) ? snappedDrag(drag, $scene.get(), $prefs.get()) : null;
  $drag.set(null);
  const sticker = snapped ? $scene.get().stickers.find((s) => s.id === snapped.id) : undefined;
  if (drag && snapped && sticker) {
    // A snapped position stays exact (a centre may fall on a half pixel); a free one is rounded.
    const settle = (at: number, raw: number) => (at === raw ? Math.round(raw) : at);
    perform('move', { id: snapped.id, x: settle(snapped.x, sticker.x + drag.dx), y: settle(snapped.y, sticker.y + drag.dy) });
  }
  surroundings = null;
  $history.set(commitGesture($history.get(), Date.now()));
}

/** A drag ended without a drop (the sticker went away): what it changed so far stays, as one step. */
export function cancelDrag(): void {
  if ($drag.get()) $history.set(commitGesture($history.get(), Date.now()));
  $drag.set(null);
  surroundings = null;
}

export function changeSize(id: string, size: SizeName): void {
  if (perform('changeSize', { id, size })) trackSticker(id, eventName('change_sticker_size_scene_to_{value}', size));
}

export function changeColor(id: string, color: string): void {
  if (perform('changeColor', { id, color })) trackSticker(id, eventName('change_sticker_color_scene_to_{value}', color));
}

export function removeSticker(id: string): void {
  const listingId = $scene.get().stickers.find((s) => s.id === id)?.listingId;
  const title = listingId === undefined ? undefined : $scene.get().listings[listingId]?.title;
  const before = $scene.get();
  if (!perform('remove', { id })) return;
  refocusAfterRemoval(before, $scene.get(), select);
  if (listingId !== undefined) track({ type: 'scene_builder_action', name: 'remove_sticker', listingId, title });
}

function trackSticker(id: string, name: string): void {
  const sticker = $scene.get().stickers.find((s) => s.id === id);
  if (sticker) track({ type: 'scene_builder_action', name, listingId: sticker.listingId, title: $scene.get().listings[sticker.listingId]?.title });
}

/** Empties the scene and forgets the saved one (after the shopper confirmed). */
export function clearScene(): void {
  perform('clear', {});
  $selected.set(null);
  storage()?.removeItem(STORAGE_KEY);
}

export function setPrefs(change: Partial<BuilderPrefs>): void {
  const prefs = { ...$prefs.get(), ...change };
  prefs.zoom = clampZoom(prefs.zoom);
  prefs.sidebarWidth = clampWidth(Math.round(prefs.sidebarWidth));
  if (!BUILDER_BACKGROUNDS.includes(prefs.background)) prefs.background = DEFAULT_PREFS.background;
  if (prefs.screenPpi !== null && !(prefs.screenPpi >= PPI_RANGE.min && prefs.screenPpi <= PPI_RANGE.max)) prefs.screenPpi = null;
  $prefs.set(prefs);
  sceneChanged();
}

/** Fetches a listing's inventory once, for its prices. */
async function loadInventory(listingId: number): Promise<void> {
  const known = $inventories.get()[listingId];
  if (known === 'loading' || Array.isArray(known)) return;
  $inventories.set({ ...$inventories.get(), [listingId]: 'loading' });
  try {
    const { fetchListing } = await import('~/client/listings.ts');
    const listing = await fetchListing(listingId);
    $inventories.set({ ...$inventories.get(), [listingId]: listing.inventory_matrix.products });
  } catch {
    // The line shows 'See Etsy' rather than a price it cannot trust.
    $inventories.set({ ...$inventories.get(), [listingId]: 'failed' });
  }
}

// Autosave: one second after the last change; 'Saving' shows meanwhile and a while after.
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let unsavedTimer: ReturnType<typeof setTimeout> | undefined;
let unsaved = false;

function sceneChanged(): void {
  if (typeof window === 'undefined' || $sharedScene.get()) return;
  unsaved = true;
  $saveStatus.set('saving');
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveWhenStill, AUTOSAVE_MS);
}

/**
 * The autosave waits for a drag to end: writing a scene of 300 stickers blocks the page for longer
 * than a frame (40-50 ms in a profile of the bench's drag), and the drop is saved a second later anyway.
 */
function saveWhenStill(): void {
  if ($drag.get()) saveTimer = setTimeout(saveWhenStill, AUTOSAVE_MS);
  else saveNow();
}

/** Writes the scene to localStorage now; a full storage drops its other entries and tries again. */
export function saveNow(): void {
  clearTimeout(saveTimer);
  const text = serializeScene($scene.get(), $prefs.get(), new Date());
  const store = storage();
  if (store) {
    try {
      store.setItem(STORAGE_KEY, text);
    } catch {
      clearOtherEntries(store);
      try {
        store.setItem(STORAGE_KEY, text);
      } catch {
        showToast('Your browser is out of storage: the scene could not be saved.', 5000);
      }
    }
  }
  unsaved = false;
  clearTimeout(unsavedTimer);
  unsavedTimer = setTimeout(() => !unsaved && $saveStatus.set('saved'), UNSAVED_MS - AUTOSAVE_MS);
}

/** The leave-page warning is needed while a change is not saved yet. */
export const hasUnsavedChanges = () => unsaved;
export const UNSAVED_WARNING = 'You have unsaved changes in your scene. Are you sure you want to leave?';

function clearOtherEntries(store: Storage): void {
  for (const key of Object.keys(store)) if (key !== STORAGE_KEY) store.removeItem(key);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads the saved scene when the page opens: a reload in the same tab restores it at once; a new
 * visit offers it ('Previous Scene Found') after two seconds. A corrupt one is cleared.
 */
export function openSavedScene(): void {
  let sameSession = false;
  try {
    sameSession = sessionStorage.getItem(SESSION_KEY) === '1';
    sessionStorage.setItem(SESSION_KEY, '1');
  } catch {
    // Private modes may refuse session storage: treat the visit as new.
  }
  const store = storage();
  const saved = parseSavedScene(store?.getItem(STORAGE_KEY) ?? null);
  if (saved.status === 'corrupt') store?.removeItem(STORAGE_KEY);
  if (saved.status !== 'ok') {
    $saveStatus.set('saved');
    return;
  }
  if (saved.versionWarning) devWarn(saved.versionWarning);
  $prefs.set({ ...DEFAULT_PREFS, ...saved.prefs });
  if (saved.scene.stickers.length === 0 || sameSession) {
    restoreScene(saved.scene);
    return;
  }
  $saveStatus.set('saved');
  setTimeout(() => $restoreOffer.set({ stickerCount: saved.scene.stickers.length }), RESTORE_PROMPT_MS);
}

/** 'Previous Scene Found' closed without an answer: the saved scene stays, the canvas starts empty. */
export function dismissRestoreOffer(): void {
  $restoreOffer.set(null);
}

/** The shopper's answer to 'Previous Scene Found'. */
export function answerRestoreOffer(restore: boolean): void {
  $restoreOffer.set(null);
  if (!restore) {
    clearScene();
    return;
  }
  const saved = parseSavedScene(storage()?.getItem(STORAGE_KEY) ?? null);
  if (saved.status === 'ok') restoreScene(saved.scene);
}

function restoreScene(scene: Scene): void {
  perform('restore', { scene });
  for (const id of Object.keys(scene.listings)) void loadInventory(Number(id));
  $saveStatus.set('saved');
  unsaved = false;
}

/** Opens a scene on the canvas in place of this one, undoably (the admin's Load Parallax Scene). */
export function loadScene(scene: Scene): void {
  perform('replace', { scene });
  for (const id of Object.keys(scene.listings)) void loadInventory(Number(id));
}

/** The link that opens this scene for someone else (listing ids, sizes, colours, positions). */
export function shareLink(origin: string): string {
  return `${origin}/scene-builder?${SHARE_PARAM}=${encodeShareLink($scene.get())}`;
}

/**
 * Opens the scene a share link carries, fetching its listings; answers false for a link that does
 * not decode. The visitor's own saved scene is left alone until they keep the shared one.
 */
export async function openSharedScene(param: string, background: string | null = null): Promise<boolean> {
  const shared = decodeShareLink(param);
  if (!shared) return false;
  const { fetchListing } = await import('~/client/listings.ts');
  const found = await Promise.all(shared.listingIds.map((id) => fetchListing(id).then(toSceneListing, () => null)));
  const listings = Object.fromEntries(found.filter((l): l is SceneListing => l !== null).map((l) => [l.id, l]));
  $sharedScene.set(true);
  // Set after the scene is marked shared, so choosing the background saves nothing over the visitor's own scene.
  const chosen = BUILDER_BACKGROUNDS.find((b) => b === background);
  if (chosen) setPrefs({ background: chosen });
  perform('restore', { scene: sceneFromShare(shared, listings) });
  for (const id of Object.keys(listings)) void loadInventory(Number(id));
  $saveStatus.set('saved');
  // A link of one decal (a listing's 'Open in Scene Builder') lands on it: selected, focused, scrolled into view.
  const [only, ...others] = $scene.get().stickers;
  if (only && others.length === 0) {
    $selected.set(only.id);
    focusSticker(only.id);
  }
  return true;
}

/** The shared scene becomes the visitor's own: saved from now on. */
export function keepSharedScene(): void {
  $sharedScene.set(false);
  saveNow();
}

/** Back from a shared scene to the visitor's own saved one. */
export function leaveSharedScene(): void {
  $sharedScene.set(false);
  const saved = parseSavedScene(storage()?.getItem(STORAGE_KEY) ?? null);
  // The link may have chosen the background: the visitor's own scene comes back with its own.
  $prefs.set(saved.status === 'ok' ? { ...DEFAULT_PREFS, ...saved.prefs } : DEFAULT_PREFS);
  restoreScene(saved.status === 'ok' ? saved.scene : EMPTY_SCENE);
}
