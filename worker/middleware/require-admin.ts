/**
 * @module middleware/require-admin
 * Admin routes answer 401 without a signed-in session: a cookie whose signature holds and whose
 * session row has not ended. The storefront's admin flag only shows UI; this is the check.
 */
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { activeSessionEnd } from '~/db/queries/admin.ts';
import type { AppEnv } from '../env.ts';
import { SESSION_COOKIE, sessionIdOf } from '../lib/admin-session.ts';
import { ApiError } from '../lib/errors.ts';

export const ADMIN_REQUIRED_MESSAGE = 'Sign in as the shop admin first';

/** The signed-in session's id and end (ms), or null. */
export async function adminSessionOf(c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0]): Promise<{ id: string; expiresAt: number } | null> {
  const secret = c.env.SESSION_SECRET;
  if (!secret) return null;
  const id = await sessionIdOf(getCookie(c, SESSION_COOKIE), secret);
  if (!id) return null;
  const expiresAt = await activeSessionEnd(c.var.db, id, Date.now());
  return expiresAt === null ? null : { id, expiresAt };
}

export const requireAdmin = createMiddleware<AppEnv>(async function requireAdmin(c, next) {
  const session = await adminSessionOf(c);
  if (!session) throw new ApiError(401, 'unauthorized', ADMIN_REQUIRED_MESSAGE);
  c.set('adminSession', session.id);
  await next();
});
