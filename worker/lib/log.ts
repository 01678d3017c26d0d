/**
 * @module lib/log
 * The Worker's logger: one JSON line per event on the console, which `wrangler tail` and Workers Logs
 * ([observability] in wrangler.toml) read and index field by field. No secret reaches a line: a field
 * whose key names a credential is redacted at any depth, a bearer token inside a text is cut out, and
 * an error is logged by its name and message only (a stack or a request body can carry what a log must not).
 */

/** What a line says beside its level and event: small, flat facts (ids, counts, statuses). */
export type LogFields = Readonly<Record<string, unknown>>;

type Level = 'info' | 'warn' | 'error';

const SECRET_KEY = /token|secret|passw(or)?d|authorization|cookie|session|key/i;
const BEARER = /\bBearer\s+[^\s"',;]+/gi;
const REDACTED = '[redacted]';
const MAX_TEXT = 500;
const MAX_DEPTH = 4;

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.replace(BEARER, `Bearer ${REDACTED}`).slice(0, MAX_TEXT);
  if (typeof value === 'bigint') return String(value);
  if (value instanceof Error) return describeError(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : clean(item, depth + 1)]));
}

function describeError(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: clean(error.message, 0) as string };
  return { name: typeof error, message: clean(String(error), 0) as string };
}

function write(level: Level, event: string, fields: LogFields, error?: unknown): void {
  const line = { level, event, ...(clean(fields, 0) as object), ...(error === undefined ? {} : { error: describeError(error) }) };
  // level and event stay first and cannot be overwritten by a field of the same name.
  const text = JSON.stringify(Object.assign(line, { level, event }));
  // Workers Logs files a line under the level of the console method that wrote it.
  if (level === 'error') console.error(text);
  else if (level === 'warn') console.warn(text);
  else console.log(text);
}

/**
 * Structured logging for the Worker: `event` is a stable snake_case name to filter on.
 * @example log.error('backup_store_failed', { listingId: 42 }, error) // {"level":"error","event":"backup_store_failed","listingId":42,"error":{"name":"Error","message":"..."}}
 */
export const log = {
  info: (event: string, fields: LogFields = {}): void => write('info', event, fields),
  warn: (event: string, fields: LogFields = {}, error?: unknown): void => write('warn', event, fields, error),
  error: (event: string, fields: LogFields = {}, error?: unknown): void => write('error', event, fields, error),
};
