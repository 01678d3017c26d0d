/**
 * @module validate
 * zod validation at the API's edge: a bad value answers 400 naming the field, and nothing runs.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { validationError } from './errors.ts';

/** zValidator whose failures become the API's 400 error shape. */
export function validate<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error.issues);
  });
}
