/**
 * @module paginate
 * The slice of a list a page covers, with its pagination block.
 */
import type { Context } from 'hono';
import type { Pagination } from '~/contracts/api.ts';

/** The items of one page and the `{ page, limit, total, hasNext }` block that describes it. */
export function paginate<T>(items: readonly T[], page: number, limit: number): { data: T[]; pagination: Pagination } {
  const start = (page - 1) * limit;
  return {
    data: items.slice(start, start + limit),
    pagination: { page, limit, total: items.length, hasNext: start + limit < items.length },
  };
}

/**
 * Answers a page whose data is already JSON text (cached summaries), in the `{ data, pagination }`
 * shape, with any further fields given as JSON text.
 */
export function jsonPage(c: Context, dataJson: string, pagination: Pagination, extra: Readonly<Record<string, string>> = {}): Response {
  c.header('Content-Type', 'application/json');
  const more = Object.entries(extra)
    .map(([key, json]) => `,${JSON.stringify(key)}:${json}`)
    .join('');
  return c.body(`{"data":${dataJson},"pagination":${JSON.stringify(pagination)}${more}}`);
}
