/**
 * @module scene-builder/sidebar/sidebar-store
 * The decal sidebar's state: what the shopper asked for (search, tags, category, sort, grouping),
 * the pages of builder stickers loaded so far, and the tag and category options. Components read
 * the atoms and call the named actions; nothing else writes them.
 */
import { atom, computed } from 'nanostores';
import type { CategoryCount, TagCount } from '~/contracts/listing.ts';
import type { BuilderListing } from '~/contracts/listing-fields.ts';
import { MAX_SELECTED_TAGS, normaliseQuery, type SortKey } from '~/domain/catalogue.ts';
import { isBuilderEligible } from '~/domain/scene.ts';
import { fetchCategories, fetchStickerPage, fetchTags, pageHasMore, type StickerQuery } from './remote.ts';

/** The wait after the last keystroke before a search is sent (spec 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The sorts the sidebar offers (spec 2), each in its own direction: titles A to Z, the rest newest or best first. */
export const SIDEBAR_SORTS = [
  { key: 'sales', label: 'Sales' },
  { key: 'title', label: 'Title' },
  { key: 'created', label: 'Date Added' },
] as const satisfies readonly { key: SortKey; label: string }[];
export type SidebarSort = (typeof SIDEBAR_SORTS)[number]['key'];

/** The notice shown when a search request fails and the list falls back to every listing (spec 4). */
export const SEARCH_FAILED_NOTICE = 'Search failed, showing all listings';

/** What the list is loaded for, with one of the sidebar's three sorts. */
export interface SidebarFilters extends StickerQuery {
  sortBy: SidebarSort;
}

export const DEFAULT_FILTERS: SidebarFilters = { search: '', tags: [], category: '', sortBy: 'sales' };

/** The loaded list and how far it got. */
export interface StickerListState {
  /** idle: nothing asked yet; loading: the first page is on its way; error: the first page failed. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The builder stickers loaded so far, in the server's order, each once. */
  items: BuilderListing[];
  /** The last page loaded (0 before the first). */
  page: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the first page (status error) or the next page failed; Retry asks again. */
  error: string | null;
  /**
   * How many builder stickers match: the server's total less the listings the builder cannot place
   * found so far (exact once every page is loaded); null when the server gives no total.
   */
  matching: number | null;
  /** Listings of the loaded pages left out because the builder cannot place them. */
  dropped: number;
  /** The items are the closest designs to a search that matched nothing (the home page offers the same). */
  similar: boolean;
}

const EMPTY_LIST: StickerListState = {
  status: 'idle',
  items: [],
  page: 0,
  hasMore: false,
  loadingMore: false,
  error: null,
  matching: null,
  dropped: 0,
  similar: false,
};

/** What the search box shows; it reaches the filters after the debounce. */
export const $searchText = atom('');
/** What the list is loaded for. */
export const $filters = atom<SidebarFilters>(DEFAULT_FILTERS);
/** Whether the list is shown in category groups. */
export const $grouped = atom(false);
export const $stickers = atom<StickerListState>(EMPTY_LIST);
/** 'Search failed, showing all listings', until the shopper changes what they ask for. */
export const $notice = atom<string | null>(null);
export const $tagOptions = atom<TagCount[]>([]);
export const $categoryOptions = atom<CategoryCount[]>([]);
/** How many builder stickers there are with nothing filtered: the header's '(N total)'. */
export const $catalogueTotal = atom<number | null>(null);

/** True once 10 tags are selected: no more may be added. */
export const $tagLimitReached = computed($filters, (f) => f.tags.length >= MAX_SELECTED_TAGS);

/**
 * The header's counts: the stickers that match (null until the list is ready), and the whole
 * builder catalogue while tags filter (null otherwise, or when not known yet).
 */
export const $counts = computed([$stickers, $filters, $catalogueTotal], (list, filters, total) => ({
  visible: list.status === 'ready' ? (list.matching ?? list.items.length) : null,
  total: filters.tags.length > 0 ? total : null,
}));

/**
 * Every request carries the generation it was asked in; a new search, sort, tag or category starts
 * a new one, so a late answer to an older request is dropped instead of mixing into the new list.
 */
let generation = 0;
let searchTimer: ReturnType<typeof setTimeout> | null = null;
let optionsRequested = false;

const isUnfiltered = (f: StickerQuery) => !f.search && f.tags.length === 0 && !f.category;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Loads the first page, the tags and the categories, once; mounting the sidebar again keeps its list. */
export function startSidebar(): void {
  if ($stickers.get().status === 'idle') reload();
  if (!optionsRequested) loadOptions();
}

function loadOptions(): void {
  optionsRequested = true;
  // Without tags or categories the sidebar still works, so a failure only empties those choices;
  // the next start asks again.
  fetchTags().then(
    (tags) => $tagOptions.set(tags),
    () => (optionsRequested = false),
  );
  fetchCategories().then(
    (categories) => $categoryOptions.set(categories),
    () => (optionsRequested = false),
  );
}

/** Starts the list again from page 1 for the current filters. */
function reload(): void {
  generation++;
  $stickers.set({ ...EMPTY_LIST, status: 'loading' });
  void loadPage(1, generation, $filters.get());
}

async function loadPage(page: number, asked: number, filters: SidebarFilters): Promise<void> {
  try {
    const answer = await fetchStickerPage(filters, page);
    if (asked !== generation) return;
    const before = $stickers.get();
    const seen = new Set(page === 1 ? [] : before.items.map((s) => s.etsyListingId));
    const placeable = answer.data.filter((s) => isBuilderEligible(s) && !seen.has(s.etsyListingId));
    const dropped = (page === 1 ? 0 : before.dropped) + answer.data.filter((s) => !isBuilderEligible(s)).length;
    const matching = answer.pagination ? Math.max(0, answer.pagination.total - dropped) : null;
    // A search that matched nothing: the server's closest designs (typos allowed) take the list's place.
    const similar = page === 1 && answer.data.length === 0 ? (answer.similar ?? []).filter(isBuilderEligible) : [];
    $stickers.set({
      status: 'ready',
      items: similar.length > 0 ? similar : page === 1 ? placeable : [...before.items, ...placeable],
      page,
      hasMore: similar.length === 0 && pageHasMore(answer),
      loadingMore: false,
      error: null,
      matching,
      dropped,
      similar: similar.length > 0,
    });
    if (isUnfiltered(filters)) $catalogueTotal.set(matching ?? $stickers.get().items.length);
  } catch (error) {
    if (asked !== generation) return;
    if (page === 1 && filters.search) {
      // Spec 4: a failed search falls back to the whole list, with a notice; the box keeps its text.
      $notice.set(SEARCH_FAILED_NOTICE);
      $filters.set({ ...filters, search: '' });
      reload();
      return;
    }
    const before = $stickers.get();
    $stickers.set(page === 1 ? { ...EMPTY_LIST, status: 'error', error: errorText(error) } : { ...before, loadingMore: false, error: errorText(error) });
  }
}

/** Every change of what is asked for goes through here: page 1 again, the old answers dropped. */
function setFilters(next: SidebarFilters): void {
  $notice.set(null);
  $filters.set(next);
  reload();
}

/** Loads the next page when more exist and none is on its way (the list's end came near). */
export function loadMore(): void {
  const list = $stickers.get();
  if (list.status !== 'ready' || !list.hasMore || list.loadingMore || list.error) return;
  $stickers.set({ ...list, loadingMore: true });
  void loadPage(list.page + 1, generation, $filters.get());
}

/** Asks again for what failed: the first page, or the next one. */
export function retry(): void {
  const list = $stickers.get();
  if (list.status === 'error' || list.status === 'idle') return reload();
  if (!list.error) return;
  $stickers.set({ ...list, error: null });
  loadMore();
}

/**
 * Takes what the shopper types. The search is sent 300 ms after the last keystroke, from 2
 * characters (the catalogue's own rule); fewer characters mean no search.
 */
export function typeSearch(text: string): void {
  $searchText.set(text);
  if (searchTimer) clearTimeout(searchTimer);
  searchTimer = setTimeout(() => {
    searchTimer = null;
    commitSearch(text);
  }, SEARCH_DEBOUNCE_MS);
}

/** Empties the search box and shows the unsearched list at once. */
export function clearSearch(): void {
  if (searchTimer) clearTimeout(searchTimer);
  searchTimer = null;
  $searchText.set('');
  commitSearch('');
}

function commitSearch(text: string): void {
  const search = normaliseQuery(text) ?? '';
  const filters = $filters.get();
  // After a failed search the box still shows its text while the list shows everything: typing
  // the same text again is a new try.
  if (search === filters.search && $notice.get() === null) return;
  setFilters({ ...filters, search });
}

/** Selects a tag, or unselects it when selected; a tag beyond the 10th is refused. */
export function toggleTag(tag: string): void {
  const filters = $filters.get();
  const selected = filters.tags.some((t) => t.toLowerCase() === tag.toLowerCase());
  if (selected) return removeTag(tag);
  if (filters.tags.length >= MAX_SELECTED_TAGS) return;
  setFilters({ ...filters, tags: [...filters.tags, tag] });
}

/** Removes a selected tag (its chip's button). */
export function removeTag(tag: string): void {
  const filters = $filters.get();
  const tags = filters.tags.filter((t) => t.toLowerCase() !== tag.toLowerCase());
  if (tags.length !== filters.tags.length) setFilters({ ...filters, tags });
}

/** Unselects every tag. */
export function clearTags(): void {
  if ($filters.get().tags.length > 0) setFilters({ ...$filters.get(), tags: [] });
}

/** Chooses the sort: Sales, Title or Date Added. */
export function setSort(sortBy: SidebarSort): void {
  if (sortBy !== $filters.get().sortBy) setFilters({ ...$filters.get(), sortBy });
}

/** Shows one category only; an empty name shows them all. */
export function setCategory(category: string): void {
  if (category !== $filters.get().category) setFilters({ ...$filters.get(), category });
}

/** Groups the list by category, or ungroups it. */
export function toggleGrouped(): void {
  $grouped.set(!$grouped.get());
}

/** Back to the first state, nothing loaded: a new builder session (and each test) starts here. */
export function resetSidebar(): void {
  generation++;
  if (searchTimer) clearTimeout(searchTimer);
  searchTimer = null;
  optionsRequested = false;
  $searchText.set('');
  $filters.set(DEFAULT_FILTERS);
  $grouped.set(false);
  $stickers.set(EMPTY_LIST);
  $notice.set(null);
  $tagOptions.set([]);
  $categoryOptions.set([]);
  $catalogueTotal.set(null);
}
