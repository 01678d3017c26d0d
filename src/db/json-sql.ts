/**
 * @module json-sql
 * What SQLite can tell of a JSON text column without sending it: whether it is JSON at all, and a
 * value inside it. SQLite's JSON functions throw on text that is not JSON, failing the whole
 * statement, so every read inside a column asks first.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** True when the column is missing (its default applies) or is JSON. */
export const isJsonOrMissing = (column: SQLiteColumn | SQL): SQL<boolean> =>
  sql<boolean>`(${column} IS NULL OR ${column} = '' OR json_valid(${column}))`.mapWith(Boolean);

/** The value at a path of a JSON column as JSON text, or null when it is absent or the column is not JSON. */
export const jsonAt = (column: SQLiteColumn, path: string): SQL<string | null> =>
  sql<string | null>`CASE WHEN json_valid(${column}) THEN ${column} -> ${path} END`;
