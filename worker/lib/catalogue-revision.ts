/**
 * @module catalogue-revision
 * The catalogue revision as this isolate last read it. Every public read needs the revision (its
 * ETag, its edge-cache key, the isolate's catalogue), and reading it was the one database query an
 * answer from the edge cache still cost: under load that query set the API's latency (p50 about 3x
 * a static file's on the local Worker, where a 404 from the same Worker answered as fast as the
 * file). So a reading is trusted for a short while (CATALOGUE_REVISION_TTL_MS: a second), and a
 * write this isolate answers forgets it at once. Only a
 * write made elsewhere (another isolate, a Workflow) can go unseen, for at most that while.
 */
import { readCatalogueRevision } from '~/db/queries/listings.ts';
import type { Database } from '~/db/client.ts';

/** How long a reading is trusted when the environment does not say. */
export const DEFAULT_REVISION_TTL_MS = 1000;

interface Reading {
  revision: number;
  /** When the query was sent: a reading is as old as its question, not its answer. */
  askedAt: number;
}

interface State {
  reading?: Reading;
  /** Moves on every forget, so a query sent before a write never stores its answer after it. */
  generation: number;
}

// Keyed by the database binding, as the catalogue cache is: tests may run several databases in one isolate.
const states = new WeakMap<object, State>();

const stateOf = (d1: object): State => {
  let state = states.get(d1);
  if (!state) states.set(d1, (state = { generation: 0 }));
  return state;
};

/** The time-to-live the environment sets (a whole number of milliseconds, 0 to read on every request). */
export function revisionTtlMs(value: string | undefined): number {
  const ms = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(ms) && ms >= 0 ? ms : DEFAULT_REVISION_TTL_MS;
}

/**
 * The revision of a request's database: this isolate's reading while younger than ttlMs, else read
 * now. Readers that find it stale each ask (a query under way belongs to the request that sent it:
 * Workers refuse another request's I/O), and the newest answer is kept.
 */
export async function catalogueRevision(d1: object, db: Database, ttlMs: number, now = Date.now()): Promise<number> {
  if (ttlMs <= 0) return readCatalogueRevision(db);
  const state = stateOf(d1);
  if (state.reading && now - state.reading.askedAt < ttlMs) return state.reading.revision;
  const { generation } = state;
  const revision = await readCatalogueRevision(db);
  if (state.generation === generation && (!state.reading || state.reading.askedAt <= now)) state.reading = { revision, askedAt: now };
  return revision;
}

/** Forgets this isolate's reading (after a write it answered): the next request reads the revision again. */
export function forgetCatalogueRevision(d1: object): void {
  const state = stateOf(d1);
  state.reading = undefined;
  state.generation += 1;
}
