/**
 * @module backgrounds
 * The hero sticker machine's 16 backgrounds: original 1600 x 900 SVG scenes in public/hero/backgrounds,
 * one per theme the shop's categories suggest. Refresh rotates through them at random
 * (see `nextBackground` in ~/domain/hero-machine.ts); `label` is each image's alternative text.
 * Each keeps the area behind the machine's ports (about x 20-70 %, y 50-85 %) quieter than its edges.
 */
import type { HERO_BACKGROUND_COUNT } from '~/domain/hero-machine.ts';

/** One hero background: its URL under the site's root and a short description for alt text. */
export interface HeroBackground {
  readonly src: string;
  readonly label: string;
}

/** The array type pinned to HERO_BACKGROUND_COUNT entries, so a missing or extra entry fails the type check. */
type Tuple<T, N extends number, A extends readonly T[] = []> = A['length'] extends N ? A : Tuple<T, N, readonly [...A, T]>;

const bg = (n: number, label: string): HeroBackground => ({ src: `/hero/backgrounds/${String(n).padStart(2, '0')}.svg`, label });

/**
 * The backgrounds, in file order; index i is the machine's background i.
 * @example HERO_BACKGROUNDS[0] // { src: '/hero/backgrounds/01.svg', label: 'A prehistoric valley at sunset with a smoking volcano' }
 */
export const HERO_BACKGROUNDS: Tuple<HeroBackground, typeof HERO_BACKGROUND_COUNT> = [
  bg(1, 'A prehistoric valley at sunset with a smoking volcano'),
  bg(2, 'A moonlit pine forest with a tall hairy figure far away'),
  bg(3, 'A desert highway running to the horizon between mesas'),
  bg(4, 'A starfield with a ringed planet over a cratered moon'),
  bg(5, 'A garage workshop with a workbench, tools and a red tool chest'),
  bg(6, 'A beach at dusk with palm trees and the sun setting into the sea'),
  bg(7, 'A mountain trail winding through green hills below snowy peaks'),
  bg(8, 'A city skyline at night over a river'),
  bg(9, 'A haunted house on a hill under a full moon'),
  bg(10, 'A snowy cabin with a lit window at dusk'),
  bg(11, 'A farm with a red barn, a silo and fields'),
  bg(12, 'An ocean with rolling waves and a lighthouse'),
  bg(13, 'A red-rock canyon with a river winding through it'),
  bg(14, 'An autumn forest with a leafy path'),
  bg(15, 'A racetrack curve with a grandstand and a checkered flag'),
  bg(16, 'Northern lights over a lake and dark pines'),
];
