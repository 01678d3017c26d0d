/**
 * @module visitor
 * Who a request comes from, as far as counting goes: a hash of the client's address and the day.
 * The address itself is never stored, and the same client is a new visitor the next day.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { clientKey } from '../middleware/rate-limit.ts';

/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (time: Date) => time.toISOString().slice(0, 10);

/** The request's visitor today: 16 hex characters of SHA-256(day, client). */
export async function visitorOf(c: Context<AppEnv>, day: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${day}\n${clientKey(c)}`));
  return [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
