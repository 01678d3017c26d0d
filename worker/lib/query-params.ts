import { z } from 'zod';
import { toSizeName } from '../../src/domain/sizes.ts';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 999;

/** page (from 1) and limit (1..999, default 50) query parameters. */
export const paginationQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
};

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  hasNext: boolean;
}

/** The slice of a list a page covers, and its pagination block. */
export function paginate<T>(items: readonly T[], page: number, limit: number): { data: T[]; pagination: Pagination } {
  const start = (page - 1) * limit;
  return {
    data: items.slice(start, start + limit),
    pagination: { page, limit, total: items.length, hasNext: start + limit < items.length },
  };
}

/** A size query parameter: any size name or alias ('med', 'LAR'), read as its full name. */
export const sizeQuery = z
  .string()
  .max(20)
  .transform((s, ctx) => toSizeName(s) ?? (ctx.addIssue({ code: 'custom', message: 'Unknown size' }), z.NEVER));
