/**
 * @module routes/backups
 * Listing backups, admin only: take one (POST), read one, the latest or the list of a listing, the
 * stats, and restore a listing from one (backing it up as it is first, and asking for a republish).
 */
import { Hono } from 'hono';
import { BACKUP_STORE_FAILED, NO_BACKUP, RESTORE_FAILED } from '~/contracts/backups.ts';
import { backupRoutes as routes } from '~/contracts/routes/backups.ts';
import { backupStats, getBackup, latestBackup, listBackups, restoreFromBackup, storeBackup } from '~/db/queries/backups.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { log } from '../lib/log.ts';
import { validate } from '../lib/validate.ts';
import { requestPublish } from '../publish/request.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

const { stats, ofListing, latestOfListing, one, take, restore } = routes;

export const backupRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(stats.path, async (c) => c.json({ data: await backupStats(c.var.db) }))
  .get(ofListing.path, validate('param', ofListing.param), async (c) => c.json({ data: await listBackups(c.var.db, c.req.valid('param').id) }))
  .get(latestOfListing.path, validate('param', latestOfListing.param), async (c) => {
    const backup = await latestBackup(c.var.db, c.req.valid('param').id);
    if (!backup) throw new ApiError(404, 'not_found', NO_BACKUP);
    return c.json({ data: backup });
  })
  .get(one.path, validate('param', one.param), async (c) => {
    const backup = await getBackup(c.var.db, c.req.valid('param').backupId);
    if (!backup) throw notFound('Backup');
    return c.json({ data: backup });
  })
  .post(take.path, sameOrigin, bodyLimit(1024), validate('json', take.json), async (c) => {
    const { listingId, backupType } = c.req.valid('json');
    const backup = await storeBackup(c.var.db, listingId, backupType, new Date()).catch((error: unknown) => {
      log.error('backup_store_failed', { listingId, backupType }, error);
      throw new ApiError(500, 'backup_failed', BACKUP_STORE_FAILED);
    });
    if (!backup) throw notFound('Listing');
    return c.json({ data: backup }, 201);
  })
  .post(restore.path, sameOrigin, validate('param', restore.param), async (c) => {
    const backup = await getBackup(c.var.db, c.req.valid('param').backupId);
    if (!backup) throw notFound('Backup');
    if (!(await restoreFromBackup(c.var.db, backup))) throw new ApiError(422, 'restore_failed', RESTORE_FAILED);
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: backup });
  });
