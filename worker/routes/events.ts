/**
 * @module routes/events
 * POST /api/events: shoppers' analytics events in batches (sendBeacon). Validated, size-limited and
 * rate-limited before anything is stored.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { analyticsEvents } from '../../src/db/schema.ts';
import type { AppEnv } from '../env.ts';
import { db } from '../lib/db.ts';
import { ApiError } from '../lib/errors.ts';
import { clientKey, rateLimiter } from '../lib/rate-limit.ts';
import { assertSameOrigin } from '../lib/same-origin.ts';
import { validate } from '../lib/validate.ts';

export const MAX_EVENTS_BODY_BYTES = 16 * 1024;
export const MAX_EVENTS_PER_BATCH = 25;

const eventSchema = z.strictObject({
  type: z.enum(['marketplace_click', 'search_filter', 'sticker_engagement', 'scene_builder_action', 'shopping_list_action']),
  name: z.string().regex(/^[a-z0-9_]{1,64}$/, 'Lower-case letters, digits and _ only, at most 64'),
  listingId: z.number().int().positive().optional(),
  title: z.string().max(23).optional(),
  data: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])).refine((d) => Object.keys(d).length <= 10, 'At most 10 keys').optional(),
  path: z.string().max(200).optional(),
});

export const eventsBody = z.strictObject({ events: z.array(eventSchema).min(1).max(MAX_EVENTS_PER_BATCH) });

const ROWS_PER_INSERT = 12;
const chunk = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** 60 batches a minute per client and isolate: a shopper sends one every few seconds at most. */
const limit = rateLimiter({ limit: 60, windowMs: 60_000 });

export const events = new Hono<AppEnv>().post(
  '/',
  bodyLimit({ maxSize: MAX_EVENTS_BODY_BYTES, onError: () => { throw new ApiError(413, 'payload_too_large', `Events batch over ${MAX_EVENTS_BODY_BYTES} bytes`); } }),
  async (c, next) => {
    assertSameOrigin(c);
    limit(clientKey(c));
    await next();
  },
  validate('json', eventsBody),
  async (c) => {
    const { events: batch } = c.req.valid('json');
    const rows = batch.map((e) => ({ type: e.type, name: e.name, listingId: e.listingId ?? null, title: e.title ?? null, data: JSON.stringify(e.data ?? {}), path: e.path ?? null }));
    const handle = db(c);
    // D1 binds at most 100 parameters a statement; one batch is one transaction, so a batch lands whole or not at all.
    const inserts = chunk(rows, ROWS_PER_INSERT).map((part) => handle.insert(analyticsEvents).values(part));
    await handle.batch(inserts as [(typeof inserts)[number], ...(typeof inserts)[number][]]);
    return c.json({ accepted: batch.length }, 202);
  },
);
