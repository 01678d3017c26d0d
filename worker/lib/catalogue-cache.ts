/**
 * @module catalogue-cache
 * The public catalogue kept in isolate memory between requests. One tiny query (the revision a
 * trigger bumps on every change to stickers) tells whether the cached copy is still current.
 */
import { indexCatalogue, type Indexed } from '../../src/domain/catalogue.ts';
import type { Database } from '../../src/db/client.ts';
import { loadCatalogueEntries, readCatalogueRevision, type CatalogueEntry } from '../../src/db/queries/listings.ts';

export interface CatalogueSnapshot {
  revision: number;
  entries: CatalogueEntry[];
  index: Indexed<CatalogueEntry>[];
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
    const entries = await loadCatalogueEntries(db);
    const snapshot = { revision, entries, index: indexCatalogue(entries) };
    cache.set(d1, snapshot);
    return snapshot;
  })().finally(() => loading.delete(d1));
  loading.set(d1, load);
  return load;
}
