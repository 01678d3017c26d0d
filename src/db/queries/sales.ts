/**
 * @module queries/sales
 * The shop's sales: Etsy transactions stored once each, and each listing's total_sales_volume summed
 * from them.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { chunk, runBatch } from '../batch.ts';
import type { Database } from '../client.ts';
import { shopTransactions, stickers } from '../schema.ts';

export interface SaleRow {
  transactionId: number;
  listingId: number;
  quantity: number;
  price: number | null;
  createdAt: string;
}

/** Which of these transactions are stored already. */
export async function knownTransactions(db: Database, ids: readonly number[]): Promise<Set<number>> {
  const known = new Set<number>();
  for (const part of chunk(ids, 100)) {
    for (const row of await db.select({ id: shopTransactions.transactionId }).from(shopTransactions).where(inArray(shopTransactions.transactionId, part)))
      known.add(row.id);
  }
  return known;
}

/** How many of the shop's transactions are stored. */
export async function storedTransactionCount(db: Database): Promise<number> {
  return (await db.select({ n: count() }).from(shopTransactions).get())?.n ?? 0;
}

/** Stores new transactions (5 values a row: 20 rows a statement, D1's 100-parameter limit). */
export async function storeTransactions(db: Database, rows: readonly SaleRow[]): Promise<void> {
  await runBatch(
    db,
    chunk(rows, 20).map((part) =>
      db
        .insert(shopTransactions)
        .values([...part])
        .onConflictDoNothing(),
    ),
  );
}

/**
 * Sets total_sales_volume of the listings to the units their stored transactions sold; answers the
 * listings whose total changed, with the total they had and the new one.
 */
export async function refreshSalesTotals(db: Database, listingIds: readonly number[]): Promise<{ id: number; title: string; was: number; total: number }[]> {
  const changed: { id: number; title: string; was: number; total: number }[] = [];
  for (const part of chunk([...new Set(listingIds)], 100)) {
    const sums = await db
      .select({ id: shopTransactions.listingId, total: sql<number>`sum(${shopTransactions.quantity})` })
      .from(shopTransactions)
      .where(inArray(shopTransactions.listingId, part))
      .groupBy(shopTransactions.listingId);
    const current = new Map(
      (
        await db
          .select({ id: stickers.etsyListingId, title: stickers.title, total: stickers.totalSalesVolume })
          .from(stickers)
          .where(inArray(stickers.etsyListingId, part))
      ).map((r) => [r.id, r]),
    );
    const updates = sums.flatMap(({ id, total }) => {
      const row = current.get(id);
      if (!row || row.total === Number(total)) return [];
      changed.push({ id, title: row.title, was: row.total, total: Number(total) });
      return [
        db
          .update(stickers)
          .set({ totalSalesVolume: Number(total) })
          .where(and(eq(stickers.etsyListingId, id))),
      ];
    });
    await runBatch(db, updates);
  }
  return changed;
}
