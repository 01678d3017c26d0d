/** The parallax scene shown above each category's group; the admin assigns and clears it. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { categorySceneAssignmentInputSchema } from '../parallax-scene-input.ts';
import { categorySceneAssignmentSchema } from '../parallax-scenes.ts';
import { categoryParam } from '../queries.ts';
import { resource } from '../route.ts';

const assignments = resource('category-scene-assignments');

export const categorySceneAssignmentRoutes = {
  list: assignments.get('/', { answer: dataOf(z.array(categorySceneAssignmentSchema)) }),
  one: assignments.get('/:category', { param: categoryParam, answer: dataOf(categorySceneAssignmentSchema) }),
  assign: assignments.post('/', { json: categorySceneAssignmentInputSchema, answer: dataOf(categorySceneAssignmentSchema) }),
  clear: assignments.delete('/:category', { param: categoryParam, answer: dataOf(categorySceneAssignmentSchema) }),
};
