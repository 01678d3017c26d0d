/**
 * @module parallax-admin/remote
 * The parallax panel's calls (admin), each answer read through its contract.
 */
import { ApiRequestError, getJson, sendFile, sendJson } from '~/client/api.ts';
import type { ParallaxSceneCreate, ParallaxSceneUpdate, SceneUsage } from '~/contracts/parallax-scene-input.ts';
import type { ParallaxScene, ParallaxSceneDetail } from '~/contracts/parallax-scenes.ts';
import { urlOf } from '~/contracts/route.ts';
import { categoryRoutes } from '~/contracts/routes/categories.ts';
import { categorySceneAssignmentRoutes as categories } from '~/contracts/routes/category-scene-assignments.ts';
import { listingSceneInsertionRoutes as insertions } from '~/contracts/routes/listing-scene-insertions.ts';
import { parallaxSceneRoutes as scenes } from '~/contracts/routes/parallax-scenes.ts';
import { unifiedStickerRoutes } from '~/contracts/routes/unified-stickers.ts';
import { LISTING_CHOICE_FIELDS, leanPageOf, listingChoiceSchema } from '~/contracts/listing-fields.ts';
import { uploadRoutes } from '~/contracts/routes/uploads.ts';
import { FILE_NAME_HEADER, uploadedFileSchema, type UploadedFile } from '~/contracts/uploads.ts';
import { dataOf } from '~/contracts/api.ts';

const noStore = { cache: 'no-store' } as const;

/** Saves a scene as the spec does: PUT, then POST when no scene has that name yet. */
export async function saveScene(name: string, fields: ParallaxSceneUpdate): Promise<ParallaxScene> {
  try {
    return (await sendJson(scenes.update.answer, 'PUT', urlOf(scenes.update, { name }), fields)).data;
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
    const created: ParallaxSceneCreate = { name, ...fields };
    return (await sendJson(scenes.create.answer, 'POST', urlOf(scenes.create), created)).data;
  }
}

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
export const fetchScene = async (name: string): Promise<ParallaxSceneDetail> => (await getJson(scenes.one.answer, urlOf(scenes.one, { name }), noStore)).data;
export const fetchSceneNames = async (): Promise<string[]> => (await getJson(scenes.list.answer, urlOf(scenes.list), noStore)).data.map((s) => s.name);
export const fetchUsage = async (name: string): Promise<SceneUsage> => (await getJson(scenes.usage.answer, urlOf(scenes.usage, { name }), noStore)).data;
export const deleteScene = async (name: string, force: boolean) =>
  (await sendJson(scenes.remove.answer, 'DELETE', urlOf(scenes.remove, { name }, force ? { force: 'true' } : {}), {})).data;
export const clearAllScenes = async () => (await sendJson(scenes.clear.answer, 'DELETE', urlOf(scenes.clear), {})).data;

export const fetchCategories = async (): Promise<string[]> =>
  (await getJson(categoryRoutes.list.answer, urlOf(categoryRoutes.list), noStore)).data.map((c) => c.category);
export const assignCategory = async (category: string, sceneName: string) =>
  (await sendJson(categories.assign.answer, 'POST', urlOf(categories.assign), { category, scene_name: sceneName })).data;

export const fetchInsertions = async () => (await getJson(insertions.list.answer, urlOf(insertions.list), noStore)).data;
export const insertScene = async (listingId: number, sceneName: string) =>
  (await sendJson(insertions.insert.answer, 'POST', urlOf(insertions.insert), { listing_id: listingId, scene_name: sceneName })).data;
export const removeInsertion = async (listingId: number) =>
  (await sendJson(insertions.remove.answer, 'DELETE', urlOf(insertions.remove, { listingId }), {})).data;

/** Listings matching a search (the panel fetches 50 and shows 10). */
export async function searchListings(search: string): Promise<{ id: number; title: string }[]> {
  const { list } = unifiedStickerRoutes;
  const { data } = await getJson(leanPageOf(listingChoiceSchema), urlOf(list, {}, { search, limit: 50, fields: LISTING_CHOICE_FIELDS }), noStore);
  return data.map((l) => ({ id: l.etsyListingId, title: l.title }));
}

/** Uploads a background image; answers where the site serves it. */
export const uploadBackground = async (file: File): Promise<UploadedFile> =>
  (await sendFile(dataOf(uploadedFileSchema), urlOf(uploadRoutes.upload), file, { [FILE_NAME_HEADER]: file.name })).data;
