/**
 * npm run hash-password: the ADMIN_PASSWORD_HASH of a password (worker/lib/password.ts's PBKDF2),
 * printed alone on stdout so it can go straight to wrangler:
 *   npm run -s hash-password | npx wrangler secret put ADMIN_PASSWORD_HASH --env production
 * At a terminal it asks for the password without showing it; otherwise it reads it from stdin (one
 * line). The password is never an argument: arguments land in the shell's history and in `ps`.
 */
import { text } from 'node:stream/consumers';
import { hashPassword } from '../worker/lib/password.ts';
import { NOTHING_TYPED, typeKeys } from './lib/password-input.ts';

/** Shorter than this, an admin password is too easy to guess, however slow the hash. */
const MIN_PASSWORD_LENGTH = 12;

function askHidden(prompt: string): Promise<string | null> {
  process.stderr.write(prompt);
  process.stdin.setRawMode(true);
  process.stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let typing = NOTHING_TYPED;
    const onData = (chunk: string) => {
      typing = typeKeys(typing, chunk);
      if (!typing.done && !typing.cancelled) return;
      process.stdin.setRawMode(false);
      process.stdin.off('data', onData);
      process.stdin.pause();
      process.stderr.write('\n');
      resolve(typing.cancelled ? null : typing.text);
    };
    process.stdin.on('data', onData);
  });
}

const password = process.stdin.isTTY ? await askHidden('Admin password (not shown): ') : (await text(process.stdin)).replace(/\r?\n$/, '');
if (password === null) process.exit(130);
if ([...password].length < MIN_PASSWORD_LENGTH) {
  console.error(`The admin password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  process.exit(1);
}
console.log(await hashPassword(password));
