/**
 * @module queries/tool-progress
 * The admin tools' saved progress (auto-association, colour audit): one JSON value per tool in the
 * progress table, read back through the tool's schema. A value that no longer parses (an older
 * shape, a hand edit) reads as none: the tool starts afresh rather than trusting it.
 */
import { eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Database } from '../client.ts';
import { progress } from '../schema.ts';

export type ToolProgressKey = 'auto-association' | 'color-audit';

export async function readToolProgress<S extends z.ZodMiniType>(db: Database, key: ToolProgressKey, schema: S): Promise<z.output<S> | null> {
  const row = await db.select({ value: progress.value }).from(progress).where(eq(progress.key, key)).get();
  if (!row) return null;
  let value: unknown;
  try {
    value = JSON.parse(row.value);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export async function writeToolProgress(db: Database, key: ToolProgressKey, value: unknown, at = new Date()): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insert(progress)
    .values({ key, value: text })
    .onConflictDoUpdate({ target: progress.key, set: { value: text, updatedAt: at.toISOString() } });
}

export async function clearToolProgress(db: Database, key: ToolProgressKey): Promise<void> {
  await db.delete(progress).where(eq(progress.key, key));
}
