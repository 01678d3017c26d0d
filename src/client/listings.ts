/**
 * @module client/listings
 * Listing reads every feature makes, each answer parsed with its contract.
 */
import { getJson } from './api.ts';
import type { FullListing } from '~/contracts/listing.ts';
import { urlOf } from '~/contracts/route.ts';
import { unifiedStickerRoutes } from '~/contracts/routes/unified-stickers.ts';

const { one } = unifiedStickerRoutes;

/** One public listing in full (its inventory prices every size and colour). */
export async function fetchListing(id: number): Promise<FullListing> {
  return (await getJson(one.answer, urlOf(one, { id }))).data;
}
