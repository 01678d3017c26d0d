/**
 * @module client/background/reads
 * The reads a storefront page makes behind the shopper's back, each answer parsed with its contract:
 * a listing's live details, the catalogue, its revision, the hero's and the scenes' data, what the
 * session cache kept of them (and of the shopper's view), the stored favourites; and the counts of
 * the designs shown under a listing. They run in a Web Worker (./worker.ts): building the
 * contracts' schemas and checking a large answer (a listing's whole inventory, a thousand cards)
 * would otherwise hold the page's main thread for a long task on a phone. ./index.ts runs them here
 * when the browser cannot start the worker.
 */
import * as z from 'zod/mini';
import { catalogueFileSchema, type CatalogueFile } from '~/contracts/listing.ts';
import type { SmartLoading } from '~/contracts/smart-loading.ts';
import { heroPartSchema, scenesPartSchema } from '~/features/home/cached-parts.ts';
import { fetchSmartLoading } from '~/features/home/remote.ts';
import { fetchAllCards, fetchCatalogueFile, fetchRevision, putRecommendations } from '~/features/storefront/remote.ts';
import { viewPreferenceSchema } from '~/features/storefront/view-preference.ts';
import { fetchListing } from '../listings.ts';
import { parseStoredFavourites } from '../stored-favourites.ts';
import { cacheEntryText, type CacheEntryText, type WithCacheEntry } from '../cache-entry.ts';

/** A stored value checked with a schema: null when it no longer parses (another version of the site wrote it, or a hand edit). */
const checkedWith =
  <S extends z.ZodMiniType>(schema: S) =>
  (value: unknown): z.output<S> | null => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };

/** The catalogue file, with its session cache entry. */
async function catalogueFile(url: string): Promise<WithCacheEntry<CatalogueFile>> {
  const value = await fetchCatalogueFile(url);
  return { value, entry: cacheEntryText(value) };
}

/** The smart-loading answer, with the session cache entries of the parts it was asked for. */
async function smartLoading(
  hero: boolean,
  activeScenes: string[],
): Promise<{ value: SmartLoading; heroEntry: CacheEntryText | null; scenesEntry: CacheEntryText | null }> {
  const value = await fetchSmartLoading(hero, activeScenes);
  const { parallax, sceneDetails, firstScene } = value;
  return {
    value,
    heroEntry: hero ? cacheEntryText(value.hero) : null,
    scenesEntry: activeScenes.length > 0 ? cacheEntryText({ parallax, sceneDetails, firstScene }) : null,
  };
}

export const backgroundReads = {
  listing: fetchListing,
  catalogueFile,
  revision: fetchRevision,
  allCards: fetchAllCards,
  smartLoading,
  recommendations: putRecommendations,
  cachedCatalogueFile: checkedWith(catalogueFileSchema),
  cachedHeroPart: checkedWith(heroPartSchema),
  cachedScenesPart: checkedWith(scenesPartSchema),
  cachedViewPreference: checkedWith(viewPreferenceSchema),
  storedFavourites: parseStoredFavourites,
};

export type BackgroundReads = typeof backgroundReads;
export type BackgroundReadName = keyof BackgroundReads;
