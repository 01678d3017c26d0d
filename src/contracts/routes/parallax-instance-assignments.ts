/** The parallax scene a placement on a page (an instance) shows; the admin assigns and clears it. */
import { dataOf } from '../api.ts';
import { instanceSceneAssignmentInputSchema } from '../parallax-scene-input.ts';
import { instanceSceneAssignmentSchema } from '../parallax-scenes.ts';
import { instanceIdParam } from '../queries.ts';
import { resource } from '../route.ts';

const instances = resource('parallax-instance-assignments');

export const parallaxInstanceAssignmentRoutes = {
  one: instances.get('/:id', { param: instanceIdParam, answer: dataOf(instanceSceneAssignmentSchema) }),
  assign: instances.post('/', { json: instanceSceneAssignmentInputSchema, answer: dataOf(instanceSceneAssignmentSchema) }),
  clear: instances.delete('/:id', { param: instanceIdParam, answer: dataOf(instanceSceneAssignmentSchema) }),
};
