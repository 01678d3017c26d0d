import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../worker/index.ts';
import { revisionTtlMs } from '../../worker/lib/catalogue-revision.ts';
import { edgeCache, edgeCacheKey } from '../../worker/lib/edge-cache.ts';
import { MAX_KEPT_ANSWER_BYTES } from '../../worker/lib/isolate-answers.ts';
import * as schema from '../../src/db/schema.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { adminRequests, signIn } from './admin-helpers.ts';
import { db, insertStickers, request, resetDatabase } from './helpers.ts';

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([
    stickerRow({ etsyListingId: 601, title: 'Triceratops Horns', tags: ['dinosaur'] }),
    stickerRow({ etsyListingId: 602, title: 'Raptor Claw', tags: ['dinosaur'] }),
  ]);
});

/** The catalogue revision an answer's ETag names. */
const revisionOf = (res: Response) => Number(/r(\d+)/.exec(res.headers.get('etag') ?? '')?.[1]);

const titles = async (res: Response) => (await res.json<{ data: { title: string }[] }>()).data.map((l) => l.title);

describe('the edge cache of public reads', () => {
  it('answers a second identical read from the cache, with the same body and headers a browser needs', async () => {
    const first = await request('/api/unified-stickers?search=raptor&limit=10');
    expect(first.headers.get('x-cache')).toBe('miss');
    const body = await first.text();

    const second = await request('/api/unified-stickers?search=raptor&limit=10');
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    expect(second.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it("answers from this isolate's memory what it sent lately, without reading the edge cache", async () => {
    const first = await request('/api/unified-stickers?search=raptor&limit=10');
    const body = await first.text();
    const revision = revisionOf(first);
    // Gone from the edge cache (another data centre, an eviction): the isolate still has it.
    expect(await edgeCache().delete(edgeCacheKey('http://localhost/api/unified-stickers?search=raptor&limit=10', revision))).toBe(true);
    const second = await request('/api/unified-stickers?search=raptor&limit=10');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('keeps in memory an answer it read from the edge cache, so an isolate that started after it was stored stops reading the edge', async () => {
    const path = '/api/unified-stickers?search=horns&limit=10';
    const revision = revisionOf(await request('/api/unified-stickers?limit=1'));
    const key = edgeCacheKey(`http://localhost${path}`, revision);
    // What another isolate stored: this one never answered the question.
    const storedBody = JSON.stringify({
      data: [{ title: 'Stored by another isolate', description: 'Long enough to be worth compressing. '.repeat(40) }],
      pagination: { page: 1, limit: 10, total: 1, hasNext: false },
    });
    const edge = edgeCache();
    await edge.put(key, new Response(storedBody, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=3600' } }));

    const fromEdge = await request(path);
    expect(fromEdge.headers.get('x-cache')).toBe('hit');
    expect(fromEdge.headers.get('cache-control')).toBe('no-cache');
    expect(await fromEdge.text()).toBe(storedBody);

    // Evicted from the edge since: the isolate answers from its memory, and gzips it once for browsers.
    expect(await edge.delete(key)).toBe(true);
    const fromMemory = await request(path);
    expect(fromMemory.headers.get('x-cache')).toBe('hit');
    expect(fromMemory.headers.get('cache-control')).toBe('no-cache');
    expect(fromMemory.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await fromMemory.text()).toBe(storedBody);
    // Gzipped from memory, its headers describe the bytes sent, not the stored plain ones.
    const zipped = await request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = await zipped.arrayBuffer();
    expect([null, String(bytes.byteLength)]).toContain(zipped.headers.get('content-length'));
    expect(await new Response(new Response(bytes).body!.pipeThrough(new DecompressionStream('gzip'))).text()).toBe(storedBody);
  });

  it('answers whole from the edge cache an answer too long to keep, and does not hold it in memory', async () => {
    const path = '/api/unified-stickers?search=claw&limit=999';
    const revision = revisionOf(await request('/api/unified-stickers?limit=1'));
    const key = edgeCacheKey(`http://localhost${path}`, revision);
    const longBody = JSON.stringify({ data: [{ title: 'x'.repeat(MAX_KEPT_ANSWER_BYTES) }], pagination: { page: 1, limit: 999, total: 1, hasNext: false } });
    const edge = edgeCache();
    await edge.put(key, new Response(longBody, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=3600' } }));

    const fromEdge = await request(path);
    expect(fromEdge.headers.get('x-cache')).toBe('hit');
    expect(await fromEdge.text()).toBe(longBody);
    await edge.delete(key);
    const again = await request(path);
    expect(again.headers.get('x-cache')).toBe('miss');
    expect((await again.json<{ data: { title: string }[] }>()).data.map((l) => l.title)).toEqual(['Raptor Claw']);
  });

  it('sends a repeat gzipped from memory to a browser that takes gzip, compressed once, and plain to one that does not', async () => {
    const path = '/api/unified-stickers?limit=10&sortBy=title';
    const body = await (await request(path)).text();
    const zipped = await request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('x-cache')).toBe('hit');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zipped.headers.get('etag')).toMatch(/^W\/"r\d+"$/);
    expect(zipped.headers.get('cache-control')).toBe('no-cache');
    // The bytes sent are gzip's, and unzip to the answer the first reader had.
    expect(await new Response(zipped.body!.pipeThrough(new DecompressionStream('gzip'))).text()).toBe(body);
    // Read twice from memory, still whole: each answer copies the kept bytes.
    const again = await request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await new Response(again.body!.pipeThrough(new DecompressionStream('gzip'))).text()).toBe(body);

    const plain = await request(path, { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } });
    expect(plain.headers.get('x-cache')).toBe('hit');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
  });

  it('is one entry for the same question asked with its parameters in another order', async () => {
    expect((await request('/api/unified-stickers?limit=10&sortBy=title')).headers.get('x-cache')).toBe('miss');
    expect((await request('/api/unified-stickers?sortBy=title&limit=10')).headers.get('x-cache')).toBe('hit');
  });

  it('caches the detail of a listing too', async () => {
    expect((await request('/api/unified-stickers/601')).headers.get('x-cache')).toBe('miss');
    const again = await request('/api/unified-stickers/601');
    expect(again.headers.get('x-cache')).toBe('hit');
    expect((await again.json<{ data: { title: string } }>()).data.title).toBe('Triceratops Horns');
  });

  it('answers fresh data after a catalogue write through the admin API: the revision in the key moved', async () => {
    await request('/api/unified-stickers?limit=10');
    expect((await request('/api/unified-stickers?limit=10')).headers.get('x-cache')).toBe('hit');

    const session = await signIn();
    const admin = adminRequests(() => session);
    expect((await admin('PUT', '/api/admin/listings/602', { title: 'Raptor Claw Marks' })).status).toBe(200);

    const after = await request('/api/unified-stickers?limit=10');
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(await titles(after)).toContain('Raptor Claw Marks');
    const detail = await request('/api/unified-stickers/602');
    expect((await detail.json<{ data: { title: string } }>()).data.title).toBe('Raptor Claw Marks');
  });

  it('answers fresh data after a write that does not go through the API (a sync, a scene change)', async () => {
    await request('/api/unified-stickers?limit=10');
    await request('/api/parallax-scenes');
    await insertStickers([stickerRow({ etsyListingId: 603, title: 'Brachiosaurus Neck' })]);
    await db().insert(schema.parallaxScenes).values({ name: 'late-scene' });

    const list = await request('/api/unified-stickers?limit=10');
    expect(list.headers.get('x-cache')).toBe('miss');
    expect(await titles(list)).toContain('Brachiosaurus Neck');
    const scenes = await request('/api/parallax-scenes');
    expect(scenes.headers.get('x-cache')).toBe('miss');
    expect(JSON.stringify(await scenes.json())).toContain('late-scene');
  });

  it('never stores or serves an answer for a request carrying the admin session', async () => {
    const session = await signIn();
    const withSession = () => request('/api/unified-stickers?limit=7', { headers: { Cookie: session } });
    for (const res of [await withSession(), await withSession()]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBeNull();
    }
    // Nothing was stored by those reads: the first read without a session is a miss.
    expect((await request('/api/unified-stickers?limit=7')).headers.get('x-cache')).toBe('miss');
    // And what a visitor stored is not served to the admin either.
    expect((await withSession()).headers.get('x-cache')).toBeNull();
  });

  it('never caches admin answers, errors, or reads that are not public', async () => {
    const session = await signIn();
    for (let i = 0; i < 2; i++) {
      const manager = await request('/api/admin/listings', { headers: { Cookie: session } });
      expect(manager.status).toBe(200);
      expect(manager.headers.get('x-cache')).toBeNull();
      expect(manager.headers.get('cache-control')).toBe('no-store');
      for (const path of ['/api/unified-stickers/999', '/api/unified-stickers?limit=0', '/api/health', '/api/listing-recommendations/601']) {
        expect((await request(path)).headers.get('x-cache'), path).toBeNull();
      }
    }
  });
});

describe('the revision an isolate trusts for a while (worker/lib/catalogue-revision.ts)', () => {
  /** The app with the revision trusted as long as production's setting says (the other tests read it on every request). */
  const trusting = (ttlMs: number) => (path: string) => Promise.resolve(app.request(path, undefined, { ...env, CATALOGUE_REVISION_TTL_MS: String(ttlMs) }));
  const etag = (res: Response) => res.headers.get('etag');

  it('answers a read within the while from the revision it read, without asking the database again', async () => {
    const read = trusting(60_000);
    const before = await read('/api/unified-stickers?limit=10');
    // A write the isolate did not answer (another isolate, a Workflow): unseen until the while is over.
    await insertStickers([stickerRow({ etsyListingId: 603, title: 'Brachiosaurus Neck' })]);
    const within = await read('/api/unified-stickers?limit=10');
    expect(etag(within)).toBe(etag(before));
    expect(within.headers.get('x-cache')).toBe('hit');
    expect(await titles(within)).not.toContain('Brachiosaurus Neck');
    // Read on every request, the same database shows it.
    expect(await titles(await request('/api/unified-stickers?limit=10'))).toContain('Brachiosaurus Neck');
  });

  it('reads the revision again once the while is over', async () => {
    const read = trusting(40);
    const before = await read('/api/unified-stickers?limit=10');
    await insertStickers([stickerRow({ etsyListingId: 603, title: 'Brachiosaurus Neck' })]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const after = await read('/api/unified-stickers?limit=10');
    expect(etag(after)).not.toBe(etag(before));
    expect(await titles(after)).toContain('Brachiosaurus Neck');
  });

  it('forgets it after a write this isolate answers: the owner sees an edit at once', async () => {
    const read = trusting(60_000);
    const before = await read('/api/unified-stickers?limit=10');
    const session = await signIn();
    expect((await adminRequests(() => session)('PUT', '/api/admin/listings/602', { title: 'Raptor Claw Marks' })).status).toBe(200);
    const after = await read('/api/unified-stickers?limit=10');
    expect(etag(after)).not.toBe(etag(before));
    expect(await titles(after)).toContain('Raptor Claw Marks');
  });

  it('reads it on every request when the setting is 0, and falls back to a second for a value that is no number of ms', async () => {
    expect(revisionTtlMs('0')).toBe(0);
    expect(revisionTtlMs('250')).toBe(250);
    for (const bad of [undefined, '', ' ', 'soon', '-5', '1.5']) expect(revisionTtlMs(bad), String(bad)).toBe(1000);
  });
});
