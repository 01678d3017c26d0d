/**
 * @module d1-dump
 * Loading a `wrangler d1 export` dump into a local D1 (a wrangler --persist-to folder), for the
 * production build. `wrangler d1 execute --file` cannot do it: D1 refuses a statement over 100 KB
 * (SQLITE_TOOBIG), and one listing's INSERT is often longer. So the dump goes into the local
 * database's SQLite file directly, where no such limit applies.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Where wrangler (miniflare) keeps a --persist-to folder's D1 databases, one SQLite file each. */
const D1_FILES = join('v3', 'd1', 'miniflare-D1DatabaseObject');

/**
 * The SQLite file of the one local D1 in a --persist-to folder (run any `wrangler d1 execute --local`
 * there first to create it). Throws unless there is exactly one: a guess could load the wrong one.
 */
export function localD1File(stateDir: string): string {
  const folder = join(stateDir, D1_FILES);
  const files = readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`${folder} holds ${files.length} D1 databases, not one: start from an empty folder`);
  return join(folder, files[0]!);
}

/** Runs a dump's statements on a SQLite file, in one transaction: all of it or none. */
export function loadDump(sqliteFile: string, dump: string): void {
  const db = new DatabaseSync(sqliteFile);
  try {
    db.exec('BEGIN');
    try {
      db.exec(dump);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  } finally {
    db.close();
  }
}
