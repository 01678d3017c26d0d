import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { db, getJson, insertStickers, request, resetDatabase } from './helpers.ts';

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([
    stickerRow({ etsyListingId: 201, title: 'Stegosaurus Plates', tags: ['Dinosaur', 'fossil'] }),
    stickerRow({ etsyListingId: 202, title: 'Raptor Pack', tags: ['dinosaur', 'Halloween'] }),
    stickerRow({ etsyListingId: 203, title: 'Mothman Watching', category: 'Cryptids', tags: ['cryptid', 'halloween'] }),
    stickerRow({ etsyListingId: 204, title: 'Moon Lander', category: null, tags: [] }),
    stickerRow({ etsyListingId: 205, title: 'Hidden Hearse', category: 'Horror', tags: ['secret-tag'], publicVisible: false }),
  ]);
});

describe('GET /api/global-tags', () => {
  it('counts each tag once per listing, case-insensitively, most used first', async () => {
    const { status, body } = await getJson('/api/global-tags');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { tag: 'Dinosaur', count: 2 },
      { tag: 'Halloween', count: 2 },
      { tag: 'cryptid', count: 1 },
      { tag: 'fossil', count: 1 },
    ]);
  });

  it('leaves out the tags of hidden listings', async () => {
    const { body } = await getJson('/api/global-tags');
    expect(JSON.stringify(body)).not.toContain('secret-tag');
  });
});

describe('GET /api/categories', () => {
  it('lists public categories in display order with counts and artwork folders', async () => {
    const { body } = await getJson('/api/categories');
    expect(body.data).toEqual([
      { category: 'Dinosaur Stickers', count: 2, folder: 'dinosaurs' },
      { category: 'Cryptids', count: 1, folder: 'cryptids' },
      { category: 'Uncategorized', count: 1, folder: null },
    ]);
  });
});

describe('GET /api/health', () => {
  it('reports the app and the database running, with the public listing count', async () => {
    const { status, body, headers } = await getJson('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', app: 'running', database: 'running', listings: 4 });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('reports the catalogue revision, which a change to the listings moves on (pages built earlier catch up from it)', async () => {
    const before = (await getJson('/api/health')).body.revision;
    expect(before).toEqual(expect.any(Number));
    await insertStickers([stickerRow({ etsyListingId: 299, title: 'Late Addition' })]);
    expect((await getJson('/api/health')).body.revision).toBeGreaterThan(before);
  });
});

describe('GET /api/hero-settings', () => {
  it('answers null ids when no hero stickers are configured', async () => {
    expect((await getJson('/api/hero-settings')).body).toEqual({ data: { leftListingId: null, rightListingId: null } });
  });

  it('answers the configured hero stickers', async () => {
    await db().insert(schema.heroSettings).values({ id: 1, leftListingId: 201, rightListingId: 203 });
    expect((await getJson('/api/hero-settings')).body).toEqual({ data: { leftListingId: 201, rightListingId: 203 } });
  });
});

describe('parallax scenes and assignments', () => {
  beforeEach(async () => {
    const stickers = [
      {
        listingId: 201,
        title: 'Stegosaurus Plates',
        size: 'LARGE',
        color: 'Black (Matte)',
        category: 'Dinosaur Stickers',
        svgPath: '/a.svg',
        xOffset: 10,
        yOffset: 0,
      },
      { listingId: 205, title: 'Hidden Hearse', size: 'GIGANTIC', color: 'Red', category: 'Horror', svgPath: '/b.svg', xOffset: 50, yOffset: 3 },
    ];
    await db()
      .insert(schema.parallaxScenes)
      .values([
        { name: 'home-dino1', category: 'Dinosaur Stickers', sceneStickers: JSON.stringify(stickers), layerSpeeds: JSON.stringify({ LARGE: 21 }) },
        { name: 'scooby2', category: 'Vehicles Pop Culture', sceneStickers: 'not json' },
      ]);
    await db().insert(schema.categorySceneAssignments).values({ category: 'Dinosaur Stickers', sceneName: 'home-dino1' });
    await db().insert(schema.listingSceneInsertions).values({ listingId: 203, sceneName: 'scooby2' });
    await db().insert(schema.instanceSceneAssignments).values({ instanceId: 'clean-test-1', sceneName: 'home-dino1', assignedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('lists scenes by name, optionally one category', async () => {
    expect((await getJson('/api/parallax-scenes')).body.data.map((s: { name: string }) => s.name)).toEqual(['home-dino1', 'scooby2']);
    expect((await getJson('/api/parallax-scenes?category=Vehicles%20Pop%20Culture')).body.data.map((s: { name: string }) => s.name)).toEqual(['scooby2']);
  });

  it('answers a scene with its public stickers enriched and hidden ones left out', async () => {
    const { body } = await getJson('/api/parallax-scenes/home-dino1');
    expect(body.data.layer_speeds).toEqual({ LARGE: 21 });
    expect(body.data.background_style).toEqual({ size: 'cover', position: 'center', repeat: 'no-repeat', attachment: 'scroll' });
    expect(body.data.scene_stickers.map((s: { listingId: number }) => s.listingId)).toEqual([201]);
    expect(body.data.enrichedStickers.map((s: { etsyListingId: number }) => s.etsyListingId)).toEqual([201]);
  });

  it('reads a malformed stored scene as empty instead of failing', async () => {
    const { status, body } = await getJson('/api/parallax-scenes/scooby2');
    expect(status).toBe(200);
    expect(body.data.scene_stickers).toEqual([]);
  });

  it('answers 404 for an unknown scene', async () => {
    const { status, body } = await getJson('/api/parallax-scenes/nope');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
  });

  it('serves category assignments, listing insertions and instance assignments', async () => {
    expect((await getJson('/api/category-scene-assignments')).body.data).toEqual([{ category: 'Dinosaur Stickers', scene_name: 'home-dino1' }]);
    expect((await getJson('/api/category-scene-assignments/Dinosaur%20Stickers')).body.data).toEqual({
      category: 'Dinosaur Stickers',
      scene_name: 'home-dino1',
    });
    expect((await getJson('/api/category-scene-assignments/Horror')).status).toBe(404);
    expect((await getJson('/api/listing-scene-insertions')).body.data).toEqual([{ listing_id: 203, scene_name: 'scooby2' }]);
    expect((await getJson('/api/listing-scene-insertions/203')).body.data).toEqual({ listing_id: 203, scene_name: 'scooby2' });
    expect((await getJson('/api/listing-scene-insertions/999')).status).toBe(404);
    expect((await getJson('/api/listing-scene-insertions/abc')).status).toBe(400);
    expect((await getJson('/api/parallax-instance-assignments/clean-test-1')).body.data).toEqual({
      instance_id: 'clean-test-1',
      scene_name: 'home-dino1',
      assigned_at: '2026-01-01T00:00:00.000Z',
      background_path: null,
    });
    expect((await getJson('/api/parallax-instance-assignments/clean-test-2')).status).toBe(404);
    expect((await getJson('/api/parallax-instance-assignments/bad%20id!')).status).toBe(400);
  });
});

describe('API conventions', () => {
  it('sends security headers with every answer, errors included', async () => {
    for (const path of ['/api/health', '/api/unified-stickers?limit=0', '/api/nope']) {
      const res = await request(path);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers an unknown endpoint with the JSON error shape', async () => {
    const { status, body } = await getJson('/api/nope');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found', message: 'No such API endpoint' } });
  });

  it('never exposes tokens or backups through the public API', async () => {
    await db().insert(schema.marketplaceTokens).values({
      id: 1,
      accessTokenEnc: 'enc-secret',
      refreshTokenEnc: 'enc-refresh',
      tokenPreview: '12345.abc',
      expiresAt: '2027-01-01',
      refreshExpiresAt: '2027-03-01',
      scopes: 'listings_r',
    });
    await db().insert(schema.backups).values({ backupId: '201-1', listingId: 201, timestamp: '2026-01-01', stickerData: '{"backup":"private"}' });
    for (const path of ['/api/unified-stickers?limit=999', '/api/unified-stickers/201', '/api/stickers', '/api/health', '/api/global-tags']) {
      const text = await (await request(path)).text();
      expect(text).not.toContain('enc-secret');
      expect(text).not.toContain('private');
    }
    expect((await request('/api/marketplace-tokens')).status).toBe(404);
    expect((await request('/api/backups')).status).toBe(404);
  });
});

describe('paths that match no static file', () => {
  it('redirects a fuzzy listing path to its canonical slug with a 301', async () => {
    const res = await request('/stegosaurus-plates-sticker', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/stegosaurus-plates-vinyl-decal');
  });

  it('answers 404 when no listing matches more than half of the words', async () => {
    const res = await request('/purple-unicorn-rainbow-sparkle', { redirect: 'manual' });
    expect(res.status).toBe(404);
  });

  it('does not redirect to a hidden listing', async () => {
    const res = await request('/hidden-hearse', { redirect: 'manual' });
    expect(res.status).toBe(404);
  });

  it('answers 404 for deeper unknown paths', async () => {
    expect((await request('/a/b/c', { redirect: 'manual' })).status).toBe(404);
  });
});
