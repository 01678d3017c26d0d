/**
 * @module contracts/events
 * The schemas of POST /api/events: one event, and a batch. Names and limits: contracts/event-names.ts.
 */
import * as z from 'zod/mini';
import { EVENT_LIMITS, EVENT_TYPES, isEventName } from './event-names.ts';

const dataValue = z.union([z.string().check(z.maxLength(EVENT_LIMITS.dataTextLength)), z.number(), z.boolean()]);

export const analyticsEventSchema = z
  .strictObject({
    type: z.enum(EVENT_TYPES),
    name: z.string(),
    listingId: z.optional(z.int().check(z.positive())),
    title: z.optional(z.string().check(z.maxLength(EVENT_LIMITS.titleLength))),
    data: z.optional(
      z
        .record(z.string().check(z.maxLength(EVENT_LIMITS.dataKeyLength)), dataValue)
        .check(z.refine((d) => Object.keys(d).length <= EVENT_LIMITS.dataKeys, `At most ${EVENT_LIMITS.dataKeys} keys`)),
    ),
    path: z.optional(z.string().check(z.maxLength(EVENT_LIMITS.pathLength))),
  })
  .check(z.refine((e) => isEventName(e.type, e.name), { message: 'Unknown event name for its type', path: ['name'] }));
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** POST /api/events: one batch. */
export const eventsBatchSchema = z.strictObject({
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(EVENT_LIMITS.perBatch)),
});

/** The answer of POST /api/events (202). */
export const eventsAcceptedSchema = z.object({ accepted: z.int() });
export type EventsAccepted = z.infer<typeof eventsAcceptedSchema>;
