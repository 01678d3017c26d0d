import type { Dimension } from '~/contracts/listing.ts';
import { asSurfacePercent, mockupPlacement, type MockupBackground } from '~/domain/gallery.ts';
import { BACKGROUNDS } from '~/features/scene-builder/backgrounds.ts';

export interface MockupSlideProps {
  background: MockupBackground;
  /** The decal's artwork, drawn as a mask in `tint`. */
  artwork: string;
  tint: string;
  decal: Pick<Dimension, 'width' | 'height'>;
  label: string;
}

/**
 * The decal at true size on one of the Scene Builder's backgrounds: both drawn to the background's
 * real-world measure, so a 2-inch decal covers 2 inches of the car's 48. Drawn in the browser from
 * the artwork, so it follows the chosen size and colour at once.
 */
export function MockupSlide({ background, artwork, tint, decal, label }: MockupSlideProps) {
  const surface = BACKGROUNDS[background];
  const placement = surface.decalArea ? mockupPlacement({ ...surface, decalArea: surface.decalArea }, decal) : null;
  const box = placement ? asSurfacePercent(placement, surface) : null;
  return (
    <span
      className="mockup"
      role="img"
      aria-label={label}
      style={{ aspectRatio: `${surface.widthInches} / ${surface.heightInches}` }}
      data-background={background}
    >
      {surface.src && <img className="mockup-background" src={surface.src} alt="" decoding="async" />}
      {box && (
        <span
          className="mockup-decal"
          style={{
            left: `${box.left}%`,
            top: `${box.top}%`,
            width: `${box.width}%`,
            height: `${box.height}%`,
            maskImage: `url("${artwork}")`,
            WebkitMaskImage: `url("${artwork}")`,
            backgroundColor: tint,
          }}
        />
      )}
    </span>
  );
}
