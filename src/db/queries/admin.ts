/**
 * @module queries/admin
 * Admin sessions and failed logins.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { adminSessions, loginFailures } from '../schema.ts';

/** Starts a session that ends at `expiresAt` (ms), dropping the ones already over. */
export async function createAdminSession(db: Database, id: string, expiresAt: number, now: number): Promise<void> {
  await db.batch([db.delete(adminSessions).where(lt(adminSessions.expiresAt, now)), db.insert(adminSessions).values({ id, expiresAt })]);
}

/** The session's end (ms) when it exists and has not ended, else null. */
export async function activeSessionEnd(db: Database, id: string, now: number): Promise<number | null> {
  const row = await db.select({ expiresAt: adminSessions.expiresAt }).from(adminSessions).where(eq(adminSessions.id, id)).get();
  return row && row.expiresAt > now ? row.expiresAt : null;
}

export async function endAdminSession(db: Database, id: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, id));
}

/** A client's failed logins so far and when the last one was (ms), or null. */
export async function loginFailuresOf(db: Database, client: string): Promise<{ failures: number; lastFailureAt: number } | null> {
  return (
    (await db
      .select({ failures: loginFailures.failures, lastFailureAt: loginFailures.lastFailureAt })
      .from(loginFailures)
      .where(eq(loginFailures.client, client))
      .get()) ?? null
  );
}

export async function recordLoginFailure(db: Database, client: string, now: number): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ client, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({ target: loginFailures.client, set: { failures: sql`${loginFailures.failures} + 1`, lastFailureAt: now } });
}

export async function clearLoginFailures(db: Database, client: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.client, client));
}
