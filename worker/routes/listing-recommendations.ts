/**
 * @module routes/listing-recommendations
 * GET /api/listing-recommendations/:id: how the designs shown under a listing were seen and clicked.
 * PUT /api/listing-recommendations/:id: counts views or a click of those designs.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { recommendations } from '../../src/db/schema.ts';
import type { AppEnv } from '../env.ts';
import { currentCatalogue } from '../lib/catalogue-cache.ts';
import { db } from '../lib/db.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { clientKey, rateLimiter } from '../lib/rate-limit.ts';
import { assertSameOrigin } from '../lib/same-origin.ts';
import { validate } from '../lib/validate.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const trackBody = z
  .strictObject({
    recommendedListingIds: z.array(z.number().int().positive()).min(1).max(20),
    view_count: z.literal(1).optional(),
    click_count: z.literal(1).optional(),
  })
  .refine((b) => (b.view_count ?? 0) + (b.click_count ?? 0) === 1, { message: 'Send view_count=1 or click_count=1', path: ['view_count'] });

const limit = rateLimiter({ limit: 120, windowMs: 60_000 });

export const listingRecommendations = new Hono<AppEnv>()
  .get('/:id', validate('param', idParam), async (c) => {
    const rows = await db(c)
      .select({ recommended_listing_id: recommendations.recommendedListingId, position: recommendations.position, click_count: recommendations.clickCount, view_count: recommendations.viewCount })
      .from(recommendations)
      .where(eq(recommendations.sourceListingId, c.req.valid('param').id))
      .orderBy(desc(recommendations.clickCount), desc(recommendations.viewCount));
    return c.json({ data: rows });
  })
  .put('/:id', validate('param', idParam), validate('json', trackBody), async (c) => {
    assertSameOrigin(c);
    limit(clientKey(c));
    const source = c.req.valid('param').id;
    const body = c.req.valid('json');
    const catalogue = await currentCatalogue(c.env.DB, db(c));
    const publicIds = new Set(catalogue.entries.map((e) => e.id));
    if (!publicIds.has(source)) throw notFound('Listing');
    const unknown = body.recommendedListingIds.filter((id) => !publicIds.has(id));
    if (unknown.length) throw new ApiError(400, 'bad_request', 'Unknown listings', { recommendedListingIds: `Not public listings: ${unknown.join(', ')}` });
    const handle = db(c);
    const views = body.view_count ?? 0;
    const clicks = body.click_count ?? 0;
    const statements = body.recommendedListingIds.map((id, position) =>
      handle
        .insert(recommendations)
        .values({ sourceListingId: source, recommendedListingId: id, position, viewCount: views, clickCount: clicks })
        .onConflictDoUpdate({
          target: [recommendations.sourceListingId, recommendations.recommendedListingId],
          set: { viewCount: sql`${recommendations.viewCount} + ${views}`, clickCount: sql`${recommendations.clickCount} + ${clicks}`, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
        }),
    );
    await handle.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
    return c.json({ data: { sourceListingId: source, updated: statements.length } });
  });
