import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken, newTokenKey } from '../../../worker/lib/token-crypto.ts';

describe('tokens sealed at rest', () => {
  it('opens what it sealed, with a fresh IV every time', async () => {
    const key = newTokenKey();
    const a = await encryptToken('12345.secret-access-token', key);
    const b = await encryptToken('12345.secret-access-token', key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret-access-token');
    expect(await decryptToken(a, key)).toBe('12345.secret-access-token');
  });

  it('refuses another key, an altered value or garbage (null, never a throw)', async () => {
    const key = newTokenKey();
    const sealed = await encryptToken('token', key);
    expect(await decryptToken(sealed, newTokenKey())).toBeNull();
    const [v, iv, data] = sealed.split('.');
    // Another first character: the first 6 bits of the ciphertext change, always.
    const flipped = `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`;
    expect(await decryptToken(`${v}.${iv}.${flipped}`, key)).toBeNull();
    for (const bad of ['', 'v1', 'v2.a.b', `v1.${iv}`, 'v1.!!.??']) expect(await decryptToken(bad, key)).toBeNull();
  });

  it('needs a 32-byte key', async () => {
    await expect(encryptToken('x', 'c2hvcnQ')).rejects.toThrow(/32 bytes/);
  });
});
