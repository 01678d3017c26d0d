/** Bindings and variables of the Worker. */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  /** Public origin of the site, used for canonical URLs. */
  SITE_URL: string;
  /** Base URL of the marketplace API (the fake marketplace locally). */
  MARKETPLACE_API_BASE: string;
}

export type AppEnv = { Bindings: Env };
