/**
 * @module queries/sync-progress
 * A sync run's recent activity for the admin panel's progress panel: the last 50 messages kept
 * (the panel shows the last 10), in the resumable-progress table under `sync:<run id>`.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { progress } from '../schema.ts';

export const PROGRESS_KEPT = 50;
const keyOf = (runId: number) => `sync:${runId}`;

export interface ProgressMessage {
  at: string;
  message: string;
}

export async function readProgress(db: Database, runId: number): Promise<ProgressMessage[]> {
  const row = await db
    .select({ value: progress.value })
    .from(progress)
    .where(eq(progress.key, keyOf(runId)))
    .get();
  try {
    const parsed: unknown = row ? JSON.parse(row.value) : [];
    return Array.isArray(parsed) ? (parsed as ProgressMessage[]) : [];
  } catch {
    return [];
  }
}

export async function appendProgress(db: Database, runId: number, message: string, at = new Date()): Promise<void> {
  const messages = [...(await readProgress(db, runId)), { at: at.toISOString(), message }].slice(-PROGRESS_KEPT);
  const value = JSON.stringify(messages);
  await db
    .insert(progress)
    .values({ key: keyOf(runId), value })
    .onConflictDoUpdate({ target: progress.key, set: { value, updatedAt: at.toISOString() } });
}
