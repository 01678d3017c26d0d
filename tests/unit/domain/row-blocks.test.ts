import { describe, expect, it } from 'vitest';
import { rowsInBlocks } from '../../../src/domain/row-blocks.ts';

describe('rowsInBlocks', () => {
  it('draws the blocks in view and one block either side', () => {
    expect(rowsInBlocks({ startIndex: 20, endIndex: 30, count: 1000 }, 10)).toEqual(range(10, 49));
  });

  it('keeps the same rows while the view scrolls within a block, whatever rows its edges cut', () => {
    const at = (start: number, end: number) => rowsInBlocks({ startIndex: start, endIndex: end, count: 5000 }, 16);
    expect(at(33, 40)).toEqual(at(36, 41));
    expect(at(33, 40)).toEqual(at(47, 47));
    expect(at(48, 50)).not.toEqual(at(47, 50));
    expect(at(40, 48)).not.toEqual(at(40, 47));
  });

  it('stops at the ends of the list', () => {
    expect(rowsInBlocks({ startIndex: 0, endIndex: 4, count: 7 }, 16)).toEqual(range(0, 6));
    expect(rowsInBlocks({ startIndex: 990, endIndex: 999, count: 1000 }, 16)).toEqual(range(960, 999));
  });

  it('draws nothing for an empty list', () => {
    expect(rowsInBlocks({ startIndex: 0, endIndex: 0, count: 0 }, 16)).toEqual([]);
  });

  it('always covers the rows in view', () => {
    for (let start = 0; start < 300; start += 7) {
      const rows = rowsInBlocks({ startIndex: start, endIndex: start + 12, count: 300 }, 16);
      expect(rows[0]).toBeLessThanOrEqual(start);
      expect(rows.at(-1)).toBeGreaterThanOrEqual(Math.min(299, start + 12));
    }
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
