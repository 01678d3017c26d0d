import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSiteFiles } from '../../../src/build/site-files.ts';

describe('the built site’s pickable files', () => {
  it('lists the images under artwork/ and backgrounds/, nested folders too, by path, and nothing else', () => {
    const root = mkdtempSync(join(tmpdir(), 'site-'));
    for (const file of ['artwork/dinosaurs/t-rex.svg', 'artwork/a.PNG', 'backgrounds/builder/car.svg', 'artwork/notes.txt', 'hero/logo.svg', 'index.html']) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), '');
    }
    expect(listSiteFiles(root)).toEqual([
      { name: 'a.PNG', path: '/artwork/a.PNG' },
      { name: 't-rex.svg', path: '/artwork/dinosaurs/t-rex.svg' },
      { name: 'car.svg', path: '/backgrounds/builder/car.svg' },
    ]);
  });

  it('is empty for a site without those folders', () => {
    expect(listSiteFiles(mkdtempSync(join(tmpdir(), 'site-')))).toEqual([]);
  });
});
