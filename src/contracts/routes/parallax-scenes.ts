/**
 * Parallax scenes: every scene (optionally one category's), and one scene with the listings it
 * shows; for the admin, a scene created, changed or deleted (not while it shows somewhere, unless
 * forced), where it shows, and every scene cleared.
 */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import {
  parallaxSceneCreateSchema,
  parallaxSceneUpdateSchema,
  sceneDeletedSchema,
  sceneDeleteQuery,
  scenesClearedSchema,
  sceneUsageSchema,
} from '../parallax-scene-input.ts';
import { parallaxSceneDetailSchema, parallaxSceneSchema } from '../parallax-scenes.ts';
import { parallaxSceneListQuery, parallaxSceneNameParam } from '../queries.ts';
import { resource } from '../route.ts';

const parallaxScenes = resource('parallax-scenes');

export const parallaxSceneRoutes = {
  list: parallaxScenes.get('/', { query: parallaxSceneListQuery, answer: dataOf(z.array(parallaxSceneSchema)) }),
  one: parallaxScenes.get('/:name', { param: parallaxSceneNameParam, answer: dataOf(parallaxSceneDetailSchema) }),
  usage: parallaxScenes.get('/:name/usage', { param: parallaxSceneNameParam, answer: dataOf(sceneUsageSchema) }),
  create: parallaxScenes.post('/', { json: parallaxSceneCreateSchema, answer: dataOf(parallaxSceneSchema) }),
  update: parallaxScenes.put('/:name', { param: parallaxSceneNameParam, json: parallaxSceneUpdateSchema, answer: dataOf(parallaxSceneSchema) }),
  remove: parallaxScenes.delete('/:name', { param: parallaxSceneNameParam, query: sceneDeleteQuery, answer: dataOf(sceneDeletedSchema) }),
  clear: parallaxScenes.delete('/', { answer: dataOf(scenesClearedSchema) }),
};
