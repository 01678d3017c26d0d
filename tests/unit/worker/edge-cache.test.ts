import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../worker/lib/admin-session.ts';
import { carriesSession, edgeCacheKey, mayStoreAtEdge, mayUseEdgeCache } from '../../../worker/lib/edge-cache.ts';
import { acceptsGzip } from '../../../worker/lib/isolate-answers.ts';

describe('edgeCacheKey', () => {
  it('names the revision, so a new revision is a new key', () => {
    const url = 'https://shop.test/api/unified-stickers?limit=50';
    expect(edgeCacheKey(url, 7)).toBe('https://shop.test/api/unified-stickers?__revision=7&limit=50');
    expect(edgeCacheKey(url, 8)).not.toBe(edgeCacheKey(url, 7));
  });

  it('is the same key for the same question in another order, and drops the fragment', () => {
    expect(edgeCacheKey('https://shop.test/api/x?page=2&limit=50#top', 3)).toBe(edgeCacheKey('https://shop.test/api/x?limit=50&page=2', 3));
  });

  it('replaces a revision the client wrote itself', () => {
    expect(edgeCacheKey('https://shop.test/api/x?__revision=99', 3)).toBe('https://shop.test/api/x?__revision=3');
  });

  it('keeps paths and values apart', () => {
    expect(edgeCacheKey('https://shop.test/api/unified-stickers/1', 1)).not.toBe(edgeCacheKey('https://shop.test/api/unified-stickers/2', 1));
    expect(edgeCacheKey('https://shop.test/api/x?search=a%26b', 1)).not.toBe(edgeCacheKey('https://shop.test/api/x?search=a&b', 1));
  });
});

describe('who may use the edge cache', () => {
  const get = (headers: Record<string, string> = {}, method = 'GET') => new Request('https://shop.test/api/x', { method, headers });

  it('lets a plain GET use it, with or without other cookies', () => {
    expect(mayUseEdgeCache(get())).toBe(true);
    expect(mayUseEdgeCache(get({ Cookie: 'theme=dark; other=1' }))).toBe(true);
  });

  it('keeps out a request with the admin session or any credentials, and every method but GET', () => {
    expect(carriesSession(new Headers({ Cookie: `theme=dark; ${SESSION_COOKIE}=abc.def` }))).toBe(true);
    expect(mayUseEdgeCache(get({ Cookie: `${SESSION_COOKIE}=abc.def` }))).toBe(false);
    expect(mayUseEdgeCache(get({ Authorization: 'Bearer x' }))).toBe(false);
    expect(mayUseEdgeCache(get({}, 'HEAD'))).toBe(false);
    expect(mayUseEdgeCache(get({}, 'POST'))).toBe(false);
  });
});

describe('which answers the edge may store', () => {
  const answer = (status: number, headers: Record<string, string> = {}) => new Response(status === 304 ? null : '{}', { status, headers });

  it('stores a plain 200', () => {
    expect(mayStoreAtEdge(answer(200, { 'Cache-Control': 'no-cache' }))).toBe(true);
  });

  it('never stores an error, a 304, a cookie, an encoded body, or an answer that forbids it', () => {
    expect(mayStoreAtEdge(answer(404))).toBe(false);
    expect(mayStoreAtEdge(answer(304))).toBe(false);
    expect(mayStoreAtEdge(answer(200, { 'Set-Cookie': 'a=b' }))).toBe(false);
    expect(mayStoreAtEdge(answer(200, { 'Content-Encoding': 'gzip' }))).toBe(false);
    expect(mayStoreAtEdge(answer(200, { 'Cache-Control': 'no-store' }))).toBe(false);
    expect(mayStoreAtEdge(answer(200, { 'Cache-Control': 'private, max-age=60' }))).toBe(false);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['*', true],
    ['GZIP', true],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0.000, br', false],
    ['identity', false],
    ['', false],
  ])('%j takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('is false without the header', () => {
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
