/**
 * @module backgrounds
 * The Scene Builder's canvas backgrounds, each drawn at a known real-world size so a decal drawn at
 * 96 scene pixels to the inch looks the size it will be on it. The canvas draws a background at
 * `widthInches * PX_PER_INCH` scene pixels wide, with its top-left corner at the scene's origin.
 */
import type { BuilderBackground } from '~/domain/scene.ts';

/** A rectangle in inches from a background's top-left corner. */
export interface InchRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One canvas background: its artwork and the real-world size that artwork shows. */
export interface BackgroundInfo {
  label: string;
  /** The artwork's URL, or null for a surface the canvas fills itself. */
  src: string | null;
  widthInches: number;
  heightInches: number;
  /** Where decals usually go, in inches from the top-left, for the first placement. */
  decalArea?: InchRect;
}

/**
 * The four backgrounds, with the real-world measure each artwork is drawn to.
 * @example BACKGROUNDS.laptop.widthInches * PX_PER_INCH // 1536 scene pixels
 */
export const BACKGROUNDS: Readonly<Record<BuilderBackground, BackgroundInfo>> = {
  // A 30 x 20 inch neutral board (the size of a large poster board): room for the 31-inch grid's usual scenes.
  plain: { label: 'Plain', src: '/backgrounds/builder/plain.svg', widthInches: 30, heightInches: 20 },
  // A compact SUV's tailgate, cropped: rear window about 39 x 16 inches (34 wide at the top), a US licence plate 12 x 6 inches.
  car: {
    label: 'Car',
    src: '/backgrounds/builder/car.svg',
    widthInches: 48,
    heightInches: 36,
    decalArea: { x: 8, y: 5, width: 32, height: 12 },
  },
  // The back of an open 14-inch laptop's lid, 12.3 x 8.5 inches, with 1.85 inches of table around it.
  laptop: {
    label: 'Laptop',
    src: '/backgrounds/builder/laptop.svg',
    widthInches: 16,
    heightInches: 11.5,
    decalArea: { x: 2.25, y: 1.3, width: 11.5, height: 7.7 },
  },
  // A desk seen from above: a 7.5 x 9.75 inch composition notebook and a 24 oz bottle (2.9 x 10.6 inches) on its side.
  desk: {
    label: 'Desk',
    src: '/backgrounds/builder/desk.svg',
    widthInches: 32,
    heightInches: 20,
    decalArea: { x: 5, y: 4.5, width: 5, height: 8.75 },
  },
};
