/**
 * @module hero/texts
 * What the prebuilt machine (HeroMachine.astro) and its island both write: the root's id and the
 * visible and accessible texts, kept in one place so the island's markup matches the first paint.
 */

/** The machine's box on the page; the island takes over its live layer. */
export const HERO_ROOT_ID = 'hero-machine';
/** The machine's landmark name. */
export const HERO_LABEL = 'Sticker machine';
export const HERO_LOADING_TEXT = 'Warming up the sticker machine…';
export const HERO_PROGRESS_LABEL = 'Loading the sticker machine';
export const HERO_REFRESH_LABEL = 'Refresh';
export const HERO_BROKEN_TEXT = 'The machine broke down. It will be fixed next visit.';
export const HERO_LOAD_FAILED_TEXT = 'The sticker machine could not load its stickers.';

/** The accessible name of a sticker's 'view details' button. */
export const viewDetailsLabel = (title: string) => `View details of ${title}`;
/** The accessible name of a port's 'generate new sticker' button. */
export const generateLabel = (port: string) => `Generate new sticker (${port})`;
