/**
 * @module storefront/remote
 * The storefront's API calls, each answer parsed with its contract. They run in the background
 * worker (~/client/background), so the schemas and zod stay off the page's main thread.
 */
import { getJson, sendJson } from '~/client/api.ts';
import { MAX_PAGE_SIZE } from '~/contracts/api.ts';
import { catalogueFileSchema, type CatalogueCard, type CatalogueFile } from '~/contracts/listing.ts';
import type { TrackRecommendations } from '~/contracts/recommendations.ts';
import { urlOf } from '~/contracts/route.ts';
import { healthRoutes } from '~/contracts/routes/health.ts';
import { listingRecommendationRoutes } from '~/contracts/routes/listing-recommendations.ts';
import { stickerRoutes } from '~/contracts/routes/stickers.ts';

/** The shared catalogue file: its cards and the revision they were read at. */
export async function fetchCatalogueFile(url: string): Promise<CatalogueFile> {
  return getJson(catalogueFileSchema, url);
}

/** The live catalogue revision, null while the database is not running. */
export async function fetchRevision(): Promise<number | null> {
  return (await getJson(healthRoutes.status.answer, urlOf(healthRoutes.status), { cache: 'no-store' })).revision;
}

/** The load-all fallback: every card of the live catalogue, a page of 999 at a time. */
export async function fetchAllCards(): Promise<CatalogueCard[]> {
  const cards: CatalogueCard[] = [];
  for (let page = 1; ; page++) {
    const { data, pagination } = await getJson(stickerRoutes.list.answer, urlOf(stickerRoutes.list, {}, { limit: MAX_PAGE_SIZE, page }));
    cards.push(...data);
    if (!pagination.hasNext) return cards;
  }
}

/** Counts views or a click of the designs shown under a listing. */
export async function putRecommendations(sourceId: number, body: TrackRecommendations): Promise<void> {
  const { track } = listingRecommendationRoutes;
  await sendJson(track.answer, track.method, urlOf(track, { id: sourceId }), body);
}
