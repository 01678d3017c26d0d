/**
 * @module build/after-load-directive
 * `client:afterload`: an island that hydrates once the page has loaded (its first card images
 * included), or at once when the shopper touches, clicks or types first. Its JavaScript then never
 * competes with the first screen's images for the network, while the prebuilt HTML already works:
 * cards are links to their own pages.
 */
import type { ClientDirective } from 'astro';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

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
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
};

export default afterLoad;
