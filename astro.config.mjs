// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { d1Snapshot } from './src/build/d1-snapshot-integration.ts';
import { securityHeaders } from './src/build/security-headers-integration.ts';
import { errorPreview } from './src/features/errors/error-preview-integration.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://127.0.0.1:8787',
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [d1Snapshot(), react(), securityHeaders(), errorPreview()],
  security: {
    csp: {
      directives: ["default-src 'self'", "img-src 'self' data: https://i.etsystatic.com", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
      // React islands set inline style attributes; inline styles cannot run code.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  devToolbar: { enabled: false },
});
