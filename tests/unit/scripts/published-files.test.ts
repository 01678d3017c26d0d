import { describe, expect, it } from 'vitest';
import { filesToRemove } from '../../../scripts/lib/published-files.ts';

describe('what a rebuild removes from the served site', () => {
  const served = [
    { path: 'index.html', modifiedMs: 10 },
    { path: 'gone-listing-vinyl-decal.html', modifiedMs: 10 },
    { path: 'catalogue/aaa.json', modifiedMs: 1 },
    { path: 'catalogue/bbb.json', modifiedMs: 5 },
    { path: 'catalogue/ccc.json', modifiedMs: 9 },
    { path: '_astro/client.old.js', modifiedMs: 1 },
  ];

  it('keeps the catalogue just built and the one before it, removes older ones and pages of listings gone', () => {
    const fresh = new Set(['index.html', 'catalogue/ddd.json', '_astro/client.new.js']);
    expect(filesToRemove(served, fresh).sort()).toEqual(['catalogue/aaa.json', 'catalogue/bbb.json', 'gone-listing-vinyl-decal.html']);
  });

  it('keeps content-named script bundles for pages still open, and removes nothing a build wrote again', () => {
    expect(filesToRemove(served, new Set(served.map((f) => f.path)))).toEqual([]);
    expect(filesToRemove([{ path: '_astro/x.js', modifiedMs: 0 }], new Set())).toEqual([]);
  });
});
