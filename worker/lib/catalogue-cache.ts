/**
 * @module catalogue-cache
 * The public catalogue kept in isolate memory between requests. One tiny query (the revision a
 * trigger bumps on every change to stickers) tells whether the cached copy is still current; a new
 * revision starts a new snapshot, so nothing stale outlives a change.
 */
import { resolveSlugAmong, slugCandidates, type SlugCandidate } from '../../src/domain/slug.ts';
import { indexCatalogue, queryCatalogue, type CatalogueQuery, type Indexed } from '../../src/domain/catalogue.ts';
import type { Database } from '../../src/db/client.ts';
import { getPublicSummaries, loadCatalogueEntries, readCatalogueRevision, type CatalogueEntry } from '../../src/db/queries/listings.ts';
import type { ListingSummary } from '../../src/db/unified.ts';
import { Lru } from './lru.ts';

/** Listing summaries kept per isolate (about 4 KB each). */
const SUMMARY_CAPACITY = 2000;
/** Result lists kept per isolate (ids only). */
const QUERY_CAPACITY = 100;

export class CatalogueSnapshot {
  readonly index: Indexed<CatalogueEntry>[];
  readonly #queries = new Lru<string, CatalogueEntry[]>(QUERY_CAPACITY);
  // Kept serialised: a page is then a join of strings, not a JSON.stringify of 50 objects.
  readonly #summaries = new Lru<number, string>(SUMMARY_CAPACITY);
  #slugs: SlugCandidate<CatalogueEntry>[] | null = null;

  constructor(
    readonly revision: number,
    readonly entries: CatalogueEntry[],
  ) {
    this.index = indexCatalogue(entries);
  }

  /** The entries a query selects, in order; repeated queries are answered from memory. */
  query(query: CatalogueQuery & { hasSvgPath?: boolean; size?: string }): CatalogueEntry[] {
    const key = JSON.stringify([query.search, query.tags, query.category, query.sortBy, query.sortOrder, query.hasSvgPath, query.size]);
    let result = this.#queries.get(key);
    if (!result) {
      result = queryCatalogue(this.index, query).filter(
        (entry) => (query.hasSvgPath === undefined || entry.hasSvgPath === query.hasSvgPath) && (!query.size || entry.sizes.includes(query.size)),
      );
      this.#queries.set(key, result);
    }
    return result;
  }

  /** The public listing a path segment names, by the fuzzy slug rule. */
  resolve(segment: string): CatalogueEntry | null {
    this.#slugs ??= slugCandidates(this.entries);
    return resolveSlugAmong(segment, this.#slugs);
  }

  /**
   * Summaries of the given listings as a JSON array text, in order; only the ones not in memory are
   * read from D1.
   */
  async summariesJson(db: Database, ids: readonly number[]): Promise<string> {
    const missing = ids.filter((id) => !this.#summaries.get(id));
    if (missing.length > 0) {
      for (const summary of await getPublicSummaries(db, missing)) this.#summaries.set(summary.etsyListingId, JSON.stringify(summary satisfies ListingSummary));
    }
    return `[${ids.map((id) => this.#summaries.get(id)).filter((s) => s !== undefined).join(',')}]`;
  }
}

// Keyed by the database binding: tests and local tools may run several databases in one isolate.
const cache = new WeakMap<object, CatalogueSnapshot>();
const loading = new WeakMap<object, Promise<CatalogueSnapshot>>();

/** The current public catalogue, re-read only when the revision has moved. */
export async function currentCatalogue(d1: D1Database, db: Database): Promise<CatalogueSnapshot> {
  const revision = await readCatalogueRevision(db);
  const cached = cache.get(d1);
  if (cached && cached.revision === revision) return cached;
  const pending = loading.get(d1);
  if (pending) return pending;
  const load = (async () => {
    const snapshot = new CatalogueSnapshot(revision, await loadCatalogueEntries(db));
    cache.set(d1, snapshot);
    return snapshot;
  })().finally(() => loading.delete(d1));
  loading.set(d1, load);
  return load;
}
