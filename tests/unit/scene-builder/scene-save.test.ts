import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type * as z from 'zod/mini';
import { sceneListingSchema, savedSceneSchema } from '~/contracts/saved-scene.ts';
import { DEFAULT_SCENE_PREFS, parseSavedScene, serializeScene, type ScenePrefs } from '~/domain/scene-save.ts';
import { EMPTY_SCENE, type Scene, type SceneListing } from '~/domain/scene.ts';
import { SCENE_SIZES } from '~/domain/sizes.ts';
import { commands } from '~/features/scene-builder/commands.ts';
import { LISTINGS } from '../../fixtures/scene-listings.ts';
import { sceneArb } from './arbitraries.ts';

// The contract reads exactly what the builder keeps: a compile-time check both ways.
export const schemaReadsListings = (listing: z.output<typeof sceneListingSchema>): SceneListing => listing;
export const listingsFitSchema = (listing: SceneListing): z.input<typeof sceneListingSchema> => listing;

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const scene = (() => {
  const one = commands.addListing(EMPTY_SCENE, { listing: LISTINGS.single });
  const two = one && commands.addListing(one.next, { listing: LISTINGS.pack });
  const three = two && commands.addListing(two.next, { listing: LISTINGS.set });
  if (!three) throw new Error('fixture scene');
  return three.next;
})();
const saved = () => JSON.parse(serializeScene(scene, DEFAULT_SCENE_PREFS, NOW));
const parseJson = (value: unknown) => parseSavedScene(JSON.stringify(value));
const okScene = (text: string | null) => {
  const read = parseSavedScene(text);
  if (read.status !== 'ok') throw new Error(`expected a scene, got ${read.status}`);
  return read;
};

describe('serializeScene', () => {
  it("writes the spec's format with the listings and preferences after it", () => {
    const file = saved();
    expect(file).toMatchObject({
      version: '1.0.0',
      timestamp: '2026-11-23T12:00:00.000Z',
      stickerCount: 8,
      data: {
        globalSize: 'MICRO',
        globalColor: 'Black (Matte)',
        zoom: 100,
        sidebarCollapsed: false,
        sidebarWidth: 400,
        background: 'plain',
        showGrid: true,
        showDetails: true,
        screenPpi: null,
      },
    });
    expect(file.data.selectedStickers).toHaveLength(8);
    expect(file.data.listings.map((l: SceneListing) => l.id).sort()).toEqual([1001, 1002, 1003]);
    expect(savedSceneSchema.safeParse(file).success).toBe(true);
  });

  it('names pack membership as the spec does', () => {
    const [single, packMember] = saved().data.selectedStickers;
    expect(single).toMatchObject({ isPartOfPack: false, packId: null, packType: null, packQuantity: null, packIndex: null });
    expect(packMember).toMatchObject({ isPartOfPack: true, packId: 'p1', packType: 'pack', packQuantity: 4, packIndex: 0 });
  });

  it('takes the time as a Date or as milliseconds', () => {
    expect(serializeScene(EMPTY_SCENE, {}, new Date(NOW))).toBe(serializeScene(EMPTY_SCENE, {}, NOW));
  });
});

describe('parseSavedScene', () => {
  it('reads back what it wrote', () => {
    const prefs: ScenePrefs = {
      zoom: 140,
      sidebarWidth: 320,
      sidebarCollapsed: true,
      background: 'laptop',
      showGrid: false,
      showDetails: false,
      screenPpi: 110.5,
    };
    const read = okScene(serializeScene(scene, prefs, NOW));
    expect(read).toEqual({ status: 'ok', scene, prefs, savedAt: NOW });
  });

  it('reads back any scene the commands make', () => {
    fc.assert(
      fc.property(sceneArb, (s: Scene) => {
        // JSON writes -0 as 0; nothing else may change.
        expect(okScene(serializeScene(s, {}, NOW)).scene).toEqual(JSON.parse(JSON.stringify(s)));
      }),
      { numRuns: 200 },
    );
  });

  it.each([null, '', '   '])('is empty without a saved scene (%j)', (text) => {
    expect(parseSavedScene(text)).toEqual({ status: 'empty' });
  });

  it.each(['{oops', 'null', '42', '"scene"', '[]', '{}', '{"data":{}}', '{"data":{"selectedStickers":{}}}'])('calls %s corrupt', (text) => {
    expect(parseSavedScene(text)).toEqual({ status: 'corrupt' });
  });

  it('reads another version, with a warning', () => {
    const read = okScene(JSON.stringify({ ...saved(), version: '0.9.0' }));
    expect(read.versionWarning).toContain("'0.9.0'");
    expect(read.scene).toEqual(scene);
    expect(okScene(JSON.stringify({ ...saved(), version: undefined })).versionWarning).toContain('(none)');
  });

  it('reads a sticker size outside ATOM..JUMBO as MICRO', () => {
    const file = saved();
    file.data.selectedStickers[0].size = 'XLARGE';
    file.data.selectedStickers[1].size = 'ENORMOUS';
    file.data.selectedStickers[2].size = 42;
    const read = okScene(JSON.stringify(file));
    expect(read.scene.stickers.slice(0, 2).map((s) => s.size)).toEqual(['MICRO', 'MICRO']);
    // A size that is not text at all makes the sticker unreadable.
    expect(read.scene.stickers).toHaveLength(7);
  });

  it('drops stickers whose listing is missing, and listings no sticker shows', () => {
    const file = saved();
    file.data.listings = file.data.listings.filter((l: SceneListing) => l.id !== 1002);
    file.data.listings.push({ ...LISTINGS.noColors });
    const read = okScene(JSON.stringify(file));
    expect(read.scene.stickers.map((s) => s.listingId)).toEqual([1001, 1003, 1003, 1003]);
    expect(Object.keys(read.scene.listings).sort()).toEqual(['1001', '1003']);
  });

  it('drops a sticker or a listing it cannot read, and a repeated sticker id, keeping the rest', () => {
    const file = saved();
    file.data.selectedStickers[1] = { id: 'broken' };
    file.data.selectedStickers[2].id = file.data.selectedStickers[0].id;
    file.data.listings.push('not a listing', null);
    const read = okScene(JSON.stringify(file));
    expect(read.scene.stickers).toHaveLength(6);
    expect(new Set(read.scene.stickers.map((s) => s.id)).size).toBe(6);
  });

  it('reads a pack membership that cannot exist as a single sticker', () => {
    const file = saved();
    file.data.selectedStickers[1].packIndex = 9;
    expect(okScene(JSON.stringify(file)).scene.stickers[1]!.pack).toBeNull();
  });

  it('reads a preference it cannot use as its default', () => {
    const file = saved();
    Object.assign(file.data, { zoom: 999, sidebarWidth: 'wide', sidebarCollapsed: 'yes', background: 'moon', showGrid: null, screenPpi: -3 });
    expect(okScene(JSON.stringify(file)).prefs).toEqual(DEFAULT_SCENE_PREFS);
  });

  it('reads a file with only selectedStickers, with the defaults', () => {
    expect(parseJson({ data: { selectedStickers: [] } })).toEqual({
      status: 'ok',
      scene: EMPTY_SCENE,
      prefs: DEFAULT_SCENE_PREFS,
      savedAt: null,
      versionWarning: expect.any(String),
    });
  });

  it('ignores keys that would reach an object prototype', () => {
    const text = serializeScene(scene, {}, NOW)
      .replace('"data":{', '"data":{"__proto__":{"polluted":true},')
      .replace('"dimensions":{', '"dimensions":{"__proto__":{"width":1,"height":1},');
    const read = parseSavedScene(text);
    expect(read.status).toBe('ok');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws, whatever localStorage holds', () => {
    const file = JSON.stringify(saved());
    /** The saved file with one value, anywhere in it, replaced. */
    const mutated = fc.tuple(fc.nat(), fc.jsonValue()).map(([n, value]) => {
      const root = JSON.parse(file);
      const slots: [Record<string, unknown>, string][] = [];
      const walk = (node: unknown) => {
        if (node && typeof node === 'object') {
          for (const key of Object.keys(node)) {
            slots.push([node as Record<string, unknown>, key]);
            walk((node as Record<string, unknown>)[key]);
          }
        }
      };
      walk(root);
      const [parent, key] = slots[n % slots.length]!;
      parent[key] = value;
      return JSON.stringify(root);
    });
    const texts = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({ version: fc.jsonValue(), data: fc.record({ selectedStickers: fc.array(fc.jsonValue()), listings: fc.jsonValue() }) })
        .map((v) => JSON.stringify(v)),
      mutated,
      mutated.map((t) => t.slice(0, t.length - 7)),
    );
    let read = 0;
    fc.assert(
      fc.property(texts, (text) => {
        const saved = parseSavedScene(text);
        expect(['empty', 'corrupt', 'ok']).toContain(saved.status);
        if (saved.status !== 'ok') return;
        read++;
        const { stickers, listings } = saved.scene;
        expect(new Set(stickers.map((s) => s.id)).size).toBe(stickers.length);
        expect(stickers.filter((s) => listings[s.listingId] === undefined)).toEqual([]);
        expect(SCENE_SIZES).toEqual(expect.arrayContaining(stickers.map((s) => s.size)));
      }),
      { numRuns: 1000 },
    );
    expect(read, 'some texts read as a scene').toBeGreaterThan(0);
  });
});
