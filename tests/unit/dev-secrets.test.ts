import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devAdminPassword, devEtsyApiKey, ensureDevSecrets, FAKE_ETSY_API_KEY } from '../../scripts/lib/dev-secrets.ts';
import { verifyPassword } from '../../worker/lib/password.ts';

const fresh = () => join(mkdtempSync(join(tmpdir(), 'dev-vars-')), '.dev.vars');
const valueOf = (text: string, key: string) => new RegExp(`^${key}="([^"]+)"`, 'm').exec(text)?.[1];

describe('the local secrets npm start makes', () => {
  it('writes a random admin password’s hash and a session secret, and prints the password', async () => {
    const file = fresh();
    const password = await ensureDevSecrets(file);
    const text = readFileSync(file, 'utf8');
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(devAdminPassword(file)).toBe(password);
    expect(await verifyPassword(password!, valueOf(text, 'ADMIN_PASSWORD_HASH')!)).toBe(true);
    expect(valueOf(text, 'SESSION_SECRET')).toMatch(/^[\w-]{43}$/);
    expect(valueOf(text, 'TOKEN_KEY')).toMatch(/^[\w-]{43}$/);
    expect(devEtsyApiKey(file)).toBe(FAKE_ETSY_API_KEY);
    // No dollar sign: dotenv would expand it.
    expect(text).not.toContain('$');
  });

  it('keeps what is there on the next start', async () => {
    const file = fresh();
    const first = await ensureDevSecrets(file);
    const before = readFileSync(file, 'utf8');
    expect(await ensureDevSecrets(file)).toBe(first);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('adds only the missing keys to a file someone wrote, and keeps their own hash', async () => {
    const file = fresh();
    writeFileSync(file, 'ADMIN_PASSWORD_HASH="theirs"\nOTHER=1');
    expect(await ensureDevSecrets(file)).toBeNull();
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^ADMIN_PASSWORD_HASH="theirs"\nOTHER=1\nSESSION_SECRET="/);
  });
});
