/**
 * @module middleware/cache
 * Cache-Control on every API answer. Public reads carry the content revision (bumped by triggers on
 * every change to what they serve) as their ETag, answer 304 to a matching If-None-Match without
 * running the route, and are kept in the edge cache under a key that names the revision;
 * everything else is not stored.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { catalogueRevision, forgetCatalogueRevision, revisionTtlMs } from '../lib/catalogue-revision.ts';
import { acceptsGzip, keepAnswer, keptAnswer, mayKeepAnswer } from '../lib/isolate-answers.ts';
import { log } from '../lib/log.ts';
import { EDGE_STORE_CACHE_CONTROL, edgeCache, edgeCacheKey, mayStoreAtEdge, mayUseEdgeCache } from '../lib/edge-cache.ts';

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
 * moved. The revision is read before the route reads its data, so a tag is never newer than its body
 * (this isolate's reading of it, up to a second old: worker/lib/catalogue-revision.ts).
 * Between the browser and the route sit this isolate's memory of its recent answers and the edge
 * cache (the Workers Cache API), both keyed by the revision: a read without a session is answered
 * from them when another visitor asked the same question at the same revision (`X-Cache: hit`),
 * else the route runs and a 200 is kept and stored (`miss`).
 */
export const revisioned = createMiddleware<AppEnv>(async function revisioned(c, next) {
  const revision = await catalogueRevision(c.env.DB, c.var.db, revisionTtlMs(c.env.CATALOGUE_REVISION_TTL_MS));
  c.set('revision', revision);
  const tag = revisionTag(revision);
  if (matches(c.req.header('if-none-match'), tag)) {
    return c.body(null, 304, { ETag: tag, 'Cache-Control': 'no-cache' });
  }
  const key = mayUseEdgeCache(c.req.raw) ? edgeCacheKey(c.req.url, revision) : null;
  if (!key) {
    await next();
    if (c.res.ok) setBrowserHeaders(c.res.headers, tag);
    return;
  }
  // Answers this isolate sent lately come from its memory; else the edge cache, which is an
  // optimisation: when it fails, the route answers.
  const hit = keptAnswer(c.env.DB, key, { gzip: acceptsGzip(c.req.header('accept-encoding')) }) ?? (await storedAtEdge(c, key));
  if (hit) {
    // A stored answer's headers say how long the edge keeps it: the browser's are set here.
    setBrowserHeaders(hit.headers, tag);
    hit.headers.set('X-Cache', 'hit');
    return hit;
  }
  await next();
  if (!c.res.ok) return;
  setBrowserHeaders(c.res.headers, tag);
  if (mayStoreAtEdge(c.res)) {
    const body = await c.res.clone().arrayBuffer();
    const headers = new Headers(c.res.headers);
    const toStore = new Response(body, c.res);
    toStore.headers.set('Cache-Control', EDGE_STORE_CACHE_CONTROL);
    c.res.headers.set('X-Cache', 'miss');
    await afterAnswer(
      c,
      Promise.all([
        keepAnswer(c.env.DB, key, body, headers),
        edgeCache()
          .put(key, toStore)
          .catch((error: unknown) => log.warn('edge_cache_failed', { op: 'put' }, error)),
      ]),
    );
  }
});

/**
 * The answer the edge cache holds under a key, kept in this isolate's memory too. Without that, an
 * isolate that starts after the answer was stored (a deploy, a restart, another visitor first) read
 * it from the edge at every request and had it compressed each time: under load, a page of 50
 * listings took twice a static page's p50 on the local Worker, against under one from memory.
 */
async function storedAtEdge(c: Context<AppEnv>, key: string): Promise<Response | undefined> {
  try {
    const stored = await edgeCache().match(key);
    if (!stored) return undefined;
    // Too long to keep (a list of 999), or of unknown length: streamed from the cache as it is.
    if (!mayKeepAnswer(Number(stored.headers.get('Content-Length') ?? NaN))) return new Response(stored.body, stored);
    const body = await stored.arrayBuffer();
    await afterAnswer(c, keepAnswer(c.env.DB, key, body, stored.headers));
    // A stored answer's headers are immutable: the hit's are a copy.
    return new Response(body, { status: 200, headers: new Headers(stored.headers) });
  } catch (error) {
    log.warn('edge_cache_failed', { op: 'match' }, error);
    return undefined;
  }
}

/** What a browser is told of a public read: its revision's tag, and to revalidate at each use. */
function setBrowserHeaders(headers: Headers, tag: string): void {
  headers.set('ETag', tag);
  headers.set('Cache-Control', 'no-cache');
}

/** Runs work after the answer is sent when the platform allows it, else (the app called without an execution context, in tests) before. */
async function afterAnswer(c: Context<AppEnv>, work: Promise<unknown>): Promise<void> {
  let ctx: { waitUntil(promise: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    // Hono throws when the app was called without one: the work is awaited instead.
  }
  if (ctx) ctx.waitUntil(work);
  else await work;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** After a request that may have written, this isolate reads the revision again: its own writes show at once. */
export const forgetRevisionAfterWrites = createMiddleware<AppEnv>(async function forgetRevisionAfterWrites(c, next) {
  try {
    await next();
  } finally {
    if (!READS.has(c.req.method)) forgetCatalogueRevision(c.env.DB);
  }
});

/** Every API answer says how it may be cached: failures and answers that chose nothing are not stored. */
export const noStoreByDefault = createMiddleware(async function noStoreByDefault(c, next) {
  await next();
  const failed = c.res.status >= 400;
  if (failed || !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  if (failed) c.res.headers.delete('ETag');
});
