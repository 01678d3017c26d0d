/**
 * @module build/after-idle-directive
 * `client:afteridle`: a decorative island (the hero machine) that hydrates only once the islands
 * the shopper needs (`client:afterload`, the grid) have hydrated, and the page is idle again (at the
 * latest 5 s after the load event). Its JavaScript is then never among what the grid waits for.
 */
import type { ClientDirective } from 'astro';

const WAITING = 'astro-island[client="afterload"][ssr]';
const LATEST_MS = 5000;

const idle = (then: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 200));

const afterIdle: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    idle(() => void load().then((run) => run()));
  };
  const afterOthers = () => {
    if (!document.querySelector(WAITING)) return hydrate();
    // Astro removes `ssr` from an island once it has hydrated.
    const watch = new MutationObserver(() => {
      if (document.querySelector(WAITING)) return;
      watch.disconnect();
      hydrate();
    });
    watch.observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
    setTimeout(() => {
      watch.disconnect();
      hydrate();
    }, LATEST_MS);
  };
  if (document.readyState === 'complete') afterOthers();
  else addEventListener('load', afterOthers, { once: true });
};

export default afterIdle;
