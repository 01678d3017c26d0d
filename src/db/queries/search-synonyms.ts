/**
 * @module queries/search-synonyms
 * The owner's search synonyms: read by the Worker's search and the build, replaced as a whole list
 * from the admin panel.
 */
import { asc } from 'drizzle-orm';
import type { Synonym } from '../../contracts/search-synonyms.ts';
import { chunk, runBatch } from '../batch.ts';
import type { Database } from '../client.ts';
import { searchSynonyms } from '../schema.ts';

/** The owner's synonyms, by word then meaning. */
export async function listOwnerSynonyms(db: Database): Promise<Synonym[]> {
  return db
    .select({ word: searchSynonyms.word, means: searchSynonyms.means })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.word), asc(searchSynonyms.means));
}

/** Replaces the owner's list in one transaction: the old list stays whole if the new one fails. */
export async function replaceOwnerSynonyms(db: Database, synonyms: readonly Synonym[]): Promise<void> {
  // Two bound parameters a row: 50 rows a statement stay inside D1's 100.
  const inserts = chunk(
    synonyms.map(({ word, means }) => ({ word, means })),
    50,
  ).map((rows) => db.insert(searchSynonyms).values(rows));
  await runBatch(db, [db.delete(searchSynonyms), ...inserts]);
}
