/**
 * @module hero-frame/remote
 * The frame machine's and its test page's API calls, each answer parsed with its contract.
 */
import { ApiRequestError, getJson } from '~/client/api.ts';
import { dataOf, pageOf } from '~/contracts/api.ts';
import { listingSummarySchema, type ListingSummary } from '~/contracts/listing.ts';
import type { SizeName } from '~/domain/sizes.ts';

const randomAnswer = dataOf(listingSummarySchema);
const summaryPage = pageOf(listingSummarySchema);

/**
 * A random public listing with artwork offering `size`, never one of `exclude`; null when none is
 * left (the API's 404). Never cached: each recycle must be able to answer a new design.
 */
export async function fetchRandomSticker(size: SizeName, exclude: readonly number[]): Promise<ListingSummary | null> {
  const query = new URLSearchParams({ size });
  if (exclude.length > 0) query.set('exclude', exclude.join(','));
  try {
    return (await getJson(randomAnswer, `/api/random-sticker?${query}`, { cache: 'no-store' })).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** One page of public listings with artwork offering `size`, best sellers first. */
export async function fetchArtworkPage(size: SizeName, page: number, limit: number): Promise<{ data: ListingSummary[]; hasNext: boolean }> {
  const query = new URLSearchParams({ hasSvgPath: 'true', size, sortBy: 'sales', sortOrder: 'desc', page: String(page), limit: String(limit) });
  const { data, pagination } = await getJson(summaryPage, `/api/unified-stickers?${query}`);
  return { data, hasNext: pagination.hasNext };
}
