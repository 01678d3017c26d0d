/**
 * @module catalogue-search
 * The storefront's one search: the home page's grid runs it in the browser, and the list API the
 * Scene Builder's sidebar pages through runs it in the Worker, so a search finds the same designs in
 * both. The catalogue rules with the shop's synonyms, and when a search finds nothing, the closest
 * designs (typos allowed).
 */
import { normaliseQuery, queryCatalogue, SIMILAR_DESIGNS_TEXT, type CatalogueItem, type CatalogueQuery, type Indexed } from './catalogue.ts';
import { similarDesigns } from './similar-designs.ts';
import { BUILT_IN_SYNONYM_INDEX, queryRewrites, type SynonymIndex } from './synonyms.ts';

export { SIMILAR_DESIGNS_TEXT };

/** A search of the catalogue: its query, and the words it also reads as others. */
export interface SearchQuery extends Omit<CatalogueQuery, 'rewrites'> {
  /** The built-in synonyms when not given. */
  synonyms?: SynonymIndex;
}

/** How many closest designs a search with no result offers. */
export const SIMILAR_DESIGNS_SHOWN = 8;

export interface CatalogueSearch<T> {
  /** What the query selects, in its order. */
  items: T[];
  /** When a search selects nothing: the closest designs, best first (tags and category aside); else empty. */
  similar: T[];
}

export interface SearchOptions<T> {
  /** How many closest designs to offer when nothing matches (none unless given). */
  similar?: number;
  /** What the surface can show (the Scene Builder: listings with artwork); the rest is left out of both lists. */
  keep?: (item: T) => boolean;
}

/**
 * Searches, filters and sorts the catalogue (queryCatalogue, synonyms included); a search that
 * selects nothing offers the designs closest to its words instead.
 * @example searchCatalogue(index, { search: 'dinosuar' }, { similar: 8 }).similar[0]?.category // 'Dinosaur Stickers'
 */
export function searchCatalogue<T extends CatalogueItem>(index: readonly Indexed<T>[], query: SearchQuery, options: SearchOptions<T> = {}): CatalogueSearch<T> {
  const { similar = 0, keep } = options;
  const { synonyms = BUILT_IN_SYNONYM_INDEX, ...rest } = query;
  const selected = queryCatalogue(index, { ...rest, rewrites: (q) => queryRewrites(q, synonyms) });
  const items = keep ? selected.filter(keep) : selected;
  const q = normaliseQuery(query.search);
  return { items, similar: items.length === 0 && q !== null && similar > 0 ? similarDesigns(index, q, similar, keep) : [] };
}
