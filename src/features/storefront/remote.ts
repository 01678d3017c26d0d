/**
 * @module storefront/remote
 * The storefront's API calls, each answer parsed with its contract. The island imports this module
 * on first use, so the schemas and zod stay out of the first screen's JavaScript.
 */
import { getJson, sendJson } from '~/client/api.ts';
import { dataOf, healthSchema, MAX_PAGE_SIZE, pageOf } from '~/contracts/api.ts';
import { catalogueCardSchema, catalogueFileSchema, type CatalogueCard, type CatalogueFile } from '~/contracts/listing.ts';
import { trackedRecommendationsSchema, type TrackRecommendations } from '~/contracts/recommendations.ts';

/** The shared catalogue file: its cards and the revision they were read at. */
export async function fetchCatalogueFile(url: string): Promise<CatalogueFile> {
  return getJson(catalogueFileSchema, url);
}

/** The live catalogue revision, null while the database is not running. */
export async function fetchRevision(): Promise<number | null> {
  return (await getJson(healthSchema, '/api/health', { cache: 'no-store' })).revision;
}

const cardPage = pageOf(catalogueCardSchema);

/** The load-all fallback: every card of the live catalogue, a page of 999 at a time. */
export async function fetchAllCards(): Promise<CatalogueCard[]> {
  const cards: CatalogueCard[] = [];
  for (let page = 1; ; page++) {
    const { data, pagination } = await getJson(cardPage, `/api/stickers?limit=${MAX_PAGE_SIZE}&page=${page}`);
    cards.push(...data);
    if (!pagination.hasNext) return cards;
  }
}

export { fetchListing } from '~/client/listings.ts';

const trackedAnswer = dataOf(trackedRecommendationsSchema);

/** Counts views or a click of the designs shown under a listing. */
export async function putRecommendations(sourceId: number, body: TrackRecommendations): Promise<void> {
  await sendJson(trackedAnswer, 'PUT', `/api/listing-recommendations/${sourceId}`, body);
}
