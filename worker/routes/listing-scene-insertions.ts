/**
 * @module routes/listing-scene-insertions
 * GET /api/listing-scene-insertions and /:listingId: scenes inserted before a public listing's card.
 * For the admin: POST inserts a scene (one that exists) before a listing we have, DELETE
 * /:listingId removes it; both ask the site to republish.
 */
import { Hono } from 'hono';
import { listingSceneInsertionRoutes } from '~/contracts/routes/listing-scene-insertions.ts';
import { getAdminListing } from '~/db/queries/admin-listings.ts';
import { insertListingScene, removeListingScene } from '~/db/queries/parallax-scene-writes.ts';
import { getListingInsertion, listListingInsertions } from '~/db/queries/parallax-scenes.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { requireSceneNamed } from '../lib/scene-guard.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { revisioned } from '../middleware/cache.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { requestPublish } from '../publish/request.ts';

const { list, one, insert, remove } = listingSceneInsertionRoutes;

export const listingSceneInsertions = new Hono<AppEnv>()
  .get(list.path, revisioned, async (c) => c.json({ data: await listListingInsertions(c.var.db) }))
  .get(one.path, revisioned, validate('param', one.param), async (c) => {
    const insertion = await getListingInsertion(c.var.db, c.req.valid('param').listingId);
    if (!insertion) throw notFound('Listing scene insertion');
    return c.json({ data: insertion });
  })
  .post(insert.path, requireAdmin, sameOrigin, bodyLimit(1024), validate('json', insert.json), async (c) => {
    const input = c.req.valid('json');
    if (!(await getAdminListing(c.var.db, input.listing_id)))
      throw new ApiError(400, 'bad_request', 'Invalid listing_id', { listing_id: `No listing has the ID ${input.listing_id}` });
    await requireSceneNamed(c.var.db, input.scene_name);
    const insertion = await insertListingScene(c.var.db, input);
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: insertion });
  })
  .delete(remove.path, requireAdmin, sameOrigin, validate('param', remove.param), async (c) => {
    const removed = await removeListingScene(c.var.db, c.req.valid('param').listingId);
    if (!removed) throw notFound('Listing scene insertion');
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: removed });
  });
