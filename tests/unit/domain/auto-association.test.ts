import { describe, expect, it } from 'vitest';
import { AUTO_ASSOCIATION_TEXTS as T, nextToProcess, parseSkipList, serializeSkipList } from '../../../src/domain/auto-association.ts';

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
