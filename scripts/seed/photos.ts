/**
 * @module seed/photos
 * The demo shop's marketplace photos: each artwork's decal in a photo-like scene (on a car window, a
 * laptop lid, a water bottle, a sticker sheet on kraft paper), drawn as SVG in each of Etsy's image
 * sizes (75x75 and 170x135 crops, 570xN and fullxfull whole), named as Etsy names them
 * (`il_570xN.<kind>.svg`) so the storefront's srcset reads them as it reads Etsy's. Photos belong to
 * the artwork, not the listing: a catalogue of 5,000 listings over the same artwork adds no file.
 * Written at seed time into public/photos/ (not committed), only when what they would be changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DemoEtsyImage } from '../fake-etsy/records.ts';
import type { Artwork } from './artwork.ts';

/** The scenes a photo can show, in the order a listing's photos take them. */
export const PHOTO_KINDS = ['window', 'laptop', 'bottle', 'sheet'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** Etsy's image sizes: the name in the URL, the file's pixel size, and the part of the photo it shows. */
const FULL = { width: 1500, height: 1125 };
export const PHOTO_SIZES = {
  '75x75': { width: 75, height: 75 },
  '170x135': { width: 170, height: 135 },
  '570xN': { width: 570, height: 428 },
  fullxfull: FULL,
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

const PHOTOS_DIR = 'photos';
/** Bump when the drawings change, so seeds rewrite the files. */
const GENERATION = 1;

/** The public path of one size of one photo of an artwork: `/photos/dinosaurs/t-rex/il_570xN.window.svg`. */
export function photoPath(artworkFile: string, kind: PhotoKind, size: PhotoSize): string {
  const design = artworkFile.replace(/^\/artwork\//, '').replace(/\.svg$/, '');
  return `/${PHOTOS_DIR}/${design}/il_${size}.${kind}.svg`;
}

/** 2 to 4 photos an artwork has, from its file name (the same on every seed), starting at a scene of its own. */
export function photoKindsOf(artworkFile: string): PhotoKind[] {
  const hash = createHash('sha1').update(artworkFile).digest();
  const count = 2 + (hash[0]! % 3);
  return Array.from({ length: count }, (_, k) => PHOTO_KINDS[(hash[1]! + k) % PHOTO_KINDS.length]!);
}

/**
 * A listing's images as the fake Etsy serves them: its artwork's photos, each in Etsy's sizes,
 * numbered from the listing's id.
 */
export function demoPhotos(artworkFile: string, listingId: number): DemoEtsyImage[] {
  return photoKindsOf(artworkFile).map((kind, k) => ({
    id: listingId + 1 + k,
    url_75x75: photoPath(artworkFile, kind, '75x75'),
    url_170x135: photoPath(artworkFile, kind, '170x135'),
    url_570xN: photoPath(artworkFile, kind, '570xN'),
    url_fullxfull: photoPath(artworkFile, kind, 'fullxfull'),
    full_width: FULL.width,
    full_height: FULL.height,
  }));
}

/** The artwork's drawing as an element nested at (x, y) in a box of width x height, recoloured to `fill`. */
function decal(art: Artwork, box: { x: number; y: number; width: number; height: number }, fill: string, id: string, extra = ''): string {
  const inner = art.svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return (
    `<filter id="${id}"><feFlood flood-color="${fill}"/><feComposite in2="SourceAlpha" operator="in"/></filter>` +
    `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="0 0 ${art.width} ${art.height}" filter="url(#${id})"${extra}>${inner}</svg>`
  );
}

/** A box of `width` design units centred at (cx, cy) in the artwork's proportions. */
function centred(art: Artwork, cx: number, cy: number, width: number) {
  const height = (width * art.height) / art.width;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** The scene of a photo, in a 1500 x 1125 drawing. */
function scene(art: Artwork, kind: PhotoKind): string {
  switch (kind) {
    case 'window':
      return (
        `<defs><linearGradient id="glass" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#3d4a57"/><stop offset="1" stop-color="#11161c"/></linearGradient>` +
        `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9aa3ab"/><stop offset="1" stop-color="#5b636b"/></linearGradient></defs>` +
        `<rect width="1500" height="1125" fill="url(#paint)"/><path d="M90 80H1410Q1450 80 1440 130L1390 760H110L60 130Q50 80 90 80Z" fill="url(#glass)"/>` +
        `<path d="M200 120L520 120L300 740L160 740Z" fill="#fff" opacity="0.06"/>` +
        decal(art, centred(art, 750, 430, 640), '#f4f4f4', 'tint') +
        `<rect x="0" y="860" width="1500" height="40" fill="#434a51"/>`
      );
    case 'laptop':
      return (
        `<defs><linearGradient id="wood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b9875a"/><stop offset="1" stop-color="#8a5c36"/></linearGradient>` +
        `<linearGradient id="lid" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9dcdf"/><stop offset="1" stop-color="#a9aeb3"/></linearGradient></defs>` +
        `<rect width="1500" height="1125" fill="url(#wood)"/><rect x="250" y="150" width="1000" height="760" rx="46" fill="#00000033" transform="translate(14 18)"/>` +
        `<rect x="250" y="150" width="1000" height="760" rx="46" fill="url(#lid)"/><circle cx="750" cy="530" r="44" fill="#c4c8cc"/>` +
        decal(art, centred(art, 750, 400, 420), '#1b1b1b', 'tint')
      );
    case 'bottle':
      return (
        `<defs><linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0d5c63"/><stop offset="0.45" stop-color="#2aa3a8"/><stop offset="1" stop-color="#0a4a50"/></linearGradient></defs>` +
        `<rect width="1500" height="1125" fill="#e9e4da"/><rect x="0" y="860" width="1500" height="265" fill="#d6cfc2"/>` +
        `<rect x="540" y="60" width="420" height="940" rx="120" fill="url(#steel)"/><rect x="600" y="20" width="300" height="90" rx="24" fill="#222"/>` +
        decal(art, centred(art, 750, 560, 330), '#ffffff', 'tint')
      );
    case 'sheet':
      return (
        `<rect width="1500" height="1125" fill="#c8a57a"/><rect x="330" y="140" width="840" height="840" rx="30" fill="#00000026" transform="translate(12 16)"/>` +
        `<rect x="330" y="140" width="840" height="840" rx="30" fill="#fbfaf6"/>` +
        decal(art, centred(art, 750, 560, 600), '#1f3a2e', 'tint')
      );
  }
}

/** The part of the 1500 x 1125 drawing a size shows: Etsy's 75x75 and 170x135 are centred crops. */
function viewBoxOf(size: PhotoSize): string {
  const { width, height } = PHOTO_SIZES[size];
  const scale = Math.min(FULL.width / width, FULL.height / height);
  const w = width * scale;
  const h = height * scale;
  return `${(FULL.width - w) / 2} ${(FULL.height - h) / 2} ${w} ${h}`;
}

/** One size of one photo as SVG text. */
export function photoSvg(art: Artwork, kind: PhotoKind, size: PhotoSize): string {
  const { width, height } = PHOTO_SIZES[size];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBoxOf(size)}" role="img" aria-label="${art.subject} decal">` +
    `${scene(art, kind)}</svg>\n`
  );
}

/** Every photo file of these artworks: public path and text. */
export function photoFiles(artworks: readonly Artwork[]): { path: string; svg: string }[] {
  return artworks.flatMap((art) =>
    photoKindsOf(art.file).flatMap((kind) =>
      (Object.keys(PHOTO_SIZES) as PhotoSize[]).map((size) => ({ path: photoPath(art.file, kind, size), svg: photoSvg(art, kind, size) })),
    ),
  );
}

/**
 * Writes the photos into `publicDir`/photos, replacing the folder, unless a stamp says they are
 * already what they would be (a seed on a machine that has them costs one hash).
 */
export function writeDemoPhotos(publicDir: string, artworks: readonly Artwork[]): { written: number } {
  const files = photoFiles(artworks);
  const hash = createHash('sha1').update(String(GENERATION));
  for (const f of files) hash.update(f.path).update(f.svg);
  const digest = hash.digest('hex');
  const root = join(publicDir, PHOTOS_DIR);
  const stamp = join(root, '.generated');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return { written: 0 };
  rmSync(root, { recursive: true, force: true });
  for (const f of files) {
    const path = join(publicDir, f.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.svg);
  }
  writeFileSync(stamp, digest);
  return { written: files.length };
}
