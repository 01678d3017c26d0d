/**
 * @module parallax-test/instance-remote
 * What a parallax instance of the /parallax page reads and the admin writes: its own scene, its
 * category's; the admin sets or clears it.
 */
import { ApiRequestError, getJson, sendJson } from '~/client/api.ts';
import type { InstanceSceneAssignment } from '~/contracts/parallax-scenes.ts';
import { urlOf } from '~/contracts/route.ts';
import { categorySceneAssignmentRoutes } from '~/contracts/routes/category-scene-assignments.ts';
import { parallaxInstanceAssignmentRoutes as instances } from '~/contracts/routes/parallax-instance-assignments.ts';

const noStore = { cache: 'no-store' } as const;

/** A read whose 404 means 'none'. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const fetchInstanceScene = async (id: string): Promise<string | null> =>
  (await orNull(getJson(instances.one.answer, urlOf(instances.one, { id }), noStore)))?.data.scene_name ?? null;
export const fetchCategoryScene = async (category: string): Promise<string | null> => {
  const { one } = categorySceneAssignmentRoutes;
  return (await orNull(getJson(one.answer, urlOf(one, { category }), noStore)))?.data.scene_name ?? null;
};
export const assignInstanceScene = async (id: string, sceneName: string): Promise<InstanceSceneAssignment> =>
  (await sendJson(instances.assign.answer, 'POST', urlOf(instances.assign), { instance_id: id, scene_name: sceneName })).data;
export const clearInstanceScene = async (id: string): Promise<void> => {
  await orNull(sendJson(instances.clear.answer, 'DELETE', urlOf(instances.clear, { id }), {}));
};
