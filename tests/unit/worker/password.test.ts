import { describe, expect, it } from 'vitest';
import { equalBytes, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from '../../../worker/lib/password.ts';
import { newSessionCookie, sessionIdOf } from '../../../worker/lib/admin-session.ts';

describe('the admin password hash', () => {
  it('verifies the password it was made from, and nothing else', async () => {
    const stored = await hashPassword('s3cret phrase', 1000);
    expect(stored).toMatch(/^pbkdf2-sha256\.1000\.[\w-]{22}\.[\w-]{43}$/);
    expect(await verifyPassword('s3cret phrase', stored)).toBe(true);
    expect(await verifyPassword('s3cret phrasE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash: the same password hashes differently', async () => {
    expect(await hashPassword('same', 10)).not.toBe(await hashPassword('same', 10));
  });

  it('uses the most rounds the Workers runtime allows by default', async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect((await hashPassword('x')).split('.')[1]).toBe('100000');
  });

  it('refuses any malformed stored hash instead of throwing', async () => {
    const good = await hashPassword('pw', 10);
    const [scheme, rounds, salt, hash] = good.split('.');
    for (const bad of [
      '',
      'pw',
      `md5.${rounds}.${salt}.${hash}`,
      `${scheme}.0.${salt}.${hash}`,
      `${scheme}.200000.${salt}.${hash}`,
      `${scheme}.${rounds}.${salt}.${hash}.x`,
      `${scheme}.${rounds}.${salt}.${hash!.slice(1)}`,
      `${scheme}.${rounds}.!!.${hash}`,
    ]) {
      expect(await verifyPassword('pw', bad), bad).toBe(false);
    }
  });

  it('compares bytes of any length without stopping at the first difference', () => {
    expect(equalBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(equalBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(equalBytes(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });
});

describe('the session cookie', () => {
  it('carries its id under a signature only the secret makes', async () => {
    const { id, value } = await newSessionCookie('secret-a');
    expect(await sessionIdOf(value, 'secret-a')).toBe(id);
    expect(await sessionIdOf(value, 'secret-b')).toBeNull();
    expect(await sessionIdOf(`${id}x.${value.split('.')[1]}`, 'secret-a')).toBeNull();
    expect(await sessionIdOf(undefined, 'secret-a')).toBeNull();
    expect(await sessionIdOf('a.b.c', 'secret-a')).toBeNull();
    // Not base64 at all: refused, never thrown (a crafted cookie must not make a 500).
    expect(await sessionIdOf('a.b', 'secret-a')).toBeNull();
    expect(await sessionIdOf('a.bbbbb', 'secret-a')).toBeNull();
  });
});
