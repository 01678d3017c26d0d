/**
 * @module scene-builder/parallax-scenes-remote
 * The Scene Builder's admin calls to the parallax scenes, each answer read through its contract.
 */
import { ApiRequestError, sendJson } from '~/client/api.ts';
import type { ParallaxSceneCreate } from '~/contracts/parallax-scene-input.ts';
import type { ParallaxScene } from '~/contracts/parallax-scenes.ts';
import { urlOf } from '~/contracts/route.ts';
import { parallaxSceneRoutes as routes } from '~/contracts/routes/parallax-scenes.ts';

/** Saves a scene: created, or (when `overwrite`) the scene of that name replaced. Answers 'exists' when the name is taken and not to be overwritten. */
export async function saveScene(scene: ParallaxSceneCreate, overwrite: boolean): Promise<ParallaxScene | 'exists'> {
  if (overwrite) {
    const { name, ...fields } = scene;
    return (await sendJson(routes.update.answer, 'PUT', urlOf(routes.update, { name }), fields)).data;
  }
  try {
    return (await sendJson(routes.create.answer, 'POST', urlOf(routes.create), scene)).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) return 'exists';
    throw error;
  }
}
