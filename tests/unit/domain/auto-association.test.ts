import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTO_ASSOCIATION_TEXTS as T,
  countDecision,
  HISTORY_LIMIT,
  nextToProcess,
  parseIdList,
  parseSkipList,
  serializeSkipList,
  totalOfRun,
  withDecided,
  type AssociationCounts,
  type Decision,
} from '../../../src/domain/auto-association.ts';

const listings = (...ids: number[]) => ids.map((id) => ({ id }));

describe('nextToProcess', () => {
  it('takes the best seller after the last one processed, leaving out the skipped', () => {
    expect(nextToProcess(listings(1, 2, 3, 4), new Set([3]), 2)).toEqual({ listing: { id: 4 } });
    expect(nextToProcess(listings(1, 2, 3), new Set(), null)).toEqual({ listing: { id: 1 } });
  });

  it('looks from the top again when nothing is left after the last one processed', () => {
    // The last processed listing now has a path (it left the list), or the owner went back.
    expect(nextToProcess(listings(1, 2, 3), new Set([1]), 3)).toEqual({ listing: { id: 2 } });
    expect(nextToProcess(listings(5, 6), new Set(), 99)).toEqual({ listing: { id: 5 } });
  });

  it('says why there is none, in the spec’s words', () => {
    expect(nextToProcess([], new Set(), null)).toEqual({ message: T.allHavePaths });
    expect(nextToProcess(listings(1, 2), new Set([1, 2]), null)).toEqual({ message: T.allSkippedOrDone });
    expect(nextToProcess(listings(1, 2), new Set([1]), 2)).toEqual({ message: T.allSkippedOrDone });
    expect(nextToProcess(listings(1, 2), new Set([1, 2]), null, true)).toEqual({ message: T.batchDone });
  });
});

describe('the skip list in browser storage', () => {
  it('reads back what it wrote', () => {
    expect(parseSkipList(serializeSkipList(new Set([5, 9])))).toEqual(new Set([5, 9]));
  });

  it('reads anything else as empty, keeping only positive whole ids', () => {
    for (const stored of [null, '', 'not json', '{"a":1}', '"5"']) expect(parseSkipList(stored)).toEqual(new Set());
    expect(parseSkipList('[3, -1, 2.5, "7", 8]')).toEqual(new Set([3, 8]));
  });
});

describe('the history Previous goes back through', () => {
  it('keeps each listing once, the last decided last, and at most the limit', () => {
    expect(withDecided([1, 2, 3], 2)).toEqual([1, 3, 2]);
    const long = Array.from({ length: HISTORY_LIMIT }, (_, i) => i + 1);
    expect(withDecided(long, 9999)).toHaveLength(HISTORY_LIMIT);
    expect(withDecided(long, 9999)[0]).toBe(2);
    expect(parseIdList('[4, 2, 4]')).toEqual([4, 2, 4]);
  });
});

describe('countDecision', () => {
  const start: AssociationCounts = { total_listings: 10, completed: 2, skipped: 1, last_updated: '' };
  const now = new Date('2026-11-26T12:00:00Z');

  it('counts a first decision once, and stamps the time', () => {
    expect(countDecision(start, { wasSkipped: false, hadPath: false }, 'approved', now)).toEqual({ ...start, completed: 3, last_updated: now.toISOString() });
    expect(countDecision(start, { wasSkipped: false, hadPath: false }, 'edited', now).completed).toBe(3);
    expect(countDecision(start, { wasSkipped: false, hadPath: false }, 'skipped', now).skipped).toBe(2);
  });

  it('moves a listing reached again by Previous between the counters instead of counting it twice', () => {
    expect(countDecision(start, { wasSkipped: true, hadPath: false }, 'approved', now)).toMatchObject({ completed: 3, skipped: 0 });
    expect(countDecision(start, { wasSkipped: false, hadPath: true }, 'edited', now)).toMatchObject({ completed: 2, skipped: 1 });
    expect(countDecision(start, { wasSkipped: true, hadPath: false }, 'skipped', now)).toMatchObject({ completed: 2, skipped: 1 });
    expect(countDecision(start, { wasSkipped: false, hadPath: true }, 'skipped', now)).toMatchObject({ completed: 2, skipped: 1 });
  });

  it('property: after any decisions, in any order and repeated, the counters are the listings given a path and those skipped without one', () => {
    const decision = fc.constantFrom<Decision>('approved', 'edited', 'skipped');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), decision), { maxLength: 40 }), (decisions) => {
        const withPath = new Set<number>();
        const skipList = new Set<number>();
        let counts: AssociationCounts = { total_listings: 6, completed: 0, skipped: 0, last_updated: '' };
        for (const [id, d] of decisions) {
          counts = countDecision(counts, { wasSkipped: skipList.has(id), hadPath: withPath.has(id) }, d, now);
          // What the page does: a path is saved, or the id joins the skip list (a listing with a path is not skipped).
          if (d === 'skipped') {
            if (!withPath.has(id)) skipList.add(id);
          } else {
            withPath.add(id);
            skipList.delete(id);
          }
        }
        expect(counts.completed).toBe(withPath.size);
        expect(counts.skipped).toBe(skipList.size);
        expect(counts.completed + counts.skipped).toBeLessThanOrEqual(totalOfRun(6 - withPath.size, counts.completed));
      }),
    );
  });
});
