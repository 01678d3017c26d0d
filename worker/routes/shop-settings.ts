/**
 * @module routes/shop-settings
 * GET /api/admin/shop-settings (admin): what the shop shows beside its listings.
 * PUT (admin): replaces them. Public reads follow at once (a trigger bumps the catalogue revision,
 * so every ETag and edge-cache key moves). No prebuilt page carries the sales count, but the moved
 * revision makes the published site read as older than the data: it is asked to rebuild.
 */
import { Hono } from 'hono';
import { shopSettingRoutes } from '~/contracts/routes/shop-settings.ts';
import { getShopSettings, saveShopSettings } from '~/db/queries/shop-settings.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { requestPublish } from '../publish/request.ts';

const { read, save } = shopSettingRoutes;

export const shopSettings = new Hono<AppEnv>()
  .get(read.path, requireAdmin, async (c) => c.json({ data: await getShopSettings(c.var.db) }))
  .put(save.path, requireAdmin, sameOrigin, bodyLimit(1024), validate('json', save.json), async (c) => {
    await saveShopSettings(c.var.db, c.req.valid('json'));
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: await getShopSettings(c.var.db) });
  });
