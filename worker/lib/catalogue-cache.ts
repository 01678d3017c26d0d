/**
 * @module catalogue-cache
 * The public catalogue kept in isolate memory between requests. One tiny query (the revision a
 * trigger bumps on every change to stickers) tells whether the cached copy is still current; a new
 * revision starts a new snapshot, so nothing stale outlives a change. A listing with a corrupt
 * column it needs is not in it (src/db/listing-columns.ts), and is logged once per snapshot.
 */
import type { Context } from 'hono';
import type { CatalogueCard, ListingSummary } from '~/contracts/listing.ts';
import { pickListingFields, type ListingField } from '~/contracts/listing-fields.ts';
import type { ListQuery } from '~/contracts/queries.ts';
import type { Database } from '~/db/client.ts';
import type { Synonym } from '~/contracts/search-synonyms.ts';
import { CORRUPT_LISTING_EVENT } from '~/db/listing-columns.ts';
import { getPublicSummaries, loadCatalogueCards, readCatalogueRevision } from '~/db/queries/listings.ts';
import { listOwnerSynonyms } from '~/db/queries/search-synonyms.ts';
import { indexCatalogue, type Indexed } from '~/domain/catalogue.ts';
import { searchCatalogue, SIMILAR_DESIGNS_SHOWN, type CatalogueSearch } from '~/domain/catalogue-search.ts';
import { synonymIndex, type SynonymIndex } from '~/domain/synonyms.ts';
import { closestListings, resolveSlugAmong, slugCandidates, type SlugCandidate } from '~/domain/slug.ts';
import type { AppEnv } from '../env.ts';
import { log } from './log.ts';
import { Lru } from './lru.ts';

/** Listing summaries kept per isolate (about 4 KB each, as text and as an object). */
const SUMMARY_CAPACITY = 2000;
/** Result lists kept per isolate (ids only). */
const QUERY_CAPACITY = 100;

type CatalogueFilter = Pick<ListQuery, 'search' | 'tags' | 'category' | 'sortBy' | 'sortOrder' | 'hasSvgPath' | 'size'>;

export class CatalogueSnapshot {
  readonly index: Indexed<CatalogueCard>[];
  /** The built-in synonyms and the owner's, read with the cards (a change to either bumps the revision). */
  readonly synonyms: SynonymIndex;
  readonly #queries = new Lru<string, CatalogueSearch<CatalogueCard>>(QUERY_CAPACITY);
  // Kept serialised too: a full page is then a join of strings, not a JSON.stringify of 50 objects.
  readonly #summaries = new Lru<number, { summary: ListingSummary; json: string }>(SUMMARY_CAPACITY);
  #slugs: SlugCandidate<CatalogueCard>[] | null = null;
  #ids: Set<number> | null = null;

  constructor(
    readonly revision: number,
    readonly cards: CatalogueCard[],
    ownerSynonyms: readonly Synonym[] = [],
  ) {
    this.index = indexCatalogue(cards);
    this.synonyms = synonymIndex(ownerSynonyms);
  }

  /**
   * The storefront's one search, as the home grid runs it: the cards a query selects, in order, and
   * when a search selects nothing, the closest designs. Repeated queries are answered from memory.
   */
  search(query: CatalogueFilter): CatalogueSearch<CatalogueCard> {
    const key = JSON.stringify([query.search, query.tags, query.category, query.sortBy, query.sortOrder, query.hasSvgPath, query.size]);
    let result = this.#queries.get(key);
    if (!result) {
      const keep = (card: CatalogueCard) =>
        (query.hasSvgPath === undefined || card.hasArtwork === query.hasSvgPath) && (!query.size || card.availableSizes.includes(query.size));
      result = searchCatalogue(this.index, { ...query, synonyms: this.synonyms }, { similar: SIMILAR_DESIGNS_SHOWN, keep });
      this.#queries.set(key, result);
    }
    return result;
  }

  /** The cards a query selects, in order. */
  query(query: CatalogueFilter): CatalogueCard[] {
    return this.search(query).items;
  }

  /** True when the id is a public listing's. */
  has(id: number): boolean {
    this.#ids ??= new Set(this.cards.map((card) => card.id));
    return this.#ids.has(id);
  }

  /** The public listing a path segment names, by the fuzzy slug rule. */
  resolve(segment: string): CatalogueCard | null {
    return resolveSlugAmong(segment, this.#candidates());
  }

  /** The public listings closest to a path segment, best first (the 404 page's suggestions). */
  closest(segment: string, limit: number): CatalogueCard[] {
    return closestListings(segment, this.#candidates(), limit);
  }

  #candidates(): SlugCandidate<CatalogueCard>[] {
    this.#slugs ??= slugCandidates(this.cards);
    return this.#slugs;
  }

  /**
   * Summaries of the given listings as a JSON array text, in order, with only `fields` when given;
   * only the ones not in memory are read from D1.
   */
  async summariesJson(db: Database, ids: readonly number[], fields?: readonly ListingField[]): Promise<string> {
    const missing = ids.filter((id) => !this.#summaries.get(id));
    if (missing.length > 0) {
      for (const summary of await getPublicSummaries(db, missing)) {
        this.#summaries.set(summary.etsyListingId, { summary, json: JSON.stringify(summary satisfies ListingSummary) });
      }
    }
    return `[${ids
      .map((id) => this.#summaries.get(id))
      .filter((kept) => kept !== undefined)
      .map(({ summary, json }) => (fields ? JSON.stringify(pickListingFields(summary, fields)) : json))
      .join(',')}]`;
  }
}

// Keyed by the database binding: tests and local tools may run several databases in one isolate.
const cache = new WeakMap<object, CatalogueSnapshot>();
const loading = new WeakMap<object, { revision: number; snapshot: Promise<CatalogueSnapshot> }>();

/**
 * The public catalogue at a revision (read now when not given), re-read only when the revision has
 * moved. A load under way is shared only by requests at its revision: an answer is never older than
 * the revision its ETag names.
 */
async function currentCatalogue(d1: D1Database, db: Database, knownRevision?: number): Promise<CatalogueSnapshot> {
  const revision = knownRevision ?? (await readCatalogueRevision(db));
  const cached = cache.get(d1);
  if (cached && cached.revision === revision) return cached;
  const pending = loading.get(d1);
  if (pending && pending.revision === revision) return pending.snapshot;
  const snapshot = (async () => {
    // One line per listing left out per snapshot, naming the columns, never their content.
    const [cards, synonyms] = await Promise.all([
      loadCatalogueCards(db, ({ listingId, columns }) => log.warn(CORRUPT_LISTING_EVENT, { listingId, columns })),
      listOwnerSynonyms(db),
    ]);
    const loaded = new CatalogueSnapshot(revision, cards, synonyms);
    if ((cache.get(d1)?.revision ?? -1) <= revision) cache.set(d1, loaded);
    return loaded;
  })().finally(() => {
    if (loading.get(d1)?.snapshot === snapshot) loading.delete(d1);
  });
  loading.set(d1, { revision, snapshot });
  return snapshot;
}

/** The current public catalogue of a request's database (at the revision its ETag names, when it has one). */
export function catalogueOf(c: Context<AppEnv>): Promise<CatalogueSnapshot> {
  return currentCatalogue(c.env.DB, c.var.db, c.var.revision);
}
