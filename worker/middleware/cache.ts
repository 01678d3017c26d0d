/**
 * @module middleware/cache
 * Cache-Control on every API answer. Public reads carry the content revision (bumped by triggers on
 * every change to what they serve) as their ETag, and answer 304 to a matching If-None-Match
 * without running the route; everything else is not stored.
 */
import { createMiddleware } from 'hono/factory';
import { readCatalogueRevision } from '~/db/queries/listings.ts';
import type { AppEnv } from '../env.ts';

/** The ETag of everything the public API serves at a revision. */
export const revisionTag = (revision: number) => `W/"r${revision}"`;

/** True when an If-None-Match header names the tag (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(tag));
}

/**
 * A public read: revalidated on every use (no-cache), answered 304 while the revision has not
 * moved. The revision is read before the route reads its data, so a tag is never newer than its body.
 */
export const revisioned = createMiddleware<AppEnv>(async function revisioned(c, next) {
  const revision = await readCatalogueRevision(c.var.db);
  c.set('revision', revision);
  const tag = revisionTag(revision);
  if (matches(c.req.header('if-none-match'), tag)) {
    return c.body(null, 304, { ETag: tag, 'Cache-Control': 'no-cache' });
  }
  await next();
  if (c.res.ok) {
    c.res.headers.set('ETag', tag);
    c.res.headers.set('Cache-Control', 'no-cache');
  }
});

/** Every API answer says how it may be cached: failures and answers that chose nothing are not stored. */
export const noStoreByDefault = createMiddleware(async function noStoreByDefault(c, next) {
  await next();
  const failed = c.res.status >= 400;
  if (failed || !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  if (failed) c.res.headers.delete('ETag');
});
