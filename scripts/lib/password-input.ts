/**
 * @module password-input
 * A password typed at a terminal with nothing echoed: the keys of a raw-mode stdin, one chunk at a
 * time. Enter ends it, Backspace takes back a character, Ctrl+C gives up.
 */

export interface Typing {
  /** What has been typed so far. */
  text: string;
  /** Enter (or Ctrl+D) was pressed: text is the password. */
  done: boolean;
  /** Ctrl+C was pressed: there is no password. */
  cancelled: boolean;
}

const ESC = String.fromCharCode(27);
const ESCAPE_SEQUENCE = new RegExp(`${ESC}(\\[[0-9;]*[A-Za-z~]|.)?`, 'g');

export const NOTHING_TYPED: Typing = { text: '', done: false, cancelled: false };

/**
 * The typing after one chunk of keys (a paste arrives as one chunk, maybe with its Enter).
 * @example typeKeys(NOTHING_TYPED, 'abc\x7f\r') // { text: 'ab', done: true, cancelled: false }
 */
export function typeKeys(typing: Typing, chunk: string): Typing {
  let text = typing.text;
  // An arrow or function key arrives as an escape sequence: no part of a password.
  for (const key of chunk.replace(ESCAPE_SEQUENCE, '')) {
    if (key === '\u0003') return { text: '', done: false, cancelled: true };
    if (key === '\r' || key === '\n' || key === '\u0004') return { text, done: true, cancelled: false };
    if (key === '\u007f' || key === '\b') text = [...text].slice(0, -1).join('');
    else if (key >= ' ') text += key;
  }
  return { text, done: false, cancelled: false };
}
