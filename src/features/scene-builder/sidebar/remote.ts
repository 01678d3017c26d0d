/**
 * @module scene-builder/sidebar/remote
 * The sidebar's API calls, each answer parsed with its contract through the one client.
 */
import * as z from 'zod/mini';
import { getJson } from '~/client/api.ts';
import { dataOf, DEFAULT_PAGE_SIZE, pageOf, paginationSchema } from '~/contracts/api.ts';
import { categoryCountSchema, listingSummarySchema, tagCountSchema, type CategoryCount, type ListingSummary, type TagCount } from '~/contracts/listing.ts';
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
 * The contract's page, with `pagination` allowed to be missing: the spec's rule "a full page of 50
 * implies more" exists for that answer, so it must parse rather than fail as a bad shape.
 */
const stickerPageSchema = z.extend(pageOf(listingSummarySchema), { pagination: z.optional(paginationSchema) });
export type StickerPage = z.infer<typeof stickerPageSchema>;

const tagsSchema = dataOf(z.array(tagCountSchema));
const categoriesSchema = dataOf(z.array(categoryCountSchema));

/**
 * The URL of one page of builder stickers (only listings with artwork), in the query names
 * src/contracts/queries.ts accepts.
 * @example stickerPageUrl({ search: 'rex', tags: [], category: '', sortBy: 'title' }, 2)
 * // '/api/unified-stickers?page=2&limit=50&hasSvgPath=true&sortBy=title&sortOrder=asc&search=rex'
 */
export function stickerPageUrl(query: StickerQuery, page: number): string {
  const params = new URLSearchParams({
    page: String(page),
    limit: String(SIDEBAR_PAGE_SIZE),
    hasSvgPath: 'true',
    sortBy: query.sortBy,
    sortOrder: defaultOrder(query.sortBy),
  });
  if (query.search) params.set('search', query.search);
  if (query.tags.length > 0) params.set('tags', query.tags.join(','));
  if (query.category) params.set('category', query.category);
  return `/api/unified-stickers?${params}`;
}

/** One page of builder stickers. */
export function fetchStickerPage(query: StickerQuery, page: number): Promise<StickerPage> {
  return getJson(stickerPageSchema, stickerPageUrl(query, page));
}

/** True when a page says more follow: its pagination, else a full page (spec 4). */
export function pageHasMore(answer: { data: readonly ListingSummary[]; pagination?: { hasNext: boolean } | undefined }): boolean {
  return answer.pagination ? answer.pagination.hasNext : answer.data.length >= SIDEBAR_PAGE_SIZE;
}

/** Every tag of the public catalogue with its count, most used first. */
export async function fetchTags(): Promise<TagCount[]> {
  return (await getJson(tagsSchema, '/api/global-tags')).data;
}

/** The categories of the public catalogue with their counts, in display order. */
export async function fetchCategories(): Promise<CategoryCount[]> {
  return (await getJson(categoriesSchema, '/api/categories')).data;
}
