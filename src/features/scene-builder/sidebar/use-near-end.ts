import { useEffect, type RefObject } from 'react';

/**
 * How close the end of the list must come before the next page loads: 1.5 heights of the
 * scrolling list below its visible part (spec 4). A percentage of rootMargin's bottom is a share of
 * the root's height.
 */
export const NEAR_END_MARGIN = '0px 0px 150% 0px';

/**
 * Calls onNear when a sentinel at the list's end comes within NEAR_END_MARGIN of the scrolling
 * root. The observer is made again whenever `key` changes (a page arrived): its first report then
 * says whether the end is still near, so a short page (listings the builder cannot place were
 * left out) loads the next one without waiting for a scroll.
 */
export function useNearEnd(
  root: RefObject<HTMLElement | null>,
  sentinel: RefObject<HTMLElement | null>,
  onNear: () => void,
  active: boolean,
  key: unknown,
): void {
  useEffect(() => {
    const target = sentinel.current;
    if (!active || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onNear(), {
      root: root.current,
      rootMargin: NEAR_END_MARGIN,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, sentinel, onNear, active, key]);
}
