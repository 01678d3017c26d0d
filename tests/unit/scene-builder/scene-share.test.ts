import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SHARE_LIMITS, decodeShareLink, encodeShareLink, isShareable, sceneFromShare, type SharedScene } from '~/domain/scene-share.ts';
import { EMPTY_SCENE, type Scene, type SceneSticker } from '~/domain/scene.ts';
import { commands } from '~/features/scene-builder/commands.ts';
import { LISTINGS } from '../../fixtures/scene-listings.ts';
import { sceneArb } from './arbitraries.ts';

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A scene as a share link keeps it: positions to the pixel (-0 is 0), rotations to the degree. */
const rounded = (scene: Scene): Scene => ({
  ...scene,
  stickers: scene.stickers.map((s) => ({ ...s, x: Math.round(s.x) + 0, y: Math.round(s.y) + 0, rotation: ((Math.round(s.rotation) % 360) + 360) % 360 })),
});

/** A scene as sceneFromShare rebuilds it: back to front, ids s1.., packs p1.. by first appearance. */
function canonical(scene: Scene): Scene {
  const order = scene.stickers
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.zIndex - b.s.zIndex || a.i - b.i)
    .map(({ s }) => s);
  const packs = new Map<string, string>();
  const stickers = order.map((s, i): SceneSticker => {
    if (s.pack && !packs.has(s.pack.id)) packs.set(s.pack.id, `p${packs.size + 1}`);
    return { ...s, id: `s${i + 1}`, zIndex: i + 1, pack: s.pack ? { ...s.pack, id: packs.get(s.pack.id)! } : null };
  });
  return { stickers, listings: scene.listings };
}

const withStickers = (n: number): Scene => {
  let scene = EMPTY_SCENE;
  for (let i = 0; i < n; i++) {
    const listing = [LISTINGS.single, LISTINGS.noColors][i % 2]!;
    const result = commands.addListing(scene, { listing, at: { x: (i * 97) % 2976, y: (i * 53) % 2000 } });
    if (result) scene = result.next;
  }
  return scene;
};

describe('encodeShareLink and decodeShareLink', () => {
  it('carry listing ids, sizes, colours, positions, rotation, flip and packs', () => {
    const added = commands.addListing(EMPTY_SCENE, { listing: LISTINGS.pack, at: { x: -40, y: 10 } });
    const flipped = added && commands.rotate(added.next, { id: 's1', degrees: 90 });
    if (!flipped) throw new Error('fixture');
    const shared = decodeShareLink(encodeShareLink(flipped.next));
    expect(shared).toEqual<SharedScene>({
      listingIds: [1002],
      stickers: [0, 1, 2, 3].map((index) => ({
        listingId: 1002,
        size: 'MICRO',
        color: 'Black',
        x: -40 + 216 * index,
        y: 10,
        rotation: index === 0 ? 90 : 0,
        isFlipped: index === 1 || index === 2,
        pack: { group: 0, type: 'pack', quantity: 4, index },
      })),
    });
  });

  it('is URL-safe as it is', () => {
    fc.assert(
      fc.property(sceneArb, (scene) => {
        const text = encodeShareLink(scene);
        expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(encodeURIComponent(text)).toBe(text);
        expect(new URLSearchParams({ scene: text }).toString()).toBe(`scene=${text}`);
      }),
      { numRuns: 100 },
    );
  });

  it('round trip: the scene rebuilt from its link is the scene, renumbered back to front', () => {
    fc.assert(
      fc.property(sceneArb, (scene) => {
        const shared = decodeShareLink(encodeShareLink(scene));
        expect(shared).not.toBeNull();
        expect(sceneFromShare(shared!, scene.listings)).toEqual(canonical(rounded(scene)));
      }),
      { numRuns: 300 },
    );
  });

  it('round trip: a rebuilt scene encodes to the same link', () => {
    fc.assert(
      fc.property(sceneArb, (scene) => {
        const text = encodeShareLink(scene);
        expect(encodeShareLink(sceneFromShare(decodeShareLink(text)!, scene.listings))).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps 200 stickers within 4 KB', () => {
    const scene = withStickers(200);
    expect(scene.stickers).toHaveLength(200);
    expect(encodeShareLink(scene).length).toBeLessThanOrEqual(SHARE_LIMITS.maxChars);
    expect(isShareable(scene)).toBe(true);
    expect(decodeShareLink(encodeShareLink(scene))?.stickers).toHaveLength(200);
  });

  it('refuses more than 200 stickers, and more than 4 KB of text', () => {
    const scene = withStickers(201);
    expect(isShareable(scene)).toBe(false);
    expect(decodeShareLink(encodeShareLink(scene))).toBeNull();
    expect(decodeShareLink('A'.repeat(SHARE_LIMITS.maxChars + 4))).toBeNull();
  });

  it('refuses a position beyond the limits', () => {
    const added = commands.addListing(EMPTY_SCENE, { listing: LISTINGS.single, at: { x: 5_000_000, y: 0 } });
    if (!added) throw new Error('fixture');
    expect(isShareable(added.next)).toBe(false);
  });

  it.each(['', '!!!!', 'A', 'AAAA', 'Ag', '_____', encodeShareLink(EMPTY_SCENE) + 'AA'])('answers null for %j', (text) => {
    expect(decodeShareLink(text)).toBeNull();
  });

  it('never throws, whatever the link says', () => {
    const valid = encodeShareLink(withStickers(5));
    const texts = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 5000 }),
      fc.uint8Array({ maxLength: 400 }).map(base64url),
      fc.uint8Array({ maxLength: 60 }).map((tail) => base64url(Uint8Array.from([1, ...tail]))),
      fc.tuple(fc.nat(), fc.constantFrom(...'AZaz09-_!')).map(([n, c]) => valid.slice(0, n % valid.length) + c + valid.slice((n % valid.length) + 1)),
      fc.nat().map((n) => valid.slice(0, n % valid.length)),
    );
    let decoded = 0;
    fc.assert(
      fc.property(texts, (text) => {
        const shared = decodeShareLink(text);
        if (!shared) return;
        decoded++;
        expect(shared.stickers.length).toBeLessThanOrEqual(SHARE_LIMITS.maxStickers);
        expect(shared.stickers.filter((s) => !shared.listingIds.includes(s.listingId))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
    expect(decoded, 'some links decoded').toBeGreaterThan(0);
  });
});

describe('sceneFromShare', () => {
  const shared: SharedScene = {
    listingIds: [1001, 9999],
    stickers: [
      { listingId: 1001, size: 'LARGE', color: 'Red Gloss', x: 1, y: 2, rotation: 0, isFlipped: false, pack: null },
      { listingId: 9999, size: 'MICRO', color: 'Black', x: 3, y: 4, rotation: 0, isFlipped: false, pack: null },
      { listingId: 1001, size: 'SMALL', color: 'White', x: 5, y: 6, rotation: 45, isFlipped: true, pack: null },
    ],
  };

  it('leaves out stickers whose listing did not come, and keeps only the listings it shows', () => {
    const scene = sceneFromShare(shared, { 1001: LISTINGS.single, 1002: LISTINGS.pack });
    expect(scene.stickers.map((s) => [s.id, s.listingId, s.zIndex])).toEqual([
      ['s1', 1001, 1],
      ['s2', 1001, 2],
    ]);
    expect(Object.keys(scene.listings)).toEqual(['1001']);
  });

  it('gives a size or colour the listing no longer offers its initial size and closest colour', () => {
    const [first, second] = sceneFromShare(shared, { 1001: LISTINGS.single }).stickers;
    expect(first).toMatchObject({ size: 'MICRO', color: 'Red' });
    expect(second).toMatchObject({ size: 'SMALL', color: 'White', rotation: 45, isFlipped: true });
  });
});
