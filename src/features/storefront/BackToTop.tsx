import { useEffect, useState } from 'react';

/** Screens scrolled before the button appears. */
export const BACK_TO_TOP_AFTER_SCREENS = 2;
/** Where the controls bar does not stick (storefront.css). */
const NARROW = '(max-width: 899px)';

/**
 * Where the controls bar does not stay in view (below 900 px, storefront.css): a button that
 * appears after two screens of scrolling and brings the controls back.
 */
export function BackToTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // Only where the controls scroll away (the CSS breakpoint): a wide page listens to nothing.
    // Scroll events come once a frame at most; reading scrollY forces no layout, and an unchanged
    // value renders nothing. No requestAnimationFrame: a frame callback on every scrolled frame
    // would put the main thread on the frame's critical path.
    const narrow = matchMedia(NARROW);
    const update = () => setShown(narrow.matches && scrollY > BACK_TO_TOP_AFTER_SCREENS * innerHeight);
    const listen = () => {
      if (narrow.matches) addEventListener('scroll', update, { passive: true });
      else removeEventListener('scroll', update);
      update();
    };
    listen();
    narrow.addEventListener('change', listen);
    addEventListener('resize', update, { passive: true });
    return () => {
      narrow.removeEventListener('change', listen);
      removeEventListener('scroll', update);
      removeEventListener('resize', update);
    };
  }, []);

  if (!shown) return null;
  const toTop = () => {
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    // The button goes away at the top: the focus moves to the start of the content instead of being lost.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="back-to-top" onClick={toTop}>
      <span aria-hidden="true">↑</span> Back to top
    </button>
  );
}
