/**
 * @module build/after-load-integration
 * Registers the `client:afterload` directive (src/build/after-load-directive.ts).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the page's load event (or at the first interaction). */
    'client:afterload'?: boolean;
  }
}

export function afterLoadDirective(): AstroIntegration {
  return {
    name: 'after-load-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'afterload', entrypoint: fileURLToPath(new URL('./after-load-directive.ts', import.meta.url)) });
      },
    },
  };
}
