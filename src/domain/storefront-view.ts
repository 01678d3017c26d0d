/**
 * @module storefront-view
 * What the shopper has chosen for the grid (search, tags, category, sort, grouping, reversed order, favourites), and how
 * it is kept in the URL query so a view can be shared and survives a reload. The build prerenders
 * the first step of the default view, so both read it from here.
 */
import { defaultOrder, MAX_SELECTED_TAGS, normaliseQuery, storefrontSorts, type SortKey, type SortOrder } from './catalogue.ts';
import { FAVOURITES_PARAM, favouritesFromParam, favouritesParam, type FavouritesFilter } from './favourites.ts';

/** Cards the grid renders at first and adds each time the end of the grid comes near. */
export const RENDER_STEP = 24;

export interface ViewState {
  search: string;
  tags: string[];
  sortBy: SortKey;
  sortOrder: SortOrder;
  grouped: boolean;
  /** The tag filter's reverse-order toggle: the filtered list in the opposite order. */
  reversed: boolean;
  /** The category jumped to (its URL key, see categoryKey), or null for every category. */
  category: string | null;
  /** Only the shopper's favourites, or only a shared list of them. */
  favourites: FavouritesFilter;
}

export const DEFAULT_VIEW: ViewState = {
  search: '',
  tags: [],
  sortBy: 'sales',
  sortOrder: 'desc',
  grouped: true,
  reversed: false,
  category: null,
  favourites: null,
};

/** The sort a view starts with: Best match while a search is active, Best selling otherwise. */
export function defaultSort(search: string): SortKey {
  return normaliseQuery(search) === null ? 'sales' : 'best';
}

/** True when a sort is offered for this search ('best' only while searching). */
const offered = (sort: string, search: string) => storefrontSorts(normaliseQuery(search) !== null).some((s) => s.key === sort);

/** Reads a view from a URL query, ignoring anything malformed. */
export function viewFromQuery(query: string | URLSearchParams): ViewState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const search = (params.get('q') ?? '').slice(0, 200);
  const sort = params.get('sort');
  const sortBy: SortKey = sort && offered(sort, search) ? (sort as SortKey) : defaultSort(search);
  const order = params.get('order');
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return {
    search,
    tags: [...new Set(tags)].slice(0, MAX_SELECTED_TAGS),
    sortBy,
    sortOrder: order === 'asc' || order === 'desc' ? order : defaultOrder(sortBy),
    grouped: params.get('group') !== '0',
    reversed: params.get('rev') === '1' && tags.length > 0,
    category: categoryKeyFrom(params.get('category')),
    favourites: favouritesFromParam(params.get(FAVOURITES_PARAM)),
  };
}

/** A category key from the URL, or null when it is not one a category name could give (categoryKey). */
function categoryKeyFrom(value: string | null): string | null {
  return value && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && value.length <= 60 ? value : null;
}

/**
 * Writes a view as a URL query ('' for the default view), leaving defaults out. `admin` keeps the
 * admin flag's ?admin=true, so a reload (and every island reading the flag later) still sees it.
 */
export function queryFromView(view: ViewState, { admin = false }: { admin?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.tags.length) params.set('tags', view.tags.join(','));
  if (view.sortBy !== defaultSort(view.search)) params.set('sort', view.sortBy);
  if (view.sortOrder !== defaultOrder(view.sortBy)) params.set('order', view.sortOrder);
  if (!view.grouped) params.set('group', '0');
  if (view.reversed && view.tags.length) params.set('rev', '1');
  if (view.category) params.set('category', view.category);
  const favourites = favouritesParam(view.favourites);
  if (favourites) params.set(FAVOURITES_PARAM, favourites);
  if (admin) params.set('admin', 'true');
  const text = params.toString();
  return text ? `?${text}` : '';
}
