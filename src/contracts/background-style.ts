/**
 * @module contracts/background-style
 * How a scene's background is drawn unless the scene says otherwise, without a schema: shared by the
 * contracts, the database reads and the scenes on the page, which must not load zod for it.
 */

/** The background sizes the owner can choose. */
export const BACKGROUND_SIZES = ['cover', 'contain', 'fill', 'tile'] as const;

export const DEFAULT_BACKGROUND_STYLE = { size: 'cover', position: 'center', repeat: 'no-repeat', attachment: 'scroll' } as const;
