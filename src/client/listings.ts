/**
 * @module client/listings
 * Listing reads every feature makes, each answer parsed with its contract.
 */
import { getJson } from './api.ts';
import { dataOf } from '~/contracts/api.ts';
import { fullListingSchema, type FullListing } from '~/contracts/listing.ts';

const listingAnswer = dataOf(fullListingSchema);

/** One public listing in full (its inventory prices every size and colour). */
export async function fetchListing(id: number): Promise<FullListing> {
  return (await getJson(listingAnswer, `/api/unified-stickers/${id}`)).data;
}
