import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { HERO_EXCLUDED_IDS } from '../../src/domain/hero-stickers.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { db, insertStickers, resetDatabase, sendJson } from './helpers.ts';

const PATH = '/api/smart-loading/parallax-first';
const [excludedId] = HERO_EXCLUDED_IDS;

const sceneSticker = (listingId: number, size: string) => ({
  listingId,
  title: `#${listingId}`,
  size,
  color: 'Red',
  category: 'Dinosaur Stickers',
  svgPath: '/a.svg',
  xOffset: 10,
  yOffset: 0,
});

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([
    stickerRow({
      etsyListingId: 701,
      title: 'Raptor Running',
      products: [
        { size: 'MICRO', color: 'Black' },
        { size: 'SMALL', color: 'Black' },
      ],
      dimensions: JSON.stringify({ MICRO: { width: 2, height: 1 }, SMALL: { width: 3.5, height: 1.75 } }),
    }),
    stickerRow({ etsyListingId: 702, title: 'Comet Tail', products: [{ size: 'LARGE', color: 'Black' }] }),
    stickerRow({ etsyListingId: 703, title: 'Photo Only Jeep', svgPath: null }),
    stickerRow({ etsyListingId: 704, title: 'Hidden Hearse', publicVisible: false }),
    stickerRow({ etsyListingId: 705, title: 'Moon Rover' }),
    stickerRow({ etsyListingId: excludedId, title: 'The Shop Banner' }),
  ]);
  await db().insert(schema.heroSettings).values({ id: 1, leftListingId: 705, rightListingId: 704 });
  await db()
    .insert(schema.parallaxScenes)
    .values([
      { name: 'home-dino1', category: 'Dinosaur Stickers', sceneStickers: JSON.stringify([sceneSticker(701, 'MICRO'), sceneSticker(704, 'LARGE')]) },
      { name: 'a-first-scene', category: null, sceneStickers: JSON.stringify([sceneSticker(702, 'LARGE')]) },
    ]);
});

const post = (body: unknown) => sendJson('POST', PATH, body);

describe('POST /api/smart-loading/parallax-first', () => {
  it('answers the named scenes, the public listings they show keyed by id, and never stores the answer', async () => {
    const { status, body, headers } = await post({ activeScenes: ['home-dino1'], heroTarget: null });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(body.data.sceneDetails)).toEqual(['home-dino1']);
    // The hidden listing's sticker is left out of the public scene, and its listing out of the map.
    expect(body.data.sceneDetails['home-dino1'].scene_stickers.map((s: { listingId: number }) => s.listingId)).toEqual([701]);
    expect(Object.keys(body.data.parallax)).toEqual(['701']);
    expect(body.data.parallax['701']).toMatchObject({ etsyListingId: 701, svgPath: expect.any(String), available_sizes: ['MICRO', 'SMALL'] });
    expect(body.data.hero).toBeNull();
    expect(body.data.firstScene).toBe('a-first-scene');
  });

  it('adds the first scene when a named scene is gone', async () => {
    const { body } = await post({ activeScenes: ['gone-scene', 'home-dino1'], heroTarget: null });
    expect(Object.keys(body.data.sceneDetails).sort()).toEqual(['a-first-scene', 'home-dino1']);
    expect(Object.keys(body.data.parallax).sort()).toEqual(['701', '702']);
  });

  it('gives the hero its settings, the configured public sticker first, then random candidates with artwork', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 15; i++) {
      const { body } = await post({ activeScenes: [], heroTarget: { candidates: 2 } });
      const hero = body.data.hero;
      // The hidden right listing reads as random (null), like GET /api/hero-settings.
      expect(hero.settings).toEqual({ leftListingId: 705, rightListingId: null });
      const ids = hero.stickers.map((s: { etsyListingId: number }) => s.etsyListingId);
      expect(ids[0]).toBe(705);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThanOrEqual(2);
      expect(ids.length).toBeLessThanOrEqual(3);
      for (const id of ids) {
        expect([701, 702, 705]).toContain(id);
        seen.add(id);
      }
    }
    expect([...seen].sort()).toEqual([701, 702, 705]);
  });

  it("sends a hero candidate's dimensions only for the sizes the hero can show it at, and a scene's listing whole", async () => {
    const { body } = await post({ activeScenes: ['home-dino1'], heroTarget: { candidates: 3 } });
    const raptor = body.data.hero.stickers.find((s: { etsyListingId: number }) => s.etsyListingId === 701);
    // Offered in MICRO and SMALL: the hero shows it at MICRO only; the scene may place it at either.
    expect(Object.keys(raptor.dimensions)).toEqual(['MICRO']);
    expect(Object.keys(body.data.parallax['701'].dimensions).sort()).toEqual(['MICRO', 'SMALL']);
  });

  it.each([
    [{ activeScenes: 'home-dino1', heroTarget: null }, 'activeScenes'],
    [{ activeScenes: Array.from({ length: 21 }, (_, i) => `s${i}`), heroTarget: null }, 'activeScenes'],
    [{ activeScenes: [''], heroTarget: null }, 'activeScenes.0'],
    [{ activeScenes: [], heroTarget: { candidates: 201 } }, 'heroTarget.candidates'],
    [{ activeScenes: [], heroTarget: 'home' }, 'heroTarget'],
    [{ activeScenes: [], heroTarget: null, extra: 1 }, '_'],
  ])('answers 400 naming the bad field for %j', async (body, field) => {
    const { status, body: answer } = await post(body);
    expect(status).toBe(400);
    expect(answer.error.code).toBe('bad_request');
    expect(Object.keys(answer.error.fields ?? {})).toContain(field);
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect((await post('{')).status).toBe(400);
  });
});
