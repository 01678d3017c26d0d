/**
 * @module admin-session
 * The admin session cookie: a random session id (a row in admin_sessions) and its HMAC-SHA256
 * signature under the SESSION_SECRET secret, so a forged or altered cookie is refused before the
 * database is asked. HttpOnly, Secure, SameSite=Strict, host-only (`__Host-`), 8 hours.
 */
import { equalBytes, fromBase64Url, toBase64Url } from './password.ts';

export const SESSION_COOKIE = '__Host-md_admin';
export const SESSION_HOURS = 8;
export const SESSION_MS = SESSION_HOURS * 60 * 60 * 1000;

const encoder = new TextEncoder();

async function signature(id: string, secret: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(id)));
}

/** A new session id and the cookie value that carries it. */
export async function newSessionCookie(secret: string): Promise<{ id: string; value: string }> {
  const id = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { id, value: `${id}.${toBase64Url(await signature(id, secret))}` };
}

/** The session id a cookie value carries when its signature is right, else null. */
export async function sessionIdOf(value: string | undefined, secret: string): Promise<string | null> {
  if (!value || value.length > 200) return null;
  const [id, sig, ...rest] = value.split('.');
  const given = fromBase64Url(sig ?? '');
  if (!id || !given || rest.length > 0) return null;
  return equalBytes(await signature(id, secret), given) ? id : null;
}

/** Failed logins a client may make before it has to wait. */
export const FREE_LOGIN_FAILURES = 3;
/** The longest wait between tries. */
export const MAX_LOGIN_DELAY_MS = 15 * 60 * 1000;

/**
 * How long a client waits after its latest failed login before it may try again: nothing for the
 * first 3 failures (typos), then 1 s doubling per failure, at most 15 minutes.
 * @example loginDelayMs(5) // 4000
 */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_LOGIN_FAILURES), MAX_LOGIN_DELAY_MS);
}
