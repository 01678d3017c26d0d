// @ts-check
/* global document, window, HTMLElement */
// Inlined into every page's head (Base.astro): a tap, a click or Escape made before an island has
// hydrated is held, then given to the island once it has (React replays it from there). Links,
// form fields and <details> already work without script; this covers buttons (Tags, Close, Add decals).
(() => {
  /** @type {Map<Element, number[][]>} */
  const held = new Map();
  /** @param {Element} node @param {Element} island @returns {number[]} */
  const pathTo = (node, island) => {
    const path = [];
    for (let el = node; el !== island && el.parentElement; el = el.parentElement) path.unshift([...el.parentElement.children].indexOf(el));
    return path;
  };
  /** @param {Element} island @param {number[]} path @returns {Element | undefined} */
  const at = (island, path) => path.reduce((/** @type {Element | undefined} */ el, i) => el?.children[i], island);
  /** @param {Element} island @param {Element} control */
  const hold = (island, control) => {
    const paths = held.get(island) ?? [];
    if (paths.length === 0) {
      held.set(island, paths);
      island.addEventListener(
        'astro:hydrate',
        () => {
          held.delete(island);
          // One tap a task: React renders what a tap changed before the next comes, so the next reads
          // that (two taps on Next move two pictures on; given together, both moved from the first).
          /** @param {number} k */
          const replay = (k) => {
            const path = paths[k];
            if (!path) return;
            const target = at(island, path);
            if (target instanceof HTMLElement) target.click();
            window.setTimeout(() => replay(k + 1));
          };
          replay(0);
        },
        { once: true },
      );
    }
    paths.push(pathTo(control, island));
  };
  window.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
      const island = control?.closest('astro-island[ssr]');
      if (!control || !island || control.closest('a[href]')) return;
      event.preventDefault();
      hold(island, control);
    },
    true,
  );
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    // An open dialog whose island has not hydrated: Escape means its Close.
    const close = document.querySelector('astro-island[ssr] [role="dialog"] [aria-label="Close"]');
    const island = close?.closest('astro-island[ssr]');
    if (close && island) hold(island, close);
  });
})();
