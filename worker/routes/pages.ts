/**
 * @module routes/pages
 * Paths that match no static file. A single segment is read as a listing deep link: resolved by the
 * fuzzy slug rule and answered with a 301 to the canonical page. Anything else (a longer path too:
 * see docs/decisions.md) gets the prebuilt 'Page Not Found' screen with a real 404 status, where a
 * search box and the listings closest to the path asked for offer a way on. Pages are read, never
 * written: other methods get 405. Every answer carries the pages' security headers.
 */
import { Hono } from 'hono';
import type { CatalogueCard } from '~/contracts/listing.ts';
import { truncateTitle } from '~/domain/catalogue.ts';
import { pageHeaders, REDIRECT_CACHE } from '~/http-headers.ts';
import { CLOSEST_LISTINGS_ID, CLOSEST_LISTINGS_SHOWN } from '~/site.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { methodNotAllowed } from '../lib/errors.ts';

const SINGLE_SEGMENT = /^\/([^/]+)\/?$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** One suggestion of the 404 page: marketplace text is untrusted, so every value is escaped. */
const closestItem = (card: CatalogueCard) =>
  `<li><a href="/${escapeHtml(encodeURIComponent(card.slug))}"><img src="${escapeHtml(card.image)}" alt="" width="150" height="90" loading="lazy"><span>${escapeHtml(truncateTitle(card.title))}</span></a></li>`;
/** Longer paths are no listing's: answered 404 before any matching work. */
const MAX_DEEP_LINK_LENGTH = 200;

export const pages = new Hono<AppEnv>()
  .use(async function pageSecurityHeaders(c, next) {
    await next();
    for (const [name, value] of Object.entries(pageHeaders(new URL(c.req.url).protocol === 'https:'))) c.res.headers.set(name, value);
  })
  // Browsers ask for /favicon.ico on their own (on an XML or image page): the site's icon is an SVG.
  .get('/favicon.ico', (c) => {
    c.header('Cache-Control', REDIRECT_CACHE);
    return c.redirect('/favicon.svg', 301);
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
    if (!notFoundPage.ok) return new Response('Page Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const page = new Response(notFoundPage.body, { status: 404, headers: new Headers(notFoundPage.headers) });
    // The closest listings depend on the path: this answer is the path's own.
    page.headers.set('Cache-Control', 'no-cache');
    page.headers.delete('ETag');
    const words = c.req.path.length <= MAX_DEEP_LINK_LENGTH ? c.req.path.split('/').filter(Boolean).join('-') : '';
    const closest = words ? (await catalogueOf(c)).closest(words, CLOSEST_LISTINGS_SHOWN) : [];
    if (closest.length === 0) return page;
    return new HTMLRewriter()
      .on(`#${CLOSEST_LISTINGS_ID}`, { element: (list) => void list.append(closest.map(closestItem).join(''), { html: true }) })
      .transform(page);
  })
  .all('*', (c) => {
    throw methodNotAllowed(c.req.method, ['GET', 'HEAD']);
  });
