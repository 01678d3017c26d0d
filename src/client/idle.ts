/**
 * @module client/idle
 * Work that waits until the page is idle, so it never lengthens the tasks that draw and answer taps.
 */

/**
 * Runs `run` once the page is idle, at most `timeout` ms later; in a browser without idle
 * callbacks (Safari), after `fallbackMs`.
 * @example whenIdle(() => void loadFavourites(), 1000)
 */
export function whenIdle(run: () => void, timeout: number, fallbackMs = 0): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, fallbackMs);
}
