/**
 * @module build/island-style-integration
 * Astro writes its islands' one CSS rule as a `<style>` element just before a page's first island,
 * inside the body, where HTML allows no style element (html-validate: element-permitted-content).
 * After the build, each page's copy moves into its head, where it applies the same.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** The page with Astro's island style in its head; a page without one, or without a head, as it was. */
export function hoistIslandStyle(html: string): string {
  const style = ISLAND_STYLE.exec(html)?.[0];
  const headEnd = html.indexOf('</head>');
  if (!style || headEnd < 0 || html.indexOf(style) < headEnd) return html;
  const without = html.replace(style, '');
  return `${without.slice(0, headEnd)}${style}${without.slice(headEnd)}`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function islandStyleInHead(): AstroIntegration {
  return {
    name: 'island-style-in-head',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const hoisted = hoistIslandStyle(html);
          if (hoisted !== html) writeFileSync(file, hoisted);
        }
      },
    },
  };
}
