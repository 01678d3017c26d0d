import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { needsDarkBackdrop } from '~/domain/contrast.ts';
import type { ShownSticker } from './store.ts';

/** Artwork starts loading this far before a lazy tile scrolls into view (the spec's prefetch margin). */
const PREFETCH_MARGIN = '200px';

interface Props {
  sticker: ShownSticker;
  /** Load the artwork only when the tile comes near the viewport. */
  lazy: boolean;
  onOpen: (sticker: ShownSticker) => void;
}

/** A test-page sticker: its artwork tinted in its colour, its title, size and colour; a click opens its listing. */
export function StickerTile({ sticker, lazy, onOpen }: Props) {
  const { listing, size, tint } = sticker;
  const button = useRef<HTMLButtonElement>(null);
  const [near, setNear] = useState(!lazy);

  useEffect(() => {
    if (!lazy) return setNear(true);
    const target = button.current;
    if (!target || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [lazy, near]);

  // A CSS mask loads its image as soon as it is set, so a lazy tile sets it only once near.
  const art: CSSProperties =
    near && listing.svgPath ? { backgroundColor: tint.hex, maskImage: `url("${listing.svgPath}")`, WebkitMaskImage: `url("${listing.svgPath}")` } : {};

  return (
    <button
      ref={button}
      type="button"
      className={`hf-tile${needsDarkBackdrop(tint.hex) ? ' dark' : ''}`}
      onClick={() => onOpen(sticker)}
      data-listing-id={listing.etsyListingId}
      data-color={tint.name}
      data-art={near ? 'loaded' : 'waiting'}
    >
      <span className="hf-tile-art" aria-hidden="true">
        <span style={art} />
      </span>
      {/* The whole title is the button's name; two lines of it show. */}
      <span className="hf-tile-title" title={listing.title}>
        {listing.title}
      </span>
      {/* The heading above says the size; the button's name says it too. */}
      <span className="visually-hidden">, {size}, </span>
      <span className="hf-tile-meta">
        <span className="hf-tile-dot" aria-hidden="true" style={{ backgroundColor: tint.hex }} />
        {tint.name}
      </span>
    </button>
  );
}
