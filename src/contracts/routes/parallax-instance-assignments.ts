/** The parallax scene a placement on a page (an instance) shows. */
import { dataOf } from '../api.ts';
import { instanceSceneAssignmentSchema } from '../parallax-scenes.ts';
import { instanceIdParam } from '../queries.ts';
import { resource } from '../route.ts';

export const parallaxInstanceAssignmentRoutes = {
  one: resource('parallax-instance-assignments').get('/:id', { param: instanceIdParam, answer: dataOf(instanceSceneAssignmentSchema) }),
};
