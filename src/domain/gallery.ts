/**
 * @module gallery
 * The listing gallery's slides, pure: the tinted colour preview first, then the decal at true size
 * on the Scene Builder's backgrounds (mockups), then the marketplace photos, largest first. Also the
 * mockup's scale math (where a decal of W x H inches sits on a background of known real size) and
 * the responsive sizes of an Etsy image, read from its URL.
 */
import type { BuilderBackground } from '../contracts/saved-scene.ts';
import type { Dimension } from '../contracts/listing.ts';
import type { Box } from './geometry.ts';
import type { Scene } from './scene.ts';
import { PX_PER_INCH } from './scene-scale.ts';
import type { SizeName } from './sizes.ts';

/** A background's real-world measure, in inches, and where decals usually go on it. */
export interface MockupSurface {
  widthInches: number;
  heightInches: number;
  decalArea: Box;
}

/** The backgrounds a mockup is drawn on, in the gallery's order. */
export const MOCKUP_BACKGROUNDS = ['car', 'laptop', 'desk'] as const satisfies readonly BuilderBackground[];
export type MockupBackground = (typeof MOCKUP_BACKGROUNDS)[number];

/** One image size of a marketplace photo, for `srcset`. */
export interface ImageCandidate {
  url: string;
  width: number;
}

/** A marketplace photo: the image shown in the slide (with its sizes) and the one the zoom opens. */
export interface PhotoSlide {
  kind: 'photo';
  /** The URL as stored (Etsy's full size). */
  url: string;
  srcSet: ImageCandidate[];
  /** The image the zoom shows: the largest there is. */
  zoomUrl: string;
  /** Its place among the photos, from 1. */
  number: number;
}

export type GallerySlide = { kind: 'preview' } | { kind: 'mockup'; background: MockupBackground } | PhotoSlide;

/** What the gallery reads of a listing. */
export interface GalleryListing {
  largest_size_image_url: string | null;
  all_image_urls: readonly string[];
  /** Mockups need the artwork to draw. */
  hasArtwork: boolean;
}

/**
 * Etsy's image sizes as its URLs name them (`il_570xN.123_abc.jpg`), with the width each is at
 * most. Etsy's full size has no fixed width; 1500 is what the demo shop's photos are made at and
 * the common upper bound of shop photos, so the browser only takes it for wide, dense screens.
 */
export const ETSY_IMAGE_WIDTHS = { '570xN': 570, fullxfull: 1500 } as const;
const ETSY_SIZE = /\/il_(75x75|170x135|340x270|570xN|794xN|fullxfull)\./;

/**
 * The sizes an Etsy image comes in, smallest first, read from its URL; a URL without Etsy's size
 * name is one size of unknown width (given as the full width).
 * @example etsyImageSizes('https://i.etsystatic.com/1/r/il/a/2/il_fullxfull.2_b.jpg')
 *   // [{ url: '.../il_570xN.2_b.jpg', width: 570 }, { url: '.../il_fullxfull.2_b.jpg', width: 1500 }]
 */
export function etsyImageSizes(url: string): ImageCandidate[] {
  if (!ETSY_SIZE.test(url)) return [{ url, width: ETSY_IMAGE_WIDTHS.fullxfull }];
  return Object.entries(ETSY_IMAGE_WIDTHS).map(([name, width]) => ({ url: url.replace(ETSY_SIZE, `/il_${name}.`), width }));
}

/**
 * The gallery of a listing: the colour preview, a mockup on each background when the decal can be
 * drawn at true size (it has artwork and dimensions for the chosen size), then the photos with the
 * largest image first and the rest in the marketplace's order, each once.
 * @example gallerySlides({ largest_size_image_url: null, all_image_urls: [], hasArtwork: true }, true).map((s) => s.kind)
 *   // ['preview', 'mockup', 'mockup', 'mockup']
 */
export function gallerySlides(listing: GalleryListing, canDrawTrueSize: boolean): GallerySlide[] {
  const mockups: GallerySlide[] = listing.hasArtwork && canDrawTrueSize ? MOCKUP_BACKGROUNDS.map((background) => ({ kind: 'mockup', background })) : [];
  const urls = [...new Set([listing.largest_size_image_url, ...listing.all_image_urls].filter((u): u is string => typeof u === 'string' && u.length > 0))];
  const photos: PhotoSlide[] = urls.map((url, i) => {
    const srcSet = etsyImageSizes(url);
    return { kind: 'photo', url, srcSet, zoomUrl: srcSet[srcSet.length - 1]!.url, number: i + 1 };
  });
  return [{ kind: 'preview' }, ...mockups, ...photos];
}

/**
 * Where a decal of `decal` inches sits on a surface at true size: centred in the surface's decal
 * area (its top-left corner may leave the area when the decal is larger), in inches from the
 * surface's top-left corner. Null when the decal has no usable size.
 * @example mockupPlacement({ widthInches: 16, heightInches: 11.5, decalArea: { x: 2, y: 1, width: 12, height: 8 } }, { width: 4, height: 2 })
 *   // { x: 6, y: 4, width: 4, height: 2 }
 */
export function mockupPlacement(surface: MockupSurface, decal: Pick<Dimension, 'width' | 'height'>): Box | null {
  if (!(decal.width > 0) || !(decal.height > 0)) return null;
  const area = surface.decalArea;
  return { x: area.x + (area.width - decal.width) / 2, y: area.y + (area.height - decal.height) / 2, width: decal.width, height: decal.height };
}

/**
 * A box in inches as percentages of the surface it lies on: what a slide draws at any width, so the
 * decal keeps its true size relative to the background however large the slide is.
 * @example asSurfacePercent({ x: 4, y: 2, width: 8, height: 1 }, { widthInches: 16, heightInches: 10 })
 *   // { left: 25, top: 20, width: 50, height: 10 }
 */
export function asSurfacePercent(box: Box, surface: Pick<MockupSurface, 'widthInches' | 'heightInches'>) {
  return {
    left: (box.x / surface.widthInches) * 100,
    top: (box.y / surface.heightInches) * 100,
    width: (box.width / surface.widthInches) * 100,
    height: (box.height / surface.heightInches) * 100,
  };
}

/**
 * The Scene Builder scene of a mockup: the one decal where the mockup draws it, in the chosen size
 * and colour, in scene pixels (96 to the inch from the background's top-left, as the canvas draws it).
 * @example encodeShareLink(mockupScene(1001, 'MICRO', 'Red', placement))
 */
export function mockupScene(listingId: number, size: SizeName, color: string, placement: Box): Scene {
  return {
    stickers: [
      {
        id: 's1',
        listingId,
        size,
        color,
        x: Math.round(placement.x * PX_PER_INCH),
        y: Math.round(placement.y * PX_PER_INCH),
        rotation: 0,
        isFlipped: false,
        zIndex: 0,
        pack: null,
      },
    ],
    listings: {},
  };
}
