/**
 * @module routes/events
 * POST /api/events: shoppers' analytics events in batches (sendBeacon). Same-origin, rate-limited
 * and size-limited before the body is read, validated before anything is stored; one client's rows
 * a day are capped.
 */
import { Hono } from 'hono';
import { EVENT_LIMITS } from '~/contracts/event-names.ts';
import type { EventsAccepted } from '~/contracts/events.ts';
import { eventRoutes } from '~/contracts/routes/events.ts';
import { insertEvents } from '~/db/queries/events.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { utcDay, visitorOf } from '../lib/visitor.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

const { batch } = eventRoutes;

export const events = new Hono<AppEnv>().post(
  batch.path,
  sameOrigin,
  // 60 batches a minute per client and isolate: a shopper sends one every few seconds at most.
  rateLimit({ limit: 60, windowMs: 60_000 }),
  bodyLimit(EVENT_LIMITS.bodyBytes),
  validate('json', batch.json),
  async (c) => {
    const day = utcDay(new Date());
    const accepted = await insertEvents(c.var.db, c.req.valid('json').events, { client: await visitorOf(c, day), day, dailyCap: EVENT_LIMITS.perClientDay });
    return c.json({ accepted } satisfies EventsAccepted, 202);
  },
);
