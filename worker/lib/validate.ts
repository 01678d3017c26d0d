/**
 * @module validate
 * zod validation at the API's edge: a bad value answers 400 naming the field, and nothing runs.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { validationError } from './errors.ts';

// zod/mini carries no messages of its own (to stay small in the browser); the Worker's 400s read better with them.
z.config(en());

/** zValidator whose failures become the API's 400 error shape. */
export function validate<T extends keyof ValidationTargets, S extends z.ZodMiniType>(target: T, schema: S) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error.issues);
  });
}
