import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { truncateTitle } from '~/domain/catalogue.ts';
import { placeholderImage } from '~/domain/categories.ts';
import type { ShownCard } from '~/contracts/listing.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { hasFailed, PREFETCH_MARGIN, requestImage } from './image-queue.ts';
import { artworkCrossOrigin } from '~/client/artwork-request.ts';

type ImageState = 'waiting' | 'shown' | 'failed';

interface Props<C extends ShownCard> {
  card: C;
  /** Above-the-fold cards show their image at once. */
  priority: boolean;
  /**
   * The page's first screen is the hero machine, over the grid: the first cards' pictures load once
   * the browser has laid them out near the screen, after the hero's background (the largest paint).
   */
  underHero?: boolean;
  onOpen: (card: C) => void;
}

/**
 * A card in the grid: lazy artwork (the category placeholder when it fails), a cut title, the price,
 * and the favourites heart beside the link (a button cannot sit inside a link), over the art's corner.
 */
export function StickerCard<C extends ShownCard>({ card, priority, underHero = false, onOpen }: Props<C>) {
  const [image, setImage] = useState<ImageState>(priority ? 'shown' : 'waiting');
  const anchor = useRef<HTMLAnchorElement>(null);
  const img = useRef<HTMLImageElement>(null);

  useEffect(() => {
    if (hasFailed(card.image)) {
      setImage('failed');
      return;
    }
    if (priority) {
      // A prebuilt image may have failed before the island hydrated; its error event is gone by now.
      const el = img.current;
      if (el?.complete && el.naturalWidth === 0) setImage('failed');
      return;
    }
    const target = anchor.current;
    if (!target) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void requestImage(card.image).then((ok) => !cancelled && setImage(ok ? 'shown' : 'failed'));
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(target);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [card.image, priority]);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(card);
  };

  const src = image === 'failed' ? placeholderImage(card.category) : card.image;
  return (
    <div className="card-shell">
      <a ref={anchor} className="sticker-card" href={`/${card.slug}`} onClick={open} data-listing-id={card.id} data-image-state={image}>
        <span className="art">
          {image === 'waiting' ? (
            <span className="art-pending" aria-hidden="true" />
          ) : (
            <img
              ref={img}
              src={src}
              alt={card.title}
              crossOrigin={artworkCrossOrigin(src)}
              width={200}
              height={120}
              decoding="async"
              fetchPriority={priority && !underHero ? 'high' : undefined}
              loading={priority && underHero ? 'lazy' : undefined}
              onError={() => image !== 'failed' && setImage('failed')}
            />
          )}
        </span>
        <span className="meta">
          <span className="title" title={card.title}>
            {truncateTitle(card.title)}
          </span>
          <span className="price">{card.hasPriceFallback ? card.priceText : `from ${card.priceText}`}</span>
        </span>
      </a>
      <FavouriteButton listing={card} variant="card" />
    </div>
  );
}
