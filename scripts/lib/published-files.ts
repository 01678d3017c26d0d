/**
 * @module published-files
 * Which files a rebuild removes from the served folder. Pages of listings gone go at once. The
 * catalogue files (`catalogue/<hash>.json`, cached a year by browsers) hold titles and listings as
 * they were: the current one stays, and the one before it, for pages still open on it; older ones
 * go. Script bundles (`_astro/`) are named by their content and stay for pages still open.
 */

export interface ServedFile {
  /** Relative to the served folder, with forward slashes. */
  path: string;
  /** When it was last written there. */
  modifiedMs: number;
}

const CATALOGUE = /^catalogue\//;
const BUNDLES = /^_astro\//;

export function filesToRemove(served: readonly ServedFile[], fresh: ReadonlySet<string>): string[] {
  const stale = served.filter((f) => !fresh.has(f.path));
  // The catalogue before this build: the newest of those this build did not write.
  const previous = stale.filter((f) => CATALOGUE.test(f.path)).sort((a, b) => b.modifiedMs - a.modifiedMs)[0]?.path;
  return stale.filter((f) => !BUNDLES.test(f.path) && f.path !== previous).map((f) => f.path);
}
