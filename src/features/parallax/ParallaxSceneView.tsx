/**
 * @module parallax/ParallaxSceneView
 * A storefront scene: its background, then one layer per size from far (LARGE, high, fast) to near
 * (ATOM, low, slow), each sticker at its real size tinted with its colour. A sticker opens its
 * listing's modal. The stickers are one tab stop (a toolbar: arrow keys move between them), so a
 * scene does not put a dozen stops between the controls and the cards.
 */
import { useEffect, useEffectEvent, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { movedStickerPosition, stickerWidthShare, type PlacedSticker } from '~/domain/parallax.ts';
import { requestOpenListing } from '~/features/storefront/store.ts';
import { dragStickers } from './drag-stickers.ts';
import { ParallaxSceneProgress } from './ParallaxSceneProgress.tsx';
import { motionMode, watchParallaxScene, type MotionMode } from './scroll-engine.ts';
import { useLayersInTurn } from './use-layers-in-turn.ts';
import type { ParallaxSceneModel, ParallaxScenePhase } from './use-parallax-scene-loading.ts';

const NEXT_KEYS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

export interface ParallaxSceneViewProps {
  phase: ParallaxScenePhase;
  progress: number;
  model: ParallaxSceneModel | null;
  /** What a sticker's press does: open its listing's modal unless told otherwise (the /parallax test page shows it). */
  onStickerPress?: (sticker: PlacedSticker) => void;
  /**
   * Edit-position mode (the admin's): the scene holds still, and each sticker can be dragged or moved
   * with the arrow keys; this is told its new saved position (sticker_positions, keyed by its key)
   * and how it got there.
   */
  onStickerMove?: (key: string, position: { x: number; y: number }, by: 'drag' | 'key') => void;
}

/** Arrow-key steps of a sticker in edit-position mode, in percent of the scene (Shift for the larger). */
const NUDGE = { small: 1, large: 5 } as const;

/** A scene as it is drawn: its backdrop, its layers and their stickers, and the loading bar until it is ready. */
export function ParallaxSceneView({ phase, progress, model, onStickerPress = (s) => requestOpenListing(s.listingId), onStickerMove }: ParallaxSceneViewProps) {
  const root = useRef<HTMLDivElement>(null);
  const positioning = onStickerMove !== undefined;
  // Each sticker's saved position and its layer's line, by key, for a drag's or a key's move.
  const places = new Map(
    model?.layers.flatMap((layer) => layer.stickers.map((s) => [s.key, { position: { x: s.x, y: s.y - layer.y }, layerY: layer.y }] as const)),
  );
  const move = (key: string, delta: { dx: number; dy: number }, by: 'drag' | 'key') => {
    const place = places.get(key);
    if (place && onStickerMove) onStickerMove(key, movedStickerPosition(place.position, place.layerY, delta), by);
  };
  const onDragged = useEffectEvent((key: string, delta: { dx: number; dy: number }) => move(key, delta, 'drag'));
  // Only ever rendered in the browser (ParallaxSceneSlot loads it there), so the browser can be asked at once.
  const [motion] = useState<MotionMode>(motionMode);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const scene = root.current;
    if (motion !== 'js' || !scene || !model || positioning) return;
    return watchParallaxScene(scene);
  }, [motion, model, positioning]);

  useEffect(() => {
    const scene = root.current;
    if (!positioning || !scene) return;
    return dragStickers(scene, onDragged);
  }, [positioning]);

  // A hidden scene's layers enter the page a frame apart; a shown one has them all.
  const built = useLayersInTurn(model?.layers.length ?? 0, phase === 'initialized');
  const layers = model ? model.layers.slice(0, built) : [];
  const stickers: PlacedSticker[] = layers.flatMap((layer) => layer.stickers);
  const current = Math.min(active, Math.max(0, stickers.length - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.target instanceof HTMLElement ? event.target.dataset.key : undefined;
    if (positioning && key && event.key in ARROWS) {
      event.preventDefault();
      const [dx, dy] = ARROWS[event.key]!;
      const step = event.shiftKey ? NUDGE.large : NUDGE.small;
      move(key, { dx: dx * step, dy: dy * step }, 'key');
      return;
    }
    const step = NEXT_KEYS[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (current + step + stickers.length) % stickers.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = stickers.length - 1;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    root.current?.querySelectorAll<HTMLElement>('.parallax-sticker')[next]?.focus();
  };

  const background = model?.background;
  const backdrop: CSSProperties | undefined = background && {
    backgroundImage: `url("${background.image}")`,
    backgroundSize: background.css.size,
    backgroundPosition: background.css.position,
    backgroundRepeat: background.css.repeat,
    backgroundAttachment: background.css.attachment,
  };

  let index = 0;
  return (
    <div
      ref={root}
      className="parallax-scene"
      data-state={phase}
      data-progress={progress}
      data-scene={model?.name}
      data-motion={motion}
      data-positioning={positioning || undefined}
    >
      <div className="parallax-backdrop" style={backdrop} />
      {stickers.length > 0 && (
        <div className="parallax-layers" role="toolbar" aria-label="Stickers in this scene" onKeyDown={onKeyDown}>
          {layers.map((layer) => (
            <div
              key={layer.size}
              className="parallax-layer"
              data-size={layer.size}
              data-speed={layer.speed}
              style={{ '--speed': layer.speed } as CSSProperties}
            >
              {layer.stickers.map((sticker) => {
                const position = index++;
                return (
                  <ParallaxSticker
                    key={sticker.key}
                    sticker={sticker}
                    focusable={positioning || position === current}
                    onFocus={() => setActive(position)}
                    onPress={positioning ? undefined : () => onStickerPress(sticker)}
                  />
                );
              })}
            </div>
          ))}
        </div>
      )}
      {phase !== 'initialized' && <ParallaxSceneProgress step={phase === 'loading-data' ? 'data' : 'images'} progress={progress} />}
    </div>
  );
}

interface StickerProps {
  sticker: PlacedSticker;
  focusable: boolean;
  onFocus: () => void;
  /** None in edit-position mode: a drag must not open the listing. */
  onPress: (() => void) | undefined;
}

/**
 * One sticker: centred on its position (inside the scene's width), its real size in a desktop-wide
 * scene and the same share of a narrower one (never wider than 45 % of the scene), tinted by a mask.
 */
function ParallaxSticker({ sticker, focusable, onFocus, onPress }: StickerProps) {
  const style = {
    '--x': `${sticker.x}%`,
    top: `${sticker.y}%`,
    '--width': `${sticker.width}px`,
    '--share': `${stickerWidthShare(sticker.width)}%`,
    '--ratio': `${sticker.width} / ${sticker.height}`,
  } as CSSProperties;
  const art: CSSProperties = { backgroundColor: sticker.hex, maskImage: `url("${sticker.artwork}")`, WebkitMaskImage: `url("${sticker.artwork}")` };
  return (
    <button
      type="button"
      className="parallax-sticker"
      style={style}
      tabIndex={focusable ? 0 : -1}
      aria-label={`View ${sticker.title}`}
      data-listing-id={sticker.listingId}
      data-size={sticker.size}
      data-key={sticker.key}
      onFocus={onFocus}
      onClick={onPress}
    >
      {/* The shadow is painted once into the sticker's own layer (parallax.css), under the button's hover scale. */}
      <span className="parallax-shade">
        <span className="parallax-art" style={art} />
      </span>
    </button>
  );
}
