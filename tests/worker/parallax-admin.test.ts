import { beforeEach, describe, expect, it } from 'vitest';
import { lastPublishRequest } from '../../src/db/queries/publish.ts';
import * as schema from '../../src/db/schema.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { adminRequests, signIn } from './admin-helpers.ts';
import { OWN_ORIGIN, db, getJson, insertStickers, request, resetDatabase } from './helpers.ts';

let cookie = '';
const admin = adminRequests(() => cookie);

const scene = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  category: 'Dinosaurs',
  component_height: '60vh',
  mode: 'normal',
  layer_y_positions: { LARGE: 10, 'layer-2': -40 },
  layer_speeds: { LARGE: 18 },
  layer_visibility: { ATOM: false },
  scene_stickers: [
    { listingId: 701, title: 'Raptor', size: 'MICRO', color: 'Black (Matte)', svgPath: '/artwork/dinosaurs/raptor.svg', xOffset: 12, yOffset: 30 },
  ],
  sticker_positions: { '701-MICRO-0': { x: 40, y: 55 } },
  background_path: '/backgrounds/forest.webp',
  background_style: { size: 'cover', position: 'center', repeat: 'no-repeat', attachment: 'scroll' },
  description: 'A forest at dusk',
  ...extra,
});

const sceneRows = () => db().select().from(schema.parallaxScenes);
const everyAssignment = async () => ({
  categories: await db().select().from(schema.categorySceneAssignments),
  listings: await db().select().from(schema.listingSceneInsertions),
  instances: await db().select().from(schema.instanceSceneAssignments),
});

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([stickerRow({ etsyListingId: 701, title: 'Raptor' }), stickerRow({ etsyListingId: 702, title: 'Hidden Moth', publicVisible: false })]);
  cookie = await signIn();
});

describe('parallax scenes, written by the admin', () => {
  it('creates a scene that reads back as stored, refuses its name twice, and asks the site to republish', async () => {
    const created = await admin('POST', '/api/parallax-scenes', scene('forest-dusk'));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'forest-dusk',
      component_height: '60vh',
      layer_y_positions: { LARGE: 10, 'layer-2': -40 },
      sticker_positions: { '701-MICRO-0': { x: 40, y: 55 } },
      background_path: '/backgrounds/forest.webp',
    });
    expect(await lastPublishRequest(db())).not.toBeNull();
    const read = await getJson('/api/parallax-scenes/forest-dusk');
    expect(read.body.data.scene_stickers).toEqual([expect.objectContaining({ listingId: 701, size: 'MICRO', xOffset: 12 })]);
    expect(read.body.data.enrichedStickers.map((s: { etsyListingId: number }) => s.etsyListingId)).toEqual([701]);

    const again = await admin('POST', '/api/parallax-scenes', scene('forest-dusk'));
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toEqual({ name: 'This name is taken' });
  });

  it('a scene with only a name takes the defaults', async () => {
    const { status, body } = await admin('POST', '/api/parallax-scenes', { name: 'bare' });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ component_height: '50vh', mode: 'normal', scene_stickers: [], background_path: null });
  });

  it('changes only the fields given; an unknown scene is 404, so the panel creates it', async () => {
    await admin('POST', '/api/parallax-scenes', scene('forest-dusk'));
    const { status, body } = await admin('PUT', '/api/parallax-scenes/forest-dusk', { layer_speeds: { LARGE: 4, SMALL: -2 }, mode: 'static' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      layer_speeds: { LARGE: 4, SMALL: -2 },
      mode: 'static',
      layer_y_positions: { LARGE: 10, 'layer-2': -40 },
      description: 'A forest at dusk',
    });
    expect(Date.parse(body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(body.data.created_at));
    expect((await admin('PUT', '/api/parallax-scenes/no-such-scene', { mode: 'static' })).status).toBe(404);
  });

  it('refuses a bad body with 400 naming each field, and writes nothing', async () => {
    const bad = {
      ...scene('bad-one'),
      component_height: '50 parsecs',
      layer_y_positions: { LARGE: 140 },
      layer_speeds: { 'layer-0': 2 },
      scene_stickers: [{ listingId: -1, size: 'HUGE' }],
      sticker_positions: { nonsense: { x: 1, y: 2 } },
      background_path: 'javascript:alert(1)',
      background_style: { size: 'stretch', position: 'center', repeat: 'no-repeat', attachment: 'scroll' },
      extra: true,
    };
    const { status, body } = await admin('POST', '/api/parallax-scenes', bad);
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toEqual(
      expect.arrayContaining([
        'component_height',
        'layer_y_positions.LARGE',
        'layer_speeds.layer-0',
        'scene_stickers.0.listingId',
        'scene_stickers.0.size',
        'sticker_positions.nonsense',
        'background_path',
        'background_style.size',
      ]),
    );
    expect(await sceneRows()).toEqual([]);
    expect((await admin('POST', '/api/parallax-scenes', { name: '   ' })).status).toBe(400);
    expect(
      (await admin('POST', '/api/parallax-scenes', { ...scene('too-many'), scene_stickers: Array.from({ length: 201 }, () => scene('x').scene_stickers[0]) }))
        .status,
    ).toBe(400);
    expect(await sceneRows()).toEqual([]);
  });

  it('a scene still shown somewhere is not deleted without saying where; forced, it goes with its assignments', async () => {
    await admin('POST', '/api/parallax-scenes', scene('forest-dusk'));
    await admin('POST', '/api/category-scene-assignments', { category: 'Dinosaurs', scene_name: 'forest-dusk' });
    await admin('POST', '/api/listing-scene-insertions', { listing_id: 701, scene_name: 'forest-dusk' });
    await admin('POST', '/api/parallax-instance-assignments', { instance_id: 'clean-test-1', scene_name: 'forest-dusk' });

    const usage = await admin('GET', '/api/parallax-scenes/forest-dusk/usage');
    expect(usage.body.data).toEqual({ categories: ['Dinosaurs'], listings: [701], instances: ['clean-test-1'] });
    const refused = await admin('DELETE', '/api/parallax-scenes/forest-dusk');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('scene_in_use');
    expect(refused.body.error.message).toContain('categories Dinosaurs; listings 701; instances clean-test-1');
    expect(await sceneRows()).toHaveLength(1);

    const forced = await admin('DELETE', '/api/parallax-scenes/forest-dusk?force=true');
    expect(forced.status).toBe(200);
    expect(forced.body.data.cleared).toEqual(usage.body.data);
    expect(await sceneRows()).toEqual([]);
    expect(await everyAssignment()).toEqual({ categories: [], listings: [], instances: [] });
    expect((await admin('DELETE', '/api/parallax-scenes/forest-dusk')).status).toBe(404);
  });

  it('deletes an unused scene; Clear all scenes deletes every scene and assignment', async () => {
    await admin('POST', '/api/parallax-scenes', scene('one'));
    await admin('POST', '/api/parallax-scenes', scene('two'));
    await admin('POST', '/api/category-scene-assignments', { category: 'Space', scene_name: 'two' });
    expect((await admin('DELETE', '/api/parallax-scenes/one')).status).toBe(200);
    const { status, body } = await admin('DELETE', '/api/parallax-scenes');
    expect(status).toBe(200);
    expect(body.data).toEqual({ scenes: 1, assignments: 1 });
    expect(await sceneRows()).toEqual([]);
    expect(await everyAssignment()).toEqual({ categories: [], listings: [], instances: [] });
  });
});

describe('scene assignments, written by the admin', () => {
  beforeEach(async () => {
    await admin('POST', '/api/parallax-scenes', scene('forest-dusk'));
    await admin('POST', '/api/parallax-scenes', scene('desert-noon'));
  });

  it('a category shows one scene: assigned, replaced, read, cleared', async () => {
    await admin('POST', '/api/category-scene-assignments', { category: 'Dinosaurs', scene_name: 'forest-dusk' });
    const replaced = await admin('POST', '/api/category-scene-assignments', { category: 'Dinosaurs', scene_name: 'desert-noon' });
    expect(replaced.body.data).toEqual({ category: 'Dinosaurs', scene_name: 'desert-noon' });
    expect((await getJson('/api/category-scene-assignments/Dinosaurs')).body.data.scene_name).toBe('desert-noon');
    expect((await admin('DELETE', '/api/category-scene-assignments/Dinosaurs')).status).toBe(200);
    expect((await getJson('/api/category-scene-assignments/Dinosaurs')).status).toBe(404);
    expect((await admin('DELETE', '/api/category-scene-assignments/Dinosaurs')).status).toBe(404);
  });

  it('a scene inserted before a listing: a listing we do not have, or a scene that does not exist, is a bad field', async () => {
    expect((await admin('POST', '/api/listing-scene-insertions', { listing_id: 701, scene_name: 'forest-dusk' })).status).toBe(200);
    expect((await getJson('/api/listing-scene-insertions/701')).body.data).toEqual({ listing_id: 701, scene_name: 'forest-dusk' });
    const noListing = await admin('POST', '/api/listing-scene-insertions', { listing_id: 999, scene_name: 'forest-dusk' });
    expect(noListing.status).toBe(400);
    expect(Object.keys(noListing.body.error.fields)).toEqual(['listing_id']);
    const noScene = await admin('POST', '/api/listing-scene-insertions', { listing_id: 701, scene_name: 'nowhere' });
    expect(noScene.status).toBe(400);
    expect(noScene.body.error.fields).toEqual({ scene_name: "No scene is named 'nowhere'" });
    expect((await admin('DELETE', '/api/listing-scene-insertions/701')).body.data).toEqual({ listing_id: 701, scene_name: 'forest-dusk' });
    expect((await everyAssignment()).listings).toEqual([]);
  });

  it('each parallax instance keeps its own scene', async () => {
    await admin('POST', '/api/parallax-instance-assignments', { instance_id: 'clean-test-1', scene_name: 'forest-dusk' });
    await admin('POST', '/api/parallax-instance-assignments', {
      instance_id: 'clean-test-2',
      scene_name: 'desert-noon',
      background_path: '/backgrounds/sand.jpg',
    });
    expect((await getJson('/api/parallax-instance-assignments/clean-test-1')).body.data.scene_name).toBe('forest-dusk');
    expect((await getJson('/api/parallax-instance-assignments/clean-test-2')).body.data).toMatchObject({
      scene_name: 'desert-noon',
      background_path: '/backgrounds/sand.jpg',
    });
    expect((await admin('DELETE', '/api/parallax-instance-assignments/clean-test-1')).status).toBe(200);
    expect((await getJson('/api/parallax-instance-assignments/clean-test-1')).status).toBe(404);
    expect((await getJson('/api/parallax-instance-assignments/clean-test-2')).status).toBe(200);
    const bad = await admin('POST', '/api/parallax-instance-assignments', { instance_id: 'no spaces!', scene_name: 'forest-dusk' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['instance_id']);
  });

  it('a write from another site is refused even with the session, and nothing is written', async () => {
    const res = await request('/api/category-scene-assignments', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ category: 'Dinosaurs', scene_name: 'forest-dusk' }),
    });
    expect(res.status).toBe(403);
    expect((await everyAssignment()).categories).toEqual([]);
    expect(OWN_ORIGIN).not.toBe('https://evil.example');
  });
});
