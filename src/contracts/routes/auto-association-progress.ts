/** The auto-association's progress (admin): read, and saved after each listing. */
import { dataOf } from '../api.ts';
import { autoAssociationProgressSchema } from '../auto-association.ts';
import { resource } from '../route.ts';

const progress = resource('auto-association-progress');

export const autoAssociationProgressRoutes = {
  read: progress.get('/', { answer: dataOf(autoAssociationProgressSchema) }),
  save: progress.put('/', { json: autoAssociationProgressSchema, answer: dataOf(autoAssociationProgressSchema) }),
};
