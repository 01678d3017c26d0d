/** Parallax scenes: every scene (optionally one category's), and one scene with the listings it shows. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { parallaxSceneDetailSchema, parallaxSceneSchema } from '../parallax-scenes.ts';
import { parallaxSceneListQuery, parallaxSceneNameParam } from '../queries.ts';
import { resource } from '../route.ts';

const parallaxScenes = resource('parallax-scenes');

export const parallaxSceneRoutes = {
  list: parallaxScenes.get('/', { query: parallaxSceneListQuery, answer: dataOf(z.array(parallaxSceneSchema)) }),
  one: parallaxScenes.get('/:name', { param: parallaxSceneNameParam, answer: dataOf(parallaxSceneDetailSchema) }),
};
