/**
 * @module contracts/route
 * How an API route is written down once: its method, its path (the resource it is mounted at and
 * the path under it, with `:params`), the schemas of what it accepts (param, query, json) and of
 * its answer. The Worker registers and validates with it, the tests read answers through it, and
 * the browser builds its URLs with `urlOf`. The routes themselves are in ./routes/<resource>.ts.
 */
import type * as z from 'zod/mini';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a route accepts and answers; every input is optional, the answer is not. */
export interface RouteSchemas {
  param?: z.ZodMiniType;
  query?: z.ZodMiniType;
  json?: z.ZodMiniType;
  answer: z.ZodMiniType;
}

/** A route as the table holds it. */
export type Route<M extends Method = Method, Mount extends string = string, P extends string = string, S extends RouteSchemas = RouteSchemas> = S & {
  readonly method: M;
  /** Where the resource's sub-app is mounted under /api ('/unified-stickers'). */
  readonly mount: Mount;
  /** The path under the mount, as the sub-app registers it ('/' or '/:id'). */
  readonly path: P;
  /** The whole path, as the app's route table writes it ('/api/unified-stickers/:id'). */
  readonly fullPath: string;
};

/**
 * The routes of one resource, mounted at `/api/<name>`.
 * @example
 * const tags = resource('global-tags');
 * const list = tags.get('/', { answer: dataOf(z.array(tagCountSchema)) }); // list.fullPath === '/api/global-tags'
 */
export function resource<Name extends string>(name: Name) {
  const mount = `/${name}` as const;
  const at =
    <M extends Method>(method: M) =>
    <P extends string, S extends RouteSchemas>(path: P, schemas: S): Route<M, typeof mount, P, S> => ({
      ...schemas,
      method,
      mount,
      path,
      fullPath: path === '/' ? `/api${mount}` : `/api${mount}${path}`,
    });
  return { mount, get: at('GET'), post: at('POST'), put: at('PUT'), delete: at('DELETE') };
}

/**
 * Where a resource's routes are mounted under /api: the one mount they share.
 * @example mountOf(unifiedStickerRoutes) // '/unified-stickers'
 */
export function mountOf(routes: Readonly<Record<string, Pick<Route, 'mount'>>>): string {
  const mounts = new Set(Object.values(routes).map((route) => route.mount));
  if (mounts.size !== 1) throw new Error(`A resource's routes share one mount, not ${[...mounts].join(', ')}`);
  return [...mounts][0]!;
}

/** `METHOD /api/path`, the key a route has in the app's route table. */
export const routeKey = (route: Pick<Route, 'method' | 'fullPath'>): string => `${route.method} ${route.fullPath}`;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:params`, by name. */
export type ParamsOf<P extends string> = { readonly [K in ParamNames<P>]: string | number };

/** A query value as a URL writes it: a list is joined with commas, a missing value left out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** The query a route accepts, by the names its schema reads. */
export type QueryOf<R> = R extends { query: infer Q extends z.ZodMiniType }
  ? { readonly [K in keyof z.input<Q>]?: QueryValue }
  : Readonly<Record<string, never>>;

/** The JSON body a route accepts, as its schema reads it. */
export type BodyOf<R> = R extends { json: infer J extends z.ZodMiniType } ? z.input<J> : never;

/** The answer a route gives, as its schema parses it. */
export type AnswerOf<R> = R extends { answer: infer A extends z.ZodMiniType } ? z.output<A> : never;

type UrlArgs<R extends Route> = [ParamNames<R['path']>] extends [never]
  ? [params?: ParamsOf<R['path']>, query?: QueryOf<R>]
  : [params: ParamsOf<R['path']>, query?: QueryOf<R>];

/**
 * The URL of a route: its `:params` filled in (encoded) and its query written in the order given.
 * @example urlOf(unifiedStickerRoutes.one, { id: 42 }) // '/api/unified-stickers/42'
 * @example urlOf(unifiedStickerRoutes.list, {}, { search: 'rex', tags: ['a', 'b'] }) // '/api/unified-stickers?search=rex&tags=a%2Cb'
 */
export function urlOf<R extends Route>(route: R, ...[params, query]: UrlArgs<R>): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number>>;
  const path = route.fullPath.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${routeKey(route)} needs :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries<QueryValue>(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
