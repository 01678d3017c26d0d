/**
 * @module routes/backups
 * Listing backups, admin only: take one (POST), read one, the latest or the list of a listing, the
 * stats, and restore a listing from one.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { BACKUP_STORE_FAILED, NO_BACKUP, RESTORE_FAILED, storeBackupSchema } from '~/contracts/backups.ts';
import { listingIdParam } from '~/contracts/queries.ts';
import { backupStats, getBackup, latestBackup, listBackups, restoreFromBackup, storeBackup } from '~/db/queries/backups.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { log } from '../lib/log.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

const backupIdParam = z.object({ backupId: z.string().check(z.regex(/^\d{1,16}_\d{1,16}$/, 'A backup id is <listing id>_<milliseconds>')) });

export const backupRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/stats', async (c) => c.json({ data: await backupStats(c.var.db) }))
  .get('/listing/:id', validate('param', listingIdParam), async (c) => c.json({ data: await listBackups(c.var.db, c.req.valid('param').id) }))
  .get('/listing/:id/latest', validate('param', listingIdParam), async (c) => {
    const backup = await latestBackup(c.var.db, c.req.valid('param').id);
    if (!backup) throw new ApiError(404, 'not_found', NO_BACKUP);
    return c.json({ data: backup });
  })
  .get('/:backupId', validate('param', backupIdParam), async (c) => {
    const backup = await getBackup(c.var.db, c.req.valid('param').backupId);
    if (!backup) throw notFound('Backup');
    return c.json({ data: backup });
  })
  .post('/', sameOrigin, bodyLimit(1024), validate('json', storeBackupSchema), async (c) => {
    const { listingId, backupType } = c.req.valid('json');
    const backup = await storeBackup(c.var.db, listingId, backupType, new Date()).catch((error: unknown) => {
      log.error('backup_store_failed', { listingId, backupType }, error);
      throw new ApiError(500, 'backup_failed', BACKUP_STORE_FAILED);
    });
    if (!backup) throw notFound('Listing');
    return c.json({ data: backup }, 201);
  })
  .post('/:backupId/restore', sameOrigin, validate('param', backupIdParam), async (c) => {
    const backup = await getBackup(c.var.db, c.req.valid('param').backupId);
    if (!backup) throw notFound('Backup');
    if (!(await restoreFromBackup(c.var.db, backup))) throw new ApiError(422, 'restore_failed', RESTORE_FAILED);
    return c.json({ data: backup });
  });
