/**
 * @module build/after-load-directive
 * `client:afterload`: an island that hydrates once the page has loaded (its first card images
 * included) and has painted its first content, or at once when the shopper touches, clicks or
 * types first. Its JavaScript then never competes with the first screen for the network, while the
 * prebuilt HTML already works: cards are links to their own pages.
 *
 * A small page loads before its first paint (a listing's page: load at about 120 ms, its modal's
 * style and layout until about 165 ms). Its island's dozen module requests then started before the
 * largest paint, and Lighthouse's simulation counts every request under way by then in the LCP:
 * 945 to 956 ms against its bare page's 765 (1.24x).
 */
import type { ClientDirective } from 'astro';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** A page that never paints (a tab opened in the background) hydrates this long after its load. */
const FIRST_PAINT_LATEST_MS = 1000;

const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/** Runs `then` once the page has painted its first content (at once when it has, or cannot say). */
function afterFirstPaint(then: () => void): void {
  if (painted() || typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return then();
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver(() => painted() && done());
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(done, FIRST_PAINT_LATEST_MS);
}

const afterLoad: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) removeEventListener(type, hydrate, true);
    void load().then((run) => run());
  };
  for (const type of INTERACTIONS) addEventListener(type, hydrate, { capture: true, once: true, passive: true });
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(hydrate, { timeout: 300 }) : setTimeout(hydrate, 0));
  const afterPage = () => afterFirstPaint(whenIdle);
  if (document.readyState === 'complete') afterPage();
  else addEventListener('load', afterPage, { once: true });
};

export default afterLoad;
