/** The parallax scenes inserted before a public listing's card; the admin inserts and removes them. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { listingSceneInsertionInputSchema } from '../parallax-scene-input.ts';
import { listingSceneInsertionSchema } from '../parallax-scenes.ts';
import { insertionParam } from '../queries.ts';
import { resource } from '../route.ts';

const insertions = resource('listing-scene-insertions');

export const listingSceneInsertionRoutes = {
  list: insertions.get('/', { answer: dataOf(z.array(listingSceneInsertionSchema)) }),
  one: insertions.get('/:listingId', { param: insertionParam, answer: dataOf(listingSceneInsertionSchema) }),
  insert: insertions.post('/', { json: listingSceneInsertionInputSchema, answer: dataOf(listingSceneInsertionSchema) }),
  remove: insertions.delete('/:listingId', { param: insertionParam, answer: dataOf(listingSceneInsertionSchema) }),
};
