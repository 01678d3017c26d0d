import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asSurfacePercent, etsyImageSizes, gallerySlides, mockupPlacement, mockupScene, type MockupSurface } from '../../../src/domain/gallery.ts';
import { decodeShareLink, encodeShareLink } from '../../../src/domain/scene-share.ts';
import { BACKGROUNDS } from '../../../src/features/scene-builder/backgrounds.ts';

const ETSY = 'https://i.etsystatic.com/123/r/il/abc/456/il_fullxfull.456_xyz.jpg';
const listing = (urls: string[], largest: string | null = urls[0] ?? null, hasArtwork = true) => ({
  largest_size_image_url: largest,
  all_image_urls: urls,
  hasArtwork,
});

describe('gallerySlides', () => {
  it('starts with the colour preview, then the car, laptop and desk mockups, then the photos in order', () => {
    const slides = gallerySlides(listing(['/a/il_fullxfull.1.jpg', '/a/il_fullxfull.2.jpg']), true);
    expect(slides.map((s) => (s.kind === 'mockup' ? s.background : s.kind))).toEqual(['preview', 'car', 'laptop', 'desk', 'photo', 'photo']);
    expect(slides.filter((s) => s.kind === 'photo').map((s) => s.kind === 'photo' && s.url)).toEqual(['/a/il_fullxfull.1.jpg', '/a/il_fullxfull.2.jpg']);
  });

  it('puts the largest image first and shows each photo once', () => {
    const slides = gallerySlides(listing(['/p/il_fullxfull.1.jpg', '/p/il_fullxfull.2.jpg'], '/p/il_fullxfull.2.jpg'), false);
    expect(slides.map((s) => (s.kind === 'photo' ? `${s.number}:${s.url}` : s.kind))).toEqual([
      'preview',
      '1:/p/il_fullxfull.2.jpg',
      '2:/p/il_fullxfull.1.jpg',
    ]);
  });

  it('has no mockups without artwork or without a true size for the chosen size', () => {
    expect(gallerySlides(listing([], null, false), true).map((s) => s.kind)).toEqual(['preview']);
    expect(gallerySlides(listing(['/x.jpg']), false).map((s) => s.kind)).toEqual(['preview', 'photo']);
  });

  it('zooms a photo to its largest size', () => {
    const [, photo] = gallerySlides(listing([ETSY]), false);
    expect(photo).toMatchObject({ kind: 'photo', zoomUrl: ETSY });
  });
});

describe('etsyImageSizes', () => {
  it("reads Etsy's 570xN and full sizes from the URL's size name", () => {
    expect(etsyImageSizes(ETSY)).toEqual([
      { url: 'https://i.etsystatic.com/123/r/il/abc/456/il_570xN.456_xyz.jpg', width: 570 },
      { url: ETSY, width: 1500 },
    ]);
    expect(etsyImageSizes('/photos/dinosaurs/t-rex/il_170x135.window.svg').map((c) => c.url)).toEqual([
      '/photos/dinosaurs/t-rex/il_570xN.window.svg',
      '/photos/dinosaurs/t-rex/il_fullxfull.window.svg',
    ]);
  });

  it('gives a URL without a size name as the one size there is', () => {
    expect(etsyImageSizes('https://example.test/photo.jpg')).toEqual([{ url: 'https://example.test/photo.jpg', width: 1500 }]);
  });
});

describe('mockupPlacement', () => {
  const laptop = BACKGROUNDS.laptop as MockupSurface;

  it('centres the decal in the decal area at its size in inches', () => {
    expect(mockupPlacement({ widthInches: 16, heightInches: 11.5, decalArea: { x: 2, y: 1, width: 12, height: 8 } }, { width: 4, height: 2 })).toEqual({
      x: 6,
      y: 4,
      width: 4,
      height: 2,
    });
  });

  it('draws a decal the same fraction of the background as inches of it, at any size', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 30, noNaN: true }), fc.double({ min: 0.1, max: 30, noNaN: true }), (width, height) => {
        const box = asSurfacePercent(mockupPlacement(laptop, { width, height })!, laptop);
        expect(box.width).toBeCloseTo((width / laptop.widthInches) * 100, 9);
        expect(box.height).toBeCloseTo((height / laptop.heightInches) * 100, 9);
        // Centred on the area's centre.
        expect(box.left + box.width / 2).toBeCloseTo(((laptop.decalArea.x + laptop.decalArea.width / 2) / laptop.widthInches) * 100, 9);
      }),
    );
  });

  it('answers null for a decal with no size', () => {
    expect(mockupPlacement(laptop, { width: 0, height: 2 })).toBeNull();
    expect(mockupPlacement(laptop, { width: Number.NaN, height: 2 })).toBeNull();
  });
});

describe('mockupScene', () => {
  it('is a share link of the one decal, in its size and colour, where the mockup draws it at 96 pixels to the inch', () => {
    const placement = mockupPlacement(BACKGROUNDS.car as MockupSurface, { width: 2.25, height: 1.5 })!;
    const shared = decodeShareLink(encodeShareLink(mockupScene(1001, 'MICRO', 'Red', placement)));
    expect(shared).toEqual({
      listingIds: [1001],
      stickers: [
        {
          listingId: 1001,
          size: 'MICRO',
          color: 'Red',
          x: Math.round(placement.x * 96),
          y: Math.round(placement.y * 96),
          rotation: 0,
          isFlipped: false,
          pack: null,
        },
      ],
    });
  });
});
