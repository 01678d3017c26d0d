import type { APIRoute } from 'astro';
import { storefrontData } from '~/build/storefront-data.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Every public page: home, FAQ, Scene Builder and one page per public listing. */
export const GET: APIRoute = ({ site }) => {
  const { listings } = storefrontData();
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escape(new URL(path, site).href)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/'),
    url('/faq'),
    url('/scene-builder'),
    ...listings.map((s) => url(`/${s.slug}`, s.updated_at)),
    '</urlset>',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml' } });
};
