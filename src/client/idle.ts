/**
 * @module client/idle
 * Work that waits until the page is idle, or until the frame in hand is drawn, so it never
 * lengthens the tasks that draw and answer taps.
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

/**
 * Runs `run` in a task of its own once the next frame is drawn: a second change that would
 * otherwise be styled, laid out and painted in the same long frame as the first.
 * @example afterNextPaint(markHeroSettled)
 */
export function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}
