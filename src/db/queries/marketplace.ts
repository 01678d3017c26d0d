/**
 * @module queries/marketplace
 * The marketplace connection as stored.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { marketplaceTokens } from '../schema.ts';

/** True when a marketplace token is stored (the shop is connected). */
export async function hasMarketplaceToken(db: Database): Promise<boolean> {
  return (await db.select({ id: marketplaceTokens.id }).from(marketplaceTokens).where(eq(marketplaceTokens.id, 1)).get()) !== undefined;
}
