import { beforeEach, describe, expect, it } from 'vitest';
import { takeSnapshot } from '../../src/build/snapshot.ts';
import { readCatalogueRevision } from '../../src/db/queries/listings.ts';
import * as schema from '../../src/db/schema.ts';
import { BUILT_IN_SYNONYMS } from '../../src/domain/synonyms.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { adminRequests, signIn } from './admin-helpers.ts';
import { db, getJson, insertStickers, request, resetDatabase } from './helpers.ts';

const PATH = '/api/admin/search-synonyms';

let cookie = '';
const admin = adminRequests(() => cookie);

const bigfoot = stickerRow({
  etsyListingId: 201,
  title: 'Bigfoot Walking Decal - Car Window Sticker',
  category: 'Cryptids',
  tags: ['bigfoot', 'cryptid'],
  totalSalesVolume: 30,
});
const yeti = stickerRow({ etsyListingId: 202, title: 'Yeti Vinyl Decal', category: 'Cryptids', tags: ['bigfoot'], totalSalesVolume: 20 });
const rex = stickerRow({
  etsyListingId: 203,
  title: 'T-Rex Skull Vinyl Sticker',
  category: 'Dinosaur Stickers',
  tags: ['dinosaur', 'fossil'],
  totalSalesVolume: 50,
});
const raptor = stickerRow({
  etsyListingId: 204,
  title: 'Raptor Running',
  category: 'Dinosaur Stickers',
  tags: ['dinosaur'],
  totalSalesVolume: 40,
  svgPath: null,
});
const moon = stickerRow({ etsyListingId: 205, title: 'Moon Lander', category: 'Space Stickers', tags: ['space'], totalSalesVolume: 10 });

/** What the Scene Builder's sidebar asks the list API: page 1 of listings with artwork, by sales. */
const sidebarSearch = async (search: string) =>
  (await getJson(`/api/unified-stickers?page=1&limit=50&hasSvgPath=true&sortBy=sales&sortOrder=desc&search=${search}`)).body;
const ids = (listings: { etsyListingId: number }[] | undefined) => (listings ?? []).map((l) => l.etsyListingId);

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([bigfoot, yeti, rex, raptor, moon]);
  cookie = await signIn();
});

describe('the list API the Scene Builder’s sidebar searches', () => {
  it("answers the designs closest to 'dinosuar' beside its empty page, only those the builder can place", async () => {
    const answer = await sidebarSearch('dinosuar');
    expect(answer.data).toEqual([]);
    expect(answer.pagination.total).toBe(0);
    expect(ids(answer.similar)).toEqual([203]);
    const everything = (await getJson('/api/unified-stickers?search=dinosuar')).body;
    expect(ids(everything.similar)).toEqual([203, 204]);
  });

  it("finds the Bigfoot listings for 'sasquatch', and answers no similar designs when something matches", async () => {
    const answer = await sidebarSearch('sasquatch');
    expect(ids(answer.data)).toEqual([201, 202]);
    expect(answer.similar).toBeUndefined();
  });
});

describe('the search synonyms route', () => {
  it('reads the built-in list and, before any, an empty owner’s list', async () => {
    const { status, body } = await admin('GET', PATH);
    expect(status).toBe(200);
    expect(body.data).toEqual({ builtIn: BUILT_IN_SYNONYMS, owner: [] });
  });

  it('replaces the owner’s list (trimmed, lower-cased), which the list API searches with at once', async () => {
    expect(ids((await sidebarSearch('yowie')).data)).toEqual([]);
    const revision = await readCatalogueRevision(db());
    const saved = await admin('PUT', PATH, {
      synonyms: [
        { word: ' Yowie ', means: 'Bigfoot' },
        { word: 'dino', means: 't-rex' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.owner).toEqual([
      { word: 'dino', means: 't-rex' },
      { word: 'yowie', means: 'bigfoot' },
    ]);
    expect((await admin('GET', PATH)).body.data.owner).toEqual(saved.body.data.owner);
    expect(await readCatalogueRevision(db())).toBeGreaterThan(revision);
    expect(ids((await sidebarSearch('yowie')).data)).toEqual([201, 202]);

    const emptied = await admin('PUT', PATH, { synonyms: [{ word: 'dino', means: 't-rex' }] });
    expect(emptied.body.data.owner).toEqual([{ word: 'dino', means: 't-rex' }]);
    expect(ids((await sidebarSearch('yowie')).data)).toEqual([]);
  });

  it('is carried by the build’s snapshot to the pages', async () => {
    await admin('PUT', PATH, { synonyms: [{ word: 'yowie', means: 'bigfoot' }] });
    expect((await takeSnapshot(db())).synonyms).toEqual([{ word: 'yowie', means: 'bigfoot' }]);
  });

  it('refuses a bad list naming each bad field, and writes nothing', async () => {
    const kept = { synonyms: [{ word: 'yowie', means: 'bigfoot' }] };
    await admin('PUT', PATH, kept);
    const bad = await admin('PUT', PATH, {
      synonyms: [
        { word: 'two words', means: '' },
        { word: 'rex', means: 'r-ex' },
        { word: 'yowie', means: 'bigfoot' },
        { word: 'yowie', means: 'bigfoot' },
        { word: 'ufo', means: 'saucer', extra: true },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      'synonyms.0.word': 'One word of 2 to 30 letters or digits',
      'synonyms.0.means': expect.stringContaining('Words of letters or digits'),
      'synonyms.1.means': 'A word cannot mean itself',
      'synonyms.3': 'Listed twice',
    });
    expect(Object.keys(bad.body.error.fields)).toContain('synonyms.4');
    expect((await admin('PUT', PATH, { synonyms: 'sasquatch' })).body.error.fields).toHaveProperty('synonyms');
    expect(await db().select().from(schema.searchSynonyms)).toEqual(kept.synonyms);
  });

  it('is the admin’s: no session, no read and no write; a write from another site is refused', async () => {
    expect((await getJson(PATH)).status).toBe(401);
    const body = JSON.stringify({ synonyms: [{ word: 'yowie', means: 'bigfoot' }] });
    const anonymous = await request(PATH, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body });
    expect(anonymous.status).toBe(401);
    const foreign = await request(PATH, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', Cookie: cookie },
      body,
    });
    expect(foreign.status).toBe(403);
    expect(await db().select().from(schema.searchSynonyms)).toEqual([]);
  });
});
