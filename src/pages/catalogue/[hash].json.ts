import type { APIRoute, GetStaticPaths } from 'astro';
import { storefrontData } from '~/build/storefront-data.ts';

/** The shared catalogue file; its name carries its content hash, so it is cached for a year. */
export const getStaticPaths = (() => {
  const { catalogueUrl } = storefrontData();
  return [{ params: { hash: catalogueUrl.slice('/catalogue/'.length, -'.json'.length) } }];
}) satisfies GetStaticPaths;

export const GET: APIRoute = () => new Response(storefrontData().catalogueJson, { headers: { 'Content-Type': 'application/json' } });
