/**
 * Writes the demo artwork, collection placeholders, logo and favicon into public/.
 *
 *   npx node scripts/generate-artwork.ts
 *
 * Stale .svg files in public/artwork/<folder>/ that are no longer in the
 * catalogue are removed. Everything else in public/ is left alone.
 */

import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTWORK_FOLDERS, artworkCatalogue } from './seed/artwork.ts';
import { faviconSvg, logoSvg, placeholderCatalogue } from './seed/placeholders.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'public');

let written = 0;
let unchanged = 0;

function write(publicPath: string, svg: string): void {
  const path = join(publicDir, publicPath);
  const content = svg + '\n';
  mkdirSync(dirname(path), { recursive: true });
  if (existsSync(path) && readFileSync(path, 'utf8') === content) {
    unchanged++;
    return;
  }
  writeFileSync(path, content);
  written++;
}

const artworks = artworkCatalogue();
for (const art of artworks) write(art.file, art.svg);

let removed = 0;
const keep = new Set(artworks.map((a) => a.file));
for (const folder of ARTWORK_FOLDERS) {
  const dir = join(publicDir, 'artwork', folder);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.svg')) continue;
    if (keep.has(`/artwork/${folder}/${name}`)) continue;
    unlinkSync(join(dir, name));
    removed++;
  }
}

const placeholders = placeholderCatalogue();
for (const ph of placeholders) write(ph.file, ph.svg);
write('/logo.svg', logoSvg());
write('/favicon.svg', faviconSvg());

console.log(
  `artwork: ${artworks.length} artworks in ${ARTWORK_FOLDERS.length} folders, ${placeholders.length} placeholders, logo, favicon ` +
    `(${written} written, ${unchanged} unchanged, ${removed} stale removed)`,
);
