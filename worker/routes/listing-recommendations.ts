/**
 * @module routes/listing-recommendations
 * GET /api/listing-recommendations/:id: how the designs shown under a listing were seen and clicked.
 * PUT /api/listing-recommendations/:id: counts views or a click of those designs, once per visitor and day.
 * A hidden listing has none (404).
 */
import { Hono } from 'hono';
import type { TrackedRecommendations } from '~/contracts/recommendations.ts';
import { listingRecommendationRoutes } from '~/contracts/routes/listing-recommendations.ts';
import { countRecommendations, listRecommendations } from '~/db/queries/recommendations.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { utcDay, visitorOf } from '../lib/visitor.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

const { list, track } = listingRecommendationRoutes;

export const listingRecommendations = new Hono<AppEnv>()
  .get(list.path, validate('param', list.param), async (c) => {
    const { id } = c.req.valid('param');
    const catalogue = await catalogueOf(c);
    if (!catalogue.has(id)) throw notFound('Listing');
    // Counts move with every shopper's visit: always asked again.
    c.header('Cache-Control', 'no-cache');
    // The query keeps public listings; the catalogue also leaves out those with a corrupt column.
    return c.json({ data: (await listRecommendations(c.var.db, id)).filter((r) => catalogue.has(r.recommended_listing_id)) });
  })
  .put(
    track.path,
    sameOrigin,
    rateLimit({ limit: 120, windowMs: 60_000 }),
    bodyLimit(4 * 1024),
    validate('param', track.param),
    validate('json', track.json),
    async (c) => {
      const source = c.req.valid('param').id;
      const body = c.req.valid('json');
      const catalogue = await catalogueOf(c);
      if (!catalogue.has(source)) throw notFound('Listing');
      const unknown = body.recommendedListingIds.filter((id) => !catalogue.has(id));
      if (unknown.length) throw new ApiError(400, 'bad_request', 'Unknown listings', { recommendedListingIds: `Not public listings: ${unknown.join(', ')}` });
      const day = utcDay(new Date());
      await countRecommendations(c.var.db, source, body.recommendedListingIds, {
        day,
        visitor: await visitorOf(c, day),
        kind: body.click_count ? 'click' : 'view',
      });
      const data: TrackedRecommendations = { sourceListingId: source, updated: body.recommendedListingIds.length };
      return c.json({ data });
    },
  );
