/**
 * @module build/snapshot
 * The build's view of the database: taken once per build from the local D1 (the same queries as
 * the Worker, through src/db), written to .cache/snapshot.json, and read by every page.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { HeroSettings } from '../db/queries/hero.ts';
import type { UnifiedSticker } from '../db/unified.ts';

export interface Snapshot {
  takenAt: string;
  stickers: UnifiedSticker[];
  hero: HeroSettings;
}

/** One snapshot file per database, so builds from different local databases never mix. */
export const SNAPSHOT_FILE = resolve(`.cache/snapshot.${basename(process.env.D1_STATE ?? 'state')}.json`);

export function writeSnapshot(snapshot: Snapshot): void {
  mkdirSync(dirname(SNAPSHOT_FILE), { recursive: true });
  writeFileSync(SNAPSHOT_FILE, JSON.stringify(snapshot));
}

let cached: Snapshot | null = null;

/** The snapshot the current build took (read once per process). */
export function readSnapshot(): Snapshot {
  cached ??= JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as Snapshot;
  return cached;
}
