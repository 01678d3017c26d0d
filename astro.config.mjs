// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { afterLoadDirective } from './src/build/after-load-integration.ts';
import { finishPages } from './src/build/finish-pages-integration.ts';
import { clientCodeSplitting, hoistTransitiveImports } from './src/build/client-chunks.ts';
import { d1Snapshot } from './src/build/d1-snapshot-integration.ts';
import { securityHeaders } from './src/build/security-headers-integration.ts';
import { errorPreview } from './src/features/errors/error-preview-integration.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://127.0.0.1:8787',
  output: 'static',
  trailingSlash: 'never',
  // A few kilobytes of CSS inline cost less than a render-blocking request on a phone.
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [d1Snapshot(), react(), afterLoadDirective(), securityHeaders(), errorPreview(), finishPages()],
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        // blob: for the Scene Builder's bitmaps of artwork, made in the page (raster-mask.ts).
        "img-src 'self' data: blob: https://i.etsystatic.com",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // React islands set inline style attributes; inline styles cannot run code.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  // The storefront's first render in a few files rather than 26, asked for at once (src/build/client-chunks.ts).
  vite: {
    plugins: [hoistTransitiveImports()],
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: clientCodeSplitting() } } } } },
  },
  devToolbar: { enabled: false },
  // No Markdown code blocks here; Shiki's inline styles would fight the CSP.
  markdown: { syntaxHighlight: false },
});
