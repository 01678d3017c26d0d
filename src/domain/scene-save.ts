/**
 * @module scene-save
 * The scene as saved in localStorage (src/contracts/saved-scene.ts) and read back. Reading never
 * throws: anything that is not a saved scene is 'empty' or 'corrupt', a version mismatch only warns,
 * and stickers that cannot be drawn again (unreadable, or whose listing is missing) are left out.
 */
import { SAVED_PREFS_LIMITS, SAVED_SCENE_VERSION, savedSceneSchema, type SavedScene, type SavedSticker } from '../contracts/saved-scene.ts';
import { DEFAULT_COLOR } from './colors.ts';
import type { BuilderBackground, PackRef, Scene, SceneListing, SceneSticker } from './scene.ts';
import { DEFAULT_SIZE, toSceneSize } from './sizes.ts';

/** What the shopper set up around the scene, saved with it. */
export interface ScenePrefs {
  zoom: number;
  sidebarWidth: number;
  sidebarCollapsed: boolean;
  background: BuilderBackground;
  showGrid: boolean;
  showDetails: boolean;
  /** The screen's measured pixels per inch, or null for the browser's 96. */
  screenPpi: number | null;
}

/** The preferences of a first visit (the spec's zoom 100, sidebar 400 px and open). */
export const DEFAULT_SCENE_PREFS: ScenePrefs = {
  zoom: SAVED_PREFS_LIMITS.zoom.default,
  sidebarWidth: SAVED_PREFS_LIMITS.sidebarWidth.default,
  sidebarCollapsed: false,
  background: 'plain',
  showGrid: true,
  showDetails: true,
  screenPpi: null,
};

/** What a saved scene reads as. */
export type SavedSceneRead =
  { status: 'empty' } | { status: 'corrupt' } | { status: 'ok'; scene: Scene; prefs: ScenePrefs; savedAt: number | null; versionWarning?: string };

const clampTo = (value: number, { min, max }: { min: number; max: number }, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;

function savedSticker(sticker: SceneSticker): SavedSticker {
  const { pack, ...rest } = sticker;
  return {
    ...rest,
    isPartOfPack: pack !== null,
    packId: pack?.id ?? null,
    packType: pack?.type ?? null,
    packQuantity: pack?.quantity ?? null,
    packIndex: pack?.index ?? null,
  };
}

/**
 * The saved form of a scene and its preferences at a time, as localStorage text.
 * @example serializeScene(scene, prefs, Date.now()) // '{"version":"1.0.0","timestamp":"2026-...","stickerCount":3,"data":{...}}'
 */
export function serializeScene(scene: Scene, prefs: Partial<ScenePrefs>, now: Date | number): string {
  const p = { ...DEFAULT_SCENE_PREFS, ...prefs };
  const time = typeof now === 'number' ? now : now.getTime();
  const saved: SavedScene = {
    version: SAVED_SCENE_VERSION,
    timestamp: Number.isFinite(time) ? new Date(time).toISOString() : '',
    stickerCount: scene.stickers.length,
    data: {
      selectedStickers: scene.stickers.map(savedSticker),
      globalSize: DEFAULT_SIZE,
      globalColor: DEFAULT_COLOR.name,
      zoom: clampTo(p.zoom, SAVED_PREFS_LIMITS.zoom, SAVED_PREFS_LIMITS.zoom.default),
      sidebarCollapsed: p.sidebarCollapsed,
      sidebarWidth: clampTo(p.sidebarWidth, SAVED_PREFS_LIMITS.sidebarWidth, SAVED_PREFS_LIMITS.sidebarWidth.default),
      listings: Object.values(scene.listings),
      background: p.background,
      showGrid: p.showGrid,
      showDetails: p.showDetails,
      screenPpi: p.screenPpi,
    },
  };
  return JSON.stringify(saved);
}

/** A saved sticker's pack or set, when its fields describe one that can exist. */
function packOf(sticker: SavedSticker): PackRef | null {
  const { isPartOfPack, packId, packType, packQuantity: quantity, packIndex: index } = sticker;
  if (!isPartOfPack || !packId || !packType || quantity == null || index == null) return null;
  return quantity >= 1 && index >= 0 && index < quantity ? { id: packId, type: packType, quantity, index } : null;
}

function readScene(data: SavedScene['data']): Scene {
  const listings: Record<number, SceneListing> = {};
  for (const listing of data.listings) {
    if (listing && !Object.hasOwn(listings, listing.id)) listings[listing.id] = listing;
  }
  const stickers: SceneSticker[] = [];
  const ids = new Set<string>();
  for (const saved of data.selectedStickers) {
    if (!saved || ids.has(saved.id) || !Object.hasOwn(listings, saved.listingId)) continue;
    ids.add(saved.id);
    stickers.push({
      id: saved.id,
      listingId: saved.listingId,
      size: toSceneSize(saved.size),
      color: saved.color,
      x: saved.x,
      y: saved.y,
      rotation: saved.rotation,
      isFlipped: saved.isFlipped,
      zIndex: saved.zIndex,
      pack: packOf(saved),
    });
  }
  // Listings no sticker shows are not part of the scene.
  const used = new Set(stickers.map((s) => s.listingId));
  const kept: Record<number, SceneListing> = {};
  for (const listing of Object.values(listings)) if (used.has(listing.id)) kept[listing.id] = listing;
  return { stickers, listings: kept };
}

function savedTime(timestamp: string | number): number | null {
  const time = typeof timestamp === 'number' ? timestamp : Date.parse(timestamp);
  return Number.isFinite(time) ? time : null;
}

/**
 * Reads localStorage text: 'empty' when there is none, 'corrupt' when it is not a saved scene (the
 * caller clears it), otherwise the scene, its preferences, when it was saved and, for another
 * version, a warning. Never throws.
 * @example parseSavedScene('{oops').status // 'corrupt'
 */
export function parseSavedScene(text: string | null): SavedSceneRead {
  if (typeof text !== 'string' || text.trim() === '') return { status: 'empty' };
  try {
    const parsed = savedSceneSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return { status: 'corrupt' };
    const { version, timestamp, data } = parsed.data;
    const prefs: ScenePrefs = {
      zoom: data.zoom,
      sidebarWidth: data.sidebarWidth,
      sidebarCollapsed: data.sidebarCollapsed,
      background: data.background,
      showGrid: data.showGrid,
      showDetails: data.showDetails,
      screenPpi: data.screenPpi,
    };
    const read = { status: 'ok' as const, scene: readScene(data), prefs, savedAt: savedTime(timestamp) };
    if (version === SAVED_SCENE_VERSION) return read;
    return {
      ...read,
      versionWarning: `Saved scene version ${version ? `'${version.slice(0, 20)}'` : '(none)'} differs from '${SAVED_SCENE_VERSION}': read as well as it can be.`,
    };
  } catch {
    // JSON.parse's SyntaxError, or anything else a hostile text can provoke: not a scene we can use.
    return { status: 'corrupt' };
  }
}
