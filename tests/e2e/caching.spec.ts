import { expect, test } from './support/storefront.ts';

test.describe('caching as served', () => {
  test('the content-named catalogue file is cached for a year; pages are revalidated', async ({ request }) => {
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const catalogue = /\/catalogue\/[0-9a-f]{12}\.json/.exec(await home.text())?.[0];
    expect(catalogue).toBeTruthy();
    const file = await request.get(catalogue!);
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a public list answers 304 to its own ETag', async ({ request }) => {
    const first = await request.get('/api/unified-stickers?limit=5');
    const tag = first.headers()['etag'];
    expect(tag).toMatch(/^W\/"r\d+"$/);
    const again = await request.get('/api/unified-stickers?limit=5', { headers: { 'If-None-Match': tag! } });
    expect(again.status()).toBe(304);
  });

  test('a public read is compressed for a client that accepts it, plain for one that does not, and the second read comes from the edge cache', async ({
    request,
  }) => {
    const path = '/api/unified-stickers?limit=20&sortBy=title&fields=etsyListingId,title,description';
    const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const body = await gzip.json();
    expect(body.data).toHaveLength(20);
    const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(plain.headers()['x-cache']).toBe('hit');
    expect(await plain.json()).toEqual(body);
  });
});
