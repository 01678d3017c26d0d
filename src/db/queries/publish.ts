/**
 * @module queries/publish
 * When a new build of the site was last asked for: one row of the progress table.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { progress } from '../schema.ts';

export const PUBLISH_KEY = 'publish:requested';

/** When a publish was last asked for, or null. */
export async function lastPublishRequest(db: Database): Promise<string | null> {
  return (await db.select({ value: progress.value }).from(progress).where(eq(progress.key, PUBLISH_KEY)).get())?.value ?? null;
}

/** Records that a publish was asked for at `at` (ISO text). */
export async function savePublishRequest(db: Database, at: string): Promise<void> {
  await db
    .insert(progress)
    .values({ key: PUBLISH_KEY, value: at })
    .onConflictDoUpdate({ target: progress.key, set: { value: at, updatedAt: at } });
}
