/**
 * @module routes/admin-session
 * Signing in and out as the shop admin: GET /api/admin/session (am I signed in?), POST (sign in
 * with the password), DELETE (sign out). The password is checked against the PBKDF2 hash in the
 * ADMIN_PASSWORD_HASH secret; each failure makes the client wait longer before its next try.
 */
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AdminSession } from '~/contracts/admin.ts';
import { adminSessionRoutes } from '~/contracts/routes/admin-session.ts';
import { clearLoginFailures, createAdminSession, endAdminSession, loginFailuresOf, recordLoginFailure } from '~/db/queries/admin.ts';
import type { AppEnv } from '../env.ts';
import { loginDelayMs, newSessionCookie, SESSION_COOKIE, SESSION_MS, sessionIdOf } from '../lib/admin-session.ts';
import { ApiError } from '../lib/errors.ts';
import { verifyPassword } from '../lib/password.ts';
import { validate } from '../lib/validate.ts';
import { utcDay, visitorOf } from '../lib/visitor.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { adminSessionOf } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

export const WRONG_PASSWORD = 'Wrong password';

const signedOut: AdminSession = { authenticated: false, expiresAt: null };

const { read, signIn, signOut } = adminSessionRoutes;

export const adminSession = new Hono<AppEnv>()
  .get(read.path, async (c) => {
    const session = await adminSessionOf(c);
    return c.json({ data: session ? { authenticated: true, expiresAt: new Date(session.expiresAt).toISOString() } : signedOut } satisfies {
      data: AdminSession;
    });
  })
  .post(
    signIn.path,
    sameOrigin,
    // Per isolate; the growing delay below is per client across isolates (it lives in D1).
    rateLimit({ limit: 10, windowMs: 60_000 }),
    bodyLimit(1024),
    validate('json', signIn.json),
    async (c) => {
      const { ADMIN_PASSWORD_HASH: hash, SESSION_SECRET: secret } = c.env;
      if (!hash || !secret) throw new ApiError(503, 'not_configured', 'Admin access is not configured: set the ADMIN_PASSWORD_HASH and SESSION_SECRET secrets');
      const now = Date.now();
      // The client's address hashed with the day, as for analytics: never stored as it is.
      const client = await visitorOf(c, utcDay(new Date(now)));
      const past = await loginFailuresOf(c.var.db, client);
      const waitMs = past ? past.lastFailureAt + loginDelayMs(past.failures) - now : 0;
      if (waitMs > 0) {
        const error = new ApiError(429, 'rate_limited', `Too many failed sign-ins: try again in ${Math.ceil(waitMs / 1000)} s`);
        error.headers.set('Retry-After', String(Math.ceil(waitMs / 1000)));
        throw error;
      }
      if (!(await verifyPassword(c.req.valid('json').password, hash))) {
        await recordLoginFailure(c.var.db, client, now);
        throw new ApiError(401, 'wrong_password', WRONG_PASSWORD, { password: WRONG_PASSWORD });
      }
      await clearLoginFailures(c.var.db, client);
      const { id, value } = await newSessionCookie(secret);
      const expiresAt = now + SESSION_MS;
      await createAdminSession(c.var.db, id, expiresAt, now);
      setCookie(c, SESSION_COOKIE, value, { path: '/', secure: true, httpOnly: true, sameSite: 'Strict', maxAge: SESSION_MS / 1000 });
      return c.json({ data: { authenticated: true, expiresAt: new Date(expiresAt).toISOString() } satisfies AdminSession });
    },
  )
  .delete(signOut.path, sameOrigin, async (c) => {
    const id = c.env.SESSION_SECRET ? await sessionIdOf(getCookie(c, SESSION_COOKIE), c.env.SESSION_SECRET) : null;
    if (id) await endAdminSession(c.var.db, id);
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
    return c.json({ data: signedOut });
  });
