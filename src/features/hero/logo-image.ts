/**
 * @module hero/logo-image
 * How the machine draws its logo sticker: from the logo's rasters, not logo.svg. An SVG `<img>` is
 * a document of its own, laid out and painted on the page's main thread; the logo's two words are
 * SVG text in a font most phones lack, and finding a fallback for them took 4 to 9 ms of the
 * sticker's first frame on these machines. A raster is decoded off the main thread.
 */
import { LOGO_WIDTHS_SRCSET, logoRasterPath } from '~/site.ts';

/** An image as an `<img>` asks for it: a URL, and optionally a set the browser picks from by width. */
export interface ImageSource {
  src: string;
  srcset?: string;
  sizes?: string;
}

/**
 * The logo sticker's image. The sticker is about 11 % of a phone's width and 5.5 % of a wider
 * screen's (43 px at 390, 104 at 1,920): `sizes` says a little more, so it is never soft.
 */
export const HERO_LOGO_IMAGE: ImageSource = {
  src: logoRasterPath(130),
  srcset: LOGO_WIDTHS_SRCSET,
  sizes: '(max-width: 600px) 12vw, 6vw',
};
