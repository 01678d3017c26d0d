import { useEffect, useState } from 'react';

/** Screens scrolled before the button appears. */
export const BACK_TO_TOP_AFTER_SCREENS = 2;

/**
 * Where the controls bar does not stay in view (below 900 px, storefront.css): a button that
 * appears after two screens of scrolling and brings the controls back.
 */
export function BackToTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(scrollY > BACK_TO_TOP_AFTER_SCREENS * innerHeight);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', onScroll);
      removeEventListener('resize', onScroll);
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
