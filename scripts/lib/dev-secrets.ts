/**
 * The Worker's secrets for local runs, in .dev.vars (git-ignored), made on the first `npm start`:
 * a random admin password (kept as a comment so every start can print it), its PBKDF2 hash as
 * ADMIN_PASSWORD_HASH, a random SESSION_SECRET and TOKEN_KEY, and the fake marketplace's API key as
 * ETSY_API_KEY (replace it with your Etsy app's `keystring:shared_secret` to talk to Etsy). Keys
 * already there are kept.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hashPassword, toBase64Url } from '../../worker/lib/password.ts';
import { newTokenKey } from '../../worker/lib/token-crypto.ts';
import { FAKE_API_KEY } from '../fake-etsy/app.ts';

export const DEV_VARS = '.dev.vars';
const PASSWORD_COMMENT = '# Admin password (local only): ';
/** The key the fake marketplace accepts; any other value means a real Etsy app. */
export const FAKE_ETSY_API_KEY = FAKE_API_KEY;

/** The local admin password, creating the secrets when missing. Null when .dev.vars has a hash but no password comment (someone set their own). */
export async function ensureDevSecrets(file = DEV_VARS): Promise<string | null> {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const has = (key: string) => new RegExp(`^${key}=`, 'm').test(text);
  const known =
    text
      .split('\n')
      .find((line) => line.startsWith(PASSWORD_COMMENT))
      ?.slice(PASSWORD_COMMENT.length)
      .trim() ?? null;
  const lines: string[] = [];
  let password = known;
  if (!has('ADMIN_PASSWORD_HASH')) {
    password = toBase64Url(crypto.getRandomValues(new Uint8Array(12)));
    lines.push(`${PASSWORD_COMMENT}${password}`, `ADMIN_PASSWORD_HASH="${await hashPassword(password)}"`);
  }
  if (!has('SESSION_SECRET')) lines.push(`SESSION_SECRET="${toBase64Url(crypto.getRandomValues(new Uint8Array(32)))}"`);
  if (!has('TOKEN_KEY')) lines.push(`TOKEN_KEY="${newTokenKey()}"`);
  if (!has('ETSY_API_KEY')) lines.push(`ETSY_API_KEY="${FAKE_ETSY_API_KEY}"`);
  if (lines.length > 0) {
    const header = text ? '' : '# Secrets for `wrangler dev`, made by `npm start` (git-ignored). Delete this file for new ones.\n';
    writeFileSync(file, `${header}${text}${text && !text.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`);
  }
  return password;
}

/** The local admin password from .dev.vars (the e2e tests sign in with it). */
export function devAdminPassword(file = DEV_VARS): string {
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(PASSWORD_COMMENT));
  if (!line) throw new Error(`${file} has no admin password comment: delete it and run npm start`);
  return line.slice(PASSWORD_COMMENT.length).trim();
}

/** The ETSY_API_KEY in .dev.vars: the fake marketplace's unless someone put a real one there. */
export function devEtsyApiKey(file = DEV_VARS): string | null {
  if (!existsSync(file)) return null;
  return /^ETSY_API_KEY="?([^"\n]*)"?$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? null;
}
