/**
 * @module scene-builder/sidebar/remote
 * The sidebar's API calls, each answer parsed with its contract through the one client.
 */
import * as z from 'zod/mini';
import { getJson } from '~/client/api.ts';
import { DEFAULT_PAGE_SIZE, paginationSchema } from '~/contracts/api.ts';
import type { CategoryCount, TagCount } from '~/contracts/listing.ts';
import { BUILDER_LISTING_FIELDS, builderListingSchema, leanPageOf, type BuilderListing } from '~/contracts/listing-fields.ts';
import { urlOf } from '~/contracts/route.ts';
import { categoryRoutes } from '~/contracts/routes/categories.ts';
import { globalTagRoutes } from '~/contracts/routes/global-tags.ts';
import { unifiedStickerRoutes } from '~/contracts/routes/unified-stickers.ts';
import { defaultOrder, type SortKey } from '~/domain/catalogue.ts';

/** Listings asked for per page (spec 9). */
export const SIDEBAR_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** What the list is asked for; an empty search, tag list or category filters nothing. */
export interface StickerQuery {
  search: string;
  tags: readonly string[];
  category: string;
  sortBy: SortKey;
}

/**
 * The contract's page of the builder's lean listings (with the closest designs when a search finds
 * nothing), with `pagination` allowed to be missing: the spec's rule "a full page of 50 implies
 * more" exists for that answer, so it must parse rather than fail as a bad shape.
 */
const stickerPageSchema = z.extend(leanPageOf(builderListingSchema), { pagination: z.optional(paginationSchema) });
export type StickerPage = z.infer<typeof stickerPageSchema>;

/**
 * The URL of one page of builder stickers (only listings with artwork), in the query names
 * src/contracts/queries.ts accepts.
 * @example stickerPageUrl({ search: 'rex', tags: [], category: '', sortBy: 'title' }, 2)
 * // '/api/unified-stickers?page=2&limit=50&hasSvgPath=true&sortBy=title&sortOrder=asc&search=rex&fields=etsyListingId,slug,...'
 */
export function stickerPageUrl(query: StickerQuery, page: number): string {
  return urlOf(
    unifiedStickerRoutes.list,
    {},
    {
      page,
      limit: SIDEBAR_PAGE_SIZE,
      hasSvgPath: true,
      sortBy: query.sortBy,
      sortOrder: defaultOrder(query.sortBy),
      search: query.search || undefined,
      tags: query.tags.length > 0 ? query.tags : undefined,
      category: query.category || undefined,
      // Only what the sidebar and the canvas read: about a quarter of a full summary.
      fields: BUILDER_LISTING_FIELDS,
    },
  );
}

/** One page of builder stickers. */
export function fetchStickerPage(query: StickerQuery, page: number): Promise<StickerPage> {
  return getJson(stickerPageSchema, stickerPageUrl(query, page));
}

/** True when a page says more follow: its pagination, else a full page (spec 4). */
export function pageHasMore(answer: { data: readonly BuilderListing[]; pagination?: { hasNext: boolean } | undefined }): boolean {
  return answer.pagination ? answer.pagination.hasNext : answer.data.length >= SIDEBAR_PAGE_SIZE;
}

/** Every tag of the public catalogue with its count, most used first. */
export async function fetchTags(): Promise<TagCount[]> {
  return (await getJson(globalTagRoutes.list.answer, urlOf(globalTagRoutes.list))).data;
}

/** The categories of the public catalogue with their counts, in display order. */
export async function fetchCategories(): Promise<CategoryCount[]> {
  return (await getJson(categoryRoutes.list.answer, urlOf(categoryRoutes.list))).data;
}
