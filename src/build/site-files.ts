/**
 * @module build/site-files
 * Lists the image files of the built site the owner can pick (contracts/files.ts), by walking the
 * folders the build copied from public/.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PICKABLE_FOLDERS, type SiteFile } from '../contracts/files.ts';

const IMAGE = /\.(svg|png|jpe?g|gif|webp)$/i;

/** Every image file under the pickable folders of `root` (a built site), sorted by path. */
export function listSiteFiles(root: string): SiteFile[] {
  const files: SiteFile[] = [];
  for (const folder of PICKABLE_FOLDERS) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !IMAGE.test(entry.name)) continue;
      const path = `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
      files.push({ name: entry.name, path });
    }
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
