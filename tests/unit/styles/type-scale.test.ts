import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every stylesheet and Astro page under src/, with its text. */
function stylesheets(dir = 'src'): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return /\.(css|astro)$/.test(entry.name) ? [{ file: path, text: readFileSync(path, 'utf8') }] : [];
  });
}

// Each size and weight a page shows is a font the browser sets up before its first layout, so
// the pages keep to the scale in global.css (docs/decisions.md, Storefront).
describe('the type scale', () => {
  const sheets = stylesheets();

  it('defines five sizes and two weights', () => {
    const global = sheets.find((s) => s.file.endsWith('global.css'))!.text;
    expect(global.match(/--text-[a-z0-9]+:/g)).toEqual(['--text-sm:', '--text-md:', '--text-lg:', '--text-xl:', '--text-2xl:']);
    expect(global.match(/--weight-[a-z]+:/g)).toEqual(['--weight-normal:', '--weight-bold:']);
  });

  it('is the only source of rem sizes and of weights in every stylesheet', () => {
    const offending = sheets.flatMap(({ file, text }) =>
      [...text.matchAll(/font-size:\s*[\d.]+rem|font-weight:\s*\d+|font:\s*\d/g)].map((m) => `${file}: ${m[0]}`),
    );
    expect(offending).toEqual([]);
  });
});
