import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { mountOf, resource, routeKey, urlOf } from '../../../src/contracts/route.ts';
import { API_ROUTES } from '../../../src/contracts/routes/index.ts';
import { backupRoutes } from '../../../src/contracts/routes/backups.ts';
import { unifiedStickerRoutes } from '../../../src/contracts/routes/unified-stickers.ts';

const things = resource('things');
const one = things.get('/:id/parts/:part', { param: z.object({ id: z.string(), part: z.string() }), answer: z.object({}) });
const list = things.get('/', {
  query: z.object({ q: z.optional(z.string()), tags: z.optional(z.string()), page: z.optional(z.string()), on: z.optional(z.string()) }),
  answer: z.object({}),
});

describe('a route', () => {
  it('knows its whole path and its key in the app table', () => {
    expect(list.fullPath).toBe('/api/things');
    expect(one.fullPath).toBe('/api/things/:id/parts/:part');
    expect(routeKey(one)).toBe('GET /api/things/:id/parts/:part');
  });

  it("is mounted where its resource's routes share their mount", () => {
    expect(mountOf(unifiedStickerRoutes)).toBe('/unified-stickers');
    expect(mountOf(backupRoutes)).toBe('/admin/backups');
    expect(() => mountOf({ a: list, b: resource('other').get('/', { answer: z.object({}) }) })).toThrow('one mount');
  });
});

describe('urlOf', () => {
  it('fills each :param, encoded', () => {
    expect(urlOf(one, { id: 42, part: 'a b/c' })).toBe('/api/things/42/parts/a%20b%2Fc');
  });

  it('writes the query in the order given, a list joined with commas, a missing value left out', () => {
    expect(urlOf(list, {}, { page: 2, q: 'rex & co', tags: ['a', 'b'], on: true })).toBe('/api/things?page=2&q=rex+%26+co&tags=a%2Cb&on=true');
    expect(urlOf(list, {}, { q: undefined, tags: null })).toBe('/api/things');
    expect(urlOf(list)).toBe('/api/things');
  });

  it('refuses to build a path with a :param left out', () => {
    expect(() => urlOf(one, { id: 1 } as never)).toThrow('needs :part');
  });

  it('builds a URL the route itself reads back', () => {
    const url = new URL(urlOf(unifiedStickerRoutes.list, {}, { search: 'rex', tags: ['dinosaur', 'space'], hasSvgPath: true, page: 3 }), 'http://x');
    expect(unifiedStickerRoutes.list.query.parse(Object.fromEntries(url.searchParams))).toMatchObject({
      search: 'rex',
      tags: ['dinosaur', 'space'],
      hasSvgPath: true,
      page: 3,
    });
  });
});

describe('the route table', () => {
  it('names each route once, every one under /api', () => {
    const keys = API_ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(API_ROUTES.every((route) => route.fullPath.startsWith('/api/'))).toBe(true);
  });
});
