import type { Context } from 'hono';
import { ApiError } from './errors.ts';

/** Refuses a write sent by another site's page: a browser always sends Origin with a cross-site POST or PUT. */
export function assertSameOrigin(c: Context): void {
  const origin = c.req.header('origin');
  if (origin && origin !== new URL(c.req.url).origin) throw new ApiError(403, 'forbidden', 'Cross-site request refused');
}
