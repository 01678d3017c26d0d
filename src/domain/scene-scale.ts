/**
 * @module scene-scale
 * The Scene Builder board's scale. It has a module of its own because the listing page draws its
 * mockups at this scale: importing it from domain/scene.ts pulled that module's chunk, and the zod
 * schemas bundled beside it, into the listing page's first script (149 ms of evaluation at 4x CPU).
 */

/** Scene pixels per inch. */
export const PX_PER_INCH = 96;
