/**
 * @module routes/pages
 * Paths that match no static file. A single segment is read as a listing deep link: resolved by the
 * fuzzy slug rule and answered with a 301 to the canonical page; anything else gets the prebuilt
 * 'Page Not Found' screen with a real 404 status. Pages are read, never written: other methods get 405.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { methodNotAllowed } from '../lib/errors.ts';

const SINGLE_SEGMENT = /^\/([^/]+)\/?$/;

export const pages = new Hono<AppEnv>().get('*', async (c) => {
  const segment = SINGLE_SEGMENT.exec(c.req.path)?.[1];
  if (segment) {
    const match = (await catalogueOf(c)).resolve(segment);
    if (match && match.slug !== segment) return c.redirect(`/${match.slug}${new URL(c.req.url).search}`, 301);
  }
  const notFoundPage = await c.env.ASSETS.fetch(new URL('/404.html', c.req.url));
  return new Response(notFoundPage.ok ? notFoundPage.body : 'Page Not Found', {
    status: 404,
    headers: notFoundPage.ok ? notFoundPage.headers : { 'content-type': 'text/plain; charset=utf-8' },
  });
})
  .all('*', (c) => {
    // Pages are only ever read.
    throw methodNotAllowed(c.req.method, ['GET', 'HEAD']);
  });
