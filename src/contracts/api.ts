/**
 * @module contracts/api
 * The envelopes every API answer shares: `{ data }`, `{ data, pagination }` and the error body.
 */
import * as z from 'zod/mini';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 999;

export const paginationSchema = z.object({
  page: z.int().check(z.minimum(1)),
  limit: z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
  total: z.int().check(z.minimum(0)),
  hasNext: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{ data: T }`: the answer of every single-resource and whole-list route. */
export const dataOf = <S extends z.ZodMiniType>(schema: S) => z.object({ data: schema });

/** `{ data: T[], pagination }`: the answer of every paginated list route. */
export const pageOf = <S extends z.ZodMiniType>(schema: S) => z.object({ data: z.array(schema), pagination: paginationSchema });

/** `{ error: { code, message, fields? } }`: every failure; `fields` names each bad input field. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const DATABASE_STATUSES = ['running', 'failed', 'setting up'] as const;

/** GET /api/health. 'setting up' means the database answers but has no tables yet. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  app: z.literal('running'),
  database: z.enum(DATABASE_STATUSES),
  listings: z.nullable(z.int()),
  /** The catalogue revision (bumped on every change to listings and scenes): a page built at an older one is behind. */
  revision: z.nullable(z.int()),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
