import interact from 'interactjs';
import { memo, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent } from 'react';
import { DEFAULT_COLOR, findColor } from '~/domain/colors.ts';
import { stickerArtwork, stickerSizePx, type SceneListing, type SceneSticker } from '~/domain/scene.ts';
import { $snappedDrag, cancelDrag, dragBy, endDrag, removeSticker, select, startDrag, type SnappedDrag } from './store.ts';
import { DRAWER_QUERY, inchesText } from './view.ts';
import { useRasterMask } from './raster-mask.ts';

/** How long the measurements stay after the pointer leaves, and after a touch ends (spec). */
const HOVER_LINGER_MS = 500;
const TOUCH_LINGER_MS = 1000;

interface Props {
  sticker: SceneSticker;
  listing: SceneListing | undefined;
  /** Screen pixels per scene pixel. */
  scale: number;
  selected: boolean;
  /** This sticker is the one being dragged: it follows the drag's every move, the others do not listen. */
  dragged: boolean;
  showDetails: boolean;
}

/** One sticker at true size: tinted artwork, drag, remove, and its measurements on hover or touch. */
/**
 * Below 900 px the details sit under the canvas, out of sight: a tap on a sticker (not a drag,
 * which fires no click) scrolls the page just enough to show them.
 */
function revealDetails(): void {
  if (!matchMedia(DRAWER_QUERY).matches) return;
  requestAnimationFrame(() =>
    document
      .querySelector('.sticker-details')
      ?.scrollIntoView({ block: 'nearest', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' }),
  );
}

const listenToDrag = (changed: () => void) => $snappedDrag.listen(changed);
const readDrag = () => $snappedDrag.get();
const listenToNothing = () => () => undefined;
const noDrag = () => null;

/**
 * The snapped drag, for the sticker being dragged only: with 300 stickers on the canvas, a move
 * renders that one again, not all 300 (nor the canvas around them).
 */
function useDragOffset(dragged: boolean): SnappedDrag | null {
  return useSyncExternalStore(dragged ? listenToDrag : listenToNothing, dragged ? readDrag : noDrag, noDrag);
}

export const StickerView = memo(function StickerView({ sticker, listing, scale, selected, dragged, showDetails }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const drag = useDragOffset(dragged);
  const [measuring, setMeasuring] = useState(false);
  const [failed, setFailed] = useState(false);
  const linger = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { width, height } = stickerSizePx(listing, sticker);
  const artwork = stickerArtwork(listing, sticker);
  const hex = findColor(sticker.color)?.hex ?? DEFAULT_COLOR.hex;
  const title = listing?.title ?? 'Sticker';

  // interactjs reads the pointer; the scene only changes when the pointer goes up (one undo step).
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let pending = { dx: 0, dy: 0, alt: false };
    // Moves are gathered and applied once per frame: the pointer may report several a frame.
    let frame = 0;
    const flush = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      if (pending.dx || pending.dy) dragBy(pending.dx, pending.dy, pending.alt);
      pending = { dx: 0, dy: 0, alt: pending.alt };
    };
    const interactable = interact(target).draggable({
      listeners: {
        start: () => {
          select(sticker.id);
          startDrag(sticker.id);
        },
        move: (event: { dx: number; dy: number; altKey: boolean }) => {
          // Alt held: the sticker moves freely, without snapping.
          pending = { dx: pending.dx + event.dx / scale, dy: pending.dy + event.dy / scale, alt: event.altKey };
          frame ||= requestAnimationFrame(flush);
        },
        end: () => {
          flush();
          endDrag();
        },
      },
    });
    return () => {
      cancelAnimationFrame(frame);
      interactable.unset();
      cancelDrag();
    };
  }, [sticker.id, scale]);

  useEffect(() => () => clearTimeout(linger.current), []);

  const show = () => {
    clearTimeout(linger.current);
    setMeasuring(true);
  };
  const hideAfter = (ms: number) => {
    clearTimeout(linger.current);
    linger.current = setTimeout(() => setMeasuring(false), ms);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(sticker.id);
      revealDetails();
    }
  };

  const dragging = drag !== null;
  // A drag moves the sticker by a transform alone: the browser shifts its layer instead of
  // repainting the stickers under it (100 overlapping stickers otherwise drop most frames).
  const style: CSSProperties = {
    left: sticker.x,
    top: sticker.y,
    width,
    height,
    zIndex: dragging ? 100_000 : sticker.zIndex,
    transform: `${drag ? `translate(${drag.dx}px, ${drag.dy}px) ` : ''}rotate(${sticker.rotation}deg) scaleX(${sticker.isFlipped ? -1 : 1})`,
  };
  const mask = useRasterMask(artwork, Math.max(width, height) * scale);
  const artStyle: CSSProperties = mask && !failed ? { backgroundColor: hex, maskImage: `url("${mask}")`, WebkitMaskImage: `url("${mask}")` } : {};

  return (
    <div
      ref={element}
      className={`scene-sticker${selected ? ' selected' : ''}${dragging ? ' dragging' : ''}`}
      style={style}
      data-sticker-id={sticker.id}
      data-listing-id={sticker.listingId}
      onPointerDown={() => select(sticker.id)}
      onClick={revealDetails}
      onMouseEnter={show}
      onMouseLeave={() => hideAfter(HOVER_LINGER_MS)}
      onTouchStart={show}
      onTouchEnd={() => hideAfter(TOUCH_LINGER_MS)}
    >
      {/* The sticker itself is the one control to select it; remove sits beside it, not inside. */}
      <span
        className="scene-sticker-handle"
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={`${title}, ${sticker.size}, ${sticker.color}`}
        onKeyDown={onKeyDown}
      >
        {artwork && !failed ? (
          <span className="scene-sticker-art" style={artStyle} />
        ) : (
          <span className="scene-sticker-placeholder" aria-hidden="true">
            {title}
          </span>
        )}
      </span>
      {/* The mask cannot report a failed image: this hidden one does. */}
      {artwork && !failed && <img src={artwork} alt="" hidden onError={() => setFailed(true)} />}
      {!dragging && showDetails && (measuring || selected) && (
        <span className="scene-sticker-measure" aria-hidden="true">
          {inchesText(width)} × {inchesText(height)} · {sticker.size}
        </span>
      )}
      {!dragging && (measuring || selected) && (
        <button
          type="button"
          className="scene-sticker-remove"
          aria-label={`Remove ${title}`}
          onPointerDown={(e) => e.stopPropagation()}
          onClick={(e) => {
            e.stopPropagation();
            removeSticker(sticker.id);
          }}
        >
          ×
        </button>
      )}
    </div>
  );
});
