/**
 * @module hero-frame/remote
 * The frame machine's and its test page's API calls, each answer parsed with its contract.
 */
import { ApiRequestError, getJson } from '~/client/api.ts';
import type { ListingSummary } from '~/contracts/listing.ts';
import { urlOf } from '~/contracts/route.ts';
import { randomStickerRoutes } from '~/contracts/routes/random-sticker.ts';
import { unifiedStickerRoutes } from '~/contracts/routes/unified-stickers.ts';
import type { SizeName } from '~/domain/sizes.ts';

/**
 * A random public listing with artwork offering `size`, never one of `exclude`; null when none is
 * left (the API's 404). Never cached: each recycle must be able to answer a new design.
 */
export async function fetchRandomSticker(size: SizeName, exclude: readonly number[]): Promise<ListingSummary | null> {
  const { one } = randomStickerRoutes;
  try {
    return (await getJson(one.answer, urlOf(one, {}, { size, exclude: exclude.length > 0 ? exclude : undefined }), { cache: 'no-store' })).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** One page of public listings with artwork offering `size`, best sellers first. */
export async function fetchArtworkPage(size: SizeName, page: number, limit: number): Promise<{ data: ListingSummary[]; hasNext: boolean }> {
  const { list } = unifiedStickerRoutes;
  const { data, pagination } = await getJson(list.answer, urlOf(list, {}, { hasSvgPath: true, size, sortBy: 'sales', sortOrder: 'desc', page, limit }));
  return { data, hasNext: pagination.hasNext };
}
