/**
 * @module client/api
 * The browser's API client: same-origin /api, one retry after 250 ms (doubling) on network errors
 * and 502/503/504, and the spec's error texts.
 */

const RETRY_STATUSES = new Set([502, 503, 504]);
const RETRIES = 1;
const RETRY_DELAY_MS = 250;

/** A failed call, with the spec's text: 'HTTP {status}: {text}' and the first 200 characters of the body. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
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

/** GETs JSON, throwing ApiRequestError with the spec's texts on HTTP errors and non-JSON replies. */
export async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetchWithRetry(path, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(`HTTP ${response.status}: ${response.statusText} ${text.slice(0, 200)}`.trim(), response.status);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiRequestError(`Non-JSON response ${text.slice(0, 200)}`, response.status);
  }
}

/** Sends JSON with a method; answers the parsed reply (or null for an empty one). */
export async function sendJson<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown): Promise<T | null> {
  const response = await fetchWithRetry(path, { method, headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(`HTTP ${response.status}: ${response.statusText} ${text.slice(0, 200)}`.trim(), response.status);
  return text ? (JSON.parse(text) as T) : null;
}
