import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { BUILDER_LISTING_FIELDS, builderListingSchema, leanPageOf } from '../../src/contracts/listing-fields.ts';
import { db, getJson, insertStickers, request, resetDatabase } from './helpers.ts';

const rex = stickerRow({
  etsyListingId: 101,
  title: 'T-Rex Skull Decal',
  tags: ['Dinosaur', 'Halloween'],
  skus: ['REX-MIC-01'],
  totalSalesVolume: 500,
  views: 90,
  isTrueScale: true,
  createdAt: '2021-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const trike = stickerRow({
  etsyListingId: 102,
  title: 'Triceratops Charging',
  tags: ['dinosaur'],
  totalSalesVolume: 300,
  views: 900,
  createdAt: '2023-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});
const jeep = stickerRow({
  etsyListingId: 103,
  title: 'Lifted Jeep Trail Rig',
  category: 'Vehicle Stickers',
  tags: ['offroad'],
  totalSalesVolume: 800,
  views: 50,
  svgPath: null,
  products: [{ size: 'LARGE', color: 'Red', amount: 1199 }],
  createdAt: '2025-05-01T00:00:00.000Z',
  updatedAt: '2023-01-01T00:00:00.000Z',
});
const untagged = stickerRow({ etsyListingId: 104, title: 'Apatosaurus Walking', tags: [], totalSalesVolume: 10, views: 5 });
const hidden = stickerRow({ etsyListingId: 105, title: 'Secret Raptor Prototype', tags: ['dinosaur'], totalSalesVolume: 9999, publicVisible: false });

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([rex, trike, jeep, untagged, hidden]);
});

const ids = (body: { data: { etsyListingId: number }[] }) => body.data.map((s) => s.etsyListingId);

describe('GET /api/unified-stickers', () => {
  it('returns public listings best sellers first, with pagination', async () => {
    const { status, body } = await getJson('/api/unified-stickers');
    expect(status).toBe(200);
    expect(ids(body)).toEqual([103, 101, 102, 104]);
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 4, hasNext: false });
  });

  it('pages through the list with page and limit', async () => {
    const first = await getJson('/api/unified-stickers?limit=3');
    const second = await getJson('/api/unified-stickers?limit=3&page=2');
    expect(ids(first.body)).toEqual([103, 101, 102]);
    expect(first.body.pagination.hasNext).toBe(true);
    expect(ids(second.body)).toEqual([104]);
    expect(second.body.pagination).toEqual({ page: 2, limit: 3, total: 4, hasNext: false });
  });

  it('never includes hidden listings', async () => {
    const { body } = await getJson('/api/unified-stickers?search=raptor');
    expect(body.data).toEqual([]);
    expect(JSON.stringify((await getJson('/api/unified-stickers?limit=999')).body)).not.toContain('Secret Raptor');
  });

  it('ignores a one-character search and filters from two characters', async () => {
    expect(ids((await getJson('/api/unified-stickers?search=t')).body)).toHaveLength(4);
    // Punctuation inside a word does not count: 'T-Rex' reads as 'trex', so 'tr' finds it too.
    expect(ids((await getJson('/api/unified-stickers?search=tr')).body)).toEqual([103, 101, 102]);
  });

  it('matches titles, categories, tags and SKUs case-insensitively', async () => {
    expect(ids((await getJson('/api/unified-stickers?search=SKULL')).body)).toEqual([101]);
    expect(ids((await getJson('/api/unified-stickers?search=vehicle')).body)).toEqual([103]);
    expect(ids((await getJson('/api/unified-stickers?search=hallow')).body)).toEqual([101]);
    expect(ids((await getJson('/api/unified-stickers?search=rex-mic')).body)).toEqual([101]);
  });

  it('matches every query word inside the title words', async () => {
    expect(ids((await getJson('/api/unified-stickers?search=t%20rex')).body)).toEqual([101]);
  });

  it('keeps listings having any selected tag and drops untagged ones', async () => {
    const { body } = await getJson('/api/unified-stickers?tags=DINOSAUR,offroad');
    expect(ids(body)).toEqual([103, 101, 102]);
  });

  it('filters by category, artwork path and size', async () => {
    expect(ids((await getJson('/api/unified-stickers?category=Vehicle%20Stickers')).body)).toEqual([103]);
    expect(ids((await getJson('/api/unified-stickers?hasSvgPath=false')).body)).toEqual([103]);
    expect(ids((await getJson('/api/unified-stickers?hasSvgPath=true')).body)).toEqual([101, 102, 104]);
    expect(ids((await getJson('/api/unified-stickers?size=lar')).body)).toEqual([103]);
  });

  it.each([
    ['sales', 'desc', [103, 101, 102, 104]],
    ['sales', 'asc', [104, 102, 101, 103]],
    ['title', 'asc', [104, 103, 101, 102]],
    ['views', 'desc', [102, 101, 103, 104]],
    ['updated', 'desc', [101, 104, 102, 103]],
    ['created', 'desc', [103, 104, 102, 101]],
    ['trueScale', 'desc', [101, 103, 102, 104]],
  ] as const)('sorts by %s %s', async (sortBy, sortOrder, expected) => {
    const { body } = await getJson(`/api/unified-stickers?sortBy=${sortBy}&sortOrder=${sortOrder}`);
    expect(ids(body)).toEqual(expected);
  });

  it('sorts titles A to Z when no order is given', async () => {
    expect(ids((await getJson('/api/unified-stickers?sortBy=title')).body)).toEqual([104, 103, 101, 102]);
  });

  it('returns parsed listing fields with the price and the See Etsy fall-back', async () => {
    await insertStickers([stickerRow({ etsyListingId: 106, title: 'Unpriced Bat', products: [{ size: 'MICRO', color: 'Black', divisor: null }] })]);
    const { body } = await getJson('/api/unified-stickers?limit=999');
    const rexData = body.data.find((s: { etsyListingId: number }) => s.etsyListingId === 101);
    expect(rexData).toMatchObject({
      slug: 'trex-skull-decal-vinyl-decal',
      tags: ['Dinosaur', 'Halloween'],
      isTrueScale: true,
      hasPriceFallback: false,
      priceText: '$3.99',
    });
    expect(rexData.price).toMatchObject({ amount: 399, divisor: 100, value: 3.99 });
    expect(rexData.available_sizes).toEqual(['MICRO', 'SMALL']);
    const bat = body.data.find((s: { etsyListingId: number }) => s.etsyListingId === 106);
    expect(bat).toMatchObject({ hasPriceFallback: true, price: null, priceText: 'See Etsy' });
  });

  it('answers more listings than D1 binds parameters in one statement', async () => {
    await insertStickers(Array.from({ length: 150 }, (_, i) => stickerRow({ etsyListingId: 1000 + i, title: `Bulk Design ${i}` })));
    const { status, body } = await getJson('/api/unified-stickers?limit=999');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(154);
  });

  it('sees a change to a listing on the next request', async () => {
    await getJson('/api/unified-stickers');
    await db().update(schema.stickers).set({ totalSalesVolume: 5000 }).where(eq(schema.stickers.etsyListingId, 104));
    expect(ids((await getJson('/api/unified-stickers')).body)[0]).toBe(104);
    await db().update(schema.stickers).set({ publicVisible: false }).where(eq(schema.stickers.etsyListingId, 104));
    expect(ids((await getJson('/api/unified-stickers')).body)).not.toContain(104);
  });

  it.each([
    ['limit=1000', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['sortBy=price', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    ['hasSvgPath=maybe', 'hasSvgPath'],
    ['size=GIANT', 'size'],
    ['publicVisible=false', 'publicVisible'],
    ['tags=a,b,c,d,e,f,g,h,i,j,k', 'tags'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { status, body } = await getJson(`/api/unified-stickers?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('bad_request');
    expect(Object.keys(body.error.fields)).toEqual([field]);
  });

  it('names every bad field at once', async () => {
    const { body } = await getJson('/api/unified-stickers?limit=-1&sortBy=nope');
    expect(Object.keys(body.error.fields).sort()).toEqual(['limit', 'sortBy']);
  });
});

describe('GET /api/unified-stickers?fields=', () => {
  const lean = async (query: string) => {
    const res = await request(`/api/unified-stickers?${query}`);
    return { status: res.status, body: await res.json<any>(), bytes: Number(res.headers.get('content-length') ?? 0) };
  };

  it('answers only the fields asked for, for the same listings in the same order', async () => {
    const full = await lean('sortBy=title');
    const { status, body } = await lean('sortBy=title&fields=title,etsyListingId');
    expect(status).toBe(200);
    expect(body.data).toEqual(full.body.data.map((s: { etsyListingId: number; title: string }) => ({ etsyListingId: s.etsyListingId, title: s.title })));
    expect(body.pagination).toEqual(full.body.pagination);
  });

  it("answers the Scene Builder's lean shape, which its contract reads", async () => {
    const { body } = await lean(`hasSvgPath=true&fields=${BUILDER_LISTING_FIELDS.join(',')}`);
    const page = leanPageOf(builderListingSchema).parse(body);
    expect(page.data.map((s) => s.etsyListingId)).toEqual([101, 102, 104]);
    expect(Object.keys(body.data[0]).sort()).toEqual([...BUILDER_LISTING_FIELDS].sort());
    expect(JSON.stringify(body)).not.toContain('description');
  });

  it('leans the closest designs too, when a search finds nothing', async () => {
    const { body } = await lean('search=tricerotops&fields=etsyListingId');
    expect(body.data).toEqual([]);
    expect(body.similar).toEqual([{ etsyListingId: 102 }]);
  });

  it('answers 400 naming each unknown field, and an empty list', async () => {
    const unknown = await lean('fields=title,password,inventory_matrix');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ fields: 'Unknown fields: password, inventory_matrix' });
    const empty = await lean('fields=,');
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields)).toEqual(['fields']);
  });
});

describe('GET /api/unified-stickers/:id', () => {
  it('returns one public listing', async () => {
    const { status, body } = await getJson('/api/unified-stickers/101');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ etsyListingId: 101, title: 'T-Rex Skull Decal' });
  });

  it('answers 404 for a hidden listing and for an unknown one', async () => {
    for (const id of [105, 999]) {
      const { status, body } = await getJson(`/api/unified-stickers/${id}`);
      expect(status).toBe(404);
      expect(body.error).toEqual({ code: 'not_found', message: 'Listing not found' });
    }
  });

  it('answers 400 for an id that is not a number', async () => {
    const { status, body } = await getJson('/api/unified-stickers/abc');
    expect(status).toBe(400);
    expect(body.error.fields).toHaveProperty('id');
  });
});

describe('light listing lists', () => {
  it('GET /api/stickers lists the catalogue cards of public listings with pagination', async () => {
    const { body } = await getJson('/api/stickers?limit=2');
    expect(body.data.map((s: { id: number }) => s.id)).toEqual([103, 101]);
    expect(body.data[0]).toMatchObject({ title: 'Lifted Jeep Trail Rig', slug: expect.stringMatching(/-vinyl-decal$/) });
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 4, hasNext: true });
  });

  it('GET /api/etsy-listing-ids lists public ids only', async () => {
    const { body } = await getJson('/api/etsy-listing-ids');
    expect(body.data.sort()).toEqual([101, 102, 103, 104]);
  });

  it('GET /api/svgpath-stickers lists only listings with artwork, by size', async () => {
    const all = await getJson('/api/svgpath-stickers');
    expect(all.body.data.map((s: { etsyListingId: number }) => s.etsyListingId)).toEqual([101, 102, 104]);
    expect(all.body.data[0].svgPath).toBe('/artwork/dinosaurs/101.svg');
    const large = await getJson('/api/svgpath-stickers?size=LARGE');
    expect(large.body.data).toEqual([]);
    expect((await getJson('/api/svgpath-stickers?size=HUGE')).status).toBe(400);
  });
});
