/**
 * @module components/ui/use-stylesheet
 * A stylesheet an island adds to its page once it runs: the styles of what a prebuilt page never
 * draws (panels, dialogs, the zoom, error screens, the owner's editors). Inline, they would push the
 * page's HTML past its first round trip on a phone (14.6 KB compressed). Imported with `?url`,
 * they are a file of their own, fetched while the island hydrates.
 */
import { useEffect } from 'react';

const added = new Map<string, Promise<void>>();

/**
 * Adds the stylesheet once, after the page's own styles, so the cascade is the one source order
 * gives. Answers when it applies (or has failed: what it styles then shows plain, not never).
 * The link is inserted in a task of its own: inserting it costs a few ms, which lengthened the task
 * that asked for it (on a storefront page, the end of hydration); the sheet arrives a request later anyway.
 */
export function addStylesheet(href: string): Promise<void> {
  let applied = added.get(href);
  if (!applied) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    applied = new Promise((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
    added.set(href, applied);
    setTimeout(() => document.head.appendChild(link), 0);
  }
  return applied;
}

/** Adds the stylesheet when the component first mounts in the browser. */
export function useStylesheet(href: string): void {
  useEffect(() => void addStylesheet(href), [href]);
}
