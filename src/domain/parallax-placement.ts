/**
 * @module parallax-placement
 * Where a storefront page places a parallax scene, and the height its box has: what the grid needs
 * when it is built, before any scene is loaded (the rest of the scene rules are in parallax.ts).
 */

/** Where a scene is placed on a storefront page: above a category's group, or before a listing's card. */
export type PlacementKind = 'category' | 'listing';

export const DEFAULT_PARALLAX_SCENE_HEIGHT = '50vh';
export const CATEGORY_PARALLAX_SCENE_HEIGHT = '60vh';

/**
 * The height a placement's box has. It is decided when the page is built, from the placement alone
 * (category 60vh, listing 50vh), so the prebuilt box keeps its height when the scene arrives: the
 * page's placements name scenes but not their `component_height`, and reading it later would shift
 * the grid under the shopper.
 * @example parallaxSceneHeight('category') // '60vh'
 */
export function parallaxSceneHeight(kind: PlacementKind): string {
  return kind === 'category' ? CATEGORY_PARALLAX_SCENE_HEIGHT : DEFAULT_PARALLAX_SCENE_HEIGHT;
}
