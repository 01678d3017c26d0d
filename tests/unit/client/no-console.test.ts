import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));
/** The folders whose code ships to the browser (storefront spec: no console logging in production). */
const BROWSER_FOLDERS = ['features', 'components', 'client', 'pages', 'layouts', 'domain', 'contracts'];
/** The one module allowed to write to the console: its calls exist in development builds only. */
const DEV_LOG = 'client/dev-log.ts';
const CONSOLE_CALL = /\bconsole\s*(\.|\[)/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|astro|js|mjs)$/.test(name))
    .map((name) => join(folder, name));
}

/** Each `file:line` of the browser source that calls the console directly. */
function consoleCalls(): string[] {
  return BROWSER_FOLDERS.flatMap((folder) => sourceFiles(join(SRC, folder)))
    .filter((file) => relative(SRC, file) !== DEV_LOG)
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (CONSOLE_CALL.test(line) ? [`src/${relative(SRC, file)}:${i + 1}`] : [])),
    );
}

describe('browser code and the console', () => {
  it('never calls the console directly (devWarn and devError from ~/client/dev-log.ts compile away in production)', () => {
    expect(consoleCalls()).toEqual([]);
  });

  it('finds a console call when there is one (the scan itself works)', () => {
    expect(CONSOLE_CALL.test("  console.warn('x');")).toBe(true);
    expect(CONSOLE_CALL.test("console['log']('x')")).toBe(true);
    expect(CONSOLE_CALL.test('const consoleish = 1;')).toBe(false);
    expect(sourceFiles(join(SRC, 'client')).map((file) => relative(SRC, file))).toContain(DEV_LOG);
  });
});
