/**
 * @module client-key
 * Which client a request comes from, for the rate limit and the daily visitor hash.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';

/**
 * The client a request comes from. Behind Cloudflare (CLIENT_ADDRESS=cloudflare, the production
 * setting) that is CF-Connecting-IP, which Cloudflare sets and a client cannot forge. Locally
 * (`npm start` sets CLIENT_ADDRESS=local) any client could send that header, and every client is on
 * this machine anyway: they count as one.
 */
export function clientKey(c: Context<AppEnv>): string {
  if (c.env.CLIENT_ADDRESS !== 'cloudflare') return 'local';
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}
