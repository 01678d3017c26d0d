/**
 * @module auto-association
 * Which listing the artwork path auto-association shows next (admin.md 4): the best-selling listing
 * without an artwork path, after the last one processed, leaving out those the owner skipped.
 * The candidates come sales first (at most 999 a batch); each message is the spec's.
 */

export const AUTO_ASSOCIATION_TEXTS = {
  allHavePaths: 'No more listings to process! All listings have SVG paths.',
  allSkippedOrDone: 'No more listings to process! All remaining are skipped or completed.',
  batchDone: 'No more listings to process in current batch.',
  enterPath: 'Please enter a file path first.',
  loadFailed: (id: number) => `Failed to load listing data for ${id}`,
  loadError: (message: string) => `Error loading listing: ${message}`,
  saveFailed: 'Failed to save SVG path',
  saveError: (message: string) => `Error saving SVG path: ${message}`,
  sizesFailed: 'Failed to save sizes',
  sizesError: (message: string) => `Error saving sizes: ${message}`,
} as const;

/** The browser storage key of the ids the owner skipped (admin.md 3.5). */
export const SKIP_LIST_KEY = 'autoAssocSkipped';

/** At most this many candidates are asked for at once (sales first). */
export const AUTO_ASSOCIATION_BATCH = 999;

export type NextListing<T> = { listing: T } | { message: string };

/**
 * The next listing to show, or the spec's message for why there is none.
 * @example nextToProcess([{ id: 1 }, { id: 2 }, { id: 3 }], new Set([2]), 1) // { listing: { id: 3 } }
 */
export function nextToProcess<T extends { id: number }>(
  candidates: readonly T[],
  skipped: ReadonlySet<number>,
  lastProcessedId: number | null,
  batchFull = candidates.length >= AUTO_ASSOCIATION_BATCH,
): NextListing<T> {
  if (candidates.length === 0) return { message: AUTO_ASSOCIATION_TEXTS.allHavePaths };
  const after = lastProcessedId === null ? -1 : candidates.findIndex((c) => c.id === lastProcessedId);
  const next = candidates.slice(after + 1).find((c) => !skipped.has(c.id) && c.id !== lastProcessedId);
  if (next) return { listing: next };
  // Nothing after the last one: the owner may have moved on from an earlier place, so look from the top.
  const earlier = candidates.find((c) => !skipped.has(c.id) && c.id !== lastProcessedId);
  if (earlier) return { listing: earlier };
  return { message: batchFull ? AUTO_ASSOCIATION_TEXTS.batchDone : AUTO_ASSOCIATION_TEXTS.allSkippedOrDone };
}

/** The tab's storage key of the listings decided in this tab, oldest first: what Previous goes back through. */
export const HISTORY_KEY = 'autoAssocHistory';
/** Previous goes back at most this many listings. */
export const HISTORY_LIMIT = 200;

/**
 * A list of listing ids as browser storage holds it (the skip list, the history). Anything else (a
 * hand edit, an older format) reads as empty rather than failing the page.
 */
export function parseIdList(stored: string | null): number[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  } catch {
    return [];
  }
}

export const parseSkipList = (stored: string | null): Set<number> => new Set(parseIdList(stored));
export const serializeSkipList = (ids: ReadonlySet<number>): string => JSON.stringify([...ids]);

/** The history with `id` decided last (once), the oldest dropped beyond the limit. */
export const withDecided = (history: readonly number[], id: number): number[] => [...history.filter((h) => h !== id), id].slice(-HISTORY_LIMIT);

export type Decision = 'approved' | 'edited' | 'skipped';

export interface AssociationCounts {
  total_listings: number;
  completed: number;
  skipped: number;
  last_updated: string;
}

/**
 * The counts after a decision. A listing decided before (reached again by Previous) moves between
 * the counters rather than counting twice: one now given a path leaves 'skipped', one skipped again
 * stays counted once, and one that already has its path is not skipped by a later Skip.
 * @example countDecision({ total_listings: 10, completed: 2, skipped: 1, last_updated: '' }, { wasSkipped: true, hadPath: false }, 'approved', now) // completed 3, skipped 0
 */
export function countDecision(counts: AssociationCounts, before: { wasSkipped: boolean; hadPath: boolean }, decision: Decision, now: Date): AssociationCounts {
  let { completed, skipped } = counts;
  if (decision === 'skipped') {
    if (!before.wasSkipped && !before.hadPath) skipped++;
  } else {
    if (!before.hadPath) completed++;
    if (before.wasSkipped) skipped = Math.max(0, skipped - 1);
  }
  return { ...counts, completed, skipped, last_updated: now.toISOString() };
}

/**
 * How many listings the run covers: those still without a path (skipped ones among them) and those
 * completed, which now have one.
 */
export const totalOfRun = (withoutPath: number, completed: number): number => withoutPath + completed;
