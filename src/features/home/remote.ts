/**
 * @module home/remote
 * The home page's one API call: the smart-loading request for the hero's and the scenes' data.
 * home-data.ts imports this module only when it must ask, after the page is interactive, so the
 * client and the schemas stay out of the first screen's JavaScript.
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
