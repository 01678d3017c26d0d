/**
 * @module allowed-methods
 * Which methods an app's routes answer for a path, so a known path asked with another method gets
 * a 405 with an Allow header instead of a 404.
 */

interface Route {
  method: string;
  path: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Hono route path ('/x/:id', '/x/:id{[0-9]+}', '/x/*') as a regular expression. */
function toRegExp(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      const param = /^:\w+(?:\{(.+)\})?\??$/.exec(segment);
      if (param) return param[1] ?? '[^/]+';
      return escape(segment);
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Makes a lookup of the methods the routes answer for a path (HEAD wherever GET is); middleware
 * (method ALL) does not count.
 * @example allowedMethods([{ method: 'GET', path: '/a/:id' }])('/a/1') // ['GET', 'HEAD']
 */
export function allowedMethods(routes: readonly Route[]): (path: string) => string[] {
  const compiled = routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, pattern: toRegExp(r.path) }));
  return (path) => {
    const methods = new Set(compiled.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods];
  };
}
