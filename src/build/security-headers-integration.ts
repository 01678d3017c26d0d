/**
 * @module build/security-headers-integration
 * Writes dist/_headers: the security headers Workers static assets serve with every file (HSTS too
 * when the site is served over HTTPS), a year of caching for the files named by their content, an
 * hour for the artwork and backgrounds.
 * HTML keeps the platform's default, `public, max-age=0, must-revalidate`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ARTWORK_CACHE, IMMUTABLE, pageHeaders } from '../http-headers.ts';

/** The _headers file for a site at `siteUrl`. Rules that match one path add up, so Cache-Control is set by one rule only. */
export function headersFile(siteUrl: string): string {
  const block = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''];
  return [
    ...block('/*', pageHeaders(new URL(siteUrl).protocol === 'https:')),
    ...block('/_astro/*', { 'Cache-Control': IMMUTABLE }),
    ...block('/catalogue/*', { 'Cache-Control': IMMUTABLE }),
    ...['/artwork/*', '/hero/*', '/backgrounds/*'].flatMap((path) => block(path, { 'Cache-Control': ARTWORK_CACHE })),
  ].join('\n');
}

export function securityHeaders(): AstroIntegration {
  let site = 'http://127.0.0.1';
  return {
    name: 'security-headers',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ?? site;
      },
      'astro:build:done': ({ dir }) => {
        writeFileSync(fileURLToPath(new URL('_headers', dir)), headersFile(site));
      },
    },
  };
}
