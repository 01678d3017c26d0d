/**
 * @module auto-association/remote
 * The auto-association's own calls (admin), each answer read through its contract; the listing,
 * its save and the site's files are the listing editor's calls.
 */
import { getJson, sendJson } from '~/client/api.ts';
import type { ArtworkCandidate } from '~/contracts/admin-listings.ts';
import type { AutoAssociationProgress } from '~/contracts/auto-association.ts';
import { urlOf } from '~/contracts/route.ts';
import { adminListingRoutes } from '~/contracts/routes/admin-listings.ts';
import { autoAssociationProgressRoutes as progress } from '~/contracts/routes/auto-association-progress.ts';

const noStore = { cache: 'no-store' } as const;

export const fetchCandidates = async (): Promise<ArtworkCandidate[]> =>
  (await getJson(adminListingRoutes.withoutArtwork.answer, urlOf(adminListingRoutes.withoutArtwork), noStore)).data;
export const fetchProgress = async (): Promise<AutoAssociationProgress> => (await getJson(progress.read.answer, urlOf(progress.read), noStore)).data;
export const saveProgress = async (value: AutoAssociationProgress) => (await sendJson(progress.save.answer, 'PUT', urlOf(progress.save), value)).data;
