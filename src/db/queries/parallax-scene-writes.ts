/**
 * @module queries/parallax-scene-writes
 * The owner's writes to parallax scenes and their assignments. A scene's JSON columns are written
 * from the contract's validated input; a scene is deleted together with its assignments in one
 * batch, so no placement is left naming a scene that is gone.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { ParallaxSceneCreate, ParallaxSceneUpdate, SceneUsage } from '../../contracts/parallax-scene-input.ts';
import type { CategorySceneAssignment, InstanceSceneAssignment, ListingSceneInsertion, ParallaxScene } from '../../contracts/parallax-scenes.ts';
import type { Database } from '../client.ts';
import { categorySceneAssignments, instanceSceneAssignments, listingSceneInsertions, parallaxScenes } from '../schema.ts';
import { getParallaxScene, toParallaxScene } from './parallax-scenes.ts';

type SceneColumns = Partial<typeof parallaxScenes.$inferInsert>;

/** The columns a scene's input sets: only the fields it gives, JSON ones as text. */
function sceneColumns(input: ParallaxSceneUpdate): SceneColumns {
  const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const columns: SceneColumns = {
    category: input.category,
    componentHeight: input.component_height,
    mode: input.mode,
    layerYPositions: json(input.layer_y_positions),
    layerVisibility: json(input.layer_visibility),
    layerSpeeds: json(input.layer_speeds),
    sceneStickers: json(input.scene_stickers),
    stickerPositions: json(input.sticker_positions),
    backgroundPath: input.background_path,
    backgroundStyle: json(input.background_style),
    description: input.description,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** Creates a scene; null when one of that name exists. */
export async function createScene(db: Database, input: ParallaxSceneCreate): Promise<ParallaxScene | null> {
  const { name, ...fields } = input;
  const row = await db
    .insert(parallaxScenes)
    .values({ name, ...sceneColumns(fields) })
    .onConflictDoNothing({ target: parallaxScenes.name })
    .returning()
    .get();
  return row ? toParallaxScene(row) : null;
}

/** Changes the fields given of a scene; null when no scene has that name. */
export async function updateScene(db: Database, name: string, input: ParallaxSceneUpdate, now: Date): Promise<ParallaxScene | null> {
  const row = await db
    .update(parallaxScenes)
    .set({ ...sceneColumns(input), updatedAt: now.toISOString() })
    .where(eq(parallaxScenes.name, name))
    .returning()
    .get();
  return row ? toParallaxScene(row) : null;
}

/** Where a scene shows: the categories, listings (public or not) and instances assigned it. */
export async function sceneUsage(db: Database, name: string): Promise<SceneUsage> {
  const [categories, listings, instances] = await db.batch([
    db
      .select({ key: categorySceneAssignments.category })
      .from(categorySceneAssignments)
      .where(eq(categorySceneAssignments.sceneName, name))
      .orderBy(asc(categorySceneAssignments.category)),
    db
      .select({ key: listingSceneInsertions.listingId })
      .from(listingSceneInsertions)
      .where(eq(listingSceneInsertions.sceneName, name))
      .orderBy(asc(listingSceneInsertions.listingId)),
    db
      .select({ key: instanceSceneAssignments.instanceId })
      .from(instanceSceneAssignments)
      .where(eq(instanceSceneAssignments.sceneName, name))
      .orderBy(asc(instanceSceneAssignments.instanceId)),
  ]);
  return { categories: categories.map((r) => r.key), listings: listings.map((r) => r.key), instances: instances.map((r) => r.key) };
}

export const isUnused = (usage: SceneUsage) => usage.categories.length + usage.listings.length + usage.instances.length === 0;

/** Deletes a scene and every assignment of it, in one batch; answers what was cleared. */
export async function deleteScene(db: Database, name: string): Promise<SceneUsage> {
  const usage = await sceneUsage(db, name);
  await db.batch([
    db.delete(categorySceneAssignments).where(eq(categorySceneAssignments.sceneName, name)),
    db.delete(listingSceneInsertions).where(eq(listingSceneInsertions.sceneName, name)),
    db.delete(instanceSceneAssignments).where(eq(instanceSceneAssignments.sceneName, name)),
    db.delete(parallaxScenes).where(eq(parallaxScenes.name, name)),
  ]);
  return usage;
}

/** Deletes every scene and every assignment ('Clear all scenes'); answers how many of each. */
export async function clearAllScenes(db: Database): Promise<{ scenes: number; assignments: number }> {
  const [[scenes], [categories], [listings], [instances]] = await db.batch([
    db.select({ n: count() }).from(parallaxScenes),
    db.select({ n: count() }).from(categorySceneAssignments),
    db.select({ n: count() }).from(listingSceneInsertions),
    db.select({ n: count() }).from(instanceSceneAssignments),
  ]);
  await db.batch([db.delete(categorySceneAssignments), db.delete(listingSceneInsertions), db.delete(instanceSceneAssignments), db.delete(parallaxScenes)]);
  return { scenes: scenes!.n, assignments: categories!.n + listings!.n + instances!.n };
}

export const sceneExists = async (db: Database, name: string) => (await getParallaxScene(db, name)) !== null;

/** Shows a scene above a category's group (replacing the one shown). */
export async function assignCategoryScene(db: Database, assignment: CategorySceneAssignment): Promise<CategorySceneAssignment> {
  await db
    .insert(categorySceneAssignments)
    .values({ category: assignment.category, sceneName: assignment.scene_name })
    .onConflictDoUpdate({ target: categorySceneAssignments.category, set: { sceneName: assignment.scene_name } });
  return assignment;
}

/** Stops showing a scene above a category's group; answers what was assigned, or null. */
export async function clearCategoryScene(db: Database, category: string): Promise<CategorySceneAssignment | null> {
  const row = await db.delete(categorySceneAssignments).where(eq(categorySceneAssignments.category, category)).returning().get();
  return row ? { category: row.category, scene_name: row.sceneName } : null;
}

/** Inserts a scene before a listing's card (replacing the one there). */
export async function insertListingScene(db: Database, insertion: ListingSceneInsertion): Promise<ListingSceneInsertion> {
  await db
    .insert(listingSceneInsertions)
    .values({ listingId: insertion.listing_id, sceneName: insertion.scene_name })
    .onConflictDoUpdate({ target: listingSceneInsertions.listingId, set: { sceneName: insertion.scene_name } });
  return insertion;
}

/** Removes the scene before a listing's card; answers what was there, or null. */
export async function removeListingScene(db: Database, listingId: number): Promise<ListingSceneInsertion | null> {
  const row = await db.delete(listingSceneInsertions).where(eq(listingSceneInsertions.listingId, listingId)).returning().get();
  return row ? { listing_id: row.listingId, scene_name: row.sceneName } : null;
}

/** Sets the scene an instance shows (its default), stamped now. */
export async function assignInstanceScene(
  db: Database,
  input: { instance_id: string; scene_name: string; background_path?: string | null },
  now: Date,
): Promise<InstanceSceneAssignment> {
  const values = { sceneName: input.scene_name, assignedAt: now.toISOString(), backgroundPath: input.background_path ?? null };
  const row = await db
    .insert(instanceSceneAssignments)
    .values({ instanceId: input.instance_id, ...values })
    .onConflictDoUpdate({ target: instanceSceneAssignments.instanceId, set: values })
    .returning()
    .get();
  return { instance_id: row.instanceId, scene_name: row.sceneName, assigned_at: row.assignedAt, background_path: row.backgroundPath };
}

/** Clears an instance's scene; answers what was assigned, or null. */
export async function clearInstanceScene(db: Database, instanceId: string): Promise<InstanceSceneAssignment | null> {
  const row = await db.delete(instanceSceneAssignments).where(eq(instanceSceneAssignments.instanceId, instanceId)).returning().get();
  return row ? { instance_id: row.instanceId, scene_name: row.sceneName, assigned_at: row.assignedAt, background_path: row.backgroundPath } : null;
}
