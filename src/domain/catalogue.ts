/**
 * @module catalogue
 * Search, tag filter, sorts and grouping over the listing catalogue. The same rules run in the
 * Worker's list API, at build time and in the grid island, so every surface agrees.
 */
import { compareGroups, UNCATEGORIZED } from './categories.ts';

/** What the catalogue rules need of a listing. */
export interface CatalogueItem {
  id: number;
  title: string;
  category: string | null;
  tags: readonly string[];
  skus: readonly string[];
  sales: number;
  views: number;
  isTrueScale: boolean;
  createdAt: string;
  updatedAt: string;
}

export const SEARCH_MIN_LENGTH = 2;
export const MAX_SELECTED_TAGS = 10;

/** Sorts the storefront offers, with the direction each starts in. */
export const STOREFRONT_SORTS = [
  { key: 'sales', label: 'Best selling', order: 'desc' },
  { key: 'title', label: 'Title', order: 'asc' },
  { key: 'views', label: 'Most viewed', order: 'desc' },
  { key: 'updated', label: 'Recently updated', order: 'desc' },
  { key: 'trueScale', label: 'TRUEscale', order: 'desc' },
] as const;

/** Every sort key: the storefront's five, and 'created' (date added) for the Scene Builder. */
export const SORT_KEYS = ['sales', 'title', 'views', 'updated', 'trueScale', 'created'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/** The direction a sort starts in: titles A to Z, everything else highest first. */
export function defaultOrder(sortBy: SortKey): SortOrder {
  return sortBy === 'title' ? 'asc' : 'desc';
}

/** A listing with its text lower-cased once, so a keystroke only scans strings. */
export interface Indexed<T extends CatalogueItem> {
  item: T;
  title: string;
  category: string;
  tags: readonly string[];
  skus: readonly string[];
  titleWords: readonly string[];
}

const WORD_SPLIT = /[\s-]+/;

/** Pre-computes the lower-cased search fields of every listing. */
export function indexCatalogue<T extends CatalogueItem>(items: readonly T[]): Indexed<T>[] {
  return items.map((item) => {
    const title = item.title.toLowerCase();
    return {
      item,
      title,
      category: (item.category ?? '').toLowerCase(),
      tags: item.tags.map((t) => t.trim().toLowerCase()),
      skus: item.skus.map((s) => s.toLowerCase()),
      titleWords: title.split(WORD_SPLIT).filter(Boolean),
    };
  });
}

/** The query as the search applies it, or null when it is too short to filter. */
export function normaliseQuery(query: string | null | undefined): string | null {
  const q = (query ?? '').trim().toLowerCase();
  return q.length >= SEARCH_MIN_LENGTH ? q : null;
}

/**
 * True when a listing matches a normalised query: the query is inside the title, the category,
 * a tag or a SKU; or every word of the query (split on spaces and hyphens) is inside a title word,
 * so 't rex' finds 'T-Rex Skull'.
 */
export function matchesQuery<T extends CatalogueItem>(entry: Indexed<T>, q: string): boolean {
  if (entry.title.includes(q) || entry.category.includes(q)) return true;
  if (entry.tags.some((t) => t.includes(q)) || entry.skus.some((s) => s.includes(q))) return true;
  const words = q.split(WORD_SPLIT).filter(Boolean);
  return words.length > 1 && words.every((w) => entry.titleWords.some((tw) => tw.includes(w)));
}

/** Normalises selected tags: trimmed, lower-cased, unique, at most 10. */
export function normaliseTags(tags: readonly string[] | null | undefined): string[] {
  return [...new Set((tags ?? []).map((t) => t.trim().toLowerCase()).filter(Boolean))].slice(0, MAX_SELECTED_TAGS);
}

/** True when a listing has any of the selected (normalised) tags; untagged listings never match. */
export function matchesTags<T extends CatalogueItem>(entry: Indexed<T>, tags: readonly string[]): boolean {
  return tags.length === 0 || entry.tags.some((t) => tags.includes(t));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Comparator<T> = (a: T, b: T) => number;

const PRIMARY: Record<SortKey, Comparator<CatalogueItem>> = {
  sales: (a, b) => a.sales - b.sales,
  title: (a, b) => collator.compare(a.title, b.title),
  views: (a, b) => a.views - b.views,
  updated: (a, b) => cmp(a.updatedAt, b.updatedAt),
  created: (a, b) => cmp(a.createdAt, b.createdAt),
  trueScale: (a, b) => Number(a.isTrueScale) - Number(b.isTrueScale),
};

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Ties fall back to best sellers, then title, then id, so every order is total and stable. */
const TIE_BREAK: Comparator<CatalogueItem> = (a, b) => b.sales - a.sales || collator.compare(a.title, b.title) || a.id - b.id;

/** A comparator for a sort and direction. */
export function comparatorFor(sortBy: SortKey, order: SortOrder = defaultOrder(sortBy)): Comparator<CatalogueItem> {
  const primary = PRIMARY[sortBy];
  const sign = order === 'asc' ? 1 : -1;
  return (a, b) => sign * primary(a, b) || TIE_BREAK(a, b);
}

export interface CatalogueQuery {
  search?: string | null;
  tags?: readonly string[] | null;
  category?: string | null;
  sortBy?: SortKey;
  sortOrder?: SortOrder;
}

/**
 * Applies search (2+ characters), the tag filter, an optional exact category and the sort.
 * @example queryCatalogue(indexCatalogue(items), { search: 'rex', sortBy: 'sales' })
 */
export function queryCatalogue<T extends CatalogueItem>(index: readonly Indexed<T>[], query: CatalogueQuery): T[] {
  const q = normaliseQuery(query.search);
  const tags = normaliseTags(query.tags);
  const category = query.category?.trim().toLowerCase() || null;
  const sortBy = query.sortBy ?? 'sales';
  const matched: T[] = [];
  for (const entry of index) {
    if (category !== null && entry.category !== category) continue;
    if (!matchesTags(entry, tags)) continue;
    if (q !== null && !matchesQuery(entry, q)) continue;
    matched.push(entry.item);
  }
  return matched.sort(comparatorFor(sortBy, query.sortOrder ?? defaultOrder(sortBy)));
}

export interface CategoryGroup<T> {
  category: string;
  count: number;
  items: T[];
}

/**
 * Groups listings by category, keeping their order inside each group; groups run dinosaur
 * categories first, then largest first, then by name.
 */
export function groupByCategory<T extends Pick<CatalogueItem, 'category'>>(items: readonly T[]): CategoryGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = item.category?.trim() || UNCATEGORIZED;
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([category, list]) => ({ category, count: list.length, items: list })).sort(compareGroups);
}

/** True when the grid may be grouped: no search, no tag filter and no open modal. */
export function groupingAllowed(state: { search?: string | null; tags?: readonly string[] | null; modalOpen?: boolean }): boolean {
  return normaliseQuery(state.search) === null && normaliseTags(state.tags).length === 0 && !state.modalOpen;
}

/** Every tag with the number of listings carrying it, most used first, then alphabetically. */
export function tagCounts(items: readonly Pick<CatalogueItem, 'tags'>[]): { tag: string; count: number }[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const item of items) {
    const own = new Map(item.tags.map((t) => t.trim()).filter(Boolean).map((t) => [t.toLowerCase(), t] as const));
    for (const [key, tag] of own) {
      const entry = counts.get(key);
      if (entry) entry.count++;
      else counts.set(key, { tag, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || collator.compare(a.tag, b.tag));
}

/**
 * Cuts a title for a card: at most 20 characters, then an ellipsis.
 * @example truncateTitle('Triceratops Charging Decal') // 'Triceratops Charging...'
 */
export function truncateTitle(title: string, max = 20): string {
  return title.length > max ? `${title.slice(0, max).trimEnd()}...` : title;
}

/**
 * The title of a listing's page and modal: every word capitalised, then '| Vinyl Decal'.
 * @example listingPageTitle('t-rex skull decal') // 'T-rex Skull Decal | Vinyl Decal'
 */
export function listingPageTitle(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean).map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return `${words.join(' ')} | Vinyl Decal`;
}
