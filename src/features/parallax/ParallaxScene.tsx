/**
 * @module parallax/ParallaxScene
 * A storefront scene: its background, then one layer per size from far (LARGE, high, fast) to near
 * (ATOM, low, slow), each sticker at its real size tinted with its colour. A sticker opens its
 * listing's modal. The stickers are one tab stop (a toolbar: arrow keys move between them), so a
 * scene does not put a dozen stops between the controls and the cards.
 */
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { PlacedSticker, PlacementKind } from '~/domain/parallax.ts';
import { requestOpenListing } from '~/features/storefront/store.ts';
import { motionMode, watchParallaxScene, type MotionMode } from './scroll-engine.ts';
import { ParallaxSceneProgress } from './ParallaxSceneProgress.tsx';
import { useParallaxSceneLoading, type ParallaxSceneLoadingOptions, type ParallaxSceneModel, type ParallaxScenePhase } from './use-parallax-scene-loading.ts';

export interface ParallaxSceneProps {
  kind: PlacementKind;
  sceneName: string;
  /** Clocks and image loading, replaceable in tests. */
  options?: ParallaxSceneLoadingOptions;
}

const NEXT_KEYS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The scene inside its prebuilt box (ParallaxSceneSlot). */
export function ParallaxScene({ kind, sceneName, options }: ParallaxSceneProps) {
  const { phase, progress, model } = useParallaxSceneLoading(kind, sceneName, options);
  return <ParallaxSceneView phase={phase} progress={progress} model={model} />;
}

export interface ParallaxSceneViewProps {
  phase: ParallaxScenePhase;
  progress: number;
  model: ParallaxSceneModel | null;
  /** What a sticker's press does: open its listing's modal unless told otherwise (the /parallax test page shows it). */
  onStickerPress?: (sticker: PlacedSticker) => void;
}

/** A scene as it is drawn: its backdrop, its layers and their stickers, and the loading bar until it is ready. */
export function ParallaxSceneView({ phase, progress, model, onStickerPress = (s) => requestOpenListing(s.listingId) }: ParallaxSceneViewProps) {
  const root = useRef<HTMLDivElement>(null);
  // Only ever rendered in the browser (ParallaxSceneSlot loads it there), so the browser can be asked at once.
  const [motion] = useState<MotionMode>(motionMode);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const scene = root.current;
    if (motion !== 'js' || !scene || !model) return;
    return watchParallaxScene(scene);
  }, [motion, model]);

  const stickers: PlacedSticker[] = model ? model.layers.flatMap((layer) => layer.stickers) : [];
  const current = Math.min(active, Math.max(0, stickers.length - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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
    <div ref={root} className="parallax-scene" data-state={phase} data-progress={progress} data-scene={model?.name} data-motion={motion}>
      <div className="parallax-backdrop" style={backdrop} />
      {stickers.length > 0 && (
        <div className="parallax-layers" role="toolbar" aria-label="Stickers in this scene" onKeyDown={onKeyDown}>
          {model!.layers.map((layer) => (
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
                    focusable={position === current}
                    onFocus={() => setActive(position)}
                    onPress={() => onStickerPress(sticker)}
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
  onPress: () => void;
}

/** One sticker: centred on its position (inside the scene's width), its real size (never wider than 45 % of the scene), tinted by a mask. */
function ParallaxSticker({ sticker, focusable, onFocus, onPress }: StickerProps) {
  const style = {
    '--x': `${sticker.x}%`,
    top: `${sticker.y}%`,
    '--width': `${sticker.width}px`,
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
