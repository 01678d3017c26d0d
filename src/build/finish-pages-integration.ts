/**
 * @module build/finish-pages-integration
 * After the build, each page once through the rewrites Astro's output needs: its island style into
 * the head (island-style.ts), its island props in single quotes and its policy's script hashes its
 * own (compact-page.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pageScriptHashes, singleQuotedProps } from './compact-page.ts';
import { hoistIslandStyle } from './island-style.ts';

/** The page as it is served. The hashes come last: they are of the scripts as the page ends up. */
export const finishPage = (html: string): string => pageScriptHashes(singleQuotedProps(hoistIslandStyle(html)));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function finishPages(): AstroIntegration {
  return {
    name: 'finish-pages',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const finished = finishPage(html);
          if (finished !== html) writeFileSync(file, finished);
        }
      },
    },
  };
}
