/** Whether the app and its database run, and the catalogue's revision (503 when degraded, same shape). */
import { healthSchema } from '../api.ts';
import { resource } from '../route.ts';

export const healthRoutes = {
  status: resource('health').get('/', { answer: healthSchema }),
};
