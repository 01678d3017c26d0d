/** The published site (admin): when it was built, whether data changed since, and 'Publish now'. */
import { dataOf } from '../api.ts';
import { publishRequestedSchema, publishStatusSchema } from '../publish.ts';
import { resource } from '../route.ts';

const publish = resource('admin/publish');

export const publishRoutes = {
  status: publish.get('/', { answer: dataOf(publishStatusSchema) }),
  now: publish.post('/', { answer: dataOf(publishRequestedSchema) }),
};
