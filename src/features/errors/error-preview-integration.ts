/**
 * @module features/errors/error-preview-integration
 * Astro integration: adds the /error-preview page (every error screen kind, size and theme) to
 * development servers only, or to a build when ERROR_PREVIEW=1 is set (for screenshots and tests).
 */
import type { AstroIntegration } from 'astro';

/**
 * Whether /error-preview belongs in this run: always under `astro dev`, otherwise only with
 * ERROR_PREVIEW=1 (or 'true').
 * @example shouldInjectErrorPreview('build', { ERROR_PREVIEW: '1' }) // true
 */
export function shouldInjectErrorPreview(command: string, env: Record<string, string | undefined>): boolean {
  if (command === 'dev') return true;
  const flag = env.ERROR_PREVIEW?.trim().toLowerCase();
  return flag === '1' || flag === 'true';
}

/**
 * Injects the development-only /error-preview route.
 * @example integrations: [errorPreview()]
 */
export function errorPreview(): AstroIntegration {
  return {
    name: 'error-preview',
    hooks: {
      'astro:config:setup': ({ command, injectRoute, logger }) => {
        if (!shouldInjectErrorPreview(command, process.env)) return;
        // A file URL resolves wherever the config lives; Astro turns it into a root-relative path.
        injectRoute({ pattern: '/error-preview', entrypoint: new URL('./ErrorPreview.astro', import.meta.url), prerender: true });
        if (command !== 'dev') logger.info('ERROR_PREVIEW is set: building /error-preview');
      },
    },
  };
}
