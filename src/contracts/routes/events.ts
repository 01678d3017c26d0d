/** A batch of shopper analytics events (202 with how many were stored). */
import { eventsAcceptedSchema, eventsBatchSchema } from '../events.ts';
import { resource } from '../route.ts';

export const eventRoutes = {
  batch: resource('events').post('/', { json: eventsBatchSchema, answer: eventsAcceptedSchema }),
};
