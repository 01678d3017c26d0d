/**
 * @module wrangler-output
 * wrangler dev's output with one untrue warning left out: it says the Workflows bound without a
 * script_name are 'not available in local development', yet they run locally (the sync and the
 * publish Workflows are exercised by every end-to-end run). Everything else passes through as is.
 */
import { Transform } from 'node:stream';

const START = /Workflows without a script_name/;
const END = /should work in production\.\s*$/;

/** A line filter: feed it lines in order, it answers whether each is shown. */
export function warningFilter(): (line: string) => boolean {
  let inside = false;
  let trailingBlank = false;
  return (line) => {
    if (START.test(line)) {
      inside = true;
      return false;
    }
    if (inside) {
      if (END.test(line)) {
        inside = false;
        trailingBlank = true;
      }
      return false;
    }
    // The warning ends with a blank line or two of its own.
    if (trailingBlank && line.trim() === '') return false;
    trailingBlank = false;
    return true;
  };
}

/** A stream that passes wrangler's output through, line by line, without that warning. */
export function withoutFalseWarnings(): Transform {
  const shown = warningFilter();
  let rest = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      const kept = lines.filter(shown);
      done(null, kept.length ? `${kept.join('\n')}\n` : '');
    },
    flush(done) {
      done(null, rest && shown(rest) ? rest : '');
    },
  });
}
