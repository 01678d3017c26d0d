/**
 * @module visitor
 * Who a request comes from, as far as counting goes: a keyed hash of the client's address and the
 * day. The address itself is never stored, and the same client is a new visitor the next day.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { clientKey } from './client-key.ts';

/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (time: Date) => time.toISOString().slice(0, 10);

/**
 * The request's visitor today: 16 hex characters of HMAC-SHA256(day, client) under the Worker's
 * SESSION_SECRET, so a stored hash cannot be matched to an address by hashing every address (IPv4
 * is small enough to try them all). Without the secret (a misconfigured Worker), plain SHA-256.
 */
export async function visitorOf(c: Context<AppEnv>, day: string): Promise<string> {
  const text = new TextEncoder().encode(`${day}\n${clientKey(c)}`);
  const secret = c.env.SESSION_SECRET;
  const digest = secret
    ? await crypto.subtle.sign(
        'HMAC',
        await crypto.subtle.importKey('raw', new TextEncoder().encode(`visitor:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
        text,
      )
    : await crypto.subtle.digest('SHA-256', text);
  return [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
