/**
 * @module errors
 * The API's error shape, { error: { code, message, fields? } }, and the one handler that makes it.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import type { ErrorBody } from '~/contracts/api.ts';
import { log } from './log.ts';

/** An expected failure with a status, a stable code and, for bad input, the message of each bad field. */
export class ApiError extends HTTPException {
  /** Headers the answer carries: Retry-After with a 429, Allow with a 405. */
  readonly headers = new Headers();

  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(status, { message });
  }

  override getResponse(): Response {
    const body: ErrorBody = { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
    return Response.json(body, { status: this.status, headers: this.headers });
  }
}

/** A 404 naming what was not found. */
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);

/** A 405 for a known path asked with a method it does not answer, with the methods it does in Allow. */
export function methodNotAllowed(method: string, allowed: readonly string[]): ApiError {
  const error = new ApiError(405, 'method_not_allowed', `${method} is not allowed here`);
  error.headers.set('Allow', allowed.join(', '));
  return error;
}

/** Turns zod issues into a 400 naming each bad field. */
export function validationError(issues: readonly z.core.$ZodIssue[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return new ApiError(400, 'bad_request', `Invalid ${Object.keys(fields).join(', ')}`, fields);
}

/** The app's onError: expected failures answer as they are; anything else is logged and becomes a 500. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) return err.getResponse();
  if (err instanceof HTTPException) {
    return c.json({ error: { code: codeForStatus(err.status), message: err.message || 'Request failed' } } satisfies ErrorBody, err.status);
  }
  log.error('unhandled_error', { method: c.req.method, path: c.req.path }, err);
  return c.json({ error: { code: 'internal_error', message: 'Server Error' } } satisfies ErrorBody, 500);
}

function codeForStatus(status: number): string {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  return 'error';
}
