/**
 * @module listing-admin/remote
 * The listing editor's calls, each answer read through its contract.
 */
import { getJson, sendJson } from '~/client/api.ts';
import type { AdminListing, ListingUpdate, ManagerRow, MarketplacePush, PushPreview } from '~/contracts/admin-listings.ts';
import type { BackupListItem } from '~/contracts/backups.ts';
import type { SiteFile } from '~/contracts/files.ts';
import { urlOf } from '~/contracts/route.ts';
import { adminListingRoutes as routes } from '~/contracts/routes/admin-listings.ts';
import { backupRoutes } from '~/contracts/routes/backups.ts';
import { siteFileRoutes } from '~/contracts/routes/site-files.ts';

const noStore = { cache: 'no-store' } as const;

export const fetchManagerRows = async (): Promise<ManagerRow[]> => (await getJson(routes.manager.answer, urlOf(routes.manager), noStore)).data;
export const fetchListing = async (id: number): Promise<AdminListing> => (await getJson(routes.one.answer, urlOf(routes.one, { id }), noStore)).data;
export const fetchNextWithoutArtwork = async (exclude: number | null) =>
  (await getJson(routes.nextWithoutArtwork.answer, urlOf(routes.nextWithoutArtwork, {}, exclude === null ? {} : { exclude }), noStore)).data;
export const saveListing = async (id: number, update: ListingUpdate): Promise<AdminListing> =>
  (await sendJson(routes.save.answer, 'PUT', urlOf(routes.save, { id }), update)).data;
export const previewPush = async (id: number, push: MarketplacePush): Promise<PushPreview> =>
  (await sendJson(routes.pushPreview.answer, 'POST', urlOf(routes.pushPreview, { id }), push)).data;
export const pushToEtsy = async (id: number, push: MarketplacePush): Promise<AdminListing> =>
  (await sendJson(routes.push.answer, 'POST', urlOf(routes.push, { id }), push)).data.listing;
export const fetchSiteFiles = async (): Promise<SiteFile[]> => (await getJson(siteFileRoutes.list.answer, urlOf(siteFileRoutes.list), noStore)).data;

export const fetchBackups = async (id: number): Promise<BackupListItem[]> =>
  (await getJson(backupRoutes.ofListing.answer, urlOf(backupRoutes.ofListing, { id }), noStore)).data;
export const restoreBackup = async (backupId: string) =>
  (await sendJson(backupRoutes.restore.answer, 'POST', urlOf(backupRoutes.restore, { backupId }), {})).data;
