/**
 * Which rows of a long virtual list to draw, in whole blocks rather than row by row.
 *
 * A row-by-row window adds a row to the page every time one scrolls into view, and while the
 * compositor scrolls it does not wait for the main thread: the frame in which a row is added is drawn
 * without it. Drawing whole blocks, one block beyond the view on either side, changes the page when the
 * view crosses a block's edge instead of at every row, and the rows it adds are a block away from being seen.
 */
export interface VisibleRange {
  /** First and last row at least partly in view. */
  startIndex: number;
  endIndex: number;
  /** Rows in the list. */
  count: number;
}

export function rowsInBlocks({ startIndex, endIndex, count }: VisibleRange, blockSize: number): number[] {
  if (count <= 0 || blockSize < 1) return [];
  const first = Math.max(0, (Math.floor(startIndex / blockSize) - 1) * blockSize);
  // From the last row in view, not from the first plus the view's length: that length changes by a
  // row as rows cross its edges, and would add and drop a row at every crossing.
  const last = Math.min(count - 1, (Math.floor(endIndex / blockSize) + 2) * blockSize - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}
