/**
 * @module queries/marketplace-connection
 * The shop's one Etsy connection (row 1 of marketplace_tokens, tokens sealed) and the pending OAuth
 * states. The refresh lock is a compare-and-set on the row's `updatedAt`: only the request that
 * saw the current row and finds no live lock takes it.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { marketplaceTokens, oauthStates, type MarketplaceTokenRow } from '../schema.ts';

const CONNECTION = 1;
const theConnection = eq(marketplaceTokens.id, CONNECTION);

/** The sealed tokens and what the panel may show of them. */
export type SealedTokens = Pick<MarketplaceTokenRow, 'accessTokenEnc' | 'refreshTokenEnc' | 'tokenPreview' | 'expiresAt' | 'refreshExpiresAt'>;

/** The connection row, or undefined when the shop was never connected (or was cleared). */
export const readConnection = (db: Database) => db.select().from(marketplaceTokens).where(theConnection).get();

/** Forgets expired OAuth states and keeps a new one. */
export async function savePendingState(
  db: Database,
  pending: { state: string; codeVerifier: string; redirectUri: string; expiresAt: number },
  now: number,
): Promise<void> {
  await db.batch([db.delete(oauthStates).where(lt(oauthStates.expiresAt, now)), db.insert(oauthStates).values(pending)]);
}

/** Takes a pending state: it is gone whatever happens next (single use). */
export const takePendingState = (db: Database, state: string) => db.delete(oauthStates).where(eq(oauthStates.state, state)).returning().get();

/** Stores a new connection's tokens, replacing any earlier one. */
export async function saveConnection(db: Database, row: SealedTokens & Pick<MarketplaceTokenRow, 'scopes' | 'userId' | 'shopId'>, now: number): Promise<void> {
  const values = { ...row, status: 'connected' as const, refreshingUntil: null };
  await db
    .insert(marketplaceTokens)
    .values({ id: CONNECTION, ...values })
    .onConflictDoUpdate({ target: marketplaceTokens.id, set: { ...values, updatedAt: new Date(now).toISOString() } });
}

export async function deleteConnection(db: Database): Promise<void> {
  await db.delete(marketplaceTokens).where(theConnection);
}

/**
 * Takes the refresh lock until `until` (ms), if the row is still the one seen and no other request
 * holds a live lock. Answers whether it was taken.
 */
export async function takeRefreshLock(db: Database, seenUpdatedAt: string, now: number, until: number): Promise<boolean> {
  const taken = await db
    .update(marketplaceTokens)
    .set({ refreshingUntil: until })
    .where(
      and(
        theConnection,
        eq(marketplaceTokens.updatedAt, seenUpdatedAt),
        or(isNull(marketplaceTokens.refreshingUntil), lt(marketplaceTokens.refreshingUntil, now)),
      ),
    )
    .returning({ id: marketplaceTokens.id })
    .get();
  return taken !== undefined;
}

/** Releases the refresh lock, the tokens as they were; `needsReconnecting` when Etsy refused the refresh token. */
export async function releaseRefreshLock(db: Database, needsReconnecting: boolean): Promise<void> {
  await db
    .update(marketplaceTokens)
    .set(needsReconnecting ? { status: 'needs_reconnecting', refreshingUntil: null } : { refreshingUntil: null })
    .where(theConnection);
}

/** The refreshed pair replaces the old in one write, releasing the lock. */
export async function saveRefreshedTokens(db: Database, sealed: SealedTokens, now: number): Promise<void> {
  await db
    .update(marketplaceTokens)
    .set({ ...sealed, refreshingUntil: null, updatedAt: new Date(now).toISOString() })
    .where(theConnection);
}
