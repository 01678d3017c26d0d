/**
 * @module parallax/background
 * A scene's background: its own image with its stored style, or, when it has none (the Scene
 * Builder saves none, nor does the demo data), one of the hero's 16 drawn backgrounds: the one whose
 * theme the scene's name or category suggests, else one picked from the scene's name, so a scene
 * looks the same on every visit.
 */
import type { BackgroundStyle } from '~/contracts/parallax-scenes.ts';
import { backgroundCss, stableIndex, type BackgroundSettings } from '~/domain/parallax.ts';
import { HERO_BACKGROUNDS } from '~/features/hero/backgrounds.ts';

/** Words of a scene's name or category, and the hero background (its index) that suits them. */
const THEMES: readonly (readonly [RegExp, number])[] = [
  [/dino|prehistor|jurass|fossil/i, 0],
  [/space|star|planet|rocket|galax|astro|sci-?fi/i, 3],
  [/crypt|bigfoot|sasquatch|woods|forest|legend/i, 1],
  [/horror|haunt|spook|hallow|ghost/i, 8],
  [/offroad|canyon|desert/i, 12],
  [/vehicle|truck|car|road|van|race|scooby/i, 2],
  [/outdoor|mountain|trail|nature|camp/i, 6],
  [/police|fire|military|city/i, 7],
  [/animal|farm|barn/i, 10],
  [/beach|ocean|sea|surf/i, 5],
  [/holiday|winter|snow|christmas/i, 9],
];

export interface ParallaxSceneBackground {
  /** The image's URL. */
  image: string;
  css: BackgroundSettings;
}

/**
 * The background a scene is drawn on.
 * @example parallaxSceneBackground({ name: 'home-dino1', category: 'Dinosaur Stickers', background_path: null, background_style }).image // '/hero/backgrounds/01.svg'
 */
export function parallaxSceneBackground(scene: {
  name: string;
  category: string | null;
  background_path: string | null;
  background_style: BackgroundStyle;
}): ParallaxSceneBackground {
  if (scene.background_path) return { image: scene.background_path, css: backgroundCss(scene.background_style) };
  const text = `${scene.name} ${scene.category ?? ''}`;
  const themed = THEMES.find(([pattern]) => pattern.test(text))?.[1];
  const index = themed ?? stableIndex(scene.name, HERO_BACKGROUNDS.length);
  // The drawn backgrounds are made for the hero's wide box: centred and covering, whatever the scene says.
  return { image: HERO_BACKGROUNDS[index]!.src, css: backgroundCss(null) };
}
