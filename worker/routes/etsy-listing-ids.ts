/** GET /api/etsy-listing-ids: the ids of every public listing, in catalogue order. */
import { Hono } from 'hono';
import { etsyListingIdRoutes } from '~/contracts/routes/etsy-listing-ids.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { revisioned } from '../middleware/cache.ts';

export const etsyListingIds = new Hono<AppEnv>().get(etsyListingIdRoutes.list.path, revisioned, async (c) =>
  c.json({ data: (await catalogueOf(c)).cards.map((card) => card.id) }),
);
