/**
 * @module token-crypto
 * Marketplace tokens at rest: AES-256-GCM under the TOKEN_KEY secret (32 random bytes, base64url),
 * a fresh 12-byte IV per value, stored as `v1.<iv>.<ciphertext>`. The tokens never leave the Worker.
 */
import { fromBase64Url, toBase64Url } from './password.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function keyOf(secret: string): Promise<CryptoKey> {
  const raw = fromBase64Url(secret);
  if (!raw || raw.length !== 32) throw new Error('TOKEN_KEY must be 32 bytes, base64url');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function encryptToken(plain: string, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyOf(secret), encoder.encode(plain)));
  return `v1.${toBase64Url(iv)}.${toBase64Url(sealed)}`;
}

/** The token, or null when the value was not sealed under this key (altered, or another key). */
export async function decryptToken(sealed: string, secret: string): Promise<string | null> {
  const [version, ivText, dataText, ...rest] = sealed.split('.');
  const iv = fromBase64Url(ivText ?? '');
  const data = fromBase64Url(dataText ?? '');
  if (version !== 'v1' || rest.length > 0 || !iv || iv.length !== 12 || !data) return null;
  try {
    return decoder.decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await keyOf(secret), data));
  } catch {
    return null;
  }
}

/** A new random TOKEN_KEY. */
export const newTokenKey = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
