/**
 * @module password
 * The admin password's PBKDF2-SHA256 hash (WebCrypto, so the Worker and `npm start` share it), and
 * its check in constant time. Stored as `pbkdf2-sha256.<iterations>.<salt>.<hash>` (base64url), in
 * the ADMIN_PASSWORD_HASH secret: the Worker never holds the password itself. Dots, not dollars: a
 * dotenv file (.dev.vars) would read `$name` as a variable.
 * No imports: plain Node loads this file too.
 */

/** The most the Workers runtime allows for PBKDF2. */
export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = 'pbkdf2-sha256';
const HASH_BYTES = 32;

const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  // A length of 1 more than a multiple of 4 is no base64 at all.
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BYTES * 8));
}

/** A new hash of a password, with a fresh random salt. */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return [SCHEME, iterations, toBase64Url(salt), toBase64Url(await derive(password, salt, iterations))].join('.');
}

/** Equal in time independent of where the bytes differ. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** True when the password matches the stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, rounds, saltText, hashText, ...rest] = stored.split('.');
  const iterations = Number(rounds);
  const salt = fromBase64Url(saltText ?? '');
  const expected = fromBase64Url(hashText ?? '');
  if (
    scheme !== SCHEME ||
    rest.length > 0 ||
    !Number.isInteger(iterations) ||
    iterations < 1 ||
    iterations > PBKDF2_ITERATIONS ||
    !salt ||
    !expected ||
    expected.length !== HASH_BYTES
  )
    return false;
  return equalBytes(await derive(password, salt, iterations), expected);
}
