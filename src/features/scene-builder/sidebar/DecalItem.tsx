import { useRef, useState, type DragEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { BuilderListing } from '~/contracts/listing-fields.ts';
import { truncateTitle } from '~/domain/catalogue.ts';
import { placeholderImage } from '~/domain/categories.ts';
import { artworkCrossOrigin } from '~/client/artwork-request.ts';

/** The drag data type the canvas reads: the listing's id as text. */
export const LISTING_DRAG_TYPE = 'application/x-listing-id';

/**
 * How far a finger moves sideways before the item is dragged rather than the list scrolled. The
 * items set `touch-action: pan-y`, so the browser scrolls vertical moves and hands sideways ones here.
 */
const TOUCH_DRAG_SLOP = 10;

/** A sidebar item's listing and the parent's add and drag callbacks. */
export interface DecalItemProps {
  listing: BuilderListing;
  onAdd: (listing: BuilderListing) => void;
  onDragStart?: (listing: BuilderListing, event: DragEvent | PointerEvent) => void;
  /** The list's one Tab stop: 0 for this item's button, -1 for the others (arrow keys move along). */
  tabIndex?: 0 | -1;
}

/** The price line of a storefront card: 'from $3.99', or 'See Etsy' when no price can be trusted. */
export const priceLine = (listing: Pick<BuilderListing, 'hasPriceFallback' | 'priceText'>) =>
  listing.hasPriceFallback ? listing.priceText : `from ${listing.priceText}`;

/**
 * One sticker in the sidebar. A click or tap anywhere on it adds it, as does its button (Enter and
 * Space press it; the list makes one of the buttons its Tab stop). A mouse drags it with HTML5 drag and drop; a finger
 * moving sideways hands the pointer to `onDragStart`.
 */
export function DecalItem({ listing, onAdd, onDragStart, tabIndex = 0 }: DecalItemProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const touch = useRef<{ id: number; x: number; y: number } | null>(null);
  const src = failed || !listing.svgPath ? placeholderImage(listing.category) : listing.svgPath;

  const startDrag = (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.setData(LISTING_DRAG_TYPE, String(listing.etsyListingId));
    event.dataTransfer.setData('text/plain', listing.title);
    event.dataTransfer.effectAllowed = 'copy';
    // The artwork, not the whole row, follows the pointer onto the canvas.
    const img = image.current;
    if (img?.complete && img.naturalWidth > 0) event.dataTransfer.setDragImage?.(img, img.width / 2, img.height / 2);
    onDragStart?.(listing, event);
  };

  const pointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    touch.current = onDragStart && event.pointerType !== 'mouse' ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
  };

  const pointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    const start = touch.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = Math.abs(event.clientX - start.x);
    const dy = Math.abs(event.clientY - start.y);
    if (dy > TOUCH_DRAG_SLOP && dy >= dx) touch.current = null;
    else if (dx > TOUCH_DRAG_SLOP) {
      touch.current = null;
      onDragStart?.(listing, event.nativeEvent);
    }
  };

  const endTouch = () => (touch.current = null);

  return (
    <li
      className="decal-item"
      draggable
      onDragStart={startDrag}
      onClick={() => onAdd(listing)}
      onPointerDown={pointerDown}
      onPointerMove={pointerMove}
      onPointerUp={endTouch}
      onPointerCancel={endTouch}
      data-listing-id={listing.etsyListingId}
    >
      <span className="decal-thumb">
        <img
          ref={image}
          src={src}
          crossOrigin={artworkCrossOrigin(src)}
          alt=""
          loading="lazy"
          decoding="async"
          width={56}
          height={56}
          draggable={false}
          onError={() => setFailed(true)}
        />
      </span>
      <span className="decal-meta">
        <span className="decal-title" title={listing.title}>
          {truncateTitle(listing.title)}
        </span>
        <span className="decal-price">{priceLine(listing)}</span>
      </span>
      {/* The click bubbles to the item, which adds: one handler for the row and its button. */}
      <button type="button" className="decal-add" aria-label={`Add ${listing.title} to the scene`} tabIndex={tabIndex}>
        <span aria-hidden="true">+</span>
      </button>
    </li>
  );
}
