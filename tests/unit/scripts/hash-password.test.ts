import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { NOTHING_TYPED, typeKeys } from '../../../scripts/lib/password-input.ts';
import { verifyPassword } from '../../../worker/lib/password.ts';

/** Runs `npm run hash-password` with the given stdin (a pipe, not a terminal). */
function hashPasswordCli(stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['scripts/hash-password.ts'], (error, stdout, stderr) =>
      resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
    child.stdin!.end(stdin);
  });
}

describe('npm run hash-password', () => {
  it('prints only the hash of the password piped in, which the Worker accepts', async () => {
    const { code, stdout, stderr } = await hashPasswordCli('correct horse battery\n');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^pbkdf2-sha256\.100000\.[\w-]{22}\.[\w-]{43}\n$/);
    expect(await verifyPassword('correct horse battery', stdout.trim())).toBe(true);
    expect(await verifyPassword('correct horse battery\n', stdout.trim())).toBe(false);
  }, 30_000);

  it('refuses a short password and prints no hash', async () => {
    const { code, stdout, stderr } = await hashPasswordCli('hunter2\n');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('The admin password needs at least 12 characters.\n');
  }, 30_000);
});

describe('a password typed at the terminal', () => {
  it('ends at Enter, with Backspace taking back a character', () => {
    expect(typeKeys(NOTHING_TYPED, 'secreT\u007ft pass\r')).toEqual({ text: 'secret pass', done: true, cancelled: false });
  });

  it('keeps typing across chunks until Enter', () => {
    const half = typeKeys(NOTHING_TYPED, 'pass');
    expect(half).toEqual({ text: 'pass', done: false, cancelled: false });
    expect(typeKeys(half, 'word\n')).toEqual({ text: 'password', done: true, cancelled: false });
  });

  it('gives up on Ctrl+C, forgetting what was typed', () => {
    expect(typeKeys({ text: 'half a pass', done: false, cancelled: false }, '\u0003')).toEqual({ text: '', done: false, cancelled: true });
  });

  it('leaves out arrow keys and other control keys, and takes back a whole emoji', () => {
    expect(typeKeys(NOTHING_TYPED, 'a\u001b[D\u001b[1;5Cb\tc🦶\u007f\r')).toEqual({ text: 'abc', done: true, cancelled: false });
  });
});
