/**
 * @module storefront/store
 * The storefront's state: the catalogue, the shopper's view of it, the open listing and its
 * details. Components read the atoms and call the named actions; nothing else writes them.
 */
import { atom, computed } from 'nanostores';
import { readCacheCheckedBy, writeCacheWhenIdle } from '~/client/session-cache.ts';
import type { CatalogueCard, FullListing } from '~/contracts/listing.ts';
import {
  defaultOrder,
  groupByCategory,
  groupingAllowed,
  indexCatalogue,
  MAX_SELECTED_TAGS,
  normaliseQuery,
  normaliseTags,
  queryCatalogue,
  type CategoryGroup,
  type SortKey,
} from '~/domain/catalogue.ts';
import { categoryFromKey, compareGroups } from '~/domain/categories.ts';
import { similarityOrder } from '~/domain/similarity.ts';
import type { Synonym } from '~/domain/synonyms.ts';
import { DEFAULT_VIEW, defaultSort, RENDER_STEP, type ViewState } from '~/domain/storefront-view.ts';
import { OWN_FAVOURITES } from '~/domain/favourites.ts';
import { $favourites, $favouritesRead } from './favourites.ts';
import { FAVOURITES_EMPTY } from './texts.ts';

/** The reads, loaded on first use, whose answers are parsed off the main thread (a listing's details, the catalogue). */
const background = () => import('~/client/background/index.ts');

export interface CatalogueState {
  /** partial: only the prebuilt first screen, the rest not asked for yet. */
  status: 'partial' | 'loading' | 'ready' | 'error';
  cards: CatalogueCard[];
  error: string | null;
}

export interface SavedView {
  view: ViewState;
  scrollY: number;
  /** Where the card that opened the listing was on screen (its top, in px), if a card did. */
  cardTop: number | null;
  limit: number;
}

export interface ModalState {
  openId: number | null;
  /** How many listings were opened from inside the modal before this one (its back button). */
  depth: number;
  /** The view, scroll position and rendered card count to restore when the modal closes. */
  saved: SavedView | null;
}

export interface DetailState {
  status: 'loading' | 'ready' | 'error';
  data: FullListing | null;
  fetchedAt: number;
  error?: string;
}

export const $catalogue = atom<CatalogueState>({ status: 'partial', cards: [], error: null });
export const $view = atom<ViewState>(DEFAULT_VIEW);
export const $modal = atom<ModalState>({ openId: null, depth: 0, saved: null });
export const $details = atom<Readonly<Record<number, DetailState>>>({});
/** How many cards the grid renders; a new view starts again from the first step. */
export const $limit = atom(RENDER_STEP);
/** What the share dialog offers when the clipboard is not available: a link, and what it is. */
export interface ShareRequest {
  url: string;
  title: string;
  hint: string;
  label: string;
}
export const $share = atom<ShareRequest | null>(null);

const MARKETPLACE_SHARE = { title: 'Share this design', hint: 'Copy the Etsy link below and share it.', label: 'Etsy link' };

const $index = computed($catalogue, (c) => indexCatalogue(c.cards));
/** The owner's synonyms, as the page was built (the built-in ones come with the search). */
const $ownerSynonyms = atom<readonly Synonym[]>([]);

/**
 * The search with synonyms and the closest designs. It is not in the JavaScript the grid waits for
 * (the home page's budget): it loads once a search is typed, or when the page is idle, and until
 * then a search answers without synonyms, refined a moment later.
 */
const $search = atom<{ search: typeof import('~/domain/catalogue-search.ts'); synonyms: typeof import('~/domain/synonyms.ts') } | null>(null);
let searchLoading: Promise<void> | null = null;

export function loadSearch(): Promise<void> {
  searchLoading ??= Promise.all([import('~/domain/catalogue-search.ts'), import('~/domain/synonyms.ts')]).then(([search, synonyms]) =>
    $search.set({ search, synonyms }),
  );
  return searchLoading;
}

// A search typed (or restored) brings the full search.
$view.listen((view) => {
  if (normaliseQuery(view.search) !== null) void loadSearch();
});

/** The words the search reads as others: the built-in ones and the owner's, once the search is here. */
const $synonyms = computed([$search, $ownerSynonyms], (loaded, owner) => loaded?.synonyms.synonymIndex(owner) ?? null);

export interface GridModel {
  /** Category groups, or null when the grid is flat. */
  groups: CategoryGroup<CatalogueCard>[] | null;
  items: CatalogueCard[];
  /** The listing the grid is sorted around (modal open), if any. */
  similarTo: CatalogueCard | null;
  /** A search with no result: the closest designs (typos allowed), once the whole catalogue is here. */
  similar: CatalogueCard[];
}

/** What the grid shows: the filtered, sorted catalogue, grouped when allowed, or by similarity under an open listing. */
/** Listings per category in the whole catalogue, from the page: group headers count right before it loads. */
const $categoryCounts = atom<Readonly<Record<string, number>>>({});

/** The categories the jump menu offers, in the grouped grid's order, with their counts (the whole catalogue's once it is here). */
export const $categories = computed([$catalogue, $categoryCounts], (catalogue, counts) =>
  catalogue.status === 'ready'
    ? groupByCategory(catalogue.cards).map((g) => ({ category: g.category, count: g.count }))
    : Object.entries(counts)
        .map(([category, count]) => ({ category, count }))
        .sort(compareGroups),
);

/**
 * The ids a favourites view keeps, or null outside one. The grid reads this rather than the hearts
 * themselves: a heart pressed (or the stored hearts read) outside a favourites view leaves the grid's
 * model as it was, so neither the grid nor the open listing renders again for it.
 */
const $favouritesShown = computed([$view, $favourites], (view, favourites) =>
  view.favourites === null ? null : view.favourites === OWN_FAVOURITES ? favourites : view.favourites,
);

/**
 * A favourites view's empty text: how to add some, or that a shared list is gone from the shop.
 * Undefined outside a favourites view, so the stored hearts read (or one pressed) there render
 * nothing above the hearts themselves.
 */
export const $favouritesEmptyText = computed([$view, $favourites, $favouritesRead, $catalogue], (view, favourites, read, catalogue) => {
  const filter = view.favourites;
  if (filter === OWN_FAVOURITES) return read && favourites.length === 0 ? FAVOURITES_EMPTY.own : undefined;
  const gone = filter !== null && catalogue.status === 'ready' && !catalogue.cards.some((card) => filter.includes(card.id));
  return gone ? FAVOURITES_EMPTY.shared : undefined;
});

export const $grid = computed(
  [$catalogue, $index, $view, $modal, $categoryCounts, $categories, $search, $synonyms, $favouritesShown],
  (catalogue, index, view, modal, counts, categories, loaded, synonyms, shown): GridModel => {
    const open = modal.openId === null ? null : (catalogue.cards.find((c) => c.id === modal.openId) ?? null);
    if (open) return { groups: null, items: similarityOrder(open, catalogue.cards), similarTo: open, similar: [] };
    // The view keeps the category's URL key; the catalogue's rules take its name (an unknown key: every category).
    const query = {
      ...view,
      category: categoryFromKey(
        view.category,
        categories.map((c) => c.category),
      ),
    };
    // The closest designs are offered only over the whole catalogue: the first screen alone would mislead.
    const found =
      loaded && synonyms
        ? loaded.search.searchCatalogue(index, { ...query, synonyms }, { similar: catalogue.status === 'ready' ? loaded.search.SIMILAR_DESIGNS_SHOWN : 0 })
        : { items: queryCatalogue(index, query), similar: [] };
    const sorted = view.reversed && normaliseTags(view.tags).length > 0 ? found.items.reverse() : found.items;
    // Ids of listings no longer in the shop (or never in it: a shared link is anyone's text) match no card.
    const only = shown === null ? null : new Set(shown);
    const items = only ? sorted.filter((card) => only.has(card.id)) : sorted;
    const grouped = view.grouped && groupingAllowed({ search: view.search, tags: view.tags, modalOpen: false, favourites: only !== null });
    if (!grouped) return { groups: null, items, similarTo: null, similar: found.similar };
    const groups = groupByCategory(items);
    return {
      groups: catalogue.status === 'ready' ? groups : groups.map((g) => ({ ...g, count: counts[g.category] ?? g.count })),
      items,
      similarTo: null,
      similar: found.similar,
    };
  },
);

/** A search with no result: the closest designs (typos allowed), once the whole catalogue is here. */
export const $similarDesigns = computed($grid, (grid) => grid.similar);

/** Replaces the catalogue (the prebuilt first cards, then the full file). */
export function setCatalogue(cards: CatalogueCard[], status: CatalogueState['status'] = 'ready', error: string | null = null): void {
  $catalogue.set({ status, cards, error });
}

/** Where the shared catalogue file is (content-hashed, given by the page). */
let catalogueUrl = '';

/**
 * Loads the whole catalogue once it is needed (a search, a filter, a scroll past the first screen,
 * an open listing), by the spec's chain: the listings cached in this tab (5 min), else the shared
 * catalogue file, else every page of the list API (the load-all fallback). The prebuilt cards stay
 * on screen meanwhile, and if all fail. Then, in the background, a page built before the owner's
 * latest change catches up with the live catalogue.
 */
export async function ensureCatalogue(): Promise<void> {
  if ($catalogue.get().status !== 'partial') return;
  const current = $catalogue.get().cards;
  $catalogue.set({ status: 'loading', cards: current, error: null });
  const { readInBackground } = await background();
  const cached = await readCacheCheckedBy('homepageListings', catalogueUrl, (value) => readInBackground('cachedCatalogueFile', value));
  if (cached) {
    setCatalogue(cached.cards);
    void catchUp(cached.revision);
    return;
  }
  try {
    const { value: file, entry } = await readInBackground('catalogueFile', catalogueUrl);
    writeCacheWhenIdle('homepageListings', catalogueUrl, entry);
    setCatalogue(file.cards);
    void catchUp(file.revision);
  } catch {
    try {
      setCatalogue(await readInBackground('allCards'));
    } catch (error) {
      setCatalogue(current, 'error', error instanceof Error ? error.message : String(error));
    }
  }
}

/**
 * Has the browser fetch the catalogue file into its cache, at the lowest priority, without reading
 * it: a listing's page reads it only when the shopper leaves the listing or searches.
 */
export function prefetchCatalogue(): void {
  if (!catalogueUrl || document.querySelector(`link[rel="prefetch"][href="${catalogueUrl}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = catalogueUrl;
  document.head.appendChild(link);
}

/** Live cards that arrived while a listing was open: applied when it closes, so the open listing's page does not shift. */
let deferredCards: CatalogueCard[] | null = null;

/**
 * When the database has moved past the revision the page was built at (the owner changed listings
 * since the last publish), loads the live catalogue and shows it; never while a listing is open.
 */
async function catchUp(builtAt: number): Promise<void> {
  try {
    const { readInBackground } = await background();
    const live = await readInBackground('revision');
    if (live === null || live <= builtAt) return;
    const cards = await readInBackground('allCards');
    if ($modal.get().openId !== null) deferredCards = cards;
    else setCatalogue(cards);
  } catch {
    // The page's own catalogue stays: it is complete, only older.
  }
}

/**
 * Puts a page's prebuilt data in the stores, without side effects: it runs during the first
 * render, at build time and in the browser, so the prebuilt HTML and the hydrated tree agree.
 * The owner's synonyms come with the page: the search needs no request for them.
 */
export function seedStorefront(
  cards: CatalogueCard[],
  url: string,
  open: { id: number } | null,
  categoryCounts: Readonly<Record<string, number>> = {},
  synonyms: readonly Synonym[] = [],
): void {
  catalogueUrl = url;
  $ownerSynonyms.set(synonyms);
  $categoryCounts.set(categoryCounts);
  $catalogue.set({ status: 'partial', cards, error: null });
  $limit.set(RENDER_STEP);
  // A listing page is the home page with the listing open: the grid behind is ungrouped, by similarity.
  $view.set(open ? { ...DEFAULT_VIEW, grouped: false } : DEFAULT_VIEW);
  $modal.set(
    open
      ? { openId: open.id, depth: 0, saved: { view: DEFAULT_VIEW, scrollY: 0, cardTop: null, limit: RENDER_STEP } }
      : { openId: null, depth: 0, saved: null },
  );
}

/** Every change of view goes through here: the grid starts again from its first cards. */
export function setView(view: ViewState): void {
  if (view !== DEFAULT_VIEW) void ensureCatalogue();
  if (view !== $view.get()) $limit.set(RENDER_STEP);
  $view.set(view);
}

/** Renders the next cards of the grid. */
export function showMore(): void {
  void ensureCatalogue();
  $limit.set($limit.get() + RENDER_STEP);
}

/**
 * Searches. A search starting from the default order switches to Best match, and clearing it
 * switches Best match back to Best selling; a sort the shopper chose stays.
 */
export function setSearch(search: string): void {
  const view = $view.get();
  const text = search.slice(0, 200);
  const before = defaultSort(view.search);
  const after = defaultSort(text);
  const followsDefault = view.sortBy === before && view.sortOrder === defaultOrder(before);
  const sortBy = followsDefault || !offeredWhileSearching(view.sortBy, text) ? after : view.sortBy;
  setView({ ...view, search: text, sortBy, sortOrder: sortBy === view.sortBy ? view.sortOrder : defaultOrder(sortBy) });
}

/** Best match is offered only while a search is active. */
const offeredWhileSearching = (sortBy: SortKey, search: string) => sortBy !== 'best' || normaliseQuery(search) !== null;

/** Selects or unselects a tag; at most 10 may be selected. */
export function toggleTag(tag: string): void {
  const view = $view.get();
  const selected = view.tags.some((t) => t.toLowerCase() === tag.toLowerCase());
  if (!selected && view.tags.length >= MAX_SELECTED_TAGS) return;
  void ensureCatalogue();
  const tags = selected ? view.tags.filter((t) => t.toLowerCase() !== tag.toLowerCase()) : [...view.tags, tag];
  setView({ ...view, tags, reversed: tags.length > 0 && view.reversed });
}

export function clearTags(): void {
  setView({ ...$view.get(), tags: [], reversed: false });
}

/** Jumps to one category of the grid (its URL key), or back to every category (null). */
export function setCategory(key: string | null): void {
  setView({ ...$view.get(), category: key });
}

/** Chooses a sort; it starts in its own direction (titles A to Z, the rest highest first). */
export function setSort(sortBy: SortKey): void {
  setView({ ...$view.get(), sortBy, sortOrder: defaultOrder(sortBy) });
}

export function toggleSortOrder(): void {
  const view = $view.get();
  setView({ ...view, sortOrder: view.sortOrder === 'asc' ? 'desc' : 'asc' });
}

export function toggleGrouped(): void {
  const view = $view.get();
  setView({ ...view, grouped: !view.grouped });
}

/** Shows only the shopper's favourites, or everything again. */
export function toggleFavouritesView(): void {
  const view = $view.get();
  setView({ ...view, favourites: view.favourites === OWN_FAVOURITES ? null : OWN_FAVOURITES });
}

/** Leaves a favourites view (the shopper's own or a shared one) for the whole shop. */
export function showAllStickers(): void {
  setView({ ...$view.get(), favourites: null });
}

/** The tag filter's reverse-order toggle; does nothing with no tag selected. */
export function toggleReversed(): void {
  const view = $view.get();
  if (view.tags.length === 0) return;
  setView({ ...view, reversed: !view.reversed });
}

/**
 * Opens a listing. The first open saves the view and scroll position and clears the filters (the
 * grid re-sorts by similarity); opening another listing from inside the modal only moves on.
 */
export function openListing(id: number, depth: number, scrollY: number, cardTop: number | null = null): void {
  const modal = $modal.get();
  const view = $view.get();
  const saved = modal.openId === null ? { view, scrollY, cardTop, limit: $limit.get() } : modal.saved;
  if (modal.openId === null) setView({ ...view, search: '', tags: [], grouped: false, reversed: false, category: null, favourites: null });
  $modal.set({ openId: id, depth, saved });
  void loadDetails(id);
  void ensureCatalogue();
}

/** Closes the modal, restoring the saved view and rendered cards; answers them (the scroll position too). */
export function closeListing(): SavedView | null {
  const { saved } = $modal.get();
  $modal.set({ openId: null, depth: 0, saved: null });
  // A listing's own page opens without the whole catalogue: the home view behind needs it.
  void ensureCatalogue();
  if (deferredCards) {
    setCatalogue(deferredCards);
    deferredCards = null;
  }
  if (saved) {
    $view.set(saved.view);
    $limit.set(saved.limit);
  }
  return saved;
}

/** Repeated opens of one listing reuse its details for 5 seconds. */
const DETAILS_TTL_MS = 5000;

/** Fetches a listing's details (sizes, colours, prices) unless fresh ones are at hand. */
export async function loadDetails(id: number): Promise<void> {
  const known = $details.get()[id];
  if (known && (known.status === 'loading' || (known.status === 'ready' && Date.now() - known.fetchedAt < DETAILS_TTL_MS))) return;
  $details.set({ ...$details.get(), [id]: { status: 'loading', data: known?.data ?? null, fetchedAt: Date.now() } });
  try {
    const data = await (await background()).readInBackground('listing', id);
    $details.set({ ...$details.get(), [id]: { status: 'ready', data, fetchedAt: Date.now() } });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    $details.set({ ...$details.get(), [id]: { status: known?.data ? 'ready' : 'error', data: known?.data ?? null, fetchedAt: Date.now(), error: message } });
  }
}

/** A listing to open from outside the grid (the hero's 'view details'); the storefront opens it once its card is known. */
export const $openRequest = atom<number | null>(null);

export function requestOpenListing(id: number): void {
  $openRequest.set(id);
}

export function clearOpenRequest(): void {
  $openRequest.set(null);
}

/** Shows a link to copy by hand (the marketplace's, unless other texts say otherwise). */
export function openShareDialog(url: string, texts: Omit<ShareRequest, 'url'> = MARKETPLACE_SHARE): void {
  $share.set({ url, ...texts });
}

export function closeShareDialog(): void {
  $share.set(null);
}
