import { beforeEach, describe, expect, it } from 'vitest';
import { HERO_EXCLUDED_IDS } from '../../src/domain/hero-stickers.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { getJson, insertStickers, resetDatabase } from './helpers.ts';

const [excludedId] = HERO_EXCLUDED_IDS;

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([
    stickerRow({ etsyListingId: 601, title: 'Raptor Running', products: [{ size: 'MICRO', color: 'Black' }] }),
    stickerRow({ etsyListingId: 602, title: 'Comet Tail', products: [{ size: 'LARGE', color: 'Black' }] }),
    stickerRow({ etsyListingId: 603, title: 'Photo Only Jeep', svgPath: null }),
    stickerRow({ etsyListingId: 604, title: 'Hidden Hearse', publicVisible: false }),
    stickerRow({ etsyListingId: excludedId, title: 'The Shop Banner' }),
  ]);
});

const pick = async (query = '') => (await getJson(`/api/random-sticker${query}`)).body.data as { etsyListingId: number; svgPath: string | null };

describe('GET /api/random-sticker', () => {
  it('answers a public listing with artwork, never the hero’s excluded ones, never stored', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const { status, body, headers } = await getJson('/api/random-sticker');
      expect(status).toBe(200);
      expect(body.data.svgPath).toBeTruthy();
      expect(headers.get('cache-control')).toBe('no-store');
      seen.add(body.data.etsyListingId);
    }
    expect([...seen].sort()).toEqual([601, 602]);
  });

  it('offers only listings in the size asked for', async () => {
    for (let i = 0; i < 10; i++) expect((await pick('?size=large')).etsyListingId).toBe(602);
  });

  it('leaves out the listings already on screen, and answers 404 when none is left', async () => {
    for (let i = 0; i < 10; i++) expect((await pick('?exclude=601')).etsyListingId).toBe(602);
    const { status, body } = await getJson('/api/random-sticker?exclude=601,602');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
  });

  it.each(['exclude=0x10', 'exclude=1,%2B2', 'size=GIGANTIC', `exclude=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`])(
    'answers 400 for %s',
    async (query) => {
      expect((await getJson(`/api/random-sticker?${query}`)).status).toBe(400);
    },
  );
});
