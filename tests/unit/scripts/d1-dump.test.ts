import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { loadDump, localD1File } from '../../../scripts/lib/d1-dump.ts';

const D1_FOLDER = join('v3', 'd1', 'miniflare-D1DatabaseObject');

/** A --persist-to folder as wrangler leaves it, with these files in its D1 folder. */
function stateWith(...files: string[]): string {
  const state = mkdtempSync(join(tmpdir(), 'd1-state-'));
  mkdirSync(join(state, D1_FOLDER), { recursive: true });
  for (const file of files) writeFileSync(join(state, D1_FOLDER, file), '');
  return state;
}

const DB_FILE = '9ba2b04bf514d9facfd57ed57d849e77241a7adc99d1c1545d06688b43d84248.sqlite';

describe('the local D1 file of a --persist-to folder', () => {
  it('is the one database beside miniflare’s metadata and SQLite’s journals', () => {
    const state = stateWith(DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, 'metadata.sqlite', 'metadata.sqlite-wal');
    expect(localD1File(state)).toBe(join(state, D1_FOLDER, DB_FILE));
  });

  it('is refused when the folder holds none or several: the dump could go to the wrong one', () => {
    expect(() => localD1File(stateWith('metadata.sqlite'))).toThrow('holds 0 D1 databases, not one');
    expect(() => localD1File(stateWith(DB_FILE, `other${DB_FILE}`))).toThrow('holds 2 D1 databases, not one');
  });
});

describe('loading a d1 export dump', () => {
  const file = () => join(mkdtempSync(join(tmpdir(), 'd1-dump-')), 'db.sqlite');

  it('takes a row longer than D1’s 100 KB statement limit, and the triggers after the data', () => {
    const sqlite = file();
    const description = 'x'.repeat(150_000);
    loadDump(
      sqlite,
      [
        'PRAGMA defer_foreign_keys=TRUE;',
        'CREATE TABLE `revision` (`n` integer);',
        'INSERT INTO "revision" VALUES(0);',
        'CREATE TABLE `stickers` (`id` integer PRIMARY KEY, `description` text);',
        `INSERT INTO "stickers" VALUES(1,'${description}');`,
        'CREATE TRIGGER `bump` AFTER INSERT ON `stickers`',
        'BEGIN UPDATE `revision` SET `n` = `n` + 1; END;',
      ].join('\n'),
    );
    const db = new DatabaseSync(sqlite);
    expect(db.prepare('SELECT length(description) AS n FROM stickers').get()).toEqual({ n: 150_000 });
    expect(db.prepare('SELECT n FROM revision').get()).toEqual({ n: 0 });
    db.close();
  });

  it('loads nothing of a dump that fails half-way', () => {
    const sqlite = file();
    expect(() => loadDump(sqlite, 'CREATE TABLE `a` (`id` integer);\nINSERT INTO "a" VALUES(1);\nINSERT INTO "missing" VALUES(2);')).toThrow(/no such table/);
    const db = new DatabaseSync(sqlite);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'a'").get()).toEqual({ n: 0 });
    db.close();
  });
});
