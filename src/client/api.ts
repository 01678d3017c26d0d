/**
 * @module client/api
 * The browser's one API client. Every answer is parsed with its contract schema (src/contracts),
 * so a renamed field fails loudly here instead of rendering `undefined`. One retry after 250 ms
 * (doubling) on network errors and 502/503/504, and the spec's error texts.
 */
import * as z from 'zod/mini';
import { errorBodySchema, type ErrorBody } from '~/contracts/api.ts';
import { ApiRequestError } from './api-error.ts';

export { ApiRequestError };

const RETRY_STATUSES = new Set([502, 503, 504]);
const RETRIES = 1;
const RETRY_DELAY_MS = 250;

/** The API's error body in a failed answer's text, or null. */
function errorBodyOf(text: string): ErrorBody['error'] | null {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch with the retry policy; answers the last response or throws the last network error. */
export async function fetchWithRetry(input: string, init?: RequestInit): Promise<Response> {
  let delay = RETRY_DELAY_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(input, init);
      if (!RETRY_STATUSES.has(response.status) || attempt >= RETRIES) return response;
    } catch (error) {
      if (attempt >= RETRIES) throw new ApiRequestError(error instanceof Error ? error.message : 'Network error', null);
    }
    await sleep(delay);
    delay *= 2;
  }
}

/** Reads a response: its JSON parsed with the schema, or ApiRequestError with the spec's texts. */
async function readAnswer<S extends z.ZodMiniType>(schema: S, response: Response): Promise<z.output<S>> {
  const text = await response.text();
  if (!response.ok)
    throw new ApiRequestError(`HTTP ${response.status}: ${response.statusText} ${text.slice(0, 200)}`.trim(), response.status, errorBodyOf(text));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiRequestError(`Non-JSON response ${text.slice(0, 200)}`, response.status);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((i) => i.path.join('.') || '(root)')
      .join(', ');
    throw new ApiRequestError(`Unexpected response shape at ${where}`, response.status);
  }
  return parsed.data;
}

/**
 * GETs a path and parses its answer with a contract schema.
 * @example const { data } = await getJson(heroSettingRoutes.read.answer, urlOf(heroSettingRoutes.read));
 */
export async function getJson<S extends z.ZodMiniType>(schema: S, path: string, init?: RequestInit): Promise<z.output<S>> {
  return readAnswer(schema, await fetchWithRetry(path, { ...init, headers: { Accept: 'application/json', ...init?.headers } }));
}

/**
 * Posts a file as the raw body (its name in a header) and parses the answer with a contract schema.
 * Retried like any call: an upload is stored under its content's hash, so sending it twice is harmless.
 */
export async function sendFile<S extends z.ZodMiniType>(schema: S, path: string, file: Blob, headers: Record<string, string>): Promise<z.output<S>> {
  return readAnswer(
    schema,
    await fetchWithRetry(path, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/json', ...headers }, body: file }),
  );
}

/** Sends a JSON body with a method and parses the answer with a contract schema. */
export async function sendJson<S extends z.ZodMiniType>(schema: S, method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown): Promise<z.output<S>> {
  return readAnswer(
    schema,
    await fetchWithRetry(path, { method, headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) }),
  );
}
