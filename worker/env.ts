/**
 * @module env
 * The Worker's Hono environment: the bindings `wrangler types` generates from wrangler.toml
 * (worker/env.d.ts, `npm run types`) and the variables the middleware sets per request.
 */
import type { Database } from '~/db/client.ts';

export interface Vars {
  /** The request's drizzle handle over the DB binding (worker/middleware/database.ts). */
  db: Database;
  /** The content revision a public read was answered at (worker/middleware/cache.ts). */
  revision?: number;
  /** The signed-in admin session's id (worker/middleware/require-admin.ts). */
  adminSession?: string;
}

export type AppEnv = { Bindings: Env; Variables: Vars };

declare global {
  interface Env {
    /** The host's build hook (an optional secret, so not among the generated bindings): publishing is off without it. */
    DEPLOY_HOOK_URL?: string;
    /** How long an isolate trusts its reading of the catalogue revision, in ms (worker/lib/catalogue-revision.ts; 1000 when unset, 0 to read it on every request). */
    CATALOGUE_REVISION_TTL_MS?: string;
  }
}
