/**
 * @module build/after-load-integration
 * Registers the `client:afterload` and `client:afteridle` directives (src/build/after-load-directive.ts,
 * after-idle-directive.ts).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the page's load event (or at the first interaction). */
    'client:afterload'?: boolean;
    /** Hydrate after the load event and two idle periods (decorative islands). */
    'client:afteridle'?: boolean;
  }
}

export function afterLoadDirective(): AstroIntegration {
  return {
    name: 'after-load-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'afterload', entrypoint: fileURLToPath(new URL('./after-load-directive.ts', import.meta.url)) });
        addClientDirective({ name: 'afteridle', entrypoint: fileURLToPath(new URL('./after-idle-directive.ts', import.meta.url)) });
      },
    },
  };
}
