/**
 * @module color-audit/remote
 * The colour audit's calls (admin), each answer read through its contract.
 */
import { getJson, sendJson } from '~/client/api.ts';
import type { ColorAuditProgress, ColorFacts } from '~/contracts/color-audit.ts';
import { urlOf } from '~/contracts/route.ts';
import { adminListingRoutes } from '~/contracts/routes/admin-listings.ts';
import { colorAuditProgressRoutes as progress } from '~/contracts/routes/color-audit-progress.ts';

const noStore = { cache: 'no-store' } as const;

export const fetchColorFacts = async (): Promise<ColorFacts[]> =>
  (await getJson(adminListingRoutes.colors.answer, urlOf(adminListingRoutes.colors), noStore)).data;
export const fetchAuditProgress = async (): Promise<ColorAuditProgress | null> => (await getJson(progress.read.answer, urlOf(progress.read), noStore)).data;
export const saveAuditProgress = async (value: ColorAuditProgress) => (await sendJson(progress.save.answer, 'POST', urlOf(progress.save), value)).data;
export const clearAuditProgress = async () => (await sendJson(progress.clear.answer, 'DELETE', urlOf(progress.clear), {})).data;
