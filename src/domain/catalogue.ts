/**
 * @module catalogue
 * Search, tag filter, sorts and grouping over the listing catalogue. The same rules run in the
 * Worker's list API, at build time and in the grid island, so every surface agrees.
 */
import { MAX_SELECTED_TAGS, SORT_KEYS } from '../contracts/query-options.ts';
import { compareGroups, UNCATEGORIZED } from './categories.ts';
import { foldText } from './search.ts';

export { MAX_SELECTED_TAGS, SORT_KEYS };

/** What the catalogue rules need of a listing. */
export interface CatalogueItem {
  id: number;
  title: string;
  category: string | null;
  tags: readonly string[];
  skus: readonly string[];
  /** Best-seller rank (src/domain/sales-rank.ts): 1 sold the most; never the count, which the owner may keep private. */
  salesRank: number;
  views: number;
  isTrueScale: boolean;
  createdAt: string;
  updatedAt: string;
}

export const SEARCH_MIN_LENGTH = 2;

/** Sorts the storefront offers, with the direction each starts in. */
export const STOREFRONT_SORTS = [
  { key: 'sales', label: 'Best selling', order: 'desc' },
  { key: 'title', label: 'Title', order: 'asc' },
  { key: 'views', label: 'Most viewed', order: 'desc' },
  { key: 'updated', label: 'Recently updated', order: 'desc' },
  { key: 'trueScale', label: 'TRUEscale', order: 'desc' },
] as const;

/**
 * The sort offered first, and chosen, while a search is active: results by how they match (see
 * MATCH_TIERS), each tier best sellers first.
 * @example SEARCH_SORT.key // 'best'
 */
export const SEARCH_SORT = { key: 'best', label: 'Best match', order: 'desc' } as const;

export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/**
 * The sorts to offer: the storefront's five, with 'Best match' first while a search is active.
 * @example storefrontSorts(true)[0].key // 'best'
 */
export function storefrontSorts(searching: boolean): readonly { key: SortKey; label: string; order: SortOrder }[] {
  return searching ? [SEARCH_SORT, ...STOREFRONT_SORTS] : STOREFRONT_SORTS;
}

/** The direction a sort starts in: titles A to Z, everything else highest first. */
export function defaultOrder(sortBy: SortKey): SortOrder {
  return sortBy === 'title' ? 'asc' : 'desc';
}

/**
 * A listing with its text lower-cased and folded (see foldText) once, so a keystroke only scans
 * strings. The design's name is the title up to its first ' - ' (marketplace titles go on with
 * shop words: 'T-Rex Skull - for Truck Laptop Tumbler').
 */
export interface Indexed<T extends CatalogueItem> {
  item: T;
  title: string;
  /** The design's name, lower-cased. */
  name: string;
  titleFolded: string;
  nameFolded: string;
  category: string;
  categoryFolded: string;
  tags: readonly string[];
  tagsFolded: readonly string[];
  skus: readonly string[];
  skusFolded: readonly string[];
}

const WORD_SPLIT = /[\s-]+/;
/** Where a marketplace title's design name ends: ' - ', ' – ', ' — ' or ' | '. */
const NAME_END = /\s[-–—|]\s/;

const wordsOf = (text: string) => text.split(WORD_SPLIT).filter(Boolean);

/** Pre-computes the lower-cased and folded search fields of every listing. */
export function indexCatalogue<T extends CatalogueItem>(items: readonly T[]): Indexed<T>[] {
  // Categories and tags repeat across thousands of listings: fold each distinct one once.
  const folds = new Map<string, string>();
  const foldShared = (text: string) => {
    let folded = folds.get(text);
    if (folded === undefined) folds.set(text, (folded = foldText(text)));
    return folded;
  };
  return items.map((item) => {
    const title = item.title.toLowerCase();
    const cut = title.search(NAME_END);
    const name = cut < 0 ? title : title.slice(0, cut);
    const nameFolded = foldText(name);
    // The rest starts with a space, so folding the two parts apart and joining them is folding the whole.
    const restFolded = cut < 0 ? '' : foldText(title.slice(cut));
    const titleFolded = nameFolded && restFolded ? `${nameFolded} ${restFolded}` : nameFolded || restFolded;
    const category = (item.category ?? '').toLowerCase();
    const tags = item.tags.map((t) => t.trim().toLowerCase());
    const skus = item.skus.map((s) => s.toLowerCase());
    return {
      item,
      title,
      name,
      titleFolded,
      nameFolded,
      category,
      categoryFolded: foldShared(category),
      tags,
      tagsFolded: tags.map(foldShared),
      skus,
      skusFolded: skus.map(foldText),
    };
  });
}

/** The query as the search applies it, or null when it is too short to filter. */
export function normaliseQuery(query: string | null | undefined): string | null {
  const q = (query ?? '').trim().toLowerCase();
  return q.length >= SEARCH_MIN_LENGTH ? q : null;
}

/**
 * How a listing matches a query, best first: in the design's name, elsewhere in the title, in the
 * category, a tag, a SKU. The 'best' sort orders results by it.
 */
export const MATCH_TIERS = ['name', 'title', 'category', 'tag', 'sku'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];
const NAME = 0;
const TITLE = 1;
const CATEGORY = 2;
const TAG = 3;
const SKU = 4;

/** A normalised query prepared once per search, not once per listing. */
interface PreparedQuery {
  q: string;
  /** The folded query, or null when it is shorter than 2 characters (it would match almost anything). */
  folded: string | null;
  words: readonly string[];
  tokens: readonly string[];
  /**
   * Folding leaves the query as it is (no punctuation, accents or runs of spaces): whatever contains
   * it also contains it once folded, so the lower-cased fields need not be scanned too.
   */
  plain: boolean;
}

function prepareQuery(q: string): PreparedQuery {
  const folded = foldText(q);
  return {
    q,
    folded: folded.length >= SEARCH_MIN_LENGTH ? folded : null,
    words: wordsOf(q),
    tokens: folded.split(' ').filter(Boolean),
    plain: folded === q,
  };
}

/**
 * Every query word is inside a word of the text. Query words hold no separator (space, or hyphen
 * for the lower-cased rule), so a word inside the text is always inside one of its words.
 */
const allInside = (words: readonly string[], text: string) => words.every((w) => text.includes(w));

/** The tier of a listing for a prepared query (an index of MATCH_TIERS), or -1 when it does not match. */
function tierOf<T extends CatalogueItem>(entry: Indexed<T>, { q, folded, words, tokens, plain }: PreparedQuery): number {
  const raw = !plain;
  if (raw && entry.title.includes(q)) return entry.name.includes(q) ? NAME : TITLE;
  if (folded !== null && entry.titleFolded.includes(folded)) return entry.nameFolded.includes(folded) ? NAME : TITLE;
  if (raw && words.length > 1 && allInside(words, entry.title)) return allInside(words, entry.name) ? NAME : TITLE;
  if (tokens.length > 1 && allInside(tokens, entry.titleFolded)) return allInside(tokens, entry.nameFolded) ? NAME : TITLE;
  if ((raw && entry.category.includes(q)) || (folded !== null && entry.categoryFolded.includes(folded))) return CATEGORY;
  if ((raw && entry.tags.some((t) => t.includes(q))) || (folded !== null && entry.tagsFolded.some((t) => t.includes(folded)))) return TAG;
  if ((raw && entry.skus.some((s) => s.includes(q))) || (folded !== null && entry.skusFolded.some((s) => s.includes(folded)))) return SKU;
  return -1;
}

/**
 * How a listing matches a normalised query (see MATCH_TIERS), or null when it does not.
 * @example matchTier(indexCatalogue([trexSkull])[0], 'trex') // 'name'
 */
export function matchTier<T extends CatalogueItem>(entry: Indexed<T>, q: string): MatchTier | null {
  return MATCH_TIERS[tierOf(entry, prepareQuery(q))] ?? null;
}

/**
 * True when a listing matches a normalised query: the query is inside the title, the category,
 * a tag or a SKU; or every word of the query (split on spaces and hyphens) is inside a title word,
 * so 't rex' finds 'T-Rex Skull'. Punctuation inside words is ignored on both sides, and accents
 * are transliterated: 'trex' finds 'T-Rex', 'cafe' finds 'Café'.
 * @example matchesQuery(indexCatalogue([trexSkull])[0], 'trex') // true
 */
export function matchesQuery<T extends CatalogueItem>(entry: Indexed<T>, q: string): boolean {
  return tierOf(entry, prepareQuery(q)) >= 0;
}

/** Normalises selected tags: trimmed, lower-cased, unique, at most 10. */
export function normaliseTags(tags: readonly string[] | null | undefined): string[] {
  return [...new Set((tags ?? []).map((t) => t.trim().toLowerCase()).filter(Boolean))].slice(0, MAX_SELECTED_TAGS);
}

/** True when a listing has any of the selected (normalised) tags; untagged listings never match. */
export function matchesTags<T extends CatalogueItem>(entry: Indexed<T>, tags: readonly string[]): boolean {
  return tags.length === 0 || entry.tags.some((t) => tags.includes(t));
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sort keys already made, by text; cleared when it grows past a catalogue's titles and tags. */
const textKeys = new Map<string, string>();
const TEXT_KEYS_KEPT = 20_000;

/**
 * A text's sort key: accents and case removed, and each run of digits padded so it compares by
 * value. Compared as strings, keys order texts as people read a list ('No 2' before 'No 10', 'éclair'
 * beside 'Eclair').
 * @example textSortKey('Raptor No 2') < textSortKey('raptor no 10') // true
 */
export function textSortKey(text: string): string {
  let key = textKeys.get(text);
  if (key === undefined) {
    if (textKeys.size >= TEXT_KEYS_KEPT) textKeys.clear();
    key = text
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(16, '0'));
    textKeys.set(text, key);
  }
  return key;
}

/**
 * Texts in reading order, by their sort keys rather than an `Intl.Collator`: building a collator
 * cost 63 ms on a phone (4x CPU) inside the grid's first sort, where ties of sales are broken by
 * title; keys also order the same in the Worker and in every browser, whatever their ICU data.
 */
const compareText = (a: string, b: string) => cmp(textSortKey(a), textSortKey(b));

type Comparator<T> = (a: T, b: T) => number;

/** More sales is a smaller rank: 'desc' (best sellers first) is rank 1 first. */
const bySales: Comparator<CatalogueItem> = (a, b) => b.salesRank - a.salesRank;

const PRIMARY: Record<SortKey, Comparator<CatalogueItem>> = {
  sales: bySales,
  // Without a search there are no tiers: best match orders like sales (queryCatalogue adds the tiers).
  best: bySales,
  title: (a, b) => compareText(a.title, b.title),
  views: (a, b) => a.views - b.views,
  updated: (a, b) => cmp(a.updatedAt, b.updatedAt),
  created: (a, b) => cmp(a.createdAt, b.createdAt),
  trueScale: (a, b) => Number(a.isTrueScale) - Number(b.isTrueScale),
};

/** Ties fall back to best sellers, then title, then id, so every order is total and stable. */
const TIE_BREAK: Comparator<CatalogueItem> = (a, b) => a.salesRank - b.salesRank || compareText(a.title, b.title) || a.id - b.id;

/** A comparator for a sort and direction ('best' without its search tiers, see queryCatalogue). */
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
  /**
   * Other forms of a search, each matched as well (its synonyms' rewrites: catalogue-search.ts gives
   * them); none when not given, so the grid's first answer needs no synonym code.
   */
  rewrites?: (search: string) => readonly string[];
}

/** What both the home grid and the Scene Builder's sidebar say above the closest designs. */
export const SIMILAR_DESIGNS_TEXT = 'No exact match, similar designs:';

/** The query and its rewrites, each prepared once: a listing matching any of them matches, at its best tier. */
function prepareSearch(q: string, rewrites: CatalogueQuery['rewrites']): PreparedQuery[] {
  return [prepareQuery(q), ...(rewrites?.(q) ?? []).map(prepareQuery)];
}

function bestTierOf<T extends CatalogueItem>(entry: Indexed<T>, queries: readonly PreparedQuery[]): number {
  let best = -1;
  for (const query of queries) {
    const tier = tierOf(entry, query);
    if (tier >= 0 && (best < 0 || tier < best)) best = tier;
    if (best === NAME) break;
  }
  return best;
}

/**
 * Applies search (2+ characters, and its rewrites: with synonyms 'sasquatch' finds what 'bigfoot' finds), the
 * tag filter, an optional exact category and the sort. The 'best' sort orders a search's results by
 * MATCH_TIERS, each tier by sales ('asc' turns it all over).
 * @example queryCatalogue(indexCatalogue(items), { search: 'rex', sortBy: 'sales' })
 */
export function queryCatalogue<T extends CatalogueItem>(index: readonly Indexed<T>[], query: CatalogueQuery): T[] {
  const q = normaliseQuery(query.search);
  const prepared = q === null ? null : prepareSearch(q, query.rewrites);
  const tags = normaliseTags(query.tags);
  const category = query.category?.trim().toLowerCase() || null;
  const sortBy = query.sortBy ?? 'sales';
  const order = query.sortOrder ?? defaultOrder(sortBy);
  const matched: T[] = [];
  const tiers: number[] = [];
  for (const entry of index) {
    if (category !== null && entry.category !== category) continue;
    if (!matchesTags(entry, tags)) continue;
    const tier = prepared === null ? NAME : prepared.length === 1 ? tierOf(entry, prepared[0]!) : bestTierOf(entry, prepared);
    if (tier < 0) continue;
    matched.push(entry.item);
    tiers.push(tier);
  }
  const compare = comparatorFor(sortBy, order);
  if (sortBy !== 'best' || prepared === null) return matched.sort(compare);
  const sign = order === 'asc' ? -1 : 1;
  return matched
    .map((item, i) => ({ item, tier: tiers[i]! }))
    .sort((a, b) => sign * (a.tier - b.tier) || compare(a.item, b.item))
    .map((r) => r.item);
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

/** True when the grid may be grouped: no search, no tag filter, no favourites filter and no open modal. */
export function groupingAllowed(state: { search?: string | null; tags?: readonly string[] | null; modalOpen?: boolean; favourites?: boolean }): boolean {
  return normaliseQuery(state.search) === null && normaliseTags(state.tags).length === 0 && !state.modalOpen && !state.favourites;
}

/**
 * The counter under the controls: how many stickers show, and what narrows them (a search, tags,
 * which keep a listing having any of them, or both).
 * @example resultsCountText(3, { search: false, tags: 1 }) // '3 stickers with the selected tag'
 */
export function resultsCountText(count: number, narrowed: { search: boolean; tags: number }): string {
  const stickers = `${count} ${count === 1 ? 'sticker' : 'stickers'}`;
  const tags = narrowed.tags === 1 ? 'the selected tag' : 'any of the selected tags';
  if (narrowed.search) return `${stickers} matching your search${narrowed.tags ? ' and tags' : ''}`;
  return narrowed.tags ? `${stickers} with ${tags}` : stickers;
}

/** Every tag with the number of listings carrying it, most used first, then alphabetically. */
export function tagCounts(items: readonly Pick<CatalogueItem, 'tags'>[]): { tag: string; count: number }[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const item of items) {
    const own = new Map(
      item.tags
        .map((t) => t.trim())
        .filter(Boolean)
        .map((t) => [t.toLowerCase(), t] as const),
    );
    for (const [key, tag] of own) {
      const entry = counts.get(key);
      if (entry) entry.count++;
      else counts.set(key, { tag, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || compareText(a.tag, b.tag));
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
  const words = title
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return `${words.join(' ')} | Vinyl Decal`;
}
