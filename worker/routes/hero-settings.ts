/**
 * @module routes/hero-settings
 * GET /api/hero-settings: the two configured hero stickers (null ids mean random stickers).
 * PUT (admin): sets both, or clears both ('Clear & Use Random'); each id must be a public listing.
 */
import { Hono } from 'hono';
import { heroSettingRoutes } from '~/contracts/routes/hero-settings.ts';
import { getHeroSettings, saveHeroSettings } from '~/db/queries/hero.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
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
    const catalogue = await catalogueOf(c);
    const fields: Record<string, string> = {};
    for (const key of ['leftListingId', 'rightListingId'] as const) {
      const id = update[key];
      if (id !== null && !catalogue.has(id)) fields[key] = `No public listing has the ID ${id}`;
    }
    if (Object.keys(fields).length > 0) throw new ApiError(400, 'bad_request', 'Invalid hero settings', fields);
    await saveHeroSettings(c.var.db, update);
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: await getHeroSettings(c.var.db) });
  });
