/**
 * @module routes/hero-settings
 * GET /api/hero-settings: the two configured hero stickers (null ids mean random stickers).
 * PUT (admin): sets both, or clears both ('Clear & Use Random'); each id must be a public listing
 * with Scene Builder artwork.
 */
import { Hono } from 'hono';
import { heroSettingRoutes } from '~/contracts/routes/hero-settings.ts';
import { HERO_TEXTS_SERVER } from '~/contracts/admin.ts';
import { getHeroSettings, heroCandidates, saveHeroSettings } from '~/db/queries/hero.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { revisioned } from '../middleware/cache.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { requestPublish } from '../publish/request.ts';

const { read, save } = heroSettingRoutes;

export const heroSettings = new Hono<AppEnv>()
  .get(read.path, revisioned, async (c) => c.json({ data: await getHeroSettings(c.var.db) }))
  .put(save.path, requireAdmin, sameOrigin, bodyLimit(1024), validate('json', save.json), async (c) => {
    const update = c.req.valid('json');
    const ids = [update.leftListingId, update.rightListingId].filter((id) => id !== null);
    const found = ids.length > 0 ? await heroCandidates(c.var.db, ids) : new Map<number, { hasArtwork: boolean }>();
    const fields: Record<string, string> = {};
    for (const key of ['leftListingId', 'rightListingId'] as const) {
      const id = update[key];
      if (id === null) continue;
      const listing = found.get(id);
      // The hero draws the listing's artwork: without one the home page would quietly show a random sticker.
      if (!listing) fields[key] = HERO_TEXTS_SERVER.notPublic(id);
      else if (!listing.hasArtwork) fields[key] = HERO_TEXTS_SERVER.noArtwork(id);
    }
    if (Object.keys(fields).length > 0) throw new ApiError(400, 'bad_request', 'Invalid hero settings', fields);
    await saveHeroSettings(c.var.db, update);
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: await getHeroSettings(c.var.db) });
  });
