/**
 * @module components/ui/use-stylesheet
 * A stylesheet an island adds to its page once it runs: the styles of what a prebuilt page never
 * draws (panels, dialogs, the zoom, error screens, the owner's editors). Inline, they would push the
 * page's HTML past its first round trip on a phone (14.6 KB compressed). Imported with `?url`,
 * they are a file of their own, fetched while the island hydrates.
 */
import { useLayoutEffect } from 'react';

/** Adds the stylesheet once, after the page's own styles, so the cascade is the one source order gives. */
export function addStylesheet(href: string): void {
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.appendChild(link);
}

/** Adds the stylesheet when the component first mounts in the browser (before its first paint there). */
export function useStylesheet(href: string): void {
  useLayoutEffect(() => addStylesheet(href), [href]);
}
