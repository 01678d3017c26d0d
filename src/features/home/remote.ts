/**
 * @module home/remote
 * The home page's one API call: the smart-loading request for the hero's and the scenes' data.
 * home-data.ts imports this module only when it must ask, after the page is interactive, so the
 * client and the schemas stay out of the first screen's JavaScript.
 */
import { sendJson } from '~/client/api.ts';
import { dataOf } from '~/contracts/api.ts';
import { HERO_CANDIDATE_LIMIT, smartLoadingSchema, type SmartLoading, type SmartLoadingRequest } from '~/contracts/smart-loading.ts';

export const SMART_LOADING_PATH = '/api/smart-loading/parallax-first';

/** One smart-loading request: the hero's candidates when `hero`, and the data of `activeScenes`. */
export async function fetchSmartLoading(hero: boolean, activeScenes: string[]): Promise<SmartLoading> {
  const body: SmartLoadingRequest = { activeScenes, heroTarget: hero ? { candidates: HERO_CANDIDATE_LIMIT } : null };
  return (await sendJson(dataOf(smartLoadingSchema), 'POST', SMART_LOADING_PATH, body)).data;
}
