/**
 * @module scene-share
 * A scene in a link: listing ids, sizes, colours, positions, rotation, flip and pack structure, and
 * no listing data (the page fetches the listings by id and rebuilds the scene with sceneFromShare).
 * The text is URL-safe base64 (A-Z a-z 0-9 - _) of a small binary form: version byte, then tables of
 * listing ids, colours and packs, then the stickers from back to front. Positions are kept to the
 * pixel and rotations to the degree. Decoding is bounded and never throws.
 */
import { matchColor } from './colors.ts';
import type { PackRef, Scene, SceneListing, SceneSticker } from './scene.ts';
import { initialSize, SIZE_ORDER } from './sizes.ts';

/** The query or fragment parameter a share link carries the scene in, e.g. /scene-builder#scene=... */
export const SHARE_PARAM = 'scene';
/** The query parameter naming the canvas background a link opens on, e.g. /scene-builder?scene=...&background=car */
export const SCENE_BACKGROUND_PARAM = 'background';

/** What a share link may hold: what decodeShareLink accepts. */
export const SHARE_LIMITS = { maxStickers: 200, maxChars: 4096, maxColorBytes: 100, maxCoordinate: 1_000_000 } as const;

const FORMAT_VERSION = 1;

/** A sticker as a share link carries it; `pack.group` numbers the packs and sets of the link from 0. */
export type SharedSticker = Pick<SceneSticker, 'listingId' | 'size' | 'color' | 'x' | 'y' | 'rotation' | 'isFlipped'> & {
  pack: { group: number; type: PackRef['type']; quantity: number; index: number } | null;
};

/** A decoded share link: the stickers from back to front, and the listings to fetch. */
export interface SharedScene {
  listingIds: number[];
  stickers: SharedSticker[];
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT = new Map([...ALPHABET].map((c, i) => [c, i]));

function toBase64Url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b = 0, c = 0] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let n = 0;
  let bits = 0;
  let at = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) return null;
    n = ((n << 6) | digit) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (n >> bits) & 0xff;
    }
  }
  return bytes;
}

/** Unsigned integers 7 bits a byte, low first; safe up to 2^53. */
function writeUint(out: number[], value: number): void {
  let v = Math.max(0, Math.trunc(value));
  while (v >= 128) {
    out.push((v % 128) | 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
}

/** Signed integers as unsigned: 0, -1, 1, -2, ... become 0, 1, 2, 3, ... */
const zigzag = (n: number) => (n >= 0 ? n * 2 : -n * 2 - 1);
const unzigzag = (n: number) => (n % 2 === 0 ? n / 2 : -(n + 1) / 2);

/** Reads the binary form, failing (throwing, caught by the decoder) on anything out of bounds. */
class Reader {
  private at = 0;
  // A plain field, not a parameter property: Node's type stripping (the benches, the seed) runs this module too.
  private readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  byte(): number {
    if (this.at >= this.bytes.length) throw new RangeError('end of link');
    return this.bytes[this.at++]!;
  }

  uint(max: number): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      value += (b & 127) * scale;
      if (b < 128) {
        if (value > max) throw new RangeError('number out of range');
        return value;
      }
      scale *= 128;
    }
    throw new RangeError('number too long');
  }

  text(maxBytes: number): string {
    const length = this.uint(maxBytes);
    if (this.at + length > this.bytes.length) throw new RangeError('end of link');
    const slice = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return new TextDecoder('utf-8', { fatal: true }).decode(slice);
  }

  get done(): boolean {
    return this.at === this.bytes.length;
  }
}

const FLIPPED = 16;
const IN_PACK = 32;
const ROTATED = 64;

/** Stickers from back to front: by zIndex, then by their order in the scene. */
const backToFront = (stickers: readonly SceneSticker[]) =>
  stickers
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.zIndex - b.s.zIndex || a.i - b.i)
    .map(({ s }) => s);

/**
 * A scene as share-link text (URL-safe, no listing data). Scenes beyond SHARE_LIMITS encode but do
 * not decode: check isShareable first.
 * @example encodeShareLink(scene) // 'AQGH...'
 */
export function encodeShareLink(scene: Scene): string {
  const stickers = backToFront(scene.stickers);
  const listingIds: number[] = [];
  const colors: string[] = [];
  const packs: { id: string; type: PackRef['type']; quantity: number }[] = [];
  const indexIn = <T>(list: T[], found: (item: T) => boolean, item: T) => {
    const i = list.findIndex(found);
    return i >= 0 ? i : list.push(item) - 1;
  };
  const rows = stickers.map((s) => ({
    s,
    listing: indexIn(listingIds, (id) => id === s.listingId, s.listingId),
    color: indexIn(colors, (c) => c === s.color, s.color),
    pack: s.pack ? indexIn(packs, (p) => p.id === s.pack!.id, { id: s.pack.id, type: s.pack.type, quantity: 0 }) : -1,
  }));
  // A pack holds every member index it is given, whatever its members say of its size.
  for (const { s, pack } of rows) if (pack >= 0) packs[pack]!.quantity = Math.max(packs[pack]!.quantity, s.pack!.quantity, s.pack!.index + 1);
  const out: number[] = [FORMAT_VERSION];
  writeUint(out, listingIds.length);
  for (const id of listingIds) writeUint(out, id);
  writeUint(out, colors.length);
  for (const color of colors) {
    const bytes = new TextEncoder().encode(color);
    writeUint(out, bytes.length);
    out.push(...bytes);
  }
  writeUint(out, packs.length);
  for (const pack of packs) {
    out.push(pack.type === 'set' ? 1 : 0);
    writeUint(out, pack.quantity);
  }
  writeUint(out, rows.length);
  for (const { s, listing, color, pack } of rows) {
    const rotation = ((Math.round(s.rotation) % 360) + 360) % 360;
    writeUint(out, listing);
    out.push(Math.max(0, SIZE_ORDER.indexOf(s.size)) | (s.isFlipped ? FLIPPED : 0) | (pack >= 0 ? IN_PACK : 0) | (rotation ? ROTATED : 0));
    writeUint(out, color);
    writeUint(out, zigzag(Math.round(s.x)));
    writeUint(out, zigzag(Math.round(s.y)));
    if (rotation) writeUint(out, rotation);
    if (pack >= 0) {
      writeUint(out, pack);
      writeUint(out, s.pack!.index);
    }
  }
  return toBase64Url(out);
}

/**
 * Reads share-link text back, or null when it is not one (or exceeds the limits). Never throws.
 * @example decodeShareLink(encodeShareLink(scene))?.stickers.length // scene.stickers.length
 */
export function decodeShareLink(text: string): SharedScene | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > SHARE_LIMITS.maxChars) return null;
  const bytes = fromBase64Url(text.trim());
  if (!bytes) return null;
  try {
    const read = new Reader(bytes);
    if (read.byte() !== FORMAT_VERSION) return null;
    const max = SHARE_LIMITS.maxStickers;
    const listingIds = Array.from({ length: read.uint(max) }, () => read.uint(Number.MAX_SAFE_INTEGER));
    if (listingIds.some((id) => id < 1)) return null;
    const colors = Array.from({ length: read.uint(max) }, () => read.text(SHARE_LIMITS.maxColorBytes));
    const packs = Array.from({ length: read.uint(max) }, () => {
      const type = read.byte();
      if (type > 1) throw new RangeError('pack type');
      return { type: type === 1 ? ('set' as const) : ('pack' as const), quantity: read.uint(max) };
    });
    const coordinate = () => unzigzag(read.uint(SHARE_LIMITS.maxCoordinate * 2));
    const stickers = Array.from({ length: read.uint(max) }, (): SharedSticker => {
      const listingId = listingIds[read.uint(listingIds.length - 1)]!;
      const flags = read.byte();
      const size = SIZE_ORDER[flags & 15];
      if (!size || flags & 128) throw new RangeError('size');
      const color = colors[read.uint(colors.length - 1)]!;
      const x = coordinate();
      const y = coordinate();
      const rotation = flags & ROTATED ? read.uint(359) : 0;
      let pack: SharedSticker['pack'] = null;
      if (flags & IN_PACK) {
        const group = read.uint(packs.length - 1);
        const { type, quantity } = packs[group]!;
        const index = read.uint(quantity - 1);
        pack = { group, type, quantity, index };
      }
      return { listingId, size, color, x, y, rotation, isFlipped: (flags & FLIPPED) !== 0, pack };
    });
    // Anything after the last sticker means the text is not what this encoder wrote.
    if (!read.done) return null;
    return { listingIds, stickers };
  } catch {
    return null;
  }
}

/** True when a scene's link opens again: within SHARE_LIMITS (stickers, length, colours, coordinates). */
export function isShareable(scene: Scene): boolean {
  return scene.stickers.length <= SHARE_LIMITS.maxStickers && decodeShareLink(encodeShareLink(scene)) !== null;
}

/**
 * The scene a share link describes, from the listings fetched by id: stickers whose listing did
 * not come are left out; a size the listing no longer offers becomes its initial size, a colour it
 * no longer offers the closest match. Ids are 's1', 's2'..., packs 'p1'..., drawing order kept.
 * @example sceneFromShare(decodeShareLink(text)!, { 1001: listing }).stickers.length
 */
export function sceneFromShare(shared: SharedScene, listings: Readonly<Record<number, SceneListing>>): Scene {
  const stickers: SceneSticker[] = [];
  const kept: Record<number, SceneListing> = {};
  for (const s of shared.stickers) {
    const listing = Object.hasOwn(listings, s.listingId) ? listings[s.listingId] : undefined;
    if (!listing) continue;
    kept[listing.id] = listing;
    const offered = listing.sizeOptions.map((o) => o.name);
    const size = offered.length === 0 || offered.includes(s.size) ? s.size : initialSize(offered)!;
    const color = listing.colorOptions.some((o) => o.value === s.color) ? s.color : (matchColor(s.color, listing.colorOptions)?.value ?? s.color);
    const n = stickers.length + 1;
    stickers.push({
      id: `s${n}`,
      listingId: listing.id,
      size,
      color,
      x: s.x,
      y: s.y,
      rotation: s.rotation,
      isFlipped: s.isFlipped,
      zIndex: n,
      pack: s.pack ? { id: `p${s.pack.group + 1}`, type: s.pack.type, quantity: s.pack.quantity, index: s.pack.index } : null,
    });
  }
  return { stickers, listings: kept };
}
