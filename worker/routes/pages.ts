/**
 * @module routes/pages
 * Paths that match no static file. A single segment is read as a listing deep link: resolved by the
 * fuzzy slug rule and answered with a 301 to the canonical page; anything else (a longer path too:
 * see docs/decisions.md) gets the prebuilt 'Page Not Found' screen with a real 404 status. Pages are
 * read, never written: other methods get 405. Every answer carries the pages' security headers.
 */
import { Hono } from 'hono';
import { pageHeaders, REDIRECT_CACHE } from '~/http-headers.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { methodNotAllowed } from '../lib/errors.ts';

const SINGLE_SEGMENT = /^\/([^/]+)\/?$/;
/** Longer paths are no listing's: answered 404 before any matching work. */
const MAX_DEEP_LINK_LENGTH = 200;

export const pages = new Hono<AppEnv>()
  .use(async function pageSecurityHeaders(c, next) {
    await next();
    for (const [name, value] of Object.entries(pageHeaders(new URL(c.req.url).protocol === 'https:'))) c.res.headers.set(name, value);
  })
  .get('*', async (c) => {
    const segment = c.req.path.length <= MAX_DEEP_LINK_LENGTH ? SINGLE_SEGMENT.exec(c.req.path)?.[1] : undefined;
    if (segment) {
      const match = (await catalogueOf(c)).resolve(segment);
      if (match && match.slug !== segment) {
        c.header('Cache-Control', REDIRECT_CACHE);
        return c.redirect(`/${match.slug}${new URL(c.req.url).search}`, 301);
      }
    }
    const notFoundPage = await c.env.ASSETS.fetch(new URL('/404.html', c.req.url));
    return new Response(notFoundPage.ok ? notFoundPage.body : 'Page Not Found', {
      status: 404,
      headers: notFoundPage.ok ? new Headers(notFoundPage.headers) : { 'content-type': 'text/plain; charset=utf-8' },
    });
  })
  .all('*', (c) => {
    throw methodNotAllowed(c.req.method, ['GET', 'HEAD']);
  });
