/**
 * @module home/remote
 * The home page's one API call: the smart-loading request for the hero's and the scenes' data.
 * home-data.ts asks it through the background worker (~/client/background), so the client and the
 * schemas stay off the page's main thread.
 */
import { sendJson } from '~/client/api.ts';
import { urlOf } from '~/contracts/route.ts';
import { smartLoadingRoutes } from '~/contracts/routes/smart-loading.ts';
import { HERO_CANDIDATE_LIMIT, type SmartLoading, type SmartLoadingRequest } from '~/contracts/smart-loading.ts';

/** One smart-loading request: the hero's candidates when `hero`, and the data of `activeScenes`. */
export async function fetchSmartLoading(hero: boolean, activeScenes: string[]): Promise<SmartLoading> {
  const body: SmartLoadingRequest = { activeScenes, heroTarget: hero ? { candidates: HERO_CANDIDATE_LIMIT } : null };
  const { parallaxFirst } = smartLoadingRoutes;
  return (await sendJson(parallaxFirst.answer, parallaxFirst.method, urlOf(parallaxFirst), body)).data;
}
