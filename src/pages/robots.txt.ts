import type { APIRoute } from 'astro';

/** Crawlers may read the catalogue; admin tools and the API are not for them. */
export const GET: APIRoute = ({ site }) =>
  new Response(
    ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /listing-admin', `Sitemap: ${new URL('/sitemap.xml', site).href}`, ''].join(
      '\n',
    ),
    {
      headers: { 'Content-Type': 'text/plain' },
    },
  );
