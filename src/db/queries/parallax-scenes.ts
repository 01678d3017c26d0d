/**
 * @module queries/parallax-scenes
 * Parallax scenes and the three kinds of scene assignment (category, listing, instance).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  CategorySceneAssignment,
  InstanceSceneAssignment,
  ListingSceneInsertion,
  ParallaxScene,
  ParallaxSceneDetail,
} from '../../contracts/parallax-scenes.ts';
import { DEFAULT_BACKGROUND_STYLE, withoutStickers } from '../../domain/parallax.ts';
import type { Database } from '../client.ts';
import { columnSchemas, parseColumn } from '../json.ts';
import { getPublicSummaries, publicIdsAmong } from './listings.ts';
import { categorySceneAssignments, instanceSceneAssignments, listingSceneInsertions, parallaxScenes, stickers, type ParallaxSceneRow } from '../schema.ts';

/** Parses a scene row's JSON columns. */
export function toParallaxScene(row: ParallaxSceneRow): ParallaxScene {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    component_height: row.componentHeight,
    mode: row.mode,
    layer_y_positions: parseColumn(columnSchemas.numberMap, row.layerYPositions, {}),
    layer_visibility: parseColumn(columnSchemas.booleanMap, row.layerVisibility, {}),
    layer_speeds: parseColumn(columnSchemas.numberMap, row.layerSpeeds, {}),
    scene_stickers: parseColumn(columnSchemas.sceneStickers, row.sceneStickers, []),
    sticker_positions: parseColumn(columnSchemas.stickerPositions, row.stickerPositions, {}),
    background_path: row.backgroundPath,
    background_style: parseColumn(columnSchemas.backgroundStyle, row.backgroundStyle, { ...DEFAULT_BACKGROUND_STYLE }),
    description: row.description,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** Every scene by name, optionally only one category's; stickers of hidden listings left out. */
export async function listParallaxScenes(db: Database, category?: string): Promise<ParallaxScene[]> {
  const query = db.select().from(parallaxScenes);
  const scenes = (await (category ? query.where(eq(parallaxScenes.category, category)) : query).orderBy(asc(parallaxScenes.name))).map(toParallaxScene);
  const visible = await publicIdsAmong(
    db,
    scenes.flatMap((scene) => scene.scene_stickers.map((s) => s.listingId)),
  );
  return scenes.map((scene) => withoutStickers(scene, (id) => visible.has(id)));
}

/** One scene by its exact name. */
export async function getParallaxScene(db: Database, name: string): Promise<ParallaxScene | null> {
  const row = await db.select().from(parallaxScenes).where(eq(parallaxScenes.name, name)).get();
  return row ? toParallaxScene(row) : null;
}

/** The named scenes that exist, by name, stickers of hidden listings kept (the caller filters them). */
export async function getParallaxScenesByName(db: Database, names: readonly string[]): Promise<Map<string, ParallaxScene>> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(parallaxScenes).where(inArray(parallaxScenes.name, unique));
  return new Map(rows.map((row) => [row.name, toParallaxScene(row)]));
}

/** The first scene's name in name order (the fallback of a placement whose scene is gone), or null. */
export async function firstParallaxSceneName(db: Database): Promise<string | null> {
  const row = await db.select({ name: parallaxScenes.name }).from(parallaxScenes).orderBy(asc(parallaxScenes.name)).limit(1).get();
  return row?.name ?? null;
}

/**
 * One scene with the public listings it shows (enrichedStickers). A sticker whose listing is hidden
 * stays out of the public scene, like everywhere else.
 */
export async function getParallaxSceneDetail(db: Database, name: string): Promise<ParallaxSceneDetail | null> {
  const scene = await getParallaxScene(db, name);
  if (!scene) return null;
  const enrichedStickers = await getPublicSummaries(db, [...new Set(scene.scene_stickers.map((s) => s.listingId))]);
  const visible = new Set(enrichedStickers.map((s) => s.etsyListingId));
  return { ...withoutStickers(scene, (id) => visible.has(id)), enrichedStickers };
}

/** Every category's scene, by category. */
export async function listCategoryAssignments(db: Database): Promise<CategorySceneAssignment[]> {
  return db
    .select({ category: categorySceneAssignments.category, scene_name: categorySceneAssignments.sceneName })
    .from(categorySceneAssignments)
    .orderBy(asc(categorySceneAssignments.category));
}

/** The scene shown above a category's group, or null. */
export async function getCategoryAssignment(db: Database, category: string): Promise<CategorySceneAssignment | null> {
  return (
    (await db
      .select({ category: categorySceneAssignments.category, scene_name: categorySceneAssignments.sceneName })
      .from(categorySceneAssignments)
      .where(eq(categorySceneAssignments.category, category))
      .get()) ?? null
  );
}

const insertionColumns = { listing_id: listingSceneInsertions.listingId, scene_name: listingSceneInsertions.sceneName };
/** An insertion shows only before a public listing's card. */
const beforePublicListing = and(eq(stickers.etsyListingId, listingSceneInsertions.listingId), eq(stickers.publicVisible, true));

/** The insertions before listings the public catalogue shows (not left out for a corrupt column). */
async function beforeShownListings(db: Database, insertions: ListingSceneInsertion[]): Promise<ListingSceneInsertion[]> {
  const shown = await publicIdsAmong(
    db,
    insertions.map((i) => i.listing_id),
  );
  return insertions.filter((i) => shown.has(i.listing_id));
}

/** Every scene inserted before a public listing's card, by listing. */
export async function listListingInsertions(db: Database): Promise<ListingSceneInsertion[]> {
  return beforeShownListings(
    db,
    await db.select(insertionColumns).from(listingSceneInsertions).innerJoin(stickers, beforePublicListing).orderBy(asc(listingSceneInsertions.listingId)),
  );
}

/** The scene inserted before a public listing's card, or null. */
export async function getListingInsertion(db: Database, listingId: number): Promise<ListingSceneInsertion | null> {
  const row = await db
    .select(insertionColumns)
    .from(listingSceneInsertions)
    .innerJoin(stickers, beforePublicListing)
    .where(eq(listingSceneInsertions.listingId, listingId))
    .get();
  return row ? ((await beforeShownListings(db, [row]))[0] ?? null) : null;
}

/** The scene a parallax instance shows, or null. */
export async function getInstanceAssignment(db: Database, instanceId: string): Promise<InstanceSceneAssignment | null> {
  return (
    (await db
      .select({
        instance_id: instanceSceneAssignments.instanceId,
        scene_name: instanceSceneAssignments.sceneName,
        assigned_at: instanceSceneAssignments.assignedAt,
        background_path: instanceSceneAssignments.backgroundPath,
      })
      .from(instanceSceneAssignments)
      .where(eq(instanceSceneAssignments.instanceId, instanceId))
      .get()) ?? null
  );
}
