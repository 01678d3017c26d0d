/**
 * @module sales-rank
 * How public shapes order listings by sales without saying how many sold: the best-seller rank.
 * The count is the owner's to publish (the admin setting 'Show sales count on listings'); the
 * order is the storefront's default sort. Pure.
 */

/**
 * Each item's best-seller rank, in the items' order: 1 for the best seller, and listings that sold
 * as many share a rank, the next rank skipping as many (1, 2, 2, 4). Shared ranks keep every sort
 * that compared the counts in the same order, ties (broken by title, then id) included.
 * @example salesRanks([5, 90, 40, 40], (n) => n) // [4, 1, 2, 2]
 */
export function salesRanks<T>(items: readonly T[], salesOf: (item: T) => number): number[] {
  const sales = items.map(salesOf);
  const order = sales.map((_, i) => i).sort((a, b) => sales[b]! - sales[a]!);
  const ranks = new Array<number>(items.length);
  order.forEach((index, position) => {
    const previous = order[position - 1];
    ranks[index] = previous !== undefined && sales[previous] === sales[index] ? ranks[previous]! : position + 1;
  });
  return ranks;
}
