/**
 * @module client/api-error
 * A failed API call, apart from the client so code that only catches it (or rebuilds it from a
 * background read, ./background) loads no schema.
 */
import type { ErrorBody } from '~/contracts/api.ts';

/** A failed call, with the spec's text: 'HTTP {status}: {text}' and the first 200 characters of the body. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The API's own error body, when the answer had one: its message and each bad field. */
    readonly body: ErrorBody['error'] | null = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}
