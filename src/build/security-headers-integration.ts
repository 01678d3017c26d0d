/**
 * @module build/security-headers-integration
 * Writes dist/_headers: the security headers Workers static assets serve with every file. The
 * script policy lives in each page's CSP meta element (Astro hashes its own scripts); the header adds
 * what a meta element cannot carry, such as frame-ancestors.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export const STATIC_HEADERS = [
  "Content-Security-Policy: frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'X-Content-Type-Options: nosniff',
  'Referrer-Policy: strict-origin-when-cross-origin',
  'X-Frame-Options: DENY',
  'Permissions-Policy: camera=(), microphone=(), geolocation=()',
];

export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const lines = ['/*', ...STATIC_HEADERS.map((h) => `  ${h}`), '', '/_astro/*', '  Cache-Control: public, max-age=31536000, immutable', ''];
        writeFileSync(fileURLToPath(new URL('_headers', dir)), lines.join('\n'));
      },
    },
  };
}
