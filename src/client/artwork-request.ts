/**
 * @module client/artwork-request
 * How the browser is asked for one of our drawings (/artwork/...). The hero, the scenes, the gallery
 * and the Scene Builder show them as CSS masks, which the browser always fetches in CORS mode; a
 * card's <img> or a preload without it is a request of another mode, so the same drawing was fetched
 * and parsed as an SVG document twice in one page. Every use asks in CORS mode: one of each.
 * Other images (marketplace photos, backgrounds) keep the default, as none of them is a mask.
 */

/** The `crossorigin` value an image of `src` is asked for with. */
export function artworkCrossOrigin(src: string): 'anonymous' | undefined {
  return src.startsWith('/artwork/') ? 'anonymous' : undefined;
}
