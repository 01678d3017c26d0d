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

  test.describe('artwork', () => {
    test.use({ realArtwork: true });

    test('is fresh for an hour, and a page asks for each drawing once: the cards, the hero and the scenes share it', async ({ page, request }) => {
      const asked: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/artwork/')) asked.push(new URL(r.url()).pathname);
      });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-loaded', 'true');
      // The hero's stickers and the first scenes' come once the page is idle.
      await page.mouse.wheel(0, 2500);
      await page.waitForLoadState('networkidle');
      expect(asked.length).toBeGreaterThan(5);
      expect(asked.filter((path, i) => asked.indexOf(path) !== i)).toEqual([]);

      const drawing = await request.get(asked[0]!);
      expect(drawing.headers()['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    });
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
