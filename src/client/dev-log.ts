/**
 * @module client/dev-log
 * Console output for development only (storefront spec: no console logging in production). Vite
 * replaces import.meta.env.DEV with false in a production build, so the minifier drops the calls and
 * the built JavaScript writes nothing. The only module of the browser code that may touch the console.
 */

/** Warns on the console in development; does nothing in a production build. @example devWarn('Listing not found for ID', id) */
export function devWarn(...details: unknown[]): void {
  if (import.meta.env.DEV) console.warn(...details);
}

/** Reports an error on the console in development; does nothing in a production build. @example devError('[hero machine]', error) */
export function devError(...details: unknown[]): void {
  if (import.meta.env.DEV) console.error(...details);
}
