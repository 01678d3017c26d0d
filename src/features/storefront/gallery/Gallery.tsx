/**
 * @module storefront/gallery/Gallery
 * The listing modal's pictures: the tinted colour preview (the prebuilt first slide), the decal at
 * true size on the car, laptop and desk, then the marketplace photos. Only the slide on show is in
 * the page, so nothing but the preview loads with the modal. Arrow keys and the buttons move between
 * slides, a sideways swipe does on touch (a vertical one still scrolls), and a click opens the zoom.
 */
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { Dimension } from '~/contracts/listing.ts';
import { encodeShareLink, SCENE_BACKGROUND_PARAM, SHARE_PARAM } from '~/domain/scene-share.ts';
import { gallerySlides, mockupPlacement, mockupScene, MOCKUP_BACKGROUNDS, type GalleryListing, type GallerySlide } from '~/domain/gallery.ts';
import type { SizeName } from '~/domain/sizes.ts';
import { BACKGROUNDS } from '~/features/scene-builder/backgrounds.ts';
import { MockupSlide } from './MockupSlide.tsx';
import { ZoomView } from './ZoomView.tsx';
import './gallery.css';

/** A sideways move shorter than this is a tap, not a swipe (CSS pixels). */
const SWIPE_PX = 40;

/** The decal the mockups draw: its artwork, chosen size and colour, and that size's measure. */
export interface GalleryDecal {
  listingId: number;
  artwork: string;
  size: SizeName | null;
  color: string;
  tint: string;
  dimension: Pick<Dimension, 'width' | 'height'> | undefined;
}

export interface GalleryProps {
  title: string;
  listing: GalleryListing;
  decal: GalleryDecal;
  /** The tinted colour preview: the first slide, as the prebuilt page draws it. */
  preview: ReactNode;
  /** The preview's checkerboard colours. */
  previewStyle: CSSProperties;
  /** Drawn over every slide (the TRUEscale and admin badges). */
  overlay?: ReactNode;
}

const MOCKUP_NAMES = { car: 'car', laptop: 'laptop', desk: 'desk' } as const;

/** The words a slide is named by, for its dot and its picture. */
export function slideName(slide: GallerySlide, title: string, photoCount: number): string {
  if (slide.kind === 'preview') return 'Colour preview';
  if (slide.kind === 'mockup') return `${title} at true size on a ${MOCKUP_NAMES[slide.background]}`;
  return `Photo ${slide.number} of ${photoCount}`;
}

/** The listing gallery; see the module comment. */
export function Gallery({ title, listing, decal, preview, previewStyle, overlay }: GalleryProps) {
  const slides = gallerySlides(listing, decal.size !== null && decal.dimension !== undefined);
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  const at = Math.min(index, slides.length - 1);
  const slide = slides[at]!;
  const photoCount = slides.filter((s) => s.kind === 'photo').length;
  const many = slides.length > 1;

  const dots = useRef<HTMLDivElement>(null);
  const followWithFocus = useRef(false);
  // From the index as React last stored it: two swipes before a render each move one slide.
  const go = (step: number) => setIndex((i) => (Math.min(i, slides.length - 1) + step + slides.length) % slides.length);

  // The dots are one Tab stop (the current one): when the arrows move on from a dot, the focus goes with them.
  useEffect(() => {
    if (!followWithFocus.current) return;
    followWithFocus.current = false;
    dots.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  }, [at]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The size and colour radios use the arrows themselves; the gallery has them only within it.
    // In the zoom (a portal, whose keys still bubble here) the arrows pan the picture.
    if (!many || zoomed || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    followWithFocus.current = event.target instanceof HTMLElement && event.target.classList.contains('gallery-dot');
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swiped.current = false;
    if (event.pointerType === 'mouse' || !many) return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    swiped.current = true;
    go(dx < 0 ? 1 : -1);
  };

  const render = (shown: GallerySlide, large: boolean): ReactNode => {
    if (shown.kind === 'preview') return preview;
    if (shown.kind === 'mockup')
      return decal.dimension ? (
        <MockupSlide
          background={shown.background}
          artwork={decal.artwork}
          tint={decal.tint}
          decal={decal.dimension}
          label={`${slideName(shown, title, photoCount)}, ${decal.size} in ${decal.color}`}
        />
      ) : null;
    const [small] = shown.srcSet;
    return large ? (
      <img className="gallery-photo" src={shown.zoomUrl} alt={`${title}: ${slideName(shown, title, photoCount)}`} decoding="async" />
    ) : (
      <img
        className="gallery-photo"
        src={small!.url}
        srcSet={shown.srcSet.map((c) => `${c.url} ${c.width}w`).join(', ')}
        sizes="(min-width: 900px) 50vw, 100vw"
        alt={`${title}: ${slideName(shown, title, photoCount)}`}
        loading="lazy"
        decoding="async"
      />
    );
  };

  const builderBackground = slide.kind === 'mockup' ? slide.background : MOCKUP_BACKGROUNDS[0];
  const builderHref = builderLink(decal, builderBackground);

  return (
    <div className="gallery" role="group" aria-roledescription="gallery" aria-label={`Pictures of ${title}`} onKeyDown={onKeyDown}>
      <div
        className={`modal-art gallery-slide is-${slide.kind}`}
        style={slide.kind === 'preview' ? previewStyle : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        {/* One button for every slide: the focus stays on it while the arrows change what it shows. */}
        <button
          type="button"
          className="gallery-zoom"
          aria-label={`Zoom in: ${slideName(slide, title, photoCount)}`}
          onClick={() => (swiped.current ? (swiped.current = false) : setZoomed(true))}
        >
          {render(slide, false)}
        </button>
        {overlay}
        {many && (
          <>
            <button type="button" className="gallery-step previous" onClick={() => go(-1)} aria-label="Previous picture" />
            <button type="button" className="gallery-step next" onClick={() => go(1)} aria-label="Next picture" />
          </>
        )}
      </div>
      {many && (
        <div className="gallery-bar">
          <div className="gallery-dots" role="group" aria-label="Pictures" ref={dots}>
            {slides.map((s, i) => (
              <button
                key={i}
                type="button"
                className={`gallery-dot is-${s.kind}`}
                aria-label={`Picture ${i + 1} of ${slides.length}: ${slideName(s, title, photoCount)}`}
                aria-current={i === at ? 'true' : undefined}
                tabIndex={i === at ? 0 : -1}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          {builderHref && (
            <a className="gallery-builder-link" href={builderHref}>
              Open in Scene Builder
            </a>
          )}
        </div>
      )}
      {zoomed && (
        <ZoomView
          label={slideName(slide, title, photoCount)}
          onClose={() => setZoomed(false)}
          previewStyle={slide.kind === 'preview' ? previewStyle : undefined}
        >
          {render(slide, true)}
        </ZoomView>
      )}
    </div>
  );
}

/** The Scene Builder with this decal where the mockup draws it on `background`, in the chosen size and colour. */
function builderLink(decal: GalleryDecal, background: (typeof MOCKUP_BACKGROUNDS)[number]): string | null {
  const surface = BACKGROUNDS[background];
  if (!decal.size || !decal.dimension || !surface.decalArea) return null;
  const placement = mockupPlacement({ ...surface, decalArea: surface.decalArea }, decal.dimension);
  if (!placement) return null;
  const scene = encodeShareLink(mockupScene(decal.listingId, decal.size, decal.color, placement));
  return `/scene-builder?${SHARE_PARAM}=${scene}&${SCENE_BACKGROUND_PARAM}=${background}`;
}
