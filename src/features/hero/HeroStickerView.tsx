import { memo, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { COLORS, DEFAULT_COLOR } from '~/domain/colors.ts';
import { heroStickerBox, type HeroSticker } from '~/domain/hero-machine.ts';
import { fall, grow, reset, rewiggleLoop, wiggle, type Running } from './motion.ts';
import { HERO_LOGO_IMAGE } from './logo-image.ts';
import { percentStyle } from './parts.tsx';
import { dropSticker, setPhase } from './store.ts';

interface Props {
  sticker: HeroSticker;
  /** Reduced motion: no timelines, the sticker simply is where its phase says. */
  still: boolean;
  /** Off screen an attached sticker rests instead of re-wiggling. */
  onScreen: boolean;
}

/**
 * One sticker on the machine: the artwork tinted in its colour (a CSS mask, as the Scene Builder
 * draws stickers), or the logo in its own colours (from its rasters, see logo-image.ts). Its phase
 * runs its timeline, whose end moves it on.
 */
export const HeroStickerView = memo(function HeroStickerView({ sticker, still, onScreen }: Props) {
  const art = useRef<HTMLDivElement>(null);
  const { key, phase, wiggles } = sticker;

  // A layout effect, so a sticker about to grow is never painted at full size first.
  useLayoutEffect(() => {
    const target = art.current;
    if (!target) return;
    if (still) {
      reset(target);
      return;
    }
    let running: Running | null = null;
    if (phase === 'growing') running = grow(target, () => setPhase(key, 'wiggling'));
    else if (phase === 'wiggling') running = wiggle(target, wiggles, () => setPhase(key, 'attached'));
    else if (phase === 'attached' && onScreen) running = rewiggleLoop(target);
    else if (phase === 'falling') running = fall(target, () => dropSticker(key));
    return () => running?.kill();
  }, [phase, still, key, wiggles, onScreen]);

  const logo = sticker.stickerData === null;
  const hex = (COLORS[sticker.colorIndex] ?? DEFAULT_COLOR).hex;
  const tint: CSSProperties = logo ? {} : { backgroundColor: hex, maskImage: `url("${sticker.svgPath}")`, WebkitMaskImage: `url("${sticker.svgPath}")` };
  const shown = phase !== 'hidden' && phase !== 'falling';

  return (
    <div
      ref={art}
      className="hm-sticker"
      style={percentStyle(heroStickerBox(sticker))}
      data-port={sticker.portId}
      data-phase={phase}
      data-sticker-id={sticker.id}
      data-size={sticker.size}
      data-color={(COLORS[sticker.colorIndex] ?? DEFAULT_COLOR).name}
      aria-hidden={!shown}
    >
      <span className="hm-outline">
        <span className={logo ? 'hm-art hm-art-logo' : 'hm-art'} style={tint} role="img" aria-label={logo ? sticker.title : `${sticker.title} sticker`}>
          {logo && (
            <img
              src={HERO_LOGO_IMAGE.src}
              srcSet={HERO_LOGO_IMAGE.srcset}
              sizes={HERO_LOGO_IMAGE.sizes}
              alt=""
              width="400"
              height="240"
              decoding="async"
              draggable={false}
            />
          )}
        </span>
      </span>
    </div>
  );
});
