/**
 * @module queries/scenes
 * Parallax scenes and the three kinds of scene assignment (category, listing, instance).
 */
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_BACKGROUND_STYLE, type ParallaxScene } from '../../domain/parallax.ts';
import type { Database } from '../client.ts';
import { parseColumn, sceneSchemas } from '../json.ts';
import { categorySceneAssignments, instanceSceneAssignments, listingSceneInsertions, parallaxScenes, type SceneRow } from '../schema.ts';

/** Parses a scene row's JSON columns. */
export function toScene(row: SceneRow): ParallaxScene {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    component_height: row.componentHeight,
    mode: row.mode,
    layer_y_positions: parseColumn(sceneSchemas.numberMap, row.layerYPositions, {}),
    layer_visibility: parseColumn(sceneSchemas.booleanMap, row.layerVisibility, {}),
    layer_speeds: parseColumn(sceneSchemas.numberMap, row.layerSpeeds, {}),
    scene_stickers: parseColumn(sceneSchemas.stickers, row.sceneStickers, []),
    sticker_positions: parseColumn(sceneSchemas.positions, row.stickerPositions, {}),
    background_path: row.backgroundPath,
    background_style: parseColumn(sceneSchemas.backgroundStyle, row.backgroundStyle, DEFAULT_BACKGROUND_STYLE),
    description: row.description,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** Every scene by name, optionally only one category's. */
export async function listScenes(db: Database, category?: string): Promise<ParallaxScene[]> {
  const query = db.select().from(parallaxScenes);
  const rows = await (category ? query.where(eq(parallaxScenes.category, category)) : query).orderBy(asc(parallaxScenes.name));
  return rows.map(toScene);
}

/** One scene by its exact name. */
export async function getScene(db: Database, name: string): Promise<ParallaxScene | null> {
  const row = await db.select().from(parallaxScenes).where(eq(parallaxScenes.name, name)).get();
  return row ? toScene(row) : null;
}

export async function listCategoryAssignments(db: Database) {
  return db.select({ category: categorySceneAssignments.category, scene_name: categorySceneAssignments.sceneName }).from(categorySceneAssignments).orderBy(asc(categorySceneAssignments.category));
}

export async function getCategoryAssignment(db: Database, category: string) {
  return (await db.select({ category: categorySceneAssignments.category, scene_name: categorySceneAssignments.sceneName }).from(categorySceneAssignments).where(eq(categorySceneAssignments.category, category)).get()) ?? null;
}

export async function listListingInsertions(db: Database) {
  return db.select({ listing_id: listingSceneInsertions.listingId, scene_name: listingSceneInsertions.sceneName }).from(listingSceneInsertions).orderBy(asc(listingSceneInsertions.listingId));
}

export async function getListingInsertion(db: Database, listingId: number) {
  return (await db.select({ listing_id: listingSceneInsertions.listingId, scene_name: listingSceneInsertions.sceneName }).from(listingSceneInsertions).where(eq(listingSceneInsertions.listingId, listingId)).get()) ?? null;
}

export async function getInstanceAssignment(db: Database, instanceId: string) {
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
