/**
 * @module routes/listing-recommendations
 * GET /api/listing-recommendations/:id: how the designs shown under a listing were seen and clicked.
 * PUT /api/listing-recommendations/:id: counts views or a click of those designs.
 */
import { Hono } from 'hono';
import { listingIdParam } from '~/contracts/queries.ts';
import { trackRecommendationsSchema, type TrackedRecommendations } from '~/contracts/recommendations.ts';
import { countRecommendations, listRecommendations } from '~/db/queries/recommendations.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

export const listingRecommendations = new Hono<AppEnv>()
  .get('/:id', validate('param', listingIdParam), async (c) => c.json({ data: await listRecommendations(c.var.db, c.req.valid('param').id) }))
  .put(
    '/:id',
    sameOrigin,
    rateLimit({ limit: 120, windowMs: 60_000 }),
    bodyLimit(4 * 1024),
    validate('param', listingIdParam),
    validate('json', trackRecommendationsSchema),
    async (c) => {
      const source = c.req.valid('param').id;
      const body = c.req.valid('json');
      const publicIds = new Set((await catalogueOf(c)).cards.map((card) => card.id));
      if (!publicIds.has(source)) throw notFound('Listing');
      const unknown = body.recommendedListingIds.filter((id) => !publicIds.has(id));
      if (unknown.length) throw new ApiError(400, 'bad_request', 'Unknown listings', { recommendedListingIds: `Not public listings: ${unknown.join(', ')}` });
      await countRecommendations(c.var.db, source, body.recommendedListingIds, { views: body.view_count ?? 0, clicks: body.click_count ?? 0 });
      const data: TrackedRecommendations = { sourceListingId: source, updated: body.recommendedListingIds.length };
      return c.json({ data });
    },
  );
