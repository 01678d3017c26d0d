/** Listing backups (admin): the stats, a listing's list and latest, one backup, take one, restore from one. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { backupListItemSchema, backupSchema, backupStatsSchema, storeBackupSchema } from '../backups.ts';
import { listingIdParam } from '../queries.ts';
import { resource } from '../route.ts';

const backups = resource('admin/backups');
const backupIdParam = z.object({ backupId: z.string().check(z.regex(/^[1-9]\d{0,15}_[1-9]\d{0,15}$/, 'A backup id is <listing id>_<milliseconds>')) });

export const backupRoutes = {
  stats: backups.get('/stats', { answer: dataOf(backupStatsSchema) }),
  ofListing: backups.get('/listing/:id', { param: listingIdParam, answer: dataOf(z.array(backupListItemSchema)) }),
  latestOfListing: backups.get('/listing/:id/latest', { param: listingIdParam, answer: dataOf(backupSchema) }),
  one: backups.get('/:backupId', { param: backupIdParam, answer: dataOf(backupSchema) }),
  take: backups.post('/', { json: storeBackupSchema, answer: dataOf(backupSchema) }),
  restore: backups.post('/:backupId/restore', { param: backupIdParam, answer: dataOf(backupSchema) }),
};
